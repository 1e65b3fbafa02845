import { Type, type Static } from 'typebox'
import { MAX_UPLOAD_BYTES } from '../files/kinds.ts'
import { ChatbotId, DecimalRowId } from './common.ts'

/** A media type as RFC 6838 names them, without parameters: image/png. */
const MEDIA_TYPE = '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,62}/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,62}$'

export const PreUploadBody = Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255, description: 'a file name of 1 to 255 characters' }),
  serialNumber: Type.Optional(ChatbotId),
  fileSize: Type.Optional(Type.Integer({
    minimum: 1,
    maximum: MAX_UPLOAD_BYTES,
    description: `the file's size in bytes (1 to ${MAX_UPLOAD_BYTES}); with contentType, an upload URL of the S3-compatible store takes exactly this many bytes`
  })),
  contentType: Type.Optional(Type.String({
    maxLength: 127,
    pattern: MEDIA_TYPE,
    description: 'the Content-Type the bytes will be PUT with, type/subtype without parameters; with fileSize, an upload URL of the S3-compatible store takes this type only'
  }))
}, { title: 'PreUploadBody' })
export type PreUploadBody = Static<typeof PreUploadBody>

export const PreUploadReply = Type.Object({
  FileStoreId: Type.String({ description: 'the file id, decimal; use it in ClientAsk fileIds, ChatIcon or ChatProfilePicture' }),
  PreUploadUrl: Type.String({
    description: 'PUT the raw bytes here within 5 minutes: this server, or, when an S3-compatible store is configured and the request gave fileSize and contentType, a presigned URL of the store that takes exactly that many bytes with that Content-Type'
  }),
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
