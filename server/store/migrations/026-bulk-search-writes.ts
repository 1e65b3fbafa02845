import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'
import { sqliteDocument } from './005-listing-search.ts'

/**
 * SQLite's full-text index written per batch, and rewritten only when its text changes.
 * - A bulk insert writes the documents of all its rows with one INSERT … SELECT after them
 *   (listing-writes-sqlite.ts) instead of the row trigger's one at a time: measured on the
 *   migrated schema (20,000 listings, transactions of 300), the trigger cost 192 µs of
 *   processor time and 138 KiB written a listing, the batch statement 75 µs and 19 KiB. The
 *   writer marks its batch in `listing_search_deferred` for the length of it, inside its write
 *   transaction, so no other connection ever sees the mark; every other insert is indexed by
 *   the trigger as before.
 * - The update trigger fires only when a column the index reads changes: a full feed pass,
 *   which marks every listing it saw (`feed_pass`), rewrote every document, and so did an
 *   import's update of a listing's price.
 * PostgreSQL's statement-level triggers (018, 023) already write a statement's rows at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return
  await sql`create table listing_search_deferred (deferred integer not null)`.execute(db)
  await sql`drop trigger listing_search_insert`.execute(db)
  await sql`drop trigger listing_search_update`.execute(db)
  await sql.raw(`create trigger listing_search_insert after insert on listings
    when not exists (select 1 from listing_search_deferred) begin ${insertDocument('new')} end`).execute(db)
  await sql.raw(`create trigger listing_search_update after update of description, location, address, extension_column on listings
    when old.description is not new.description or old.location is not new.location or old.address is not new.address
      or old.extension_column is not new.extension_column
    begin delete from listing_search where rowid = old.id; ${insertDocument('new')} end`).execute(db)
}

/** The trigger statement that indexes the row `row` (NEW), as 005 wrote it. */
const insertDocument = (row: string) => `insert into listing_search(rowid, description, place, extras) values (${sqliteDocument(row)});`

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return
  await sql`drop trigger listing_search_insert`.execute(db)
  await sql`drop trigger listing_search_update`.execute(db)
  await sql.raw(`create trigger listing_search_insert after insert on listings begin ${insertDocument('new')} end`).execute(db)
  await sql.raw(`create trigger listing_search_update after update on listings begin
    delete from listing_search where rowid = old.id; ${insertDocument('new')} end`).execute(db)
  await sql`drop table listing_search_deferred`.execute(db)
}
