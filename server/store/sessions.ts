import type { Db } from './database.ts'
import { now } from './database.ts'
import { hashKey } from './keys.ts'

export interface ChatSession {
  id: number
  chatbotId: string
}

/** Opens a chat session; with `visitorKey` the session can be reached by that key alone. */
export async function createSession(db: Db, chatbotId: string, visitorKey?: string): Promise<number> {
  const row = await db
    .insertInto('chat_sessions')
    .values({ chatbot_id: chatbotId, visitor_key_hash: visitorKey ? hashKey(visitorKey) : null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The session a visitor key belongs to, if any. */
export async function findSessionByVisitorKey(db: Db, visitorKey: string): Promise<ChatSession | undefined> {
  const row = await db
    .selectFrom('chat_sessions')
    .select(['id', 'chatbot_id'])
    .where('visitor_key_hash', '=', hashKey(visitorKey))
    .executeTakeFirst()
  return row && { id: row.id, chatbotId: row.chatbot_id }
}

/** The session with this id if its chatbot is in the workspace. */
export async function findSessionInWorkspace(
  db: Db,
  sessionId: number,
  workspaceId: string
): Promise<ChatSession | undefined> {
  const row = await db
    .selectFrom('chat_sessions')
    .innerJoin('chatbots', 'chatbots.id', 'chat_sessions.chatbot_id')
    .select(['chat_sessions.id', 'chat_sessions.chatbot_id'])
    .where('chat_sessions.id', '=', sessionId)
    .where('chatbots.workspace_id', '=', workspaceId)
    .executeTakeFirst()
  return row && { id: row.id, chatbotId: row.chatbot_id }
}
