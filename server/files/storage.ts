import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts'
import type { FileKind } from '../store/files.ts'
import { describeKinds, FILE_RULES, kindOfExtension, MAX_UPLOAD_BYTES } from './kinds.ts'

/** Where an uploaded file's bytes live. */
export function storedFilePath(dataDir: string, fileId: number): string {
  return path.join(dataDir, 'files', String(fileId))
}

/** Deletes the bytes of these files; missing ones are fine. */
export async function deleteStoredFiles(dataDir: string, fileIds: number[]): Promise<void> {
  await Promise.all(fileIds.map((id) => fs.promises.rm(storedFilePath(dataDir, id), { force: true })))
}

export interface ReceivedFile {
  kind: FileKind
  mime: string
  size: number
  animated: boolean
}

/** Bytes needed before file-type can name every format we accept. */
const SNIFF_BYTES = 4100

/**
 * Streams an upload to disk, sniffing its type from the first bytes and stopping as soon
 * as it passes the limit of its kind, so an oversized body is never read whole.
 * The file appears under its final name only when it is complete and valid.
 *
 * @example
 * const facts = await receiveUpload(request.raw, dataDir, 42, ['image'])
 */
export async function receiveUpload(
  body: Readable,
  dataDir: string,
  fileId: number,
  allowedKinds: FileKind[]
): Promise<ReceivedFile> {
  const target = storedFilePath(dataDir, fileId)
  const partial = `${target}.part`
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  const head: Buffer[] = []
  let headBytes = 0
  let size = 0
  let kind: FileKind | undefined
  let mime = ''
  let limit = MAX_UPLOAD_BYTES
  const keepForAnimationCheck: Buffer[] = []

  const sniff = async () => {
    // Loaded with the first upload rather than at start: most servers take few files.
    const { fileTypeFromBuffer } = await import('file-type')
    const type = await fileTypeFromBuffer(Buffer.concat(head))
    kind = type && kindOfExtension(type.ext)
    if (!type || !kind || !allowedKinds.includes(kind)) {
      throw new UnsupportedMediaTypeError(
        `The file ${type ? `is ${type.ext.toUpperCase()}, which is not accepted here` : 'type was not recognised'}; send ${describeKinds(allowedKinds)}`
      )
    }
    mime = type.mime
    limit = FILE_RULES[kind].maxBytes
  }

  async function* checked(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length
      if (!kind) {
        head.push(chunk)
        headBytes += chunk.length
        if (headBytes < SNIFF_BYTES) continue
        await sniff()
        yield* releaseHead()
        continue
      }
      if (size > limit) throw tooLarge(kind, limit)
      if (kind === 'image') keepForAnimationCheck.push(chunk)
      yield chunk
    }
    if (!kind) {
      if (size === 0) throw new UnsupportedMediaTypeError(`The upload was empty; send ${describeKinds(allowedKinds)}`)
      await sniff()
      yield* releaseHead()
    }
  }

  function* releaseHead() {
    if (size > limit) throw tooLarge(kind as FileKind, limit)
    for (const chunk of head.splice(0)) {
      if (kind === 'image') keepForAnimationCheck.push(chunk)
      yield chunk
    }
  }

  try {
    await pipeline(body, checked, fs.createWriteStream(partial))
    await fs.promises.rename(partial, target)
  } catch (error) {
    await fs.promises.rm(partial, { force: true })
    throw error
  }
  const animated = kind === 'image' && (await import('is-animated')).default(Buffer.concat(keepForAnimationCheck))
  return { kind: kind as FileKind, mime, size, animated }
}

function tooLarge(kind: FileKind, limit: number): PayloadTooLargeError {
  return new PayloadTooLargeError(`The ${kind} is larger than ${limit / (1024 * 1024)} MB, the limit for ${kind} files`)
}
