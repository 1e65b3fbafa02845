import path from 'node:path'
import { sqliteFileOf, withOwnConnection, type Db } from '../../store/database.ts'
import { addCounts, noCounts, type UpsertCounts } from '../../store/listing-upsert.ts'
import { noteRowsWritten } from '../../store/planner-statistics.ts'
import { proposeMapping, type ColumnMapping } from './column-mapping.ts'
import { FileFormatError, type FileRow } from './file-rows.ts'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import { batchWriterFor, writeSpool } from './batch-writers.ts'
import { ListingSpool } from './listing-spool.ts'
import { checkListing, type RowProblem } from './listing-check.ts'
import { rowToCandidate } from './row-values.ts'

/** A row that was not stored: where it is in the file, and the field and rule it breaks. */
export interface RowError extends RowProblem {
  Row: number
}

export interface ImportOptions {
  /** store nothing unless every row is a listing (checked first, then one transaction); otherwise good rows are stored, bad ones reported */
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
 * keeps answering meanwhile. All-or-nothing checks every row first (keeping the checked
 * listings in a ListingSpool) and writes them as one transaction only if all are good; the
 * rows after a bad one are still checked, for the report. A FileFormatError from the rows ends
 * the import: all-or-nothing throws it and stores nothing; otherwise the batches before it
 * stay stored and the report says where it stopped.
 *
 * @example
 * const report = await importListings(db, chatbotId, fileRows(stream, 'csv'), { allOrNothing: true })
 */
export async function importListings(db: Db, chatbotId: string, rows: AsyncIterable<FileRow>, options: ImportOptions = {}): Promise<ImportReport> {
  const reader = new RowReader(options.mapping)
  const size = options.batchSize ?? BATCH
  const counts = noCounts()
  let read = 0
  const report = (): ImportReport => ({
    Added: counts.added, Changed: counts.changed, Unchanged: counts.unchanged, Rejected: reader.rejected, Errors: reader.errors, Mapping: reader.mapping
  })
  const count = (batch: UpsertCounts) => addCounts(counts, batch)
  /** Tells `onProgress` the listings stored so far, with the rows read and rejected up to them. */
  const progress = (rowsRead: number, rejected: number) => options.onProgress?.({ rows: rowsRead, ...counts, rejected })
  /**
   * Reads every row, handing `store` each full batch (and the last, `last` true) of listings
   * with the progress to report once it is stored: the rows read and rejected up to that batch.
   */
  const readAll = async (store: (batch: ImportedListing[], stored: () => void, last: boolean) => Promise<void>) => {
    let batch: ImportedListing[] = []
    const flush = async (last: boolean) => {
      const [rowsRead, rejected] = [read, reader.rejected]
      await store(batch, () => progress(rowsRead, rejected), last)
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
      // Each database's writer stores a batch while the next is read (batch-writers.ts).
      const batches = batchWriterFor(db, writer, chatbotId, size)
      try {
        await readAll((batch, stored, last) => batches.add(batch, (batchCounts) => {
          count(batchCounts)
          stored()
        }, last))
        await batches.finish()
      } catch (error) {
        await batches.finish()
        if (!(error instanceof FileFormatError) || counts.added + counts.changed + counts.unchanged === 0) throw error
        return { ...report(), Stopped: error.message }
      } finally {
        await batches.close()
      }
      return report()
    }
    // Every row is checked before anything is written, so no transaction is open while the file is read (on SQLite it
    // would hold every other writer that long); the checked listings wait in a spool beside the database's file.
    const file = sqliteFileOf(db)
    const spool = await ListingSpool.open(file && path.dirname(file))
    try {
      await readAll(async (batch, checked) => {
        if (reader.rejected === 0) await spool.add(batch)
        checked()
      })
      if (reader.rejected > 0) return { ...report(), Rejected: read }
      await writeSpool(db, writer, chatbotId, spool, size, (batchCounts) => {
        count(batchCounts)
        progress(read, 0)
      })
      return report()
    } finally {
      await spool.close()
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
