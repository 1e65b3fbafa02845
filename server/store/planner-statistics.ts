import { sql, type Kysely } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'

/** Rows written since the planner's statistics were last looked at, per database. */
const rowsWritten = new WeakMap<Db, number>()
/** After this many listing rows stored or deleted, the statistics are looked at again. */
export const ROWS_BETWEEN_OPTIMIZE = 1000
/** And at least this often while the server runs, as SQLite recommends for long-lived connections. */
export const OPTIMIZE_EVERY_MS = 60 * 60 * 1000

/**
 * The listing columns the assistant's searches filter and order by, which PostgreSQL's
 * ANALYZE measures here. The long texts (description, extension pairs, images) are left to
 * autovacuum: measuring them made an ANALYZE of 100,000 listings several times slower.
 */
const SEARCHED_COLUMNS = ['id', 'chatbot_id', 'created_at', 'sale_type', 'status', 'city_key', 'zip', 'property_type',
  'bedrooms', 'bathrooms', 'year_built', 'days_on_market', 'building_area', 'sale_price', 'rent_price']

/**
 * Lets SQLite refresh its query planner's statistics (`PRAGMA optimize`): it analyzes only the
 * tables that were never analyzed or whose size changed a lot since, so it costs next to
 * nothing otherwise. 0x10002 looks at every table, not only those this connection queried:
 * a bulk load only inserts, and plain `PRAGMA optimize` left statistics of 1,000 listings on
 * a table of 100,000. On PostgreSQL, the listings are analyzed when they were never analyzed
 * (autovacuum analyzes a minute or so after a load, and may not have yet).
 *
 * @example
 * await optimizeStatistics(db)
 */
export async function optimizeStatistics(db: Db): Promise<void> {
  if (isPostgres(db as Kysely<unknown>)) {
    if (await postgresListingsMeasured(db) < 0) await analyzeListings(db)
    return
  }
  rowsWritten.set(db, 0)
  await sql`pragma optimize = 0x10002`.execute(db)
}

/** How many listings PostgreSQL's statistics count; -1 when never analyzed (0 before PostgreSQL 14). */
async function postgresListingsMeasured(db: Db): Promise<number> {
  const { rows } = await sql<{ measured: number }>`select reltuples as measured from pg_class where oid = 'listings'::regclass`.execute(db)
  return Number(rows[0]?.measured ?? -1)
}

/** PostgreSQL: ANALYZE of the listings' searched columns and of their full-text documents. */
async function analyzeListings(db: Db): Promise<void> {
  rowsWritten.set(db, 0)
  await sql`analyze listings (${sql.join(SEARCHED_COLUMNS.map((column) => sql.ref(column)))})`.execute(db)
  await sql`analyze listing_search`.execute(db)
}

/**
 * Counts rows stored or deleted in bulk (a feed of listings); past ROWS_BETWEEN_OPTIMIZE
 * since the last look, the statistics are refreshed, so a store that grew from 50 listings to
 * 100,000 is planned as one of 100,000 right after the load, not once autovacuum gets to it.
 * SQLite decides itself what needs analyzing; on PostgreSQL the listings are analyzed once
 * the rows written since the last analysis reach as many as it measured (the table doubled
 * or changed as much), so a load of 100,000 analyzes about seven times, each bounded by
 * ANALYZE's sample.
 *
 * @example
 * await noteRowsWritten(db, rows.length)
 */
export async function noteRowsWritten(db: Db, rows: number): Promise<void> {
  const total = (rowsWritten.get(db) ?? 0) + rows
  rowsWritten.set(db, total)
  if (total < ROWS_BETWEEN_OPTIMIZE) return
  if (!isPostgres(db as Kysely<unknown>)) await optimizeStatistics(db)
  else if (total >= await postgresListingsMeasured(db)) await analyzeListings(db)
}
