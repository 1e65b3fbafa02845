import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import type { Database } from './schema.ts'
import { migrateToLatest } from './migrate.ts'

export type Db = Kysely<Database>

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise SQLite in `dataDir/porchlight.db`. */
  databaseUrl: string
  dataDir: string
}

/**
 * Opens the database named by the options and applies pending migrations.
 *
 * @example
 * const db = await openDatabase({ databaseUrl: '', dataDir: './data' })
 * await db.selectFrom('chatbots').selectAll().execute()
 */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = /^postgres(ql)?:\/\//.test(options.databaseUrl)
    ? await openPostgres(options.databaseUrl)
    : openSqlite(path.join(options.dataDir, 'porchlight.db'))
  await migrateToLatest(db as Kysely<unknown>)
  return db
}

function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  // WAL lets the CLI and the server use the file at once; the busy timeout makes a writer
  // wait for the other instead of failing; foreign keys make Remove cascade.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
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

async function openPostgres(connectionString: string): Promise<Db> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString, max: 10 })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  pools.set(db, pool)
  return db
}

/** Current time as the ISO-8601 UTC string every table stores. */
export function now(): string {
  return new Date().toISOString()
}
