import type { Selectable } from 'kysely'
import { listingKeysOf } from './answers.ts'
import { NO_QUALIFICATION, type Qualification } from '../leads/qualification.ts'
import type { Db } from './database.ts'
import { now } from './database.ts'
import { qualificationsOf } from './lead-qualifications.ts'
import type { ListingRow } from './listings.ts'
import { pageInRange, type RangePage } from './paging.ts'
import type { LeadTable } from './schema.ts'

export type LeadRow = Selectable<LeadTable>
export type LeadSource = 'chat' | 'talk_to_human'

/** A lead with the listing it was about, when that listing is still in the chatbot's listings, and its session's qualification. */
export interface LeadWithListing extends LeadRow {
  listing: ListingRow | undefined
  qualification: Qualification
}

/** The contact details of one request of a visitor (one chat message, or the Talk to a human form). */
export interface LeadRequest {
  chatbotId: string
  sessionId: number
  /** lower-cased addresses, in the order given */
  emails: string[]
  /** E.164 numbers, in the order given */
  phones: string[]
  name?: string
  source: LeadSource
  sourceMessageId?: number | null
  /** what the visitor wrote with them */
  message: string
}

/**
 * Records the contact details of one request as leads: the values the session already gave
 * are dropped, then the first new address and the first new number make one lead (one person,
 * one row), the second ones a second lead, and so on. Each lead keeps the request's message and
 * the listing the conversation was about. A name (Talk to a human) is written onto the
 * session's earlier leads too, so every lead of a visitor carries it. Returns the new leads.
 *
 * @example
 * await addLeads(db, { chatbotId, sessionId, emails: ['jo@example.com'], phones: ['+14155552671'], source: 'chat', message: 'Call me' })
 * // one lead: jo@example.com and +14155552671
 */
export async function addLeads(db: Db, request: LeadRequest): Promise<LeadRow[]> {
  const known = await db.selectFrom('leads').select(['email', 'phone']).where('session_id', '=', request.sessionId).execute()
  const emails = request.emails.filter((email) => !known.some((lead) => lead.email === email))
  const phones = request.phones.filter((phone) => !known.some((lead) => lead.phone === phone))
  const listingKey = emails.length + phones.length > 0 ? await listingAskedAbout(db, request.sessionId) : ''
  const added: LeadRow[] = []
  for (let i = 0; i < Math.max(emails.length, phones.length); i++) {
    const row = await db
      .insertInto('leads')
      .values({
        chatbot_id: request.chatbotId,
        session_id: request.sessionId,
        name: request.name ?? '',
        email: emails[i] ?? '',
        phone: phones[i] ?? '',
        source: request.source,
        source_message_id: request.sourceMessageId ?? null,
        message: request.message,
        listing_key: listingKey,
        created_at: now()
      })
      // "do nothing" on the unique (session, email, phone) index: a repeat is not an error,
      // also when two requests of the same session race to record it.
      .onConflict((conflict) => conflict.columns(['session_id', 'email', 'phone']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (row) added.push(row)
  }
  if (request.name) {
    await db.updateTable('leads').set({ name: request.name }).where('session_id', '=', request.sessionId).where('name', '=', '').execute()
  }
  return added
}

/** The key of the listing of the session's latest answer that named listings, when it named exactly one; '' otherwise. */
async function listingAskedAbout(db: Db, sessionId: number): Promise<string> {
  const answer = await db.selectFrom('messages').select('listing_keys')
    .where('session_id', '=', sessionId).where('role', '=', 'assistant').where('listing_keys', '!=', '')
    .orderBy('id', 'desc').limit(1).executeTakeFirst()
  const keys = answer ? listingKeysOf(answer.listing_keys) : []
  return keys.length === 1 ? keys[0]! : ''
}

/** Leads of one chatbot with their listings and their sessions' qualifications, one query for each. */
async function withListings(db: Db, leads: LeadRow[]): Promise<LeadWithListing[]> {
  const keyed = leads.filter((lead) => lead.listing_key)
  const [listings, qualifications] = await Promise.all([
    keyed.length === 0 ? [] : db.selectFrom('listings').selectAll()
      .where('chatbot_id', '=', keyed[0]!.chatbot_id).where('key', 'in', [...new Set(keyed.map((lead) => lead.listing_key))]).execute(),
    qualificationsOf(db, leads.map((lead) => lead.session_id))
  ])
  return leads.map((lead) => ({
    ...lead,
    listing: lead.listing_key ? listings.find((listing) => listing.key === lead.listing_key) : undefined,
    qualification: qualifications.get(lead.session_id) ?? NO_QUALIFICATION
  }))
}

/** Which of a chatbot's leads: a time range, optionally one session, one page, in which order. */
export interface LeadQuery extends RangePage {
  order: 'newest' | 'oldest'
}

/**
 * A chatbot's leads recorded in a time range, one page at a time, with their listings, their
 * qualifications and the total count: what LeadList, the console's list and export, and the daily leads report show.
 *
 * @example
 * const { rows, total } = await listLeads(db, { chatbotId, from, to, page: 1, pageSize: 100, order: 'newest' })
 */
export async function listLeads(db: Db, q: LeadQuery): Promise<{ rows: LeadWithListing[]; total: number }> {
  const { rows, total } = await pageInRange(db, 'leads', q, q.order === 'newest' ? 'desc' : 'asc')
  return { rows: await withListings(db, rows), total }
}

/**
 * One lead with its listing and qualification; undefined when it has been deleted.
 *
 * @example
 * const lead = await findLead(db, push.lead_id)
 */
export async function findLead(db: Db, leadId: number): Promise<LeadWithListing | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
  return lead && (await withListings(db, [lead]))[0]
}
