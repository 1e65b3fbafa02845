import type { Config } from '../config.ts'
import type { Db } from '../store/database.ts'
import { deletePendingFiles, expiredPendingFileIds, fileIdsExpiredBetween } from '../store/files.ts'
import { objectKey, objectStoreOf } from './remote-files.ts'
import { deleteStoredFiles } from './storage.ts'

/** Time between two passes. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000
/** How far back a pass looks for uploaded objects left behind by a URL used again after its file was checked: three passes. */
const LOOKBACK_MS = 3 * SWEEP_EVERY_MS

/**
 * Removes what uploads left unused once their URL has expired: reservations that never became
 * a file (row, local bytes and object), and the uploaded object of each file whose URL expired
 * in the last LOOKBACK_MS (a checked file is read from its checked key only, so whatever
 * was PUT to its upload URL afterwards is garbage). Returns how many reservations it removed.
 *
 * @example
 * await sweepUploads(db, config, new Date())
 */
export async function sweepUploads(db: Db, config: Config, now: Date): Promise<number> {
  const unused = await expiredPendingFileIds(db, now)
  await deleteStoredFiles(config.dataDir, unused)
  const store = objectStoreOf(config)
  if (store) {
    const recent = await fileIdsExpiredBetween(db, new Date(now.getTime() - LOOKBACK_MS), now)
    for (const id of new Set([...unused, ...recent])) await store.delete(objectKey(id))
  }
  await deletePendingFiles(db, unused)
  return unused.length
}
