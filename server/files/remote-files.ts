import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { Config } from '../config.ts'
import { NotFoundError, PayloadTooLargeError } from '../errors.ts'
import type { Db } from '../store/database.ts'
import { findPendingFiles, markFileReady, type FileKind, type FileRow } from '../store/files.ts'
import { uploadLimit } from './kinds.ts'
import { ObjectStore } from './object-store.ts'
import { receiveUpload, storedFilePath } from './storage.ts'

const stores = new WeakMap<object, ObjectStore>()

/** The S3-compatible store uploads go to, or undefined when files live in DATA_DIR only (the default). */
export function objectStoreOf(config: Config): ObjectStore | undefined {
  if (!config.objectStore) return undefined
  let store = stores.get(config.objectStore)
  if (!store) stores.set(config.objectStore, (store = new ObjectStore(config.objectStore)))
  return store
}

/** The object key a file's bytes are uploaded to, by its presigned URL. */
export const objectKey = (fileId: number) => `files/${fileId}`
/**
 * The object key of a file's bytes once checked: written by the server only, so a second PUT
 * to the upload URL (valid for its 5 minutes) cannot replace what was checked.
 */
export const checkedObjectKey = (fileId: number) => `checked/${fileId}`

/**
 * Checks a file that was PUT straight to the object store, on its first use: its size
 * (HEAD, refused with 413 above the largest allowed kind before a byte is read), then its bytes, sniffed
 * and limited exactly as an upload to this server is (receiveUpload), into this instance's
 * DATA_DIR/files as a cache. The checked bytes are written to the file's checked key, the only
 * one ever read afterwards, and the uploaded object is deleted, whether the checks passed or
 * not. Returns false when nothing has been uploaded yet.
 *
 * @example
 * if (await confirmStoredUpload(db, config, file.id, ['image'])) // the file is ready now
 */
export async function confirmStoredUpload(db: Db, config: Config, fileId: number, allowedKinds: FileKind[]): Promise<boolean> {
  const store = objectStoreOf(config)
  if (!store) return false
  const key = objectKey(fileId)
  const size = await store.size(key)
  if (size === undefined) return false
  try {
    const limit = uploadLimit(allowedKinds)
    if (size > limit) throw new PayloadTooLargeError(`File ${fileId} is larger than ${limit / (1024 * 1024)} MB and was discarded; upload a smaller file`)
    const bytes = await store.read(key)
    if (!bytes) return false
    const facts = await receiveUpload(Readable.fromWeb(bytes as WebReadableStream<Uint8Array>), config.dataDir, fileId, allowedKinds)
    await keepCheckedCopy(config, fileId, facts.mime)
    await markFileReady(db, fileId, facts)
    return true
  } finally {
    await store.delete(key)
  }
}

/**
 * Writes the bytes of a file just checked into DATA_DIR/files to its checked key in the
 * object store, for the instances that have no copy; nothing without an object store.
 *
 * @example
 * await keepCheckedCopy(config, 42, 'image/png')
 */
export async function keepCheckedCopy(config: Config, fileId: number, mime: string): Promise<void> {
  const store = objectStoreOf(config)
  if (store) await store.write(checkedObjectKey(fileId), await fs.promises.readFile(storedFilePath(config.dataDir, fileId)), mime)
}

/**
 * The local path of a ready file's bytes: DATA_DIR/files, fetched from the object store
 * first when this instance has not seen the file yet.
 *
 * @example
 * fs.createReadStream(await localFilePath(config, 42))
 */
export async function localFilePath(config: Config, fileId: number): Promise<string> {
  const target = storedFilePath(config.dataDir, fileId)
  const store = objectStoreOf(config)
  if (!store || fs.existsSync(target)) return target
  // Files checked before checked keys existed have their bytes at the upload key only.
  const bytes = (await store.read(checkedObjectKey(fileId))) ?? (await store.read(objectKey(fileId)))
  if (!bytes) throw new NotFoundError(`The bytes of file ${fileId} are missing from the file store`)
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  const partial = `${target}.${randomBytes(6).toString('hex')}.download`
  await fs.promises.writeFile(partial, Readable.fromWeb(bytes as WebReadableStream<Uint8Array>))
  await fs.promises.rename(partial, target)
  return target
}

/** Deletes files' bytes, uploaded and checked, from the object store, when there is one (the local copies are the caller's). */
export async function deleteStoredObjects(config: Config, fileIds: number[]): Promise<void> {
  const store = objectStoreOf(config)
  if (store) await Promise.all(fileIds.flatMap((id) => [store.delete(objectKey(id)), store.delete(checkedObjectKey(id))]))
}

/**
 * Confirms those of `fileIds` (of one workspace) that were uploaded straight to the object
 * store, not yet checked and `usable` by the caller (checked first, so nobody can probe or
 * touch another's pending upload), so that they are ready, or refused, before they are used.
 * Nothing happens without an object store.
 *
 * @example
 * await confirmPendingFiles(db, config, [12, 13], workspaceId, (file) => file.visitor_session_id === sessionId)
 */
export async function confirmPendingFiles(db: Db, config: Config, fileIds: number[], workspaceId: string, usable: (file: FileRow) => boolean): Promise<void> {
  if (!objectStoreOf(config)) return
  for (const file of (await findPendingFiles(db, fileIds, workspaceId)).filter(usable)) {
    await confirmStoredUpload(db, config, file.id, file.allowed_kinds.split(',').filter(Boolean) as FileKind[])
  }
}
