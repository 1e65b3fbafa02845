import fs from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { NotFoundError } from '../../errors.ts'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import { addCounts, noCounts, type UpsertCounts } from '../../store/listing-upsert.ts'
import type { WorkerBatch, WorkerSpool } from './sqlite-import-worker.ts'
import { TransactionSize } from './transaction-size.ts'

/** What the worker answers for a transaction: its counts and wall time, or why it was not written; `progress`: a batch of a spool's transaction written, the reply still to come. */
export interface WorkerReply {
  id: number
  counts?: UpsertCounts
  progress?: UpsertCounts
  ms: number
  error?: { name: string; message: string; code?: string }
}

/** The error the worker reported, as the server's thread throws it (a removed chatbot stays a NotFoundError). */
export class ImportWriteError extends Error {
  constructor(message: string, readonly code?: string) {
    super(message)
    this.name = 'ImportWriteError'
  }
}

/** The worker's source file, for the builds that bundle it. */
export const IMPORT_WORKER_ENTRY = 'server/listings/import/sqlite-import-worker.ts'

/**
 * Where a one-file bundle of the server (`bundle`, a file URL or path) finds the worker's own
 * bundle: beside it, named after it (test/support/compiled.ts and bench/serve.ts write it there).
 *
 * @example
 * bundledWorkerFile('/app/.cache/serve.mjs') // '/app/.cache/serve.sqlite-import-worker.mjs'
 */
export const bundledWorkerFile = (bundle: string): string => `${bundle.replace(/\.m?js$/, '')}.sqlite-import-worker.mjs`

/**
 * How to start the worker from this module: beside it as TypeScript (tsx, vitest), through
 * tsx's loader; in `npm start`'s build (dist/server, see build:server in package.json) at its
 * path under dist/server; in a one-file bundle, at bundledWorkerFile. A build without it is a
 * mistake of the build: said, rather than writing on the server's thread unnoticed.
 */
function workerSource(): string {
  const here = import.meta.url
  if (here.endsWith('.ts')) {
    // tsx's ESM loader API (require resolves to its CommonJS twin, beside it)
    const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href
    const entry = new URL('./sqlite-import-worker.ts', here).href
    return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  }
  const built = ['./listings/import/sqlite-import-worker.js', '../listings/import/sqlite-import-worker.js'].map((candidate) => new URL(candidate, here))
  const entry = [...built, new URL(bundledWorkerFile(here))].find((candidate) => fs.existsSync(candidate))
  if (!entry) throw new Error(`The import writer's bundle is missing: build it beside ${here} (see bundledWorkerFile)`)
  return `import(${JSON.stringify(entry.href)})`
}

/**
 * The wall time (ms) a transaction of the worker is fitted to. The server's own writes (a
 * visitor's message) wait for it through busy_timeout, holding the event loop meanwhile; the
 * next transaction starts only once the server's thread has answered the last one, so such a
 * write goes in between. Measured (30,000 listings into a fresh file, this process): 1 s
 * transactions cost as much processor time a listing as 50 ms ones (the commits wrote less,
 * the inserts spilled more pages). The trade (bench/listings-import.ts, 30,000 listings, load
 * 7–8 on two cores, one run each): 50 ms imported 1,017/s while List and ClientAsk were loaded,
 * their p99 390 and 392 ms; 100 ms 1,444/s, 494 and 969 ms; 250 ms 2,217/s, 1,088 and 843 ms.
 */
const BUDGET_MS = 100
/** A transaction's rows at least. */
const MIN_ROWS = 50

/**
 * A thread that writes an import's listings into a SQLite file on a connection of its own, in
 * transactions fitted to BUDGET_MS, so that the server's thread only reads and checks the
 * rows and keeps answering. Writes run in the order given.
 *
 * @example
 * const writer = SqliteImportWriter.start(file, 2000)
 * try { counts = await writer.write(chatbotId, listings) } finally { await writer.close() }
 */
export class SqliteImportWriter {
  readonly #worker: Worker
  readonly #size: TransactionSize
  readonly #waiting = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void; progress?: (counts: UpsertCounts) => void }>()
  #next = 0
  #writing: Promise<unknown> = Promise.resolve()
  #failed: Error | undefined

  private constructor(worker: Worker, maxRows: number) {
    this.#worker = worker
    this.#size = new TransactionSize(BUDGET_MS, Math.min(MIN_ROWS, maxRows), maxRows)
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.#waiting.get(reply.id)
      if (reply.progress) return waiting?.progress?.(reply.progress)
      this.#waiting.delete(reply.id)
      if (!reply.error) return waiting?.resolve(reply)
      const { name, message, code } = reply.error
      const cause = new ImportWriteError(`${name}: ${message}`, code)
      waiting?.reject(name === 'NotFoundError' ? new NotFoundError(message, { cause }) : cause)
    })
    worker.on('error', (error) => this.#fail(new Error('The import\'s writer thread failed', { cause: error })))
    worker.on('exit', () => this.#fail(new Error('The import\'s writer thread stopped')))
  }

  /** A writer for the SQLite file `file`, in transactions of up to `maxRows`. */
  static start(file: string, maxRows: number): SqliteImportWriter {
    return new SqliteImportWriter(new Worker(workerSource(), { eval: true, workerData: { file } }), maxRows)
  }

  /** Stores `listings` for the chatbot (upsertListings, in transactions of the worker's); resolves once all are committed. */
  write(chatbotId: string, listings: ImportedListing[]): Promise<UpsertCounts> {
    const written = this.#writing.then(async () => {
      const counts = noCounts()
      for (let start = 0; start < listings.length;) {
        const part = listings.slice(start, start + this.#size.rows)
        const reply = await this.#transaction({ id: this.#next++, chatbotId, listings: part })
        this.#size.took(reply.ms, part.length)
        addCounts(counts, reply.counts!)
        start += part.length
      }
      return counts
    })
    this.#writing = written.catch(() => undefined)
    return written
  }

  /**
   * Stores the listings of the spool open as `fd` (listing-spool.ts) for the chatbot as one
   * transaction, after the writes given before; `progress` hears each batch of `size` written.
   */
  writeSpool(chatbotId: string, fd: number, size: number, progress: (counts: UpsertCounts) => void): Promise<UpsertCounts> {
    const written = this.#writing.then(async () => (await this.#transaction({ id: this.#next++, chatbotId, fd, size }, progress)).counts!)
    this.#writing = written.catch(() => undefined)
    return written
  }

  #transaction(batch: WorkerBatch | WorkerSpool, progress?: (counts: UpsertCounts) => void): Promise<WorkerReply> {
    if (this.#failed) return Promise.reject(this.#failed)
    const done = new Promise<WorkerReply>((resolve, reject) => this.#waiting.set(batch.id, { resolve, reject, progress }))
    this.#worker.postMessage(batch)
    return done
  }

  /** Waits for the writes given, then closes the worker's connection and ends it. */
  async close(): Promise<void> {
    await this.#writing
    if (this.#failed) return
    const exited = new Promise<void>((resolve) => this.#worker.once('exit', () => resolve()))
    this.#worker.postMessage('close')
    await exited
  }

  #fail(error: Error) {
    this.#failed ??= error
    for (const { reject } of this.#waiting.values()) reject(error)
    this.#waiting.clear()
  }
}
