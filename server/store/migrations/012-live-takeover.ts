import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * Live takeover (issue 36, item 2):
 * - each chat session has a mode: `assistant` (the default), `waiting` (the visitor asked for
 *   a person) or `agent` (a console user holds it, and the assistant is silent); with who holds
 *   it and since when, and when the visitor's widget last had its live stream open;
 * - an agent's message is a message of the conversation with the agent's name;
 * - `live_events`: what happens live (an agent's message, typing, a mode change, a visitor's
 *   message while a person is involved), in order. Every instance follows this table, so an
 *   agent on one instance and a visitor on another see each other; a reconnecting stream
 *   replays what it missed from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_sessions').addColumn('mode', 'text', (c) => c.notNull().defaultTo('assistant')).execute()
  await db.schema.alterTable('chat_sessions').addColumn('agent_user_id', 'text').execute()
  await db.schema.alterTable('chat_sessions').addColumn('agent_name', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('chat_sessions').addColumn('mode_at', 'text').execute()
  await db.schema.alterTable('chat_sessions').addColumn('visitor_seen_at', 'text').execute()
  await db.schema.alterTable('chat_sessions').addColumn('visitor_mailed_at', 'text').execute()
  await db.schema.alterTable('messages').addColumn('agent_name', 'text', (c) => c.notNull().defaultTo('')).execute()
  // The waiting queue and the live conversations of a chatbot.
  await db.schema.createIndex('chat_sessions_mode').on('chat_sessions').columns(['chatbot_id', 'mode', 'mode_at']).where(sql.ref('mode'), '<>', 'assistant').execute()
  const table = isPostgres(db)
    ? db.schema.createTable('live_events').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('live_events').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  await table
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.notNull().references('chat_sessions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('live_events_session').on('live_events').columns(['session_id', 'id']).execute()
  await db.schema.createIndex('live_events_created').on('live_events').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_events').execute()
  await db.schema.dropIndex('chat_sessions_mode').execute()
  for (const column of ['mode', 'agent_user_id', 'agent_name', 'mode_at', 'visitor_seen_at', 'visitor_mailed_at']) {
    await db.schema.alterTable('chat_sessions').dropColumn(column).execute()
  }
  await db.schema.alterTable('messages').dropColumn('agent_name').execute()
}
