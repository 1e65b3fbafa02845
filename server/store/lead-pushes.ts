import type { Selectable } from 'kysely'
import type { Db } from './database.ts'
import type { LeadPushTable } from './schema.ts'

export type LeadPushRow = Selectable<LeadPushTable>
export type LeadPushTarget = 'webhook' | 'followupboss'
export type LeadPushEvent = 'lead.created' | 'lead.updated'

/** How long an instance may hold a push it is sending before another may take it over. */
const CLAIM_MS = 60_000

/**
 * Queues each lead for each target, due at once. Runs in the caller's transaction when given one.
 *
 * @example
 * await queueLeadPushes(db, [{ leadId: 7, chatbotId }], ['webhook'], 'lead.created', new Date())
 */
export async function queueLeadPushes(
  db: Db, leads: { leadId: number; chatbotId: string }[], targets: LeadPushTarget[], event: LeadPushEvent, now: Date
): Promise<void> {
  const at = now.toISOString()
  const rows = leads.flatMap((lead) => targets.map((target) => ({
    lead_id: lead.leadId, chatbot_id: lead.chatbotId, target, event, status: 'pending', attempts: 0, next_attempt_at: at, last_error: '', created_at: at
  })))
  if (rows.length > 0) await db.insertInto('lead_pushes').values(rows).execute()
}

/**
 * Takes up to `limit` due pushes for this instance: each is claimed by one conditional update,
 * so two instances never send the same push at once; a claim left by a crashed instance
 * lapses after a minute.
 *
 * @example
 * for (const push of await claimDuePushes(db, new Date(), 20)) await send(push)
 */
export async function claimDuePushes(db: Db, now: Date, limit: number): Promise<LeadPushRow[]> {
  const at = now.toISOString()
  const due = await db.selectFrom('lead_pushes').select('id')
    .where('status', '=', 'pending').where('next_attempt_at', '<=', at)
    .orderBy('next_attempt_at').limit(limit).execute()
  const claimed: LeadPushRow[] = []
  for (const { id } of due) {
    const row = await db.updateTable('lead_pushes')
      .set((eb) => ({ claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id).where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .returningAll().executeTakeFirst()
    if (row) claimed.push(row)
  }
  return claimed
}

/**
 * Settles a claimed push: delivered, failed for good, or pending again at `retryAt`.
 *
 * @example
 * await settlePush(db, push.id, { status: 'pending', error: 'the receiver answered HTTP 503', retryAt }, new Date())
 */
export async function settlePush(
  db: Db, id: number, outcome: { status: 'delivered' } | { status: 'failed'; error: string } | { status: 'pending'; error: string; retryAt: Date }, now: Date
): Promise<void> {
  const at = now.toISOString()
  await db.updateTable('lead_pushes')
    .set(outcome.status === 'pending'
      ? { status: 'pending', claimed_until: null, last_error: outcome.error, next_attempt_at: outcome.retryAt.toISOString() }
      : { status: outcome.status, claimed_until: null, last_error: outcome.status === 'failed' ? outcome.error : '', finished_at: at })
    .where('id', '=', id).execute()
}

/**
 * A chatbot's delivery log, newest first, one page at a time.
 *
 * @example
 * const { rows, total } = await listLeadPushes(db, chatbotId, 1, 50)
 */
export async function listLeadPushes(db: Db, chatbotId: string, page: number, pageSize: number): Promise<{ rows: LeadPushRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('lead_pushes').selectAll().where('chatbot_id', '=', chatbotId)
      .orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom('lead_pushes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('chatbot_id', '=', chatbotId).executeTakeFirstOrThrow()
  ])
  return { rows, total: Number(count.n) }
}
