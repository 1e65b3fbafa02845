import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * The real-time lead outbox: one row per lead and target (the signed webhook, Follow Up Boss),
 * written in the same request that records the lead and delivered at once by a worker; a row
 * outlives a restart, and `claimed_until` keeps two instances from sending it both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = isPostgres(db)
    ? db.schema.createTable('lead_pushes').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('lead_pushes').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  await table
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('lead_pushes_due').on('lead_pushes').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('lead_pushes_chatbot').on('lead_pushes').columns(['chatbot_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_pushes').execute()
}
