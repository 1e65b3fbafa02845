import { TooManyRequestsError } from '../errors.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { countQuestionsSince, questionOverRateLimit } from '../store/question-counts.ts'
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
 * The question is counted itself, so the caller stores it first and deletes it when this throws;
 * every server instance sharing the database then reaches the same verdict.
 *
 * @example
 * const id = await addMessage(db, question)
 * try { await enforceLimits(db, chatbot, { id, sessionId, clientIp, fromVisitor: true }) }
 * catch (error) { await deleteMessage(db, id); throw error }
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
