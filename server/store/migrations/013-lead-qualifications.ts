import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * What a visitor told about what they want (migration 013): one row per session, beside its
 * leads (a lead is one contact value; a visitor may leave two, and may qualify before leaving
 * any). Intent, budget, timeline, area, pre-approval, the listings they asked about by MLS
 * number with how often, and when the assistant asked for what was missing (once a session).
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_qualifications').execute()
}
