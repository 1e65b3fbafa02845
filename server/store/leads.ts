import type { Selectable } from 'kysely'
import type { Db } from './database.ts'
import { now } from './database.ts'
import { pageInRange, type RangePage } from './paging.ts'
import type { LeadTable } from './schema.ts'

export type LeadRow = Selectable<LeadTable>
export type LeadSource = 'chat' | 'talk_to_human'

export interface NewLead {
  chatbotId: string
  sessionId: number
  /** exactly one of email and phone is set */
  email?: string
  phone?: string
  name?: string
  source: LeadSource
  sourceMessageId?: number | null
}

/**
 * Stores leads, skipping values the session already has; returns the rows that are new.
 * A name given later (Talk to a human) is written onto the session's earlier leads too,
 * so every lead of a visitor carries the name they gave.
 *
 * @example
 * const added = await addLeads(db, [{ chatbotId, sessionId, email: 'jo@example.com', source: 'chat' }])
 */
export async function addLeads(db: Db, leads: NewLead[]): Promise<LeadRow[]> {
  const added: LeadRow[] = []
  for (const lead of leads) {
    const row = await db
      .insertInto('leads')
      .values({
        chatbot_id: lead.chatbotId,
        session_id: lead.sessionId,
        name: lead.name ?? '',
        email: lead.email ?? '',
        phone: lead.phone ?? '',
        source: lead.source,
        source_message_id: lead.sourceMessageId ?? null,
        created_at: now()
      })
      // "do nothing" on the unique (session, email, phone) index: a repeat is not an error,
      // also when two requests of the same session race to record it.
      .onConflict((conflict) => conflict.columns(['session_id', 'email', 'phone']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (row) added.push(row)
  }
  const named = leads.find((lead) => lead.name)
  if (named) {
    await db
      .updateTable('leads')
      .set({ name: named.name ?? '' })
      .where('session_id', '=', named.sessionId)
      .where('name', '=', '')
      .execute()
  }
  return added
}

/** Which of a chatbot's leads: a time range, optionally one session, one page, in which order. */
export interface LeadQuery extends RangePage {
  order: 'newest' | 'oldest'
}

/**
 * A chatbot's leads recorded in a time range, one page at a time, with the total count.
 *
 * @example
 * const { rows, total } = await listLeads(db, { chatbotId, from, to, page: 1, pageSize: 100, order: 'newest' })
 */
export function listLeads(db: Db, q: LeadQuery): Promise<{ rows: LeadRow[]; total: number }> {
  return pageInRange(db, 'leads', q, q.order === 'newest' ? 'desc' : 'asc')
}
