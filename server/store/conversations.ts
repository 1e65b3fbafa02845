import { sql, type Selectable } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'
import type { ConversationTable } from './schema.ts'

export type ConversationRow = Selectable<ConversationTable>

/** Which of a chatbot's conversations, newest first. */
export interface ConversationQuery {
  chatbotId: string
  /** ISO times: conversations whose last message falls in [from, to) */
  from?: string
  to?: string
  ratedDown?: boolean
  unanswered?: boolean
  handoff?: boolean
  /** only conversations with a message since this ISO time ("live now") */
  activeSince?: string
  /** words every matching conversation has in one of its messages */
  text?: string
  page: number
  pageSize: number
}

/** Matched messages read at most for one text search, newest first; their conversations are the result. */
export const SEARCH_MESSAGE_LIMIT = 2000

/** Letters and digits of each word, for either engine's query language: never syntax. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 20)
}

/**
 * The sessions whose messages have every word, through the database's full-text engine
 * (migration 015), newest message first, at most SEARCH_MESSAGE_LIMIT messages read.
 */
async function sessionsMatching(db: Db, chatbotId: string, words: string[]): Promise<number[]> {
  const rows = isPostgres(db)
    ? await sql<{ session_id: number }>`select m.session_id from messages m
        where m.chatbot_id = ${chatbotId} and m.answer_state <> 'writing'
          and to_tsvector('simple', m.content) @@ plainto_tsquery('simple', ${words.join(' ')})
        order by m.id desc limit ${SEARCH_MESSAGE_LIMIT}`.execute(db)
    : await sql<{ session_id: number }>`select m.session_id from message_search s join messages m on m.id = s.rowid
        where message_search match ${words.map((word) => `"${word}"`).join(' ')} and m.chatbot_id = ${chatbotId}
        order by s.rowid desc limit ${SEARCH_MESSAGE_LIMIT}`.execute(db)
  return [...new Set(rows.rows.map((row) => Number(row.session_id)))]
}

/**
 * One page of a chatbot's conversations, newest first, read off the summary table's indexes;
 * `hasMore` tells whether another page follows.
 *
 * @example
 * const { rows, hasMore } = await listConversations(db, { chatbotId, ratedDown: true, page: 1, pageSize: 50 })
 */
export async function listConversations(db: Db, q: ConversationQuery): Promise<{ rows: ConversationRow[]; hasMore: boolean }> {
  const words = q.text ? searchWords(q.text) : []
  const matching = words.length > 0 ? await sessionsMatching(db, q.chatbotId, words) : undefined
  if (matching?.length === 0) return { rows: [], hasMore: false }
  let query = db.selectFrom('conversations').selectAll().where('chatbot_id', '=', q.chatbotId)
  if (q.ratedDown) query = query.where('rated_down', '=', 1)
  if (q.unanswered) query = query.where('unanswered', '=', 1)
  if (q.handoff) query = query.where('handoff', '=', 1)
  if (q.from) query = query.where('last_at', '>=', q.from)
  if (q.to) query = query.where('last_at', '<', q.to)
  if (q.activeSince) query = query.where('last_at', '>=', q.activeSince)
  if (matching) query = query.where('session_id', 'in', matching)
  const rows = await query.orderBy('last_at', 'desc').orderBy('session_id', 'desc')
    .limit(q.pageSize + 1).offset((q.page - 1) * q.pageSize).execute()
  return { rows: rows.slice(0, q.pageSize), hasMore: rows.length > q.pageSize }
}
