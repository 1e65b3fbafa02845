import type { AskedFile, AskType } from '../ai/types.ts'
import { BadRequestError, NotFoundError } from '../errors.ts'
import { FILE_RULES } from '../files/kinds.ts'
import type { Config } from '../config.ts'
import { confirmPendingFiles, localFilePath } from '../files/remote-files.ts'
import type { Caller } from '../policy/callers.ts'
import type { Db } from '../store/database.ts'
import { findReadyFiles, type FileKind, type FileRow } from '../store/files.ts'

const KIND_OF: Record<Exclude<AskType, 'Text'>, FileKind> = { Image: 'image', Audio: 'audio', Video: 'video' }
const ACCEPTS: Record<FileKind, string> = {
  image: 'PNG, JPEG, WEBP or still GIF images',
  audio: 'one WAV audio file',
  video: 'one MP4, MKV, AVI, FLV or MPEG video'
}
const MB = 1024 * 1024

/** "a WAV audio file", "a PNG image": what a stored file turned out to be, from its sniffed type. */
function described(file: FileRow): string {
  const format = file.mime.split('/')[1]?.replace(/^x-/, '').toUpperCase() ?? 'unknown'
  return file.kind === 'image' ? `a ${format} image` : file.kind === 'audio' ? `a ${format} audio file` : `a ${format} video`
}

/** May this caller send this file in this chatbot's chat? Anything else is answered as if the file did not exist. */
function usable(file: FileRow, caller: Caller, chatbotId: string): boolean {
  if (file.chatbot_id !== null && file.chatbot_id !== chatbotId) return false
  return caller.kind === 'workspace' || file.visitor_session_id === caller.sessionId
}

/**
 * The files of a question, checked from what their bytes were sniffed to be (never their
 * names): uploaded and finished (checked now when it went straight to the object store),
 * the caller's to use, the kind chatAskType says, within the size limit, and not animated.
 *
 * @example
 * await askFiles(db, config, caller, chatbot.id, 'Image', [12]) // [{ id: 12, kind: 'image', mime: 'image/png', path: '…/files/12' }]
 */
export async function askFiles(
  db: Db,
  config: Config,
  caller: Caller,
  chatbotId: string,
  askType: AskType,
  fileIds: number[]
): Promise<AskedFile[]> {
  if (askType === 'Text') return []
  // Only the caller's own uploads are checked: another visitor's pending file is not found, untouched.
  await confirmPendingFiles(db, config, fileIds, caller.workspaceId, (file) => usable(file, caller, chatbotId))
  const found = new Map((await findReadyFiles(db, fileIds, caller.workspaceId)).map((file) => [file.id, file]))
  const wanted = KIND_OF[askType]
  const checked = fileIds.map((id) => {
    const file = found.get(id)
    if (!file || !usable(file, caller, chatbotId)) {
      throw new NotFoundError(`fileIds ${id} was not found: upload the file for this chat with GetPreUploadUrl and send its FileStoreId once the upload has finished`)
    }
    if (file.kind !== wanted) {
      throw new BadRequestError(`fileIds ${id} is ${described(file)}, but chatAskType ${askType} takes ${ACCEPTS[wanted]}`)
    }
    if (file.animated) {
      throw new BadRequestError(`fileIds ${id} is ${file.mime === 'image/gif' ? 'an animated GIF' : 'an animated image'}; send a still image`)
    }
    if (file.size > FILE_RULES[wanted].maxBytes) {
      throw new BadRequestError(`fileIds ${id} is larger than ${FILE_RULES[wanted].maxBytes / MB} MB, the limit for ${wanted} files`)
    }
    return { id, kind: file.kind, mime: file.mime }
  })
  return Promise.all(checked.map(async (file) => ({ ...file, path: await localFilePath(config, file.id) })))
}
