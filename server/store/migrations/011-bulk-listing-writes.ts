import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * Room for a bulk write in SQLite's full-text index: FTS5 gathers a transaction's new terms
 * in memory and writes them as a segment when they pass `hashsize` (1 MiB by default), so a
 * transaction of an import's 2,000 listings wrote several small segments, each merged again
 * later. At 32 MiB a batch is one segment. The memory is only used while a write transaction
 * is open. PostgreSQL needs nothing: its GIN index has its own pending list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return
  await sql`insert into listing_search(listing_search, rank) values ('hashsize', ${sql.lit(32 * 2 ** 20)})`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return
  await sql`insert into listing_search(listing_search, rank) values ('hashsize', ${sql.lit(2 ** 20)})`.execute(db)
}
