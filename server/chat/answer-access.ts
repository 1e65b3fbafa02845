import { NotFoundError } from '../errors.ts'
import { sessionOfCaller, type Caller } from '../policy/callers.ts'
import type { Db } from '../store/database.ts'
import { findAnswer, type StoredAnswer } from '../store/answers.ts'

/**
 * An answer the caller may follow, stop or rate: one of its own session (visitor key; the
 * domain was verified when the key was admitted) or of its workspace's chatbots. Anything
 * else answers 404, as if it did not exist.
 *
 * @example
 * const answer = await answerOfCaller(db, caller, 17)
 */
export async function answerOfCaller(db: Db, caller: Caller, answerId: number): Promise<StoredAnswer> {
  const answer = await findAnswer(db, answerId)
  const missing = new NotFoundError(`Answer ${answerId} was not found: use the AnswerID of an answer in this chat`)
  if (!answer) throw missing
  try {
    await sessionOfCaller(db, caller, answer.sessionId)
  } catch (error) {
    throw error instanceof NotFoundError ? new NotFoundError(missing.message, { cause: error }) : error
  }
  return answer
}
