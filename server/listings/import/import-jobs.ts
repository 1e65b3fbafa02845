import { createReadStream, createWriteStream, type ReadStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { ImportJob } from '../../schemas/listing-import.ts'
import type { Db } from '../../store/database.ts'
import { isPostgres } from '../../store/dialect.ts'
import { knownFault } from '../../store/faults.ts'
import {
  beatImports, createImport, failAbandonedImports, findImport, listImports, STOPPED_ALL_OR_NOTHING, STOPPED_IN_BATCHES, UNFINISHED, updateImport,
  type ImportRequest, type ImportRow
} from '../../store/listing-imports.ts'
import type { ColumnMapping } from './column-mapping.ts'
import { FileFormatError, fileRows, type FileFormat, type FileRow } from './file-rows.ts'
import { importListings, previewImport } from './import-listings.ts'

/** Row errors a finished job keeps (the wizard shows them all). */
export const JOB_ERRORS = 100
/** An instance that has not renewed a job's heartbeat for this long has stopped (PostgreSQL, several instances). */
const LEASE_MS = 60_000
/** How often progress is written to PostgreSQL, for the instances that did not receive the file. */
const SAVE_EVERY_MS = 1000

/**
 * `rows` passed through, noting how far into the file the stream was as they were read: the
 * bytes of the batch last stored, for the progress bar, while the reader is batches ahead of it
 * (PostgreSQL writes two batches while the next is read).
 */
function withPositions(rows: AsyncIterable<FileRow>, stream: ReadStream) {
  /** [rows read, the stream's bytes read then], one for each time the bytes read changed */
  const marks: [number, number][] = []
  async function* read() {
    let count = 0
    for await (const row of rows) {
      count++
      if (marks.at(-1)?.[1] !== stream.bytesRead) marks.push([count, stream.bytesRead])
      yield row
    }
  }
  /** The bytes read when the `count`th row was, or just before; forgets the marks before it. */
  const bytesAt = (count: number) => {
    while (marks.length > 1 && marks[1]![0] <= count) marks.shift()
    return marks[0]?.[1] ?? 0
  }
  return { rows: read(), bytesAt }
}

/** The counts of a job under way, kept in memory by the instance working on it. */
type Progress = Pick<ImportRow, 'bytes_read' | 'rows_read' | 'added' | 'changed' | 'unchanged' | 'rejected'>

export interface ImportJobsOptions {
  db: Db
  /** the server's data folder: a job's file waits in its `imports` folder */
  dataDir: string
  log: FastifyBaseLogger
  clock?: () => Date
}

/**
 * A chatbot's listing imports as jobs: the file is received into the data folder, its first
 * row checked, and the job queued; jobs run one at a time per instance, their progress (rows
 * read, added, changed, unchanged, rejected, how far into the file) kept in memory and, on
 * PostgreSQL, written to the job's row every second for the other instances. A job left
 * unfinished by a server that stopped is marked failed at the next start (on PostgreSQL, by
 * any instance once its heartbeat lapsed); all-or-nothing's single transaction died with it.
 *
 * @example
 * const jobs = createImportJobs({ db, dataDir, log })
 * jobs.start()
 * const job = await jobs.receive(chatbotId, { fileName: 'export.csv', format: 'csv', allOrNothing: false, mapping: {} }, request.raw)
 */
export function createImportJobs(options: ImportJobsOptions) {
  const { db, log, clock = () => new Date() } = options
  const folder = path.join(options.dataDir, 'imports')
  const postgres = isPostgres(db)
  const live = new Map<number, Progress>()
  /** jobs whose file is arriving, and jobs queued or running (until they end) */
  const receiving = new Set<number>()
  const unfinished = new Map<number, Promise<void>>()
  const abort = new AbortController()
  let queue: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  const fileOf = (job: ImportRow) => path.join(folder, `${job.id}.${job.format}`)
  const now = () => clock().toISOString()

  async function run(job: ImportRow): Promise<void> {
    const file = fileOf(job)
    const progress: Progress = { bytes_read: 0, rows_read: 0, added: 0, changed: 0, unchanged: 0, rejected: 0 }
    live.set(job.id, progress)
    let saved = 0
    let saving = Promise.resolve()
    let input: ReadStream | undefined
    try {
      if (abort.signal.aborted) throw abort.signal.reason
      await updateImport(db, job.id, { state: 'running', started_at: now(), heartbeat_at: now() })
      // Read by the parser only: a 'data' listener here would start the flow before the parser
      // (behind BEGIN's round trip on PostgreSQL) listens, and the file's first chunks would be lost.
      const stream = createReadStream(file, { signal: abort.signal })
      input = stream
      const positions = withPositions(fileRows(stream, job.format as FileFormat), stream)
      const report = await importListings(db, job.chatbot_id, positions.rows, {
        allOrNothing: job.all_or_nothing === 1,
        mapping: JSON.parse(job.mapping) as ColumnMapping,
        onProgress({ rows, rejected, ...counts }) {
          Object.assign(progress, { bytes_read: positions.bytesAt(rows), rows_read: rows, rejected, ...counts })
          // SQLite: one process serves the database, and its import may hold the write lock; the row waits for the end.
          if (!postgres || Date.now() - saved < SAVE_EVERY_MS) return
          saved = Date.now()
          const row = { ...progress, heartbeat_at: now() }
          saving = saving.then(() => updateImport(db, job.id, row)).catch((error: unknown) => log.warn({ err: error }, 'saving an import\'s progress failed'))
        }
      })
      // The last progress written before the report, never after it.
      await saving
      await updateImport(db, job.id, {
        state: 'done', finished_at: now(), bytes_read: job.file_bytes, rows_read: progress.rows_read,
        added: report.Added, changed: report.Changed, unchanged: report.Unchanged, rejected: report.Rejected,
        errors: JSON.stringify(report.Errors.slice(0, JOB_ERRORS)), stopped: report.Stopped ?? ''
      })
    } catch (error) {
      await saving
      const stopped = abort.signal.aborted
      if (!stopped && !(error instanceof FileFormatError)) log.error({ err: error, importId: job.id }, 'a listing import failed')
      const reason = stopped ? (job.all_or_nothing ? STOPPED_ALL_OR_NOTHING : STOPPED_IN_BATCHES) : (error as Error).message
      // All-or-nothing's transaction was rolled back: nothing of it stays.
      const kept = job.all_or_nothing ? { added: 0, changed: 0, unchanged: 0 } : {}
      await updateImport(db, job.id, { state: 'failed', finished_at: now(), ...progress, ...kept, error: reason })
    } finally {
      // A parser that stopped early (a format error, an abort) leaves the file open otherwise.
      input?.destroy()
      live.delete(job.id)
      await rm(file, { force: true })
    }
  }

  /** The job as the owner sees it, with this instance's live counts when it works on it. */
  const toJob = (row: ImportRow): ImportJob => {
    // The row of an ended job has its report; the live counts are only for one under way.
    const counts = { ...row, ...(row.state === 'running' && live.get(row.id)) }
    return {
      Id: row.id,
      FileName: row.file_name,
      State: row.state as ImportJob['State'],
      AllOrNothing: row.all_or_nothing === 1,
      FileBytes: row.file_bytes,
      BytesRead: counts.bytes_read,
      RowsRead: counts.rows_read,
      Added: counts.added,
      Changed: counts.changed,
      Unchanged: counts.unchanged,
      Rejected: counts.rejected,
      Errors: JSON.parse(row.errors) as ImportJob['Errors'],
      ...(row.stopped && { Stopped: row.stopped }),
      ...(row.error && { Error: row.error }),
      CreatedAt: row.created_at,
      ...(row.started_at && { StartedAt: row.started_at }),
      ...(row.finished_at && { FinishedAt: row.finished_at })
    }
  }

  /** Marks failed what a stopped server left, and removes the files no job waits on. */
  async function sweep(): Promise<void> {
    const failed = await failAbandonedImports(db, clock(), postgres ? new Date(clock().getTime() - LEASE_MS) : undefined)
    if (failed > 0) log.warn(`${failed} listing import(s) left unfinished by a stopped server marked failed`)
    const names = await readdir(folder).catch(() => [] as string[])
    const waiting = new Set((await db.selectFrom('listing_imports').select('id').where('state', 'in', UNFINISHED).execute()).map((row) => row.id))
    for (const name of names) if (!waiting.has(Number.parseInt(name, 10))) await rm(path.join(folder, name), { force: true })
  }

  return {
    /**
     * Receives a new job's file from `body` into the data folder and queues the job, once its
     * first row shows the file is its format (a FileFormatError, and no job, when not).
     * An upload cut short leaves the job failed.
     */
    async receive(chatbotId: string, request: ImportRequest, body: Readable): Promise<ImportJob> {
      await mkdir(folder, { recursive: true })
      const job = await createImport(db, chatbotId, request, clock())
      const file = fileOf(job)
      receiving.add(job.id)
      try {
        await pipeline(body, createWriteStream(file))
      } catch (error) {
        await rm(file, { force: true })
        // A full disk says so (and answers 507); otherwise the owner's upload broke off.
        await updateImport(db, job.id, { state: 'failed', finished_at: now(), error: knownFault(error)?.message ?? 'The upload stopped before the end of the file' })
        throw error
      } finally {
        receiving.delete(job.id)
      }
      const firstRow = createReadStream(file)
      try {
        await previewImport(fileRows(firstRow, request.format as FileFormat), request.mapping, 1)
      } catch (error) {
        await rm(file, { force: true })
        await db.deleteFrom('listing_imports').where('id', '=', job.id).execute()
        throw error
      } finally {
        // The preview stops after one row; the rest of the file is not read, and its descriptor must not stay open.
        firstRow.destroy()
      }
      const received = { ...job, file_bytes: (await stat(file)).size }
      await updateImport(db, job.id, { file_bytes: received.file_bytes, heartbeat_at: now() })
      // run() records its own failures; one it cannot record (the database gone) is logged, never left unhandled.
      const ran = queue.then(() => run(received)).catch((error: unknown) => log.error({ err: error, importId: job.id }, 'an import\'s end could not be recorded'))
      queue = ran
      unfinished.set(job.id, ran.finally(() => unfinished.delete(job.id)))
      return toJob(received)
    },
    /** One import of the chatbot as the owner sees it, or undefined. */
    async find(chatbotId: string, id: number): Promise<ImportJob | undefined> {
      const row = await findImport(db, chatbotId, id)
      return row && toJob(row)
    },
    /** The chatbot's newest imports, newest first. */
    list: async (chatbotId: string, limit: number): Promise<ImportJob[]> => (await listImports(db, chatbotId, limit)).map(toJob),
    /** Resolves once the job has ended (at once when this instance does not work on it). */
    settled: async (id: number): Promise<void> => unfinished.get(id),
    /** Sweeps what a stopped server left; on PostgreSQL keeps this instance's jobs alive and sweeps other instances' every lease. */
    async start(): Promise<void> {
      await sweep()
      if (!postgres || timer) return
      timer = setInterval(() => {
        beatImports(db, [...receiving, ...unfinished.keys()], clock())
          .then(sweep)
          .catch((error: unknown) => log.warn({ err: error }, 'renewing the listing imports failed; the next look tries again'))
      }, LEASE_MS / 4).unref()
    },
    /** Stops the jobs under way (marked failed: all-or-nothing stores nothing) and waits for them. */
    async stop(): Promise<void> {
      clearInterval(timer)
      abort.abort(new Error('The server is stopping'))
      await Promise.all(unfinished.values())
    }
  }
}

export type ImportJobs = ReturnType<typeof createImportJobs>
