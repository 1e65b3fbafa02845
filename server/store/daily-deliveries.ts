import type { Selectable } from 'kysely'
import type { Db } from './database.ts'
import type { DailyDeliveryTable } from './schema.ts'

export type DeliveryRow = Selectable<DailyDeliveryTable>
export type DeliveryKind = 'chat_logs_mail' | 'leads_mail' | 'chat_logs_webhook' | 'leads_webhook'

/** Which delivery: one per chatbot, kind and local date, ever. */
export interface DeliveryKey {
  chatbotId: string
  kind: DeliveryKind
  localDate: string
}

/** Rounds of a failed delivery before it is given up; each round waits twice as long as the last. */
export const MAX_DELIVERY_ROUNDS = 4
const FIRST_RETRY_MS = 10 * 60 * 1000

const byKey = (key: DeliveryKey) => ({ chatbot_id: key.chatbotId, kind: key.kind, local_date: key.localDate })

/**
 * The ledger rows of these local dates, to skip settled deliveries without touching content.
 *
 * @example
 * const rows = await deliveriesOn(db, ['2026-03-10', '2026-03-11'])
 */
export async function deliveriesOn(db: Db, dates: string[]): Promise<DeliveryRow[]> {
  if (dates.length === 0) return []
  return db.selectFrom('daily_deliveries').selectAll().where('local_date', 'in', dates).execute()
}

/**
 * Takes the right to send: inserts the row as `sending`, or, for a failed delivery whose retry
 * time has come, flips it back to `sending`. Both are single statements that only one instance
 * can win, so two servers on one database never both send. True when this caller won.
 *
 * @example
 * if (await claimDelivery(db, key, now)) await send()
 */
export async function claimDelivery(db: Db, key: DeliveryKey, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const inserted = await db
    .insertInto('daily_deliveries')
    .values({ ...byKey(key), status: 'sending', attempts: 1, claimed_at: at, error: '' })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'kind', 'local_date']).doNothing())
    .returning('status')
    .executeTakeFirst()
  if (inserted) return true
  const retried = await db
    .updateTable('daily_deliveries')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), claimed_at: at, next_attempt_at: null }))
    .where('chatbot_id', '=', key.chatbotId)
    .where('kind', '=', key.kind)
    .where('local_date', '=', key.localDate)
    .where('status', '=', 'failed')
    .where('next_attempt_at', '<=', at)
    .executeTakeFirst()
  return Number(retried.numUpdatedRows) === 1
}

/**
 * Records that there was nothing to send, so later passes skip the day without looking again.
 *
 * @example
 * if (leads.total === 0) await recordNothingToSend(db, key, now)
 */
export async function recordNothingToSend(db: Db, key: DeliveryKey, now: Date): Promise<void> {
  const at = now.toISOString()
  await db
    .insertInto('daily_deliveries')
    .values({ ...byKey(key), status: 'empty', attempts: 0, claimed_at: at, finished_at: at, error: '' })
    .onConflict((conflict) => conflict.columns(['chatbot_id', 'kind', 'local_date']).doNothing())
    .execute()
}

/**
 * Marks a claimed delivery as sent.
 *
 * @example
 * await send(); await markDelivered(db, key, now)
 */
export async function markDelivered(db: Db, key: DeliveryKey, now: Date): Promise<void> {
  await db
    .updateTable('daily_deliveries')
    .set({ status: 'sent', finished_at: now.toISOString(), error: '' })
    .where('chatbot_id', '=', key.chatbotId)
    .where('kind', '=', key.kind)
    .where('local_date', '=', key.localDate)
    .execute()
}

/**
 * Marks a claimed delivery as failed. It is claimed again after 10, 20, 40 minutes…, and given up
 * (next_attempt_at null) after MAX_DELIVERY_ROUNDS rounds. Returns when the next round may run, if any.
 *
 * @example
 * const retryAt = await markFailed(db, key, now, error.message) // undefined once given up
 */
export async function markFailed(db: Db, key: DeliveryKey, now: Date, error: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('daily_deliveries')
    .select('attempts')
    .where('chatbot_id', '=', key.chatbotId)
    .where('kind', '=', key.kind)
    .where('local_date', '=', key.localDate)
    .executeTakeFirst()
  const attempts = row?.attempts ?? MAX_DELIVERY_ROUNDS
  const next = attempts < MAX_DELIVERY_ROUNDS ? new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1)) : undefined
  await db
    .updateTable('daily_deliveries')
    .set({ status: 'failed', finished_at: now.toISOString(), next_attempt_at: next?.toISOString() ?? null, error: error.slice(0, 1000) })
    .where('chatbot_id', '=', key.chatbotId)
    .where('kind', '=', key.kind)
    .where('local_date', '=', key.localDate)
    .execute()
  return next
}
