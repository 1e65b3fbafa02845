import { TooManyRequestsError } from '../errors.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { addMessage, questionByClientId, type NewMessage } from '../store/messages.ts'
import { countQuestionsSince, lockChatbotQuestions, questionOverRateLimit } from '../store/question-counts.ts'
import { writeTransaction } from '../store/write-transaction.ts'
import { startOfMonth, startOfNextMonth } from '../time/zoned.ts'

/** The question being admitted, already stored so that concurrent requests see each other. */
export interface StoredQuestion {
  id: number
  sessionId: number
  clientIp: string
  /** Sent with a visitor session key; the owner's own back end is not rate-limited. */
  fromVisitor: boolean
}

/** The chatbot settings the limits read. */
export type LimitSettings = Pick<Chatbot, 'id' | 'RateLimitCount' | 'RateLimitTime' | 'RateLimitMessage' | 'MessageLimit' | 'TimeZone'>

/** The 429 message once MessageLimit is used up for the month. */
export const MONTHLY_LIMIT_MESSAGE = 'Monthly message limit reached: this chatbot takes new messages again next month'

/**
 * Throws 429 when `question` goes over the chatbot's limits:
 * - MessageLimit questions per calendar month in the chatbot's TimeZone, from anyone (-1: no limit);
 * - RateLimitCount visitor questions per RateLimitTime seconds, per visitor session and per client IP.
 * The question is counted itself, so it is stored first: admitQuestion does both in one
 * transaction, and every server instance sharing the database then reaches the same verdict.
 *
 * @example
 * await enforceLimits(trx, chatbot, { id, sessionId, clientIp, fromVisitor: true })
 */
export async function enforceLimits(db: Db, chatbot: LimitSettings, question: StoredQuestion, now = new Date()): Promise<void> {
  if (chatbot.MessageLimit >= 0) {
    const monthStart = startOfMonth(now, chatbot.TimeZone).toISOString()
    const count = await countQuestionsSince(db, chatbot.id, monthStart, question.id)
    if (count > chatbot.MessageLimit) {
      const nextMonth = startOfNextMonth(now, chatbot.TimeZone).getTime()
      throw new TooManyRequestsError(MONTHLY_LIMIT_MESSAGE, (nextMonth - now.getTime()) / 1000)
    }
  }
  if (!question.fromVisitor) return
  const windowMs = chatbot.RateLimitTime * 1000
  const since = new Date(now.getTime() - windowMs).toISOString()
  for (const scope of [{ sessionId: question.sessionId }, { chatbotId: chatbot.id, clientIp: question.clientIp }]) {
    const blocking = await questionOverRateLimit(db, scope, since, question.id, chatbot.RateLimitCount)
    if (blocking) {
      const message = chatbot.RateLimitMessage || 'Too many messages; please wait a moment and try again'
      throw new TooManyRequestsError(message, (Date.parse(blocking) + windowMs - now.getTime()) / 1000)
    }
  }
}

/**
 * Stores a question and checks it against the chatbot's limits (enforceLimits) in one
 * transaction, one question of the chatbot at a time: a refused question is not stored, and
 * concurrent questions each count the others. Returns the stored question's id; throws the 429.
 * A question whose `client_message_id` its session already sent is neither stored nor
 * counted again: the earlier question's id comes back, `repeated`.
 *
 * @example
 * const { questionId, repeated } = await admitQuestion(db, chatbot, { session_id, chatbot_id, role: 'user', content, … })
 */
export function admitQuestion(db: Db, chatbot: LimitSettings, question: NewMessage, now = new Date()): Promise<{ questionId: number; repeated: boolean }> {
  return writeTransaction(db, async (trx) => {
    await lockChatbotQuestions(trx, chatbot.id)
    const earlier = question.client_message_id ? await questionByClientId(trx, question.session_id, question.client_message_id) : undefined
    if (earlier !== undefined) return { questionId: earlier, repeated: true }
    const id = await addMessage(trx, question)
    const fromVisitor = question.from_visitor === 1
    await enforceLimits(trx, chatbot, { id, sessionId: question.session_id, clientIp: question.client_ip ?? '', fromVisitor }, now)
    return { questionId: id, repeated: false }
  })
}
