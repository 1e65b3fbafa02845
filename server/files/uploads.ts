import { randomBytes } from 'node:crypto'
import { ForbiddenError, NotFoundError, PayloadTooLargeError } from '../errors.ts'
import type { Config } from '../config.ts'
import type { Caller } from '../policy/callers.ts'
import { describeKinds, uploadLimit } from './kinds.ts'
import { objectKey, objectStoreOf } from './remote-files.ts'
import type { PreUploadBody, PreUploadReply } from '../schemas/files.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { createPendingFile, findPendingUpload, type FileKind, type FileRow } from '../store/files.ts'

const UPLOAD_WINDOW_MS = 5 * 60 * 1000

/** The kinds a visitor of this chatbot may upload: what its settings switch on. */
function visitorKinds(chatbot: Chatbot): FileKind[] {
  return [...(chatbot.EnableUploadImage ? ['image' as const] : []), ...(chatbot.EnablePushToTalk ? ['audio' as const] : [])]
}

/**
 * GetPreUploadUrl: reserves a file id and the token of its upload URL, valid for 5 minutes.
 * A visitor may upload only the kinds its chatbot switches on (403 when none); a workspace
 * key may upload every kind, for one of its chatbots when `serialNumber` names one (404 otherwise).
 * A declared `fileSize` above what those kinds allow is refused at once (413). With an object
 * store and both `fileSize` and `contentType` declared, the URL is the store's, bound to
 * exactly that size and type; without them it is this server's, which limits the bytes as
 * they arrive and then keeps the checked copy in the store.
 *
 * @example
 * await reserveUpload(db, config, caller, { fileName: 'photo.png' })
 * // { FileStoreId: '7', PreUploadUrl: 'https://chat.example.com/chat/User/Upload/7?token=…', ExpiresAt: '…' }
 */
export async function reserveUpload(db: Db, config: Config, caller: Caller, body: PreUploadBody): Promise<PreUploadReply> {
  let chatbot: Chatbot | undefined
  let allowedKinds: FileKind[] = ['image', 'audio', 'video']
  if (caller.kind === 'visitor') {
    chatbot = caller.chatbot
    allowedKinds = visitorKinds(chatbot)
    if (allowedKinds.length === 0) throw new ForbiddenError('This chatbot does not accept files from visitors')
  } else if (body.serialNumber) {
    chatbot = await findChatbot(db, body.serialNumber, caller.workspaceId)
    if (!chatbot) throw new NotFoundError(`Chatbot ${body.serialNumber} was not found`)
  }
  const limit = uploadLimit(allowedKinds)
  if (body.fileSize !== undefined && body.fileSize > limit) {
    throw new PayloadTooLargeError(`fileSize ${body.fileSize} is larger than the ${limit / (1024 * 1024)} MB allowed for ${describeKinds(allowedKinds)}; upload a smaller file`)
  }
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS)
  const id = await createPendingFile(db, {
    workspaceId: caller.workspaceId,
    chatbotId: chatbot?.id ?? null,
    visitorSessionId: caller.kind === 'visitor' ? caller.sessionId : null,
    fileName: body.fileName,
    token,
    expiresAt,
    allowedKinds
  })
  const store = objectStoreOf(config)
  const binding = body.fileSize && body.contentType ? { size: body.fileSize, contentType: body.contentType } : undefined
  return {
    FileStoreId: String(id),
    // Bytes that go straight to the store are checked on their first use.
    PreUploadUrl: store && binding ? await store.presignPut(objectKey(id), UPLOAD_WINDOW_MS / 1000, binding) : `${config.publicUrl}/chat/User/Upload/${id}?token=${token}`,
    ExpiresAt: expiresAt.toISOString()
  }
}

/** An upload URL that may still be used. */
export interface OpenUpload {
  file: FileRow
  /** the kinds its bytes may turn out to be */
  kinds: FileKind[]
  /** the chatbot whose visitor reserved it: that chatbot's domain rules apply to the upload */
  visitorChatbot?: Chatbot
}

/**
 * The pending upload an upload URL opens: 404 for a wrong token or a URL already used, 403 once expired.
 *
 * @example
 * const { kinds, visitorChatbot } = await openUpload(db, 7, token)
 */
export async function openUpload(db: Db, fileId: number, token: string): Promise<OpenUpload> {
  const file = await findPendingUpload(db, fileId, token)
  if (!file) throw new NotFoundError('This upload URL is not valid or was already used')
  if (Date.parse(file.upload_expires_at) < Date.now()) {
    throw new ForbiddenError('This upload URL has expired (it is valid for 5 minutes); ask GetPreUploadUrl for a new one')
  }
  const kinds = file.allowed_kinds.split(',').filter(Boolean) as FileKind[]
  if (file.visitor_session_id === null || !file.chatbot_id) return { file, kinds }
  const visitorChatbot = await findChatbot(db, file.chatbot_id)
  if (!visitorChatbot) throw new NotFoundError('The chatbot of this upload no longer exists')
  return { file, kinds, visitorChatbot }
}
