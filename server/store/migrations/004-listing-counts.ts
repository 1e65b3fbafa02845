import { sql, type Kysely } from 'kysely'

/**
 * Listing counts per chatbot and filter value, kept in the same transaction as every listing
 * write (see listing-counts.ts), so RealEstateList's VirtualCount and the assistant's
 * vocabulary are index lookups instead of scans. Existing listings are counted once here.
 * Plus the indexes that let List read a page (deep ones too) straight off an index, that the
 * assistant's filters use, and that ClientAsk's monthly limit counts with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_counts')
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('facet', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('listing_counts_pk', ['chatbot_id', 'facet', 'value'])
    .execute()

  // CityName alone pages newest first off this one (listings_city also holds sale_type).
  await db.schema.createIndex('listings_city_newest').on('listings').columns(['chatbot_id', 'city_key', 'created_at', 'id']).execute()
  // The assistant's filters: an MLS number in any case, a ZIP code, a city's prices for sale or rent.
  await db.schema.createIndex('listings_mls_lower').on('listings').expression(sql`chatbot_id, lower(mls_number)`).execute()
  await db.schema.createIndex('listings_zip').on('listings').columns(['chatbot_id', 'zip', 'created_at', 'id']).execute()
  await db.schema.createIndex('listings_city_sale_price').on('listings').columns(['chatbot_id', 'city_key', 'sale_type', 'sale_price']).execute()
  await db.schema.createIndex('listings_city_rent_price').on('listings').columns(['chatbot_id', 'city_key', 'sale_type', 'rent_price']).execute()

  // ClientAsk's monthly limit counts this index only, not every message row; it replaces
  // (chatbot_id, created_at), which it serves as well.
  await db.schema.createIndex('messages_chatbot_time_role').on('messages').columns(['chatbot_id', 'created_at', 'role']).execute()
  await db.schema.dropIndex('messages_chatbot_time').execute()

  // The counts of the listings already stored, with the same facets as listingFacets().
  const active = sql`status <> 'Sold'`
  const facets = [
    sql`select chatbot_id, 'all' as facet, '' as value, count(*) as count, '' as label, '' as detail from listings group by chatbot_id`,
    sql`select chatbot_id, 'sale', sale_type, count(*), '', '' from listings group by chatbot_id, sale_type`,
    sql`select chatbot_id, 'city', city_key, count(*), '', '' from listings group by chatbot_id, city_key`,
    sql`select chatbot_id, 'city_sale', sale_type || ':' || city_key, count(*), '', '' from listings group by chatbot_id, sale_type, city_key`,
    sql`select chatbot_id, 'status', status, count(*), '', '' from listings group by chatbot_id, status`,
    sql`select chatbot_id, 'active', '', count(*), '', '' from listings where ${active} group by chatbot_id`,
    sql`select chatbot_id, 'active_city', city_key, count(*), max(city), max(state) from listings where ${active} group by chatbot_id, city_key`,
    sql`select chatbot_id, 'active_zip', zip, count(*), '', '' from listings where ${active} group by chatbot_id, zip`,
    sql`select chatbot_id, 'active_type', property_type, count(*), '', '' from listings where ${active} group by chatbot_id, property_type`,
    sql`select chatbot_id, 'active_state', lower(state), count(*), max(state), '' from listings where ${active} group by chatbot_id, lower(state)`
  ]
  for (const select of facets) {
    await sql`insert into listing_counts (chatbot_id, facet, value, count, label, detail) ${select}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['listings_city_newest', 'listings_mls_lower', 'listings_zip', 'listings_city_sale_price', 'listings_city_rent_price',
    'messages_chatbot_time_role']) {
    await db.schema.dropIndex(index).execute()
  }
  await db.schema.createIndex('messages_chatbot_time').on('messages').columns(['chatbot_id', 'created_at']).execute()
  await db.schema.dropTable('listing_counts').execute()
}
