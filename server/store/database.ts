import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql, SqliteDialect, type SqliteDatabase } from 'kysely'
import type { Database } from './schema.ts'
import { migrateToLatest } from './migrate.ts'
import { openPostgresPool, type DatabaseLog } from './postgres-pool.ts'

export type Db = Kysely<Database>

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise SQLite in `dataDir/porchlight.db`. */
  databaseUrl: string
  dataDir: string
  /** Where connection failures that no query is waiting on are reported (PostgreSQL only). */
  log?: DatabaseLog
  /** false: leave the migrations to the caller (the server applies them once the database answers) */
  migrate?: boolean
}

/**
 * Opens the database named by the options and applies pending migrations (unless
 * `migrate: false`). PostgreSQL is not connected to until the first query.
 *
 * @example
 * const db = await openDatabase({ databaseUrl: '', dataDir: './data' })
 * await db.selectFrom('chatbots').selectAll().execute()
 */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = /^postgres(ql)?:\/\//.test(options.databaseUrl)
    ? await openPostgres(options.databaseUrl, options.log)
    : openSqlite(path.join(options.dataDir, 'porchlight.db'))
  if (options.migrate !== false) await migrateToLatest(db as Kysely<unknown>)
  return db
}

/** The file of each SQLite database opened here, for a second connection to it. */
const sqliteFiles = new WeakMap<Db, string>()
/** The better-sqlite3 connection under each SQLite Db opened here (and under its transactions, see shareSqliteHandle). */
const sqliteHandles = new WeakMap<Db, SQLite.Database>()

/**
 * The better-sqlite3 connection under a SQLite Db (or a transaction on one), for a hot path
 * that prepares its own statements; undefined on PostgreSQL.
 *
 * @example
 * const sqlite = sqliteHandleOf(trx)
 * if (sqlite) sqlite.prepare('select 1').get()
 */
export const sqliteHandleOf = (db: Db): SQLite.Database | undefined => sqliteHandles.get(db)

/** Says that `connection` (a Kysely bound to one connection of `db`) runs on the same better-sqlite3 connection as `db`. */
export function shareSqliteHandle(connection: Db, db: Db): void {
  const handle = sqliteHandles.get(db)
  if (handle) sqliteHandles.set(connection, handle)
}

function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const db = openSqliteConnection(file)
  sqliteFiles.set(db, file)
  return db
}

function openSqliteConnection(file: string): Db {
  const sqlite = new SQLite(file)
  // WAL lets the CLI and the server use the file at once; the busy timeout makes a writer
  // wait for the other instead of failing; foreign keys make Remove cascade.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // ANALYZE (run by PRAGMA optimize) reads about this many entries of each index instead of all
  // of them, so refreshing the statistics after an import costs milliseconds at any size (it held
  // the event loop 0.6 s at 30,000 listings); the plans of the assistant's and List's queries on
  // 20,000 listings came out the same as with a full analysis.
  sqlite.pragma(`analysis_limit = ${ANALYSIS_ROWS}`)
  // Fresh planner statistics for a file that was never analyzed or changed much since, as SQLite
  // advises when a connection opens; kept fresh afterwards by planner-statistics.ts.
  sqlite.pragma('optimize = 0x10002')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  sqliteHandles.set(db, sqlite)
  return db
}

/**
 * Runs `work` with a connection of its own for a long write such as an import. On SQLite it
 * is a second connection to the same file, closed afterwards: the server's one connection
 * keeps answering reads (WAL) while the import's transactions run, and other writers wait
 * for each of them (busy_timeout). On PostgreSQL the pool already gives each transaction its own.
 *
 * @example
 * await withOwnConnection(db, (writer) => writeTransaction(writer, async (trx) => { … }))
 */
export async function withOwnConnection<T>(db: Db, work: (writer: Db) => Promise<T>): Promise<T> {
  const file = sqliteFiles.get(db)
  if (!file) return work(db)
  const writer = await openWriterConnection(file)
  try {
    return await work(writer)
  } finally {
    await writer.destroy()
  }
}

/**
 * The file of a SQLite Db opened by openDatabase; undefined on PostgreSQL.
 *
 * @example
 * const file = sqliteFileOf(db) // '/var/lib/porchlight/porchlight.db'
 */
export const sqliteFileOf = (db: Db): string | undefined => sqliteFiles.get(db)

/**
 * A second connection to the SQLite file `file`, set up for a long write such as an import
 * (see withOwnConnection); the caller destroys it.
 *
 * @example
 * const writer = await openWriterConnection(sqliteFileOf(db)!)
 */
export async function openWriterConnection(file: string): Promise<Db> {
  const writer = openSqliteConnection(file)
  // A bigger page cache than the server's own (2 MiB): an import touches every listing index and the full-text index.
  await sql`pragma cache_size = -65536`.execute(writer)
  // A statement that writes many rows keeps a journal of the pages it changes, to undo just itself; in a
  // file (SQLite's default past 64 KiB) that was 40 of the 59 KiB an import wrote a listing (20,000 listings).
  await sql`pragma temp_store = memory`.execute(writer)
  // Checkpoints after 40 MiB of WAL rather than SQLite's 4 MiB: each of an import's small transactions
  // rewrites the same index pages, and a checkpoint copies such a page once instead of after every commit.
  // Profiled (30,000 listings through importListings): commits took 10.6 of 19.9 s at 1,000 pages, 3.9 s at 10,000; 1,195/s became 2,069/s.
  await sql`pragma wal_autocheckpoint = ${sql.lit(WRITER_CHECKPOINT_PAGES)}`.execute(writer)
  return writer
}

/** How long an idle PostgreSQL connection is kept open. */
const IDLE_CONNECTION_MS = 5 * 60_000

/** Index entries ANALYZE reads per index (SQLite's `analysis_limit`). */
const ANALYSIS_ROWS = 2000

/** WAL pages (4 KiB each) after which an import's connection checkpoints. */
const WRITER_CHECKPOINT_PAGES = 10_000

/** Prepared statements kept, at most this many (the oldest goes first). */
const STATEMENTS = 500

/**
 * better-sqlite3 keeping its prepared statements by SQL text: kysely prepares every query
 * afresh, which cost a tenth of a chat question's time. Statements are used one at a time
 * (kysely runs one query at a time on the connection) and SQLite re-prepares them itself
 * after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text)
      if (!statement) {
        if (statements.size >= STATEMENTS) statements.delete(statements.keys().next().value as string)
        statement = sqlite.prepare(text)
        statements.set(text, statement)
      }
      return statement
    }
  }
}

/** What a PostgreSQL pool reports about its connections, for metrics. */
export interface PoolCounts {
  total: number
  idle: number
  waiting: number
}

const pools = new WeakMap<Db, { totalCount: number; idleCount: number; waitingCount: number }>()

/** The connection counts of a PostgreSQL database's pool; undefined for SQLite (one embedded connection). */
export function poolCounts(db: Db): PoolCounts | undefined {
  const pool = pools.get(db)
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

async function openPostgres(connectionString: string, log?: DatabaseLog): Promise<Db> {
  // A connection idle for pg's default 10 s is closed, and the next one's backend loads its catalog
  // caches again: its first plan of a listing search took 3–11 ms against 0.2–0.3 ms on a warm one.
  // Kept five minutes, a quiet server's next visitor gets a warm connection.
  const pool = await openPostgresPool({ connectionString, max: 10, idleTimeoutMillis: IDLE_CONNECTION_MS }, log)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  pools.set(db, pool)
  return db
}

/** Current time as the ISO-8601 UTC string every table stores. */
export function now(): string {
  return new Date().toISOString()
}
