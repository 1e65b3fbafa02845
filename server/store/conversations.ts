import { sql, type RawBuilder, type Selectable } from 'kysely'
import { listingKeysOf } from './answers.ts'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'
import type { ListingRow } from './listings.ts'
import type { MessageRow } from './messages.ts'
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

/** FTS5 query text: the chatbot's own doclist AND every word, each quoted so it is never syntax. */
const fts5Query = (chatbotId: string, words: string[]) => `chatbot : "${chatbotId}" AND content : (${words.map((word) => `"${word}"`).join(' AND ')})`

/**
 * The sessions whose messages have every word, through the database's full-text engine
 * (migrations 015 and 022), at most SEARCH_MESSAGE_LIMIT messages read; undefined
 * on PostgreSQL when more messages match than that (a common word), where walking the newest
 * conversations and testing each is the faster plan.
 */
async function sessionsMatching(db: Db, chatbotId: string, words: string[]): Promise<number[] | undefined> {
  if (!isPostgres(db)) {
    const rows = await sql<{ session_id: number }>`select m.session_id from message_search s join messages m on m.id = s.rowid
      where message_search match ${fts5Query(chatbotId, words)} order by s.rowid desc limit ${SEARCH_MESSAGE_LIMIT}`.execute(db)
    return [...new Set(rows.rows.map((row) => row.session_id))]
  }
  const chatbot = sql`${chatbotLexeme(chatbotId)}::tsquery`
  const query = sql`(plainto_tsquery('simple', ${words.join(' ')}) && ${chatbot})`
  // The GIN scan builds a bitmap of every match before any limit applies (400 ms for a word in 40%
  // of 1,000,000 messages), while the newest conversations have a common word at once: the
  // planner's statistics of the words (migration 022) tell a common word before the scan.
  const [all, matches] = await Promise.all([estimatedMatches(db, chatbot), estimatedMatches(db, query)])
  if (matches > SEARCH_MESSAGE_LIMIT && matches > all * COMMON_WORD_SHARE) return undefined
  // One GIN scan intersects the chatbot's lexeme with the words; the chatbot is checked again
  // exactly, in a form no index serves, so the planner has the GIN index as its only way in.
  const rows = await sql<{ session_id: number }>`select m.session_id from messages m
    where (m.chatbot_id || '') = ${chatbotId} and m.answer_state <> 'writing' and ${MESSAGE_DOCUMENT} @@ ${query}
    limit ${SEARCH_MESSAGE_LIMIT + 1}`.execute(db)
  if (rows.rows.length > SEARCH_MESSAGE_LIMIT) return undefined
  return [...new Set(rows.rows.map((row) => Number(row.session_id)))]
}

/**
 * PostgreSQL: the share of a chatbot's messages above which words are common enough to walk the
 * newest conversations for. A word the statistics do not list is guessed at 0.5% at most.
 */
const COMMON_WORD_SHARE = 0.02

/** PostgreSQL: a message's document as migration 022's GIN index holds it, the chatbot's lexeme included. */
const MESSAGE_DOCUMENT = sql`(to_tsvector('simple', m.content) || array_to_tsvector(array['chatbot:' || m.chatbot_id]))`

/** PostgreSQL: how many messages the planner expects to match `query` (a tsquery), from its statistics. */
async function estimatedMatches(db: Db, query: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>`explain (format json)
    select 1 from messages m where m.answer_state <> 'writing' and ${MESSAGE_DOCUMENT} @@ ${query}`.execute(db)
  return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0
}

/** The tsquery text of the lexeme migration 022 adds to each message's document: `chatbot:<id>`, quoted. */
const chatbotLexeme = (chatbotId: string) => `'chatbot:${chatbotId.replace(/['\\]/g, '\\$&')}'`

/** A chatbot's conversations that pass the query's filters (not its words). */
function filtered(db: Db, q: ConversationQuery) {
  let query = db.selectFrom('conversations').selectAll().where('chatbot_id', '=', q.chatbotId)
  if (q.ratedDown) query = query.where('rated_down', '=', 1)
  if (q.unanswered) query = query.where('unanswered', '=', 1)
  if (q.handoff) query = query.where('handoff', '=', 1)
  if (q.from) query = query.where('last_at', '>=', q.from)
  if (q.to) query = query.where('last_at', '<', q.to)
  if (q.activeSince) query = query.where('last_at', '>=', q.activeSince)
  return query
}

/**
 * PostgreSQL: the conversation has a message with every word, tested message by message (for a
 * walk of the newest conversations). A scalar subquery with a limit stays a lookup per
 * conversation read: the planner cannot turn it into a join that computes every message's words.
 */
const hasWords = (words: string[]) => sql<boolean>`(select 1 from messages m where m.session_id = conversations.session_id
  and m.answer_state <> 'writing' and to_tsvector('simple', m.content) @@ plainto_tsquery('simple', ${words.join(' ')}) limit 1) is not null`

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
  let query = filtered(db, q)
  if (matching) query = query.where('session_id', 'in', matching)
  else if (words.length > 0) query = query.where(hasWords(words))
  const rows = await query.orderBy('last_at', 'desc').orderBy('session_id', 'desc').limit(q.pageSize + 1).offset((q.page - 1) * q.pageSize).execute()
  return { rows: rows.slice(0, q.pageSize), hasMore: rows.length > q.pageSize }
}

/** Messages one transcript shows at most, the newest kept. */
const TRANSCRIPT_LIMIT = 1000

/**
 * A conversation's messages, oldest first, each answer with the listings it named (in its order);
 * undefined when the session is not the chatbot's.
 *
 * @example
 * const transcript = await transcriptOf(db, chatbotId, 42) // [{ message, listings: [] }, { message, listings: [row] }]
 */
export async function transcriptOf(db: Db, chatbotId: string, sessionId: number): Promise<{ message: MessageRow; listings: ListingRow[] }[] | undefined> {
  const session = await db.selectFrom('chat_sessions').select('id').where('id', '=', sessionId).where('chatbot_id', '=', chatbotId).executeTakeFirst()
  if (!session) return undefined
  const messages = (await db.selectFrom('messages').selectAll().where('session_id', '=', sessionId)
    .orderBy('id', 'desc').limit(TRANSCRIPT_LIMIT).execute()).reverse()
  const keys = [...new Set(messages.flatMap((message) => listingKeysOf(message.listing_keys)))]
  const rows = keys.length === 0 ? [] : await db.selectFrom('listings').selectAll().where('chatbot_id', '=', chatbotId).where('key', 'in', keys).execute()
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return messages.map((message) => ({ message, listings: listingKeysOf(message.listing_keys).flatMap((key) => byKey.get(key) ?? []) }))
}
