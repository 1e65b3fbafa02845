import { sql, type Kysely } from 'kysely'

/**
 * The key a listing has where it comes from (RESO's ListingKey, a spreadsheet's key column),
 * so a file imported again, or a feed read again, updates its listings instead of adding them
 * twice. '' for listings stored without one (Create, older imports). Unique per chatbot where
 * given, so two writers racing with the same new listing cannot both add it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('listing_key', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('listings_listing_key').on('listings').columns(['chatbot_id', 'listing_key']).unique()
    .where(sql.ref('listing_key'), '<>', '').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listings_listing_key').execute()
  await db.schema.alterTable('listings').dropColumn('listing_key').execute()
}
