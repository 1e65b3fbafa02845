import fs from 'node:fs'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../errors.ts'
import { keepCheckedCopy, localFilePath } from '../files/remote-files.ts'
import { receiveUpload } from '../files/storage.ts'
import { openUpload, reserveUpload } from '../files/uploads.ts'
import { admitVisitor, callerOf } from '../plugins/app/auth.ts'
import { REQUEST_LIMITS, WindowLimit } from '../policy/request-limits.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { PreUploadBody, PreUploadReply, UploadParams, UploadQuery, UploadReply } from '../schemas/files.ts'
import { findPublicFile, markFileReady } from '../store/files.ts'

const tags = ['Files']

/** The pre-signed upload flow (GetPreUploadUrl, then PUT) and the public picture/icon files. */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app
  const uploadUrls = new WindowLimit(REQUEST_LIMITS.uploadUrlsPerMinute, 60_000, 'Too many uploads; please wait a moment and try again')

  app.post('/chat/User/GetPreUploadUrl', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'caller' },
    schema: { tags, summary: 'Reserve a file id and get a URL to PUT its bytes to', body: PreUploadBody, response: { 200: Envelope(PreUploadReply), ...errorReplies } }
  }, async (request) => {
    const caller = callerOf(request)
    if (caller.kind === 'visitor') uploadUrls.take(String(caller.sessionId))
    return ok(await reserveUpload(db, config, caller, request.body))
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
      const { kinds, visitorChatbot } = await openUpload(db, fileId, request.query.token)
      if (visitorChatbot) admitVisitor(request, reply, visitorChatbot, config.publicUrl)
      const declared = Number(request.headers['content-length'] ?? 0)
      if (declared === 0 && request.headers['transfer-encoding'] === undefined) {
        throw new BadRequestError('The upload is empty; PUT the file\'s bytes as the request body')
      }
      reply.header('connection', 'close')
      const facts = await receiveUpload(request.raw, config.dataDir, fileId, kinds)
      reply.removeHeader('connection')
      await keepCheckedCopy(config, fileId, facts.mime)
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
