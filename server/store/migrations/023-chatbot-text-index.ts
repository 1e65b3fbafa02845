import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * PostgreSQL's full-text index keyed by chatbot: `listing_search` holds each document's
 * chatbot, and one GIN index over (chatbot_id, document) replaces the GIN over documents
 * alone, so a chatbot's matches for a word are found without reading every other chatbot's.
 * Before, the matches of all chatbots were gathered and then joined to `listings` to keep one
 * chatbot's: a 50-listing chatbot paid for a 100,000-listing one in the same database
 * ("Pet friendly rentals" 2.4 s on a database not yet analyzed), and with statistics the
 * planner had to guess which side to start from. The chatbot column of a GIN index needs the
 * btree_gin extension (shipped with PostgreSQL, and trusted: a database owner may create it);
 * where it cannot be created, a plain index on the chatbot goes beside the documents' one.
 * SQLite needs nothing: its FTS5 search is bounded to the chatbot's rowid range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`alter table listing_search add column chatbot_id text`.execute(db)
  await sql`update listing_search s set chatbot_id = l.chatbot_id from listings l where l.id = s.listing_id`.execute(db)
  await sql`alter table listing_search alter column chatbot_id set not null`.execute(db)
  await syncFunction(db, true)
  if (await createBtreeGin(db)) {
    await sql`create index listing_search_chatbot_document on listing_search using gin (chatbot_id, document)
      with (gin_pending_list_limit = ${sql.lit(PENDING_KB)})`.execute(db)
    await sql`drop index listing_search_document`.execute(db)
  } else {
    await sql`create index listing_search_chatbot on listing_search (chatbot_id)`.execute(db)
    await sql`alter index listing_search_document set (gin_pending_list_limit = ${sql.lit(PENDING_KB)})`.execute(db)
  }
}

/**
 * GIN's pending list (new documents not yet merged into the index) in kB, at most. Every
 * search reads the whole list: at the default 4 MB, until autovacuum merged it, a 50-listing
 * chatbot's "pet friendly" read 361 pages of a 100,000-listing load's tail (68 ms; 0.3 ms once
 * merged). Merging 256 kB at a time cost an import of 20,000 documents nothing measurable.
 */
const PENDING_KB = 256

/** 018's statement-level sync, writing the chatbot too (`withChatbot`) or not. */
async function syncFunction(db: Kysely<unknown>, withChatbot: boolean): Promise<void> {
  const [columns, values, updates] = withChatbot
    ? ['listing_id, chatbot_id, document', 'n.id, n.chatbot_id, listing_search_document(n)', 'chatbot_id = excluded.chatbot_id, document = excluded.document']
    : ['listing_id, document', 'n.id, listing_search_document(n)', 'document = excluded.document']
  await sql.raw(`create or replace function listing_search_sync_rows() returns trigger language plpgsql as $$
    begin
      insert into listing_search (${columns}) select ${values} from new_rows n
        on conflict (listing_id) do update set ${updates};
      return null;
    end
  $$`).execute(db)
}

/**
 * Whether btree_gin is there or could be created. Migrations run in one transaction, so a
 * refusal (not installed, not allowed) is rolled back to a savepoint and leaves the rest be.
 */
async function createBtreeGin(db: Kysely<unknown>): Promise<boolean> {
  await sql`savepoint btree_gin`.execute(db)
  try {
    await sql`create extension if not exists btree_gin`.execute(db)
    await sql`release savepoint btree_gin`.execute(db)
    return true
  } catch {
    await sql`rollback to savepoint btree_gin`.execute(db)
    return false
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql`create index if not exists listing_search_document on listing_search using gin (document)`.execute(db)
  await sql`drop index if exists listing_search_chatbot_document`.execute(db)
  await sql`drop index if exists listing_search_chatbot`.execute(db)
  await syncFunction(db, false)
  await sql`alter table listing_search drop column chatbot_id`.execute(db)
}
