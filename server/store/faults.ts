import { InsufficientStorageError, ServiceUnavailableError, type HttpError } from '../errors.ts'

/** Seconds a client is told to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_SECONDS = 5

const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: its database cannot be reached right now. Nothing was changed; try again in a few seconds'
const STORAGE_FULL_MESSAGE =
  "The server's storage is full, so nothing was saved. The site owner can free disk space on the server (or raise the database's storage quota) and then try again"

/** Node's socket errors that mean the database server is not there (yet). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** SQLite: another connection holds the lock past the busy timeout. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/
/**
 * PostgreSQL SQLSTATEs: 08xxx connection exceptions, 57P01 admin shutdown (a restart),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down),
 * 53300 too many connections.
 */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[123]|53300)$/
/** pg's own words for a connection that died under it (these errors carry no code). */
const PG_CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/
/** ENOSPC/EDQUOT from the file system, SQLITE_FULL, PostgreSQL's 53100 disk_full. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'])

/** The error, its causes, and the errors an AggregateError (a failed dual-stack connect) holds. */
function* chain(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (typeof error !== 'object' || error === null || depth > 5) return
  yield error
  if ('cause' in error) yield* chain(error.cause, depth + 1)
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chain(inner, depth + 1)
}

/**
 * The known condition behind a database or file-system error, as the typed error the
 * error handler answers with: 503 + Retry-After while the database cannot be reached (or
 * SQLite stays locked), 507 when the storage is full. Undefined for anything else, which
 * stays an unexpected error. The original error is kept as `cause`.
 *
 * @example
 * try { await addMessage(db, row) } catch (error) { throw knownFault(error) ?? error }
 */
export function knownFault(error: unknown): HttpError | undefined {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : ''
    const message = typeof link.message === 'string' ? link.message : ''
    if (STORAGE_FULL_CODES.has(code)) return new InsufficientStorageError(STORAGE_FULL_MESSAGE, { cause: error })
    if (CONNECTION_CODES.has(code) || SQLITE_BUSY.test(code) || POSTGRES_UNAVAILABLE.test(code) || PG_CONNECTION_LOST.test(message)) {
      return new ServiceUnavailableError(UNAVAILABLE_MESSAGE, DATABASE_RETRY_SECONDS, { cause: error })
    }
  }
  return undefined
}
