import type { Db } from './database.ts'
import { now } from './database.ts'

/** How long the assistant waits for the times of a showing it asked about. */
const WAIT_MS = 60 * 60_000

/**
 * Starts a showing request of one listing for a session, with the visitor's preferred times
 * (and the dates and start times read from them) when known; without them, they come with the
 * visitor's next message. Returns its id.
 *
 * @example
 * await openShowing(db, { chatbotId, sessionId }, { mls: 'TX0240001', address: '4521 Oak St, Austin' })
 */
export async function openShowing(
  db: Db, session: { chatbotId: string; sessionId: number }, listing: { mls: string; address: string }, times = '', slots: string[] = []
): Promise<number> {
  const row = await db.insertInto('showing_requests')
    .values({ chatbot_id: session.chatbotId, session_id: session.sessionId, mls_number: listing.mls, address: listing.address, preferred_times: times, preferred_slots: JSON.stringify(slots), created_at: now() })
    .returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The session's newest showing request still waiting for its times (asked within the last hour). */
export function waitingShowing(db: Db, sessionId: number) {
  return db.selectFrom('showing_requests').select(['id', 'mls_number', 'address'])
    .where('session_id', '=', sessionId).where('preferred_times', '=', '').where('created_at', '>=', new Date(Date.now() - WAIT_MS).toISOString())
    .orderBy('id', 'desc').limit(1).executeTakeFirst()
}

/** Writes the preferred times (and the dates and start times read from them) onto a waiting request; false when another answer took it first. */
export async function setShowingTimes(db: Db, id: number, times: string, slots: string[]): Promise<boolean> {
  const result = await db.updateTable('showing_requests').set({ preferred_times: times, preferred_slots: JSON.stringify(slots) }).where('id', '=', id).where('preferred_times', '=', '').executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Notes that the agents were told of a showing request. */
export async function markShowingNotified(db: Db, id: number): Promise<void> {
  await db.updateTable('showing_requests').set({ notified_at: now() }).where('id', '=', id).execute()
}
