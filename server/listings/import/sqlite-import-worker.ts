/**
 * The thread that writes a big SQLite import (see sqlite-import-writer.ts): its own connection
 * to the database file; one transaction's checked listings in, its counts out once committed.
 * Off the server's event loop, so the server keeps answering while the rows are written.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { openWriterConnection } from '../../store/database.ts'
import { upsertListings } from '../../store/listing-upsert.ts'
import { writeTransaction } from '../../store/write-transaction.ts'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import { upsertSpooled } from './listing-spool.ts'
import type { WorkerReply } from './sqlite-import-writer.ts'

/** One transaction's listings to write: the reply names `id`. */
export interface WorkerBatch {
  id: number
  chatbotId: string
  listings: ImportedListing[]
}

/** A whole spool (listing-spool.ts, open as `fd` in this process) to write as one transaction, `size` listings a statement batch; each batch's counts are sent as `progress` before the reply. */
export interface WorkerSpool {
  id: number
  chatbotId: string
  fd: number
  size: number
}

const port = parentPort!
const writer = await openWriterConnection((workerData as { file: string }).file)

/** Writes one part, or a whole spool, as one transaction; the reply says how long it took, for the next part's size. */
async function write(message: WorkerBatch | WorkerSpool): Promise<WorkerReply> {
  const started = performance.now()
  const { id, chatbotId } = message
  try {
    const counts = await writeTransaction(writer, (trx) => 'listings' in message
      ? upsertListings(trx, chatbotId, message.listings)
      : upsertSpooled(trx, chatbotId, message.fd, message.size, (progress) => port.postMessage({ id, progress, ms: 0 } satisfies WorkerReply)))
    return { id, counts, ms: performance.now() - started }
  } catch (error) {
    const { name, message, code } = error as Error & { code?: unknown }
    return { id, ms: 0, error: { name, message, code: typeof code === 'string' ? code : undefined } }
  }
}

// Batches are written in the order they came, one at a time.
let queue = Promise.resolve()
port.on('message', (message: WorkerBatch | WorkerSpool | 'close') => {
  queue = queue.then(async () => {
    if (message === 'close') {
      await writer.destroy()
      port.close()
      return
    }
    port.postMessage(await write(message))
  })
})
