import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/** Leads, handoff requests and the once-a-day delivery ledger. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (table: string) =>
    isPostgres(db)
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  await id('leads')
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // The same address or number given twice in one session is one lead; the unique index makes
  // that hold even when two requests record it at once.
  await db.schema.createIndex('leads_session_value').on('leads').columns(['session_id', 'email', 'phone']).unique().execute()
  await db.schema.createIndex('leads_chatbot_time').on('leads').columns(['chatbot_id', 'created_at', 'id']).execute()

  await id('handoffs')
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('handoffs_session_time').on('handoffs').columns(['session_id', 'created_at']).execute()

  await db.schema
    .createTable('daily_deliveries')
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('local_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('daily_deliveries_pk', ['chatbot_id', 'kind', 'local_date'])
    .execute()
  await db.schema.createIndex('daily_deliveries_date').on('daily_deliveries').columns(['local_date']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_deliveries', 'handoffs', 'leads']) await db.schema.dropTable(table).execute()
}
