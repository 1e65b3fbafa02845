import type { Kysely } from 'kysely'

/**
 * One index for MLS numbers instead of two: listings_mls (chatbot_id, mls_number, created_at,
 * id) held what listings_mls_lower_newest (chatbot_id, lower(mls_number), created_at, id, from
 * 007) holds, and every listing written paid an entry in both. Exact lookups (List's MLSNumber
 * filter, Update and Delete by MLS number, an import's upsert, the listings an answer names)
 * now also say `lower(mls_number) = lower(?)` and seek the one left. An import of 30,000
 * listings spent about 80% of its SQLite time in the 18 secondary indexes of listings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_mls').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('listings_mls').on('listings').columns(['chatbot_id', 'mls_number', 'created_at', 'id']).execute()
}
