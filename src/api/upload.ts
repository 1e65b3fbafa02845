import type { PreUploadBody, PreUploadReply, UploadReply } from '../../server/schemas/files.ts'
import { ApiError, postJson, type ApiTarget, type Envelope } from './envelope.ts'

/**
 * Uploads one file the way the server wants it: reserve an id with GetPreUploadUrl, declaring
 * its size and type, then PUT the raw bytes to the URL it returns (the server's, or an
 * S3-compatible store's bound to that size and type, which answers no envelope).
 * XMLHttpRequest rather than fetch, because only it reports upload progress. Resolves with
 * the file id ClientAsk's fileIds take.
 *
 * @example
 * const fileId = await uploadFile({ base, key }, file, 'photo.png', (share) => bar.value = share)
 */
export async function uploadFile(
  target: ApiTarget,
  body: Blob,
  fileName: string,
  onProgress: (share: number) => void,
  signal?: AbortSignal
): Promise<number> {
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(body.type) ? body.type : 'application/octet-stream'
  const ticket = await postJson<PreUploadReply>(target, '/chat/User/GetPreUploadUrl', { fileName, fileSize: body.size, contentType } satisfies PreUploadBody, signal)
  signal?.throwIfAborted() // removed while the id was being reserved
  return new Promise<number>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', ticket.PreUploadUrl)
    xhr.setRequestHeader('content-type', contentType)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      let reply: Partial<Envelope<UploadReply>> | undefined
      try {
        reply = JSON.parse(xhr.responseText) as Partial<Envelope<UploadReply>>
      } catch {
        reply = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300 && reply?.Success !== false) {
        onProgress(1)
        resolve(Number(ticket.FileStoreId))
      } else {
        reject(new ApiError(xhr.status, reply?.Message || 'The upload failed'))
      }
    }
    xhr.onerror = () => reject(new ApiError(0, 'network'))
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}
