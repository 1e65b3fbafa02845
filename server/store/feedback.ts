import type { Db } from './database.ts'
import { now } from './database.ts'
import type { MessageRow } from './messages.ts'

const RATING = { up: 1, down: -1, none: 0 } as const

/** An answer's stored rating: 1 up, -1 down, 0 none, with its comment and time. */
export type StoredFeedback = Pick<MessageRow, 'feedback' | 'feedback_comment' | 'feedback_at'>

/**
 * Stores a rating of an answer (replacing any earlier one; `none` takes it back) and returns
 * it as stored.
 *
 * @example
 * await saveFeedback(db, 17, 'down', 'The price is out of date') // { feedback: -1, feedback_comment: 'The price…', feedback_at: '2026-…' }
 */
export async function saveFeedback(db: Db, answerId: number, rating: keyof typeof RATING, comment: string): Promise<StoredFeedback> {
  const none = rating === 'none'
  const stored: StoredFeedback = { feedback: RATING[rating], feedback_comment: none ? '' : comment, feedback_at: none ? null : now() }
  await db.updateTable('messages').set(stored).where('id', '=', answerId).where('role', '=', 'assistant').execute()
  return stored
}
