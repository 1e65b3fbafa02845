import type { Kysely } from 'kysely'

/**
 * A showing request's preferred times as read (migration 024): beside the visitor's words, a
 * JSON array of the dates and start times they name in the chatbot's time zone
 * ("2026-11-28T09:00", or "2026-11-30" for a day alone); '[]' when none could be read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('showing_requests').addColumn('preferred_slots', 'text', (c) => c.notNull().defaultTo('[]')).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('showing_requests').dropColumn('preferred_slots').execute()
}
