import type { Kysely } from 'kysely'

/**
 * The id a client gives each visitor message (ClientAsk `clientMessageId`), unique in its
 * session: a message sent again with the same id (two tabs sending one offline message, a
 * retry after a lost reply) is stored, answered and counted once. Messages without one
 * (answers, older clients) hold null, which a unique index never counts as equal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('client_message_id', 'text').execute()
  await db.schema.createIndex('messages_client_message_id').unique().on('messages').columns(['session_id', 'client_message_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messages_client_message_id').execute()
  await db.schema.alterTable('messages').dropColumn('client_message_id').execute()
}
