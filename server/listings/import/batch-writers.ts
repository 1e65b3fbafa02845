import { setImmediate } from 'node:timers/promises'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import { sqliteFileOf, type Db } from '../../store/database.ts'
import { isPostgres } from '../../store/dialect.ts'
import { addCounts, noCounts, upsertListings, type UpsertCounts } from '../../store/listing-upsert.ts'
import { writeTransaction } from '../../store/write-transaction.ts'
import { upsertSpooled, type ListingSpool } from './listing-spool.ts'
import { PostgresLanes } from './postgres-lanes.ts'
import { SqliteImportWriter } from './sqlite-import-writer.ts'
import { TransactionSize } from './transaction-size.ts'

/**
 * Where an import's batches of checked listings go, while the next batch is read: each
 * database's way of writing them. `add` resolves when the next batch may be handed over;
 * `stored` hears a batch's counts once it is committed, batches in file order.
 */
export interface BatchWriter {
  /** Hands over `batch` (`last` true for the file's last one, which may be empty). */
  add(batch: ImportedListing[], stored: (counts: UpsertCounts) => void, last: boolean): Promise<void>
  /** Waits for every batch handed over; throws the first failure, in file order. */
  finish(): Promise<void>
  /** Lets go of what the writer holds (SQLite's writer thread); called once, after finish or a failure. */
  close(): Promise<void>
}

/**
 * The processor time (ms) a SQLite transaction on the event loop is fitted to: better-sqlite3
 * writes on the event loop, so a transaction holds every other request while it runs, and each
 * commit costs about the same however few rows it has. Measured (30,000 listings through
 * importListings, load about 17): transactions of 50 rows cost 10.1 s of processor time, 250
 * rows 5.6 s, 330 rows (60 ms) 5.5 s with the event loop's p99 delay 0.6 s, 670 rows (120 ms)
 * 4.7 s with 1.1 s. Processor time, not elapsed time, so that a busy machine does not shrink
 * the transactions into ones that cost twice as much; a listing costs more as the indexes
 * grow, so at a million listings the transactions are smaller and the wait stays the same.
 */
const SQLITE_BUDGET_MS = 50
/** A SQLite transaction's rows at least. */
const SQLITE_MIN_ROWS = 50

/** Stores `batch` in transactions of `size`, each fitted to SQLITE_BUDGET_MS, letting the server's other requests run between them. */
async function writeOnEventLoop(writer: Db, chatbotId: string, batch: ImportedListing[], size: TransactionSize): Promise<UpsertCounts> {
  const counts = noCounts()
  for (let start = 0; start < batch.length;) {
    const part = batch.slice(start, start + size.rows)
    const started = process.cpuUsage()
    addCounts(counts, await writeTransaction(writer, (trx) => upsertListings(trx, chatbotId, part)))
    const { user, system } = process.cpuUsage(started)
    size.took((user + system) / 1000, part.length)
    start += part.length
    await setImmediate()
  }
  return counts
}

/**
 * SQLite: a file of one batch is written on the event loop (writeOnEventLoop); from the second
 * batch on, a thread of its own writes them (SqliteImportWriter) while the next is read.
 */
class SqliteBatches implements BatchWriter {
  readonly #size: TransactionSize
  #thread: SqliteImportWriter | undefined
  #writing: Promise<void> = Promise.resolve()

  /** `file`: the database's file, if it has one a thread can open */
  constructor(readonly file: string | undefined, readonly writer: Db, readonly chatbotId: string, readonly batchRows: number) {
    this.#size = new TransactionSize(SQLITE_BUDGET_MS, Math.min(batchRows, SQLITE_MIN_ROWS), batchRows)
  }

  async add(batch: ImportedListing[], stored: (counts: UpsertCounts) => void, last: boolean): Promise<void> {
    if (this.file && !last) this.#thread ??= SqliteImportWriter.start(this.file, this.batchRows)
    if (!this.#thread) return stored(await writeOnEventLoop(this.writer, this.chatbotId, batch, this.#size))
    // A failed write is thrown where it is awaited: at the next batch, or at finish().
    await this.#writing
    this.#writing = this.#thread.write(this.chatbotId, batch).then(stored)
    this.#writing.catch(() => undefined)
  }

  finish(): Promise<void> {
    return this.#writing
  }

  async close(): Promise<void> {
    await this.#thread?.close()
  }
}

/**
 * The writer of an import's batches for the chatbot: PostgreSQL's two lanes of transactions on
 * connections of their own (PostgresLanes), else SqliteBatches; `writer` is the import's own
 * connection (withOwnConnection), `batchRows` the rows of a batch.
 *
 * @example
 * const batches = batchWriterFor(db, writer, chatbotId, 2000)
 * try { await batches.add(listings, report, true); await batches.finish() } finally { await batches.close() }
 */
export function batchWriterFor(db: Db, writer: Db, chatbotId: string, batchRows: number): BatchWriter {
  if (!isPostgres(db)) return new SqliteBatches(sqliteFileOf(db), writer, chatbotId, batchRows)
  const lanes = new PostgresLanes(async (batch) => (batch.length > 0 ? writeTransaction(writer, (trx) => upsertListings(trx, chatbotId, batch)) : noCounts()))
  return { add: (batch, stored) => lanes.add(batch, stored), finish: () => lanes.finish(), close: async () => undefined }
}

/**
 * Stores an all-or-nothing import's checked listings (`spool`) for the chatbot as one
 * transaction, `size` a statement batch, `stored` hearing each batch's counts. On SQLite, past
 * one batch, a thread of its own writes it: the event loop stays free, and the server's writes
 * wait for the one commit (busy_timeout) while the thread goes on. Elsewhere the import's own
 * connection `writer` does.
 *
 * @example
 * const counts = await writeSpool(db, writer, chatbotId, spool, 2000, report)
 */
export async function writeSpool(db: Db, writer: Db, chatbotId: string, spool: ListingSpool, size: number, stored: (counts: UpsertCounts) => void): Promise<UpsertCounts> {
  const file = isPostgres(db) || spool.count <= size ? undefined : sqliteFileOf(db)
  if (!file) return writeTransaction(writer, (trx) => upsertSpooled(trx, chatbotId, spool.fd, size, stored))
  const thread = SqliteImportWriter.start(file, size)
  try {
    return await thread.writeSpool(chatbotId, spool.fd, size, stored)
  } finally {
    await thread.close()
  }
}
