import type { Kysely } from 'kysely'

/**
 * Records where each question came from, so limits can be counted from the messages
 * table itself: every server instance that shares the database then counts the same rows.
 * - client_ip: the address the question was sent from ('' for answers).
 * - from_visitor: 1 when a visitor session key sent it; only those count for rate limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('client_ip', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('messages').addColumn('from_visitor', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // The per-IP rate limit looks up one chatbot's recent questions from one address.
  await db.schema
    .createIndex('messages_chatbot_ip_time')
    .on('messages')
    .columns(['chatbot_id', 'client_ip', 'created_at'])
    .execute()
  // The per-session rate limit looks up one session's recent questions.
  await db.schema.createIndex('messages_session_time').on('messages').columns(['session_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_session_time').execute()
  await db.schema.dropIndex('messages_chatbot_ip_time').execute()
  await db.schema.alterTable('messages').dropColumn('from_visitor').execute()
  await db.schema.alterTable('messages').dropColumn('client_ip').execute()
}
