import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * Full-text search over what a listing says in words: its Description, its Location and
 * address, and its ExtensionColumn keys and values ("Pets: Allowed"). Each database uses
 * its own engine, kept in step with `listings` by triggers, so every write path (Create,
 * Update, Delete, a chatbot's removal) keeps the index right in the same transaction.
 * - SQLite: a contentless FTS5 table (Porter stemming, accents folded), rowid = listings.id.
 * - PostgreSQL: `listing_search`, one English tsvector per listing with a GIN index.
 * Plus the indexes the assistant's orders read a page straight off (newest on the market,
 * cheapest, biggest, newest built), so "cheapest rental" costs an index walk, not a sort;
 * searches compare those columns as `+column` so the planner keeps them for ordering.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await postgresUp(db)
  else await sqliteUp(db)
  const orders: [string, string[]][] = [
    // A chatbot's first and last listing id, which bound its part of the FTS5 index.
    ['listings_chatbot_id', ['chatbot_id', 'id']],
    ['listings_days_on_market', ['chatbot_id', 'days_on_market']],
    ['listings_sale_price', ['chatbot_id', 'sale_type', 'sale_price']],
    ['listings_rent_price', ['chatbot_id', 'sale_type', 'rent_price']],
    ['listings_building_area', ['chatbot_id', 'building_area']],
    ['listings_year_built', ['chatbot_id', 'year_built']]
  ]
  for (const [name, columns] of orders) await db.schema.createIndex(name).on('listings').columns(columns).execute()
}

/** The ExtensionColumn pairs as "Key value . Key value", from the row `row` (NEW or OLD). */
export const sqliteExtras = (row: string) => `coalesce((select group_concat(coalesce(json_extract(e.value, '$.Key'), '') || ' ' ||
  coalesce(json_extract(e.value, '$.value'), ''), ' . ') from json_each(case when json_valid(${row}.extension_column)
  then ${row}.extension_column else '[]' end) e), '')`

/** A listing's full-text document from the row `row` (NEW, OLD or a table alias): its id and the values of description, place and extras. */
export const sqliteDocument = (row: string) => `${row}.id, ${row}.description, ${row}.location || ' . ' || ${row}.address, ${sqliteExtras(row)}`

async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table listing_search using fts5(description, place, extras, content='', contentless_delete=1,
    tokenize='porter unicode61 remove_diacritics 2')`.execute(db)
  const insert = (row: string) => `insert into listing_search(rowid, description, place, extras) values (${sqliteDocument(row)});`
  await sql.raw(`create trigger listing_search_insert after insert on listings begin ${insert('new')} end`).execute(db)
  await sql.raw(`create trigger listing_search_delete after delete on listings begin
    delete from listing_search where rowid = old.id; end`).execute(db)
  await sql.raw(`create trigger listing_search_update after update on listings begin
    delete from listing_search where rowid = old.id; ${insert('new')} end`).execute(db)
  await sql.raw(`insert into listing_search(rowid, description, place, extras) select ${sqliteDocument('l')} from listings l`).execute(db)
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`create table listing_search (
    listing_id integer primary key references listings(id) on delete cascade,
    document tsvector not null)`.execute(db)
  await sql`create index listing_search_document on listing_search using gin (document)`.execute(db)
  // The extension pairs weigh most (A: "Pool: Yes"), then the description (B), then the place (C).
  await sql`create function listing_search_document(l listings) returns tsvector language sql stable as $$
    select setweight(to_tsvector('english', coalesce((select string_agg(coalesce(e->>'Key', '') || ' ' || coalesce(e->>'value', ''), ' . ')
        from jsonb_array_elements(case when l.extension_column like '[%' then l.extension_column::jsonb else '[]'::jsonb end) e), '')), 'A')
      || setweight(to_tsvector('english', l.description), 'B')
      || setweight(to_tsvector('english', l.location || ' . ' || l.address), 'C')
  $$`.execute(db)
  await sql`create function listing_search_sync() returns trigger language plpgsql as $$
    begin
      insert into listing_search (listing_id, document) values (new.id, listing_search_document(new))
        on conflict (listing_id) do update set document = excluded.document;
      return null;
    end
  $$`.execute(db)
  await sql`create trigger listing_search_sync after insert or update on listings
    for each row execute function listing_search_sync()`.execute(db)
  await sql`insert into listing_search (listing_id, document) select l.id, listing_search_document(l) from listings l`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['listings_chatbot_id', 'listings_days_on_market', 'listings_sale_price', 'listings_rent_price', 'listings_building_area', 'listings_year_built']) {
    await db.schema.dropIndex(name).execute()
  }
  if (isPostgres(db)) {
    await sql`drop trigger listing_search_sync on listings`.execute(db)
    await sql`drop function listing_search_sync()`.execute(db)
    await sql`drop table listing_search`.execute(db)
    await sql`drop function listing_search_document(listings)`.execute(db)
  } else {
    for (const name of ['insert', 'delete', 'update']) await sql.raw(`drop trigger listing_search_${name}`).execute(db)
    await sql`drop table listing_search`.execute(db)
  }
}
