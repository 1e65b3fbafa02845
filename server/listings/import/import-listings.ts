import { setImmediate } from 'node:timers/promises'
import type { Db } from '../../store/database.ts'
import { sqliteFileOf, withOwnConnection } from '../../store/database.ts'
import { isPostgres } from '../../store/dialect.ts'
import { upsertListings, type UpsertCounts } from '../../store/listing-upsert.ts'
import { noteRowsWritten } from '../../store/planner-statistics.ts'
import { writeTransaction } from '../../store/write-transaction.ts'
import { proposeMapping, type ColumnMapping } from './column-mapping.ts'
import { FileFormatError, type FileRow } from './file-rows.ts'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import { checkListing, type RowProblem } from './listing-check.ts'
import { PostgresLanes } from './postgres-lanes.ts'
import { rowToCandidate } from './row-values.ts'
import { SqliteImportWriter } from './sqlite-import-writer.ts'
import { TransactionSize } from './transaction-size.ts'

/** A row that was not stored: where it is in the file, and the field and rule it breaks. */
export interface RowError extends RowProblem {
  Row: number
}

export interface ImportOptions {
  /** store nothing unless every row is a listing (one transaction); otherwise good rows are stored, bad ones reported */
  allOrNothing?: boolean
  /** the owner's own column choices, over the proposal from the column names */
  mapping?: ColumnMapping
  /** rows a transaction stores when not all-or-nothing */
  batchSize?: number
  /** hears how far the import is after each batch */
  onProgress?: (progress: { rows: number; added: number; changed: number; unchanged: number; rejected: number }) => void
}

export interface ImportReport {
  /** listings stored that the chatbot did not have */
  Added: number
  /** listings the chatbot had (same ListingKey, or same MLSNumber for a row without one) that were updated */
  Changed: number
  /** listings the chatbot had with the same fields: not written */
  Unchanged: number
  /** rows not stored because they are not listings (every row, all-or-nothing, when one was bad) */
  Rejected: number
  /** the first errors, up to MAX_ERRORS */
  Errors: RowError[]
  /** the mapping used, column: field ('' left out; columns not named went into ExtensionColumn) */
  Mapping: ColumnMapping
  /** why the file stopped being readable part way (not all-or-nothing: the batches before it are stored) */
  Stopped?: string
}

/** Errors a report lists; the rest are only counted in Rejected. */
export const MAX_ERRORS = 1000
/** Column names an import maps at most. */
const MAX_COLUMNS = 1000
/** Rows read before they are written (and progress reported); a PostgreSQL transaction's rows: big enough for the full-text index to write few segments, short enough for other writers to wait. */
const BATCH = 2000

/**
 * The processor time (ms) a SQLite transaction of an import is fitted to: better-sqlite3 writes
 * on the event loop, so a transaction holds every other request while it runs, and each commit
 * costs about the same however few rows it has. Measured (30,000 listings through
 * importListings, load about 17): transactions of 50 rows cost 10.1 s of processor time, 250
 * rows 5.6 s, 330 rows (60 ms) 5.5 s with the event loop's p99 delay 0.6 s, 670 rows (120 ms)
 * 4.7 s with 1.1 s. Processor time, not elapsed time, so that a busy machine does not shrink
 * the transactions into ones that cost twice as much; a listing costs more as the indexes
 * grow, so at a million listings the transactions are smaller and the wait stays the same.
 */
const SQLITE_BUDGET_MS = 50
/** A SQLite transaction's rows at least. */
const SQLITE_MIN_ROWS = 50

/** All-or-nothing found a bad row: the transaction is rolled back. */
class RolledBack extends Error {}

/** Maps and checks rows one at a time, proposing a field for each column the first time it is seen. */
class RowReader {
  readonly mapping: ColumnMapping = {}
  readonly errors: RowError[] = []
  rejected = 0
  readonly #chosen: ColumnMapping
  readonly #seen = new Set<string>()

  /** The column names read so far, in the order first seen. */
  get columns(): string[] {
    return [...this.#seen]
  }

  constructor(chosen: ColumnMapping = {}) {
    this.#chosen = chosen
  }

  /** The listing of `row`, or undefined after recording why it is not one. */
  read({ row, columns, problem }: FileRow): ImportedListing | undefined {
    if (columns) {
      const fresh = Object.keys(columns).filter((column) => !this.#seen.has(column))
      // Columns past MAX_COLUMNS (a JSON file whose rows each bring new names) are not mapped: they go into ExtensionColumn.
      if (fresh.length > 0 && this.#seen.size < MAX_COLUMNS) this.#learn(fresh)
      const candidate = rowToCandidate(columns, this.mapping)
      const broken = checkListing(candidate)
      if (!broken) return candidate as ImportedListing
      this.reject({ Row: row, ...broken })
    } else {
      this.reject({ Row: row, Field: '', Rule: problem ?? 'The row is empty' })
    }
    return undefined
  }

  reject(error: RowError) {
    this.rejected++
    if (this.errors.length < MAX_ERRORS) this.errors.push(error)
  }

  #learn(columns: string[]) {
    for (const column of columns) this.#seen.add(column)
    const known = Object.fromEntries(Object.entries(this.mapping).filter(([, field]) => field !== ''))
    Object.assign(this.mapping, proposeMapping(columns, { ...known, ...this.#chosen }))
  }
}

/**
 * Stores the listings of a file's rows for a chatbot, in batched transactions that each keep
 * the listing counts, the full-text index and the listings version exact. The rows are read
 * as they arrive; each batch is written on a connection of the import's own, so the server
 * keeps answering meanwhile. All-or-nothing runs as one transaction rolled back at the first
 * bad row (the rest are still checked, for the report). A FileFormatError from the rows ends
 * the import: all-or-nothing throws it and stores nothing; otherwise the batches before it
 * stay stored and the report says where it stopped.
 *
 * @example
 * const report = await importListings(db, chatbotId, fileRows(stream, 'csv'), { allOrNothing: true })
 */
export async function importListings(db: Db, chatbotId: string, rows: AsyncIterable<FileRow>, options: ImportOptions = {}): Promise<ImportReport> {
  const reader = new RowReader(options.mapping)
  const size = options.batchSize ?? BATCH
  // PostgreSQL writes off the event loop: a batch is one transaction. SQLite's are fitted to SQLITE_BUDGET_MS.
  const transactionSize = isPostgres(db) ? undefined : new TransactionSize(SQLITE_BUDGET_MS, Math.min(size, SQLITE_MIN_ROWS), size)
  const counts: UpsertCounts = { added: 0, changed: 0, unchanged: 0 }
  let read = 0
  const report = (): ImportReport => ({
    Added: counts.added, Changed: counts.changed, Unchanged: counts.unchanged, Rejected: reader.rejected, Errors: reader.errors, Mapping: reader.mapping
  })
  const count = (batch: UpsertCounts) => {
    for (const key of ['added', 'changed', 'unchanged'] as const) counts[key] += batch[key]
  }
  /**
   * Reads every row, handing `store` each full batch (and the last, `last` true) of listings
   * with the progress to report once it is stored: the rows read and rejected up to that batch.
   */
  const readAll = async (store: (batch: ImportedListing[], stored: () => void, last: boolean) => Promise<void>) => {
    let batch: ImportedListing[] = []
    const flush = async (last: boolean) => {
      const [rowsRead, rejected] = [read, reader.rejected]
      await store(batch, () => options.onProgress?.({ rows: rowsRead, ...counts, rejected }), last)
      batch = []
    }
    for await (const row of rows) {
      read++
      const listing = reader.read(row)
      if (listing) batch.push(listing)
      if (batch.length >= size) await flush(false)
    }
    await flush(true)
  }

  const result = await withOwnConnection(db, async (writer) => {
    if (!options.allOrNothing) {
      // PostgreSQL writes in processes of its own, two batches at once; a SQLite file of more than a batch in a
      // thread of its own (SqliteImportWriter): the next batch is read and checked while they are written.
      const lanes = new PostgresLanes(async (batch) => (batch.length > 0 ? writeTransaction(writer, (trx) => upsertListings(trx, chatbotId, batch)) : { added: 0, changed: 0, unchanged: 0 }))
      let writing: Promise<void> = Promise.resolve()
      let thread: SqliteImportWriter | undefined
      const file = sqliteFileOf(db)
      try {
        await readAll(async (batch, stored, last) => {
          if (!transactionSize) {
            await lanes.add(batch, (batchCounts) => {
              count(batchCounts)
              stored()
            })
            return
          }
          if (file && !last) thread ??= SqliteImportWriter.start(file, size)
          if (thread) {
            await writing
            writing = (batch.length > 0 ? thread.write(chatbotId, batch).then(count) : Promise.resolve()).then(stored)
            // A failed write is thrown where it is awaited: at the next batch, or at the end.
            writing.catch(() => undefined)
            return
          }
          for (let start = 0; start < batch.length;) {
            const part = batch.slice(start, start + transactionSize.rows)
            const started = process.cpuUsage()
            count(await writeTransaction(writer, (trx) => upsertListings(trx, chatbotId, part)))
            const { user, system } = process.cpuUsage(started)
            transactionSize.took((user + system) / 1000, part.length)
            start += part.length
            // better-sqlite3 writes on the event loop: between two transactions the server's other requests run.
            await setImmediate()
          }
          stored()
        })
        await lanes.finish()
        await writing
      } catch (error) {
        await lanes.finish()
        await writing
        if (!(error instanceof FileFormatError) || counts.added + counts.changed + counts.unchanged === 0) throw error
        return { ...report(), Stopped: error.message }
      } finally {
        await thread?.close()
      }
      return report()
    }
    try {
      await writeTransaction(writer, async (trx) => {
        await readAll(async (batch, stored) => {
          if (reader.rejected === 0 && batch.length > 0) count(await upsertListings(trx, chatbotId, batch))
          stored()
        })
        if (reader.rejected > 0) throw new RolledBack()
      })
      return report()
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error
      return { ...report(), Added: 0, Changed: 0, Unchanged: 0, Rejected: read }
    }
  })
  // A bulk load is what leaves SQLite's planner statistics behind: refresh them as the server would.
  await noteRowsWritten(db, result.Added + result.Changed)
  return result
}

/** What a file's first rows become, for the owner to check the mapping before importing. */
export interface ImportPreview {
  /** the column names of the rows read, in the order first seen (those past MAX_COLUMNS left out) */
  Columns: string[]
  Mapping: ColumnMapping
  Rows: { Row: number; Listing?: ImportedListing; Error?: RowProblem }[]
}

/**
 * The proposed (or given) mapping and the first `count` rows as listings or errors; reads no
 * further into the file.
 *
 * @example
 * const { Mapping, Rows } = await previewImport(fileRows(stream, 'csv'), {}, 5)
 */
export async function previewImport(rows: AsyncIterable<FileRow>, mapping: ColumnMapping = {}, count = 5): Promise<ImportPreview> {
  const reader = new RowReader(mapping)
  const preview: ImportPreview['Rows'] = []
  for await (const row of rows) {
    const listing = reader.read(row)
    const error = reader.errors.at(-1)
    preview.push(listing ? { Row: row.row, Listing: listing } : { Row: row.row, Error: { Field: error?.Field ?? '', Rule: error?.Rule ?? '' } })
    if (preview.length >= count) break
  }
  return { Columns: reader.columns, Mapping: reader.mapping, Rows: preview }
}
