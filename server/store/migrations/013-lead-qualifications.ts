import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * What a visitor told about what they want (migration 013): one row per session, beside its
 * leads (a lead is one contact value; a visitor may leave two, and may qualify before leaving
 * any). Intent, budget, timeline, area, pre-approval, the listings they asked about by MLS
 * number with how often, and when the assistant asked for what was missing (once a session).
 * And showing requests: a listing a visitor asked to see, with the times they prefer (empty
 * while the assistant waits for them) and when the agents were notified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_qualifications')
    .addColumn('session_id', 'integer', (c) => c.primaryKey().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('intent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('budget', isPostgres(db) ? 'double precision' : 'real')
    .addColumn('timeline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pre_approved', 'integer')
    .addColumn('listings_asked', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('asked_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  const showings = isPostgres(db)
    ? db.schema.createTable('showing_requests').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('showing_requests').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  await showings
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('mls_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('preferred_times', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('notified_at', 'text')
    .execute()
  await db.schema.createIndex('showing_requests_session').on('showing_requests').columns(['session_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('showing_requests').execute()
  await db.schema.dropTable('lead_qualifications').execute()
}
