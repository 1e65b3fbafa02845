import type { Kysely } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'
import type { Database } from './schema.ts'

/** Whose questions a rate limit counts: one visitor session, or one address talking to one chatbot. */
export type RateScope = { sessionId: number } | { chatbotId: string; clientIp: string }

/**
 * When the visitor questions of `scope` sent since `since`, up to and including question
 * `upToId`, number more than `allowed`: the time of the one whose expiry frees a place
 * (the (allowed+1)-th newest). Undefined while they fit. Counting only up to `upToId`
 * makes the check give the same verdict on every server instance sharing the database.
 *
 * @example
 * const blocking = await questionOverRateLimit(db, { sessionId: 7 }, since, questionId, 20)
 * if (blocking) retryAfter = Date.parse(blocking) + windowMs - Date.now()
 */
export async function questionOverRateLimit(
  db: Db,
  scope: RateScope,
  since: string,
  upToId: number,
  allowed: number
): Promise<string | undefined> {
  let query = db
    .selectFrom('messages')
    .select('created_at')
    .where('role', '=', 'user')
    .where('from_visitor', '=', 1)
    .where('created_at', '>=', since)
    .where('id', '<=', upToId)
  query = 'sessionId' in scope
    ? query.where('session_id', '=', scope.sessionId)
    : query.where('chatbot_id', '=', scope.chatbotId).where('client_ip', '=', scope.clientIp)
  const row = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).offset(allowed).executeTakeFirst()
  return row?.created_at
}

/**
 * How many questions a chatbot received since `since`, from anyone, up to and including `upToId`.
 *
 * @example
 * await countQuestionsSince(db, chatbotId, '2025-06-01T05:00:00.000Z', questionId) // 42
 */
export async function countQuestionsSince(db: Db, chatbotId: string, since: string, upToId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('chatbot_id', '=', chatbotId)
    .where('role', '=', 'user')
    .where('created_at', '>=', since)
    .where('id', '<=', upToId)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/**
 * Makes the questions of one chatbot wait for each other inside `trx` (a writeTransaction), so
 * that a question is stored and counted before the next one is. Question ids come from a
 * sequence, and PostgreSQL can show two concurrent inserts in the other order than their ids:
 * without the lock, two questions that share a rate limit could each count only itself. The
 * chatbot's row is locked until the transaction ends, FOR NO KEY UPDATE: other admissions wait,
 * while rows that merely refer to the chatbot (sessions, messages, listings) are still written.
 * SQLite's write lock, taken when the transaction begins, already does this.
 *
 * @example
 * await writeTransaction(db, async (trx) => { await lockChatbotQuestions(trx, chatbotId); … })
 */
export async function lockChatbotQuestions(trx: Kysely<Database>, chatbotId: string): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('chatbots').select('id').where('id', '=', chatbotId).forNoKeyUpdate().execute()
}
