import { sql, type Kysely } from 'kysely'

/**
 * One listing-key mechanism: a feed's listings are found by `listings.listing_key` (016), as
 * imports find theirs, instead of the feed's own ListingKey → listing table (014). A listing
 * says which feed brought it (`feed_id`) and the last full
 * pass of that feed that saw it (`feed_pass`), so the end of a full pass finds the listings that
 * left the feed. The table's rows move onto their listings: the key, unless the chatbot already
 * has a listing with that key (then the lowest listing id of the chatbot's feeds' rows with it
 * takes it; the others keep no key and, not seen again, leave at the next full pass).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign key: a deleted feed's id is never given again, so its listings simply stay (and SQLite could not drop the column in `down`).
  await db.schema.alterTable('listings').addColumn('feed_id', 'integer').execute()
  await db.schema.alterTable('listings').addColumn('feed_pass', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // Only a feed's listings are in it: an import's or a Create's insert does not touch it.
  await db.schema.createIndex('listings_feed_pass').on('listings').columns(['feed_id', 'feed_pass']).where(sql.ref('feed_id'), 'is not', null).execute()

  await sql`update listings set feed_id = k.feed_id, feed_pass = k.pass from listing_feed_keys k where k.listing_id = listings.id`.execute(db)
  await sql`update listings set listing_key = k.listing_key
    from listing_feed_keys k join listing_feeds f on f.id = k.feed_id
    where k.listing_id = listings.id and listings.listing_key = ''
      and not exists (select 1 from listings o where o.chatbot_id = listings.chatbot_id and o.listing_key = k.listing_key)
      and k.listing_id = (select min(k2.listing_id) from listing_feed_keys k2 join listing_feeds f2 on f2.id = k2.feed_id
        where f2.chatbot_id = f.chatbot_id and k2.listing_key = k.listing_key)`.execute(db)
  await db.schema.dropTable('listing_feed_keys').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('listing_feed_keys')
    .addColumn('feed_id', 'integer', (c) => c.notNull().references('listing_feeds.id').onDelete('cascade'))
    .addColumn('listing_key', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('pass', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_feed_keys_pk', ['feed_id', 'listing_key'])
    .execute()
  await db.schema.createIndex('listing_feed_keys_pass').on('listing_feed_keys').columns(['feed_id', 'pass']).execute()
  await db.schema.createIndex('listing_feed_keys_listing').on('listing_feed_keys').columns(['listing_id']).execute()
  await sql`insert into listing_feed_keys (feed_id, listing_key, listing_id, pass)
    select feed_id, listing_key, id, feed_pass from listings where feed_id is not null and listing_key <> ''`.execute(db)
  await db.schema.dropIndex('listings_feed_pass').execute()
  await db.schema.alterTable('listings').dropColumn('feed_pass').execute()
  await db.schema.alterTable('listings').dropColumn('feed_id').execute()
}
