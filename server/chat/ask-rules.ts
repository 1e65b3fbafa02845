import type { AskType } from '../ai/types.ts'
import { BadRequestError } from '../errors.ts'
import type { ClientAskBody } from '../schemas/chat.ts'
import { MAX_IMAGES } from '../schemas/chat.ts'

/** A question that passed the body rules: its type settled, its file ids in order and unique. */
export interface Ask {
  askType: AskType
  content: string
  fileIds: number[]
}

/**
 * The rules between content, chatAskType and fileIds that a schema cannot say, each
 * refused with a 400 whose message names the rule.
 *
 * @example
 * askRules({ sessionID: 1, content: '', chatAskType: 'Audio', fileIds: [4, 5] })
 * // throws 400 'Audio takes exactly one file in fileIds; 2 were sent'
 */
export function askRules(body: ClientAskBody): Ask {
  const askType = body.chatAskType ?? 'Text'
  const fileIds = body.fileIds ?? []
  if (askType === 'Text') {
    if (fileIds.length > 0) throw new BadRequestError('fileIds are only allowed when chatAskType is Image, Audio or Video')
    if (body.content.trim() === '') throw new BadRequestError('content is required when chatAskType is Text (or absent): send the message text')
    return { askType, content: body.content, fileIds }
  }
  if (fileIds.length === 0) {
    throw new BadRequestError(`chatAskType ${askType} needs fileIds: upload the file with GetPreUploadUrl, then send its FileStoreId`)
  }
  if ((askType === 'Audio' || askType === 'Video') && fileIds.length !== 1) {
    throw new BadRequestError(`${askType} takes exactly one file in fileIds; ${fileIds.length} were sent`)
  }
  if (fileIds.length > MAX_IMAGES) throw new BadRequestError(`Image takes at most ${MAX_IMAGES} files in fileIds`)
  const repeated = fileIds.find((id, index) => fileIds.indexOf(id) !== index)
  if (repeated !== undefined) throw new BadRequestError(`fileIds lists ${repeated} more than once; send each file once`)
  return { askType, content: body.content, fileIds }
}
