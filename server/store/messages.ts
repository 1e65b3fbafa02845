import type { Insertable, Selectable } from 'kysely'
import type { Db } from './database.ts'
import { now } from './database.ts'
import { pageInRange, type RangePage } from './paging.ts'
import type { MessageTable } from './schema.ts'

export type MessageRow = Selectable<MessageTable>
export type NewMessage = Omit<Insertable<MessageTable>, 'id' | 'created_at'>

/** Stores one message and returns its id. */
export async function addMessage(db: Db, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ ...message, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The last `limit` messages of a session, oldest first: the conversation a model sees. */
export async function recentMessages(db: Db, sessionId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.reverse()
}

/**
 * A session's last `limit` messages as a model reads them (role, text, kind), oldest first:
 * only the columns a conversation needs, read on every question.
 *
 * @example
 * await recentTurns(db, 42, 40) // [{ role: 'user', content: 'Hi', ask_type: 'Text' }, …]
 */
export async function recentTurns(db: Db, sessionId: number, limit: number): Promise<Pick<MessageRow, 'role' | 'content' | 'ask_type' | 'listing_keys'>[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['role', 'content', 'ask_type', 'listing_keys'])
    .where('session_id', '=', sessionId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.reverse()
}

/** Which of a chatbot's messages: a time range, optionally one session, one page. */
export type HistoryQuery = RangePage

/** A chatbot's messages in a time range, oldest first, one page at a time. */
export function messageHistory(db: Db, q: HistoryQuery): Promise<{ rows: MessageRow[]; total: number }> {
  return pageInRange(db, 'messages', q, 'asc')
}

/**
 * Removes a message: a question refused by a limit, or one whose media could not be read.
 *
 * @example
 * await deleteMessage(db, questionId)
 */
export async function deleteMessage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('messages').where('id', '=', id).execute()
}

/**
 * The question a session sent with this client message id, if one is stored.
 *
 * @example
 * await questionByClientId(db, 42, 'mlx3k2a0f9e1c2b7') // 16
 */
export async function questionByClientId(db: Db, sessionId: number, clientMessageId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst()
  return row?.id
}

/**
 * The answer stored for a question (the session's first answer after it), undefined while
 * there is none yet; null when the question itself is gone (refused, and deleted).
 *
 * @example
 * await answerOfQuestion(db, 42, 16) // 17
 */
export async function answerOfQuestion(db: Db, sessionId: number, questionId: number): Promise<number | null | undefined> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'role'])
    .where('session_id', '=', sessionId)
    .where('id', '>=', questionId)
    .where((where) => where.or([where('id', '=', questionId), where('role', '=', 'assistant')]))
    .orderBy('id')
    .limit(2)
    .execute()
  if (rows[0]?.id !== questionId) return null
  return rows[1]?.id
}
