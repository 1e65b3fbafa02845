import fs from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts'
import { localFilePath, objectKey, objectStoreOf } from '../files/remote-files.ts'
import { receiveUpload } from '../files/storage.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { admitVisitorOrigin } from '../policy/callers.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { PreUploadBody, PreUploadReply, UploadParams, UploadQuery, UploadReply } from '../schemas/files.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
import { createPendingFile, findPendingUpload, findPublicFile, markFileReady, type FileKind } from '../store/files.ts'
import { requireChatbot } from './lookups.ts'

const UPLOAD_WINDOW_MS = 5 * 60 * 1000
const tags = ['Files']

/** The kinds a visitor of this chatbot may upload: what its settings switch on. */
function visitorKinds(chatbot: Chatbot): FileKind[] {
  return [...(chatbot.EnableUploadImage ? ['image' as const] : []), ...(chatbot.EnablePushToTalk ? ['audio' as const] : [])]
}

/** The pre-signed upload flow (GetPreUploadUrl, then PUT) and the public picture/icon files. */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.post('/chat/User/GetPreUploadUrl', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'caller' },
    schema: { tags, summary: 'Reserve a file id and get a URL to PUT its bytes to', body: PreUploadBody, response: { 200: Envelope(PreUploadReply), ...errorReplies } }
  }, async (request, reply) => {
    const caller = callerOf(request)
    let chatbot: Chatbot | undefined
    let allowedKinds: FileKind[] = ['image', 'audio', 'video']
    if (caller.kind === 'visitor') {
      chatbot = await findChatbot(db, caller.chatbotId)
      if (!chatbot) throw new NotFoundError('The chatbot of this session no longer exists')
      admitVisitorOrigin(request, reply, chatbot, config.publicUrl)
      allowedKinds = visitorKinds(chatbot)
      if (allowedKinds.length === 0) throw new ForbiddenError('This chatbot does not accept files from visitors')
    } else if (request.body.serialNumber) {
      chatbot = await requireChatbot(db, request.body.serialNumber, caller.workspaceId)
    }
    const token = randomBytes(24).toString('base64url')
    const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS)
    const id = await createPendingFile(db, {
      workspaceId: caller.workspaceId,
      chatbotId: chatbot?.id ?? null,
      visitorSessionId: caller.kind === 'visitor' ? caller.sessionId : null,
      fileName: request.body.fileName,
      token,
      expiresAt,
      allowedKinds
    })
    const store = objectStoreOf(config)
    return ok({
      FileStoreId: String(id),
      // With an object store the bytes go straight to it; they are checked on first use.
      PreUploadUrl: store ? await store.presignPut(objectKey(id), UPLOAD_WINDOW_MS / 1000) : `${config.publicUrl}/chat/User/Upload/${id}?token=${token}`,
      ExpiresAt: expiresAt.toISOString()
    })
  })

  // The upload reads the raw request stream itself, so it gets a context whose parser leaves the body alone.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers()
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(null))

    uploads.withTypeProvider<TypeBoxTypeProvider>().put('/chat/User/Upload/:fileId', {
      schema: {
        tags,
        summary: 'Upload the bytes of a reserved file (the URL GetPreUploadUrl returned)',
        description: 'The token in the URL is the credential. The type is sniffed from the bytes; sizes are checked as they arrive: images 20 MB (animated GIFs refused), WAV audio 40 MB, video (MP4, MKV, AVI, FLV, MPEG) 100 MB.',
        consumes: ['application/octet-stream'],
        params: UploadParams,
        querystring: UploadQuery,
        response: { 200: Envelope(UploadReply), ...errorReplies }
      }
    }, async (request, reply) => {
      const fileId = Number(request.params.fileId)
      const pending = await findPendingUpload(db, fileId, request.query.token)
      if (!pending) throw new NotFoundError('This upload URL is not valid or was already used')
      if (Date.parse(pending.upload_expires_at) < Date.now()) {
        throw new ForbiddenError('This upload URL has expired (it is valid for 5 minutes); ask GetPreUploadUrl for a new one')
      }
      if (pending.visitor_session_id !== null && pending.chatbot_id) {
        const chatbot = await findChatbot(db, pending.chatbot_id)
        if (!chatbot) throw new NotFoundError('The chatbot of this upload no longer exists')
        admitVisitorOrigin(request, reply, chatbot, config.publicUrl)
      }
      const kinds = pending.allowed_kinds.split(',').filter(Boolean) as FileKind[]
      const declared = Number(request.headers['content-length'] ?? 0)
      if (declared === 0 && request.headers['transfer-encoding'] === undefined) {
        throw new BadRequestError('The upload is empty; PUT the file\'s bytes as the request body')
      }
      reply.header('connection', 'close')
      const facts = await receiveUpload(request.raw, config.dataDir, fileId, kinds)
      reply.removeHeader('connection')
      await markFileReady(db, fileId, facts)
      return ok({ FileStoreId: String(fileId), Size: facts.size, ContentType: facts.mime })
    })
  })

  app.get('/chat/File/:fileId', {
    schema: {
      tags,
      summary: 'A chatbot\'s profile picture or icon, by file id (public)',
      params: UploadParams,
      response: {
        200: { description: 'The image\'s bytes', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
        400: ErrorEnvelope,
        404: ErrorEnvelope
      }
    }
  }, async (request, reply) => {
    const file = await findPublicFile(db, Number(request.params.fileId))
    if (!file) throw new NotFoundError('No public file has this id')
    reply
      .type(file.mime)
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'")
    // The 200 schema documents the bytes (a binary string); fastify sends a stream as it is.
    return reply.send(fs.createReadStream(await localFilePath(config, file.id)) as unknown as string)
  })
}

export default fileRoutes
