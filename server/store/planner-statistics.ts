import { sql, type Kysely } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'

/** Rows written since SQLite last looked at its statistics, per database. */
const rowsWritten = new WeakMap<Db, number>()
/** After this many listing rows stored or deleted, SQLite looks at its statistics again. */
export const ROWS_BETWEEN_OPTIMIZE = 1000
/** And at least this often while the server runs, as SQLite recommends for long-lived connections. */
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000

/**
 * Lets SQLite refresh its query planner's statistics (`PRAGMA optimize`): it analyzes only the
 * tables that were never analyzed or whose size changed a lot since, so it costs next to
 * nothing otherwise. 0x10002 looks at every table, not only those this connection queried:
 * a bulk load only inserts, and plain `PRAGMA optimize` left statistics of 1,000 listings on
 * a table of 100,000. Nothing on PostgreSQL, whose autovacuum analyzes.
 *
 * @example
 * await optimizeStatistics(db)
 */
export async function optimizeStatistics(db: Db): Promise<void> {
  if (isPostgres(db as Kysely<unknown>)) return
  rowsWritten.set(db, 0)
  await sql`pragma optimize = 0x10002`.execute(db)
}

/**
 * Counts rows stored or deleted in bulk (a feed of listings); past ROWS_BETWEEN_OPTIMIZE
 * since the last look, the statistics are refreshed, so a store that grew from 50 listings to
 * 100,000 is planned as one of 100,000.
 *
 * @example
 * await noteRowsWritten(db, rows.length)
 */
export async function noteRowsWritten(db: Db, rows: number): Promise<void> {
  const total = (rowsWritten.get(db) ?? 0) + rows
  rowsWritten.set(db, total)
  if (total >= ROWS_BETWEEN_OPTIMIZE) await optimizeStatistics(db)
}
