import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}

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

async function openPostgres(connectionString: string): Promise<Db> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString, max: 10 })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/** Current time as the ISO-8601 UTC string every table stores. */
export function now(): string {
  return new Date().toISOString()
}
