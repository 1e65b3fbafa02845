import type SQLite from 'better-sqlite3'
import type { Insertable } from 'kysely'
import { sqliteDocument } from './migrations/005-listing-search.ts'
import type { ListingTable } from './schema.ts'

/** A listing row as an insert writes it: every column named. */
export type ListingInsertRow = Required<Omit<Insertable<ListingTable>, 'id' | 'feed_id' | 'feed_pass'>>

/** The columns an insert names, in the order of its parameters. */
const COLUMNS = [
  'key', 'chatbot_id', 'created_at', 'listing_key', 'sale_type', 'status', 'currency_symbol', 'property_type', 'bedrooms',
  'bathrooms', 'url', 'mls_number', 'year_built', 'days_on_market', 'lot_area', 'building_area', 'area_unit', 'images', 'tours',
  'parking_spots', 'description', 'extension_column', 'location', 'address', 'city', 'city_key', 'state', 'zip', 'latitude',
  'longitude', 'sale_price', 'unit_area_price', 'hoa_month', 'zestimate_price', 'rent_price', 'space_type', 'deposit_fee'
] as const satisfies readonly (keyof ListingInsertRow)[]

/** Rows one multi-row INSERT writes: 37 parameters each, far below SQLite's limit of 32,766. */
const ROWS_PER_INSERT = 100

/** A chatbot's listing by its ListingKey: `listing_key <> ''` as written in the partial unique index, so the planner takes it. */
export const FIND_BY_KEY = `select * from listings where chatbot_id = ? and listing_key <> '' and listing_key = ?`
/** A chatbot's listings with an MLS number: lower() on both sides as in the MLS index (see hasMlsNumber), then the exact number. */
export const FIND_BY_MLS = 'select * from listings where chatbot_id = ? and lower(mls_number) = lower(?) and mls_number = ?'

interface Statements {
  /** by the rows it writes, 1 to ROWS_PER_INSERT, prepared when first needed */
  inserts: Map<number, SQLite.Statement>
  byKey: SQLite.Statement
  byMls: SQLite.Statement
  /** the highest listing id so far */
  lastId: SQLite.Statement
  /** the mark that stops the insert trigger indexing each row (migration 026), and its removal */
  defer: SQLite.Statement
  undefer: SQLite.Statement
  /** indexes the listings after the id given, as the insert trigger would have one at a time */
  indexAfter: SQLite.Statement
}

/** Each connection's statements, prepared once and reused by every batch. */
const prepared = new WeakMap<SQLite.Database, Statements>()

function statementsOf(sqlite: SQLite.Database): Statements {
  let statements = prepared.get(sqlite)
  if (!statements) {
    statements = {
      inserts: new Map(),
      byKey: sqlite.prepare(FIND_BY_KEY),
      byMls: sqlite.prepare(FIND_BY_MLS),
      lastId: sqlite.prepare('select coalesce(max(id), 0) from listings').pluck(),
      defer: sqlite.prepare('insert into listing_search_deferred (deferred) values (1)'),
      undefer: sqlite.prepare('delete from listing_search_deferred'),
      indexAfter: sqlite.prepare(`insert into listing_search (rowid, description, place, extras) select ${sqliteDocument('l')} from listings l where l.id > ?`)
    }
    prepared.set(sqlite, statements)
  }
  return statements
}

/**
 * Writes listing rows on a SQLite connection as one unit (a savepoint inside the caller's
 * transaction), through one prepared multi-row INSERT per row count, reused by every batch (no
 * statement built per batch). Their full-text documents are written after them by one
 * INSERT … SELECT rather than by the insert trigger row by row (see migration 026).
 *
 * @example
 * insertListingRowsSqlite(sqlite, rows)
 */
export function insertListingRowsSqlite(sqlite: SQLite.Database, rows: readonly ListingInsertRow[]): void {
  const { inserts, lastId, defer, undefer, indexAfter } = statementsOf(sqlite)
  const valuesOf = (row: ListingInsertRow) => COLUMNS.map((column) => row[column] ?? null)
  sqlite.transaction(() => {
    // Ids only grow (AUTOINCREMENT), and the write lock is held: the rows after this one are these.
    const before = lastId.get() as number
    defer.run()
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const part = rows.slice(start, start + ROWS_PER_INSERT)
      let insert = inserts.get(part.length)
      if (!insert) {
        insert = sqlite.prepare(`insert into listings (${COLUMNS.join(', ')}) values ${Array(part.length).fill(`(${COLUMNS.map(() => '?').join(', ')})`).join(', ')}`)
        inserts.set(part.length, insert)
      }
      insert.run(part.flatMap(valuesOf))
    }
    undefer.run()
    indexAfter.run(before)
  })()
}

/**
 * The chatbot's listings with the given ListingKeys, or (`by` mls) MLS numbers (exact case), on
 * a SQLite connection: one prepared index seek per value.
 *
 * @example
 * const rows = findListingsSqlite(sqlite, chatbotId, 'key', ['L-1', 'L-2'])
 */
export function findListingsSqlite<Row>(sqlite: SQLite.Database, chatbotId: string, by: 'key' | 'mls', values: readonly string[]): Row[] {
  const { byKey, byMls } = statementsOf(sqlite)
  return values.flatMap((value) => (by === 'key' ? byKey.all(chatbotId, value) : byMls.all(chatbotId, value, value)) as Row[])
}
