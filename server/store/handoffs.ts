import type { Db } from './database.ts'
import { now } from './database.ts'

export interface NewHandoff {
  chatbotId: string
  sessionId: number
  name: string
  email: string
  message: string
}

/**
 * Records a Talk to a human request.
 *
 * @example
 * await addHandoff(db, { chatbotId, sessionId, name: 'Jo', email: 'jo@example.com', message: 'Call me' })
 */
export async function addHandoff(db: Db, handoff: NewHandoff): Promise<void> {
  await db
    .insertInto('handoffs')
    .values({
      chatbot_id: handoff.chatbotId,
      session_id: handoff.sessionId,
      name: handoff.name,
      email: handoff.email,
      message: handoff.message,
      created_at: now()
    })
    .execute()
}

/**
 * How many Talk to a human requests a session made since `since`, and when the oldest of
 * them was, to tell the visitor when they may ask again.
 *
 * @example
 * const { count, oldest } = await recentHandoffs(db, sessionId, new Date(Date.now() - 3_600_000))
 */
export async function recentHandoffs(db: Db, sessionId: number, since: Date): Promise<{ count: number; oldest?: string }> {
  const row = await db
    .selectFrom('handoffs')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('session_id', '=', sessionId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), oldest: row.oldest ?? undefined }
}
