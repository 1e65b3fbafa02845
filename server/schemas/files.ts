import { Type, type Static } from 'typebox'
import { ChatbotId, DecimalRowId } from './common.ts'

export const PreUploadBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255, description: 'a file name of 1 to 255 characters' }),
  serialNumber: Type.Optional(ChatbotId)
}, { title: 'PreUploadBody' })
export type PreUploadBody = Static<typeof PreUploadBody>

export const PreUploadReply = Type.Object({
  FileStoreId: Type.String({ description: 'the file id, decimal; use it in ClientAsk fileIds, ChatIcon or ChatProfilePicture' }),
  PreUploadUrl: Type.String({ description: 'PUT the raw bytes here within 5 minutes: this server, or a presigned URL of the S3-compatible store when one is configured' }),
  ExpiresAt: Type.String({ description: 'when the upload URL stops working (ISO 8601)' })
}, { title: 'PreUpload' })
export type PreUploadReply = Static<typeof PreUploadReply>

export const UploadParams = Type.Object({ fileId: Type.String({ pattern: DecimalRowId, description: 'a file id' }) })
export const UploadQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200, description: 'the token of the upload URL' }) })

export const UploadReply = Type.Object({
  FileStoreId: Type.String(),
  Size: Type.Integer(),
  ContentType: Type.String()
}, { title: 'UploadedFile' })
export type UploadReply = Static<typeof UploadReply>
