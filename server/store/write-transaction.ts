import { sql, type Kysely } from 'kysely'
import { shareSqliteHandle, type Db } from './database.ts'
import { isPostgres } from './dialect.ts'
import type { Database } from './schema.ts'

/** SQLite connections inside a writeTransaction (PostgreSQL's transactions say so themselves). */
const inTransaction = new WeakSet<Kysely<Database>>()

/**
 * Runs a read-then-write as one transaction: a listing write and its count changes, a question
 * stored and checked against the limits. On SQLite it begins IMMEDIATE, taking the write lock
 * (waiting out busy_timeout) before anything is read, so writers run one at a time and a
 * read-then-write cannot fail with SQLITE_BUSY when another process wrote in between. On
 * PostgreSQL it is a plain transaction: `work` takes the row locks it needs. Called inside
 * another writeTransaction, `work` runs in that one.
 *
 * @example
 * const deleted = await writeTransaction(db, async (trx) => { … })
 */
export async function writeTransaction<T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  // Inside a transaction already (the demo seeding is one): the work is part of it.
  if (db.isTransaction || inTransaction.has(db)) return work(db)
  if (isPostgres(db)) return db.transaction().execute(work)
  return db.connection().execute(async (connection) => {
    inTransaction.add(connection)
    shareSqliteHandle(connection, db)
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      // SQLite rolls back by itself after some errors (SQLITE_FULL, for one); the original error is the one to report.
      await sql`rollback`.execute(connection).catch(() => undefined)
      throw error
    }
  })
}
