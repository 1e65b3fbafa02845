import type { Db } from './database.ts'
import type { AnswerState } from './schema.ts'

/** An answer as resume and stop read it. */
export interface StoredAnswer {
  id: number
  sessionId: number
  chatbotId: string
  content: string
  state: AnswerState
  interrupted: boolean
  noAnswer: boolean
  totalToken: number
  listingKeys: string[]
}

/**
 * An assistant message by id, or undefined.
 *
 * @example
 * const answer = await findAnswer(db, 17) // { id: 17, state: 'writing', content: 'I found **3 homes', … }
 */
export async function findAnswer(db: Db, id: number): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('messages')
    .select(['id', 'session_id', 'chatbot_id', 'content', 'answer_state', 'interrupted', 'no_answer', 'total_token', 'listing_keys'])
    .where('id', '=', id)
    .where('role', '=', 'assistant')
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    sessionId: row.session_id,
    chatbotId: row.chatbot_id,
    content: row.content,
    state: row.answer_state,
    interrupted: row.interrupted === 1,
    noAnswer: row.no_answer === 1,
    totalToken: row.total_token,
    listingKeys: listingKeysOf(row.listing_keys)
  }
}

/**
 * The listing keys an answer's `listing_keys` column holds (a JSON array, '' for none).
 *
 * @example
 * listingKeysOf('["a1…","b2…"]') // ['a1…', 'b2…']
 */
export function listingKeysOf(stored: string): string[] {
  return stored ? (JSON.parse(stored) as string[]) : []
}

/**
 * The question an answer answers: the session's last visitor message before it.
 *
 * @example
 * await questionOf(db, answer) // 16
 */
export async function questionOf(db: Db, answer: Pick<StoredAnswer, 'id' | 'sessionId'>): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('session_id', '=', answer.sessionId)
    .where('role', '=', 'user')
    .where('id', '<', answer.id)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.id ?? 0
}

/**
 * Stores the progress of an answer being written. False when it is no longer `writing`:
 * Stop was called on another instance, and the writer should stop.
 *
 * @example
 * if (!(await saveProgress(db, 17, 'I found **3 homes'))) controller.abort()
 */
export async function saveProgress(db: Db, id: number, content: string): Promise<boolean> {
  const result = await db.updateTable('messages').set({ content }).where('id', '=', id).where('answer_state', '=', 'writing').executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Asks whichever instance writes an answer to stop it. False when it is not being written.
 *
 * @example
 * await requestStop(db, 17) // true
 */
export async function requestStop(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('messages').set({ answer_state: 'stopping' }).where('id', '=', id).where('answer_state', '=', 'writing').executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Marks an answer stopped as it stands, when its writer did not (it went away).
 *
 * @example
 * await markStopped(db, 17)
 */
export async function markStopped(db: Db, id: number): Promise<void> {
  await db.updateTable('messages').set({ answer_state: 'stopped', interrupted: 1 }).where('id', '=', id).where('answer_state', 'in', ['writing', 'stopping']).execute()
}

/**
 * Ends an answer whose writer is gone (its instance stopped mid-answer): kept as it stands,
 * marked interrupted. A writer that is still there overwrites this when it finishes.
 *
 * @example
 * await markAbandoned(db, 17)
 */
export async function markAbandoned(db: Db, id: number): Promise<void> {
  await db.updateTable('messages').set({ answer_state: 'done', interrupted: 1 }).where('id', '=', id).where('answer_state', 'in', ['writing', 'stopping']).execute()
}

/** How an answer ended, as stored. */
export interface AnswerEnd {
  content: string
  totalToken: number
  noAnswer: boolean
  interrupted: boolean
  stopped: boolean
  listingKeys: string[]
}

/**
 * Stores an answer's end: its whole text, and `stopped` or `done`.
 *
 * @example
 * await finishStoredAnswer(db, 17, { content: 'I found…', totalToken: 212, noAnswer: false, interrupted: false, stopped: false, listingKeys: [] })
 */
export async function finishStoredAnswer(db: Db, id: number, end: AnswerEnd): Promise<void> {
  await db.updateTable('messages').set({
    content: end.content,
    total_token: end.totalToken,
    no_answer: Number(end.noAnswer),
    interrupted: Number(end.interrupted),
    answer_state: end.stopped ? 'stopped' : 'done',
    listing_keys: end.listingKeys.length ? JSON.stringify(end.listingKeys) : ''
  }).where('id', '=', id).execute()
}
