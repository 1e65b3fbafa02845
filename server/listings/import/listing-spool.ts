import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import type { Db } from '../../store/database.ts'
import { addCounts, noCounts, upsertListings, type UpsertCounts } from '../../store/listing-upsert.ts'

/**
 * An all-or-nothing import's checked listings, kept on disk until every row of the file has
 * been checked, so that no transaction is open while the file is read: one line of JSON a
 * listing, in a file unlinked as soon as it is opened (the open descriptor keeps it; a server
 * that stops leaves nothing behind). Read back through `fd`, on this thread or a worker's.
 *
 * @example
 * const spool = await ListingSpool.open(path.dirname(databaseFile))
 * try { await spool.add(listings); for await (const batch of spoolBatches(spool.fd, 2000)) … } finally { await spool.close() }
 */
export class ListingSpool {
  /** listings added */
  count = 0

  private constructor(readonly handle: fs.promises.FileHandle) {}

  /** A new spool in `dir` (the system's temporary folder when undefined). */
  static async open(dir = os.tmpdir()): Promise<ListingSpool> {
    const file = path.join(dir, `.porchlight-import-${randomUUID()}.ndjson`)
    const handle = await fs.promises.open(file, 'w+', 0o600)
    await fs.promises.unlink(file)
    return new ListingSpool(handle)
  }

  /** The descriptor spoolBatches reads the listings through. */
  get fd(): number {
    return this.handle.fd
  }

  /** Appends `listings`, in order. */
  async add(listings: readonly ImportedListing[]): Promise<void> {
    if (listings.length === 0) return
    await this.handle.write(listings.map((listing) => `${JSON.stringify(listing)}\n`).join(''))
    this.count += listings.length
  }

  /** Lets go of the file (and so of its space on disk). */
  async close(): Promise<void> {
    await this.handle.close()
  }
}

/**
 * The listings of the spool open as `fd`, from its start, `size` at a time; the descriptor stays
 * open (its ListingSpool closes it).
 *
 * @example
 * for await (const batch of spoolBatches(spool.fd, 2000)) await upsertListings(trx, chatbotId, batch)
 */
export async function* spoolBatches(fd: number, size: number): AsyncGenerator<ImportedListing[]> {
  const lines = readline.createInterface({ input: fs.createReadStream('', { fd, start: 0, autoClose: false }), crlfDelay: Infinity })
  let batch: ImportedListing[] = []
  for await (const line of lines) {
    batch.push(JSON.parse(line) as ImportedListing)
    if (batch.length >= size) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

/**
 * Stores the listings of the spool open as `fd` for the chatbot, `size` at a time, inside the
 * transaction `trx`; `stored` hears each batch's counts. Returns the counts of all.
 *
 * @example
 * const counts = await writeTransaction(writer, (trx) => upsertSpooled(trx, chatbotId, spool.fd, 2000, report))
 */
export async function upsertSpooled(trx: Db, chatbotId: string, fd: number, size: number, stored: (counts: UpsertCounts) => void): Promise<UpsertCounts> {
  const total = noCounts()
  for await (const batch of spoolBatches(fd, size)) {
    const counts = await upsertListings(trx, chatbotId, batch)
    addCounts(total, counts)
    stored(counts)
  }
  return total
}
