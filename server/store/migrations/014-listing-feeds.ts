import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

const serialTable = (db: Kysely<unknown>, name: string) => (isPostgres(db)
  ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
  : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))

/**
 * MLS feeds over the RESO Web API: a chatbot's feed sources (secrets sealed with the server's
 * feed key), the history of their runs, and which listing each feed's ListingKey became.
 * A feed row is also its sync's checkpoint (the next page's link, the last timestamp) and its
 * lease (`claimed_until`), so one instance runs it at a time and a crash resumes where it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await serialTable(db, 'listing_feeds')
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('server_url', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('token_url', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('sealed_secret', 'text', (c) => c.notNull())
    .addColumn('filter', 'text', (c) => c.notNull())
    .addColumn('every_minutes', 'integer', (c) => c.notNull())
    .addColumn('removal', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('full_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .addColumn('last_timestamp', 'text')
    .addColumn('pass', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pass_kind', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('next_link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pass_timestamp', 'text')
    .execute()
  await db.schema.createIndex('listing_feeds_chatbot').on('listing_feeds').columns(['chatbot_id', 'id']).execute()
  await db.schema.createIndex('listing_feeds_due').on('listing_feeds').columns(['next_run_at']).execute()

  await serialTable(db, 'listing_feed_runs')
    .addColumn('feed_id', 'integer', (c) => c.notNull().references('listing_feeds.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema.createIndex('listing_feed_runs_feed').on('listing_feed_runs').columns(['feed_id', 'id']).execute()

  await db.schema.createTable('listing_feed_keys')
    .addColumn('feed_id', 'integer', (c) => c.notNull().references('listing_feeds.id').onDelete('cascade'))
    .addColumn('listing_key', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('pass', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_feed_keys_pk', ['feed_id', 'listing_key'])
    .execute()
  await db.schema.createIndex('listing_feed_keys_pass').on('listing_feed_keys').columns(['feed_id', 'pass']).execute()
  await db.schema.createIndex('listing_feed_keys_listing').on('listing_feed_keys').columns(['listing_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_feed_keys').execute()
  await db.schema.dropTable('listing_feed_runs').execute()
  await db.schema.dropTable('listing_feeds').execute()
}
