import { listingKeysOf } from '../../store/answers.ts'
import type { Db } from '../../store/database.ts'
import { findChatbot, type Chatbot } from '../../store/chatbots.ts'
import { qualificationOf } from '../../store/lead-qualifications.ts'
import type { Qualification } from '../qualification.ts'
import type { LeadRow } from '../../store/leads.ts'
import type { ListingRow } from '../../store/listings.ts'

/** What a pushed lead says beside its contact values: where it came from, what the visitor wrote and the home asked about. */
export interface LeadContext {
  lead: LeadRow
  chatbot: Chatbot
  /** the visitor's message the lead came with (the message the value was found in, or the handoff form's) */
  message: string
  /** the one listing the conversation was about when the lead came, if it was about one */
  listing?: ListingRow
  /** what the visitor told about what they want, as known when the push is sent */
  qualification: Qualification
}

/**
 * Reads a lead with what a CRM wants to know about it; undefined when the lead or its chatbot
 * has been deleted since it was queued.
 *
 * @example
 * const context = await leadContext(db, push.lead_id)
 */
export async function leadContext(db: Db, leadId: number): Promise<LeadContext | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst()
  const chatbot = lead && await findChatbot(db, lead.chatbot_id)
  if (!lead || !chatbot) return undefined
  const [message, listing, { qualification }] = await Promise.all([visitorMessage(db, lead), listingAskedAbout(db, lead), qualificationOf(db, lead.session_id)])
  return { lead, chatbot, message, qualification, ...(listing && { listing }) }
}

async function visitorMessage(db: Db, lead: LeadRow): Promise<string> {
  if (lead.source_message_id !== null) {
    const row = await db.selectFrom('messages').select('content').where('id', '=', lead.source_message_id).executeTakeFirst()
    return row?.content ?? ''
  }
  const handoff = await db.selectFrom('handoffs').select('message').where('session_id', '=', lead.session_id)
    .orderBy('id', 'desc').limit(1).executeTakeFirst()
  return handoff?.message ?? ''
}

/** The listing of the session's latest answer that named listings, when it named exactly one. */
async function listingAskedAbout(db: Db, lead: LeadRow): Promise<ListingRow | undefined> {
  const answer = await db.selectFrom('messages').select('listing_keys')
    .where('session_id', '=', lead.session_id).where('role', '=', 'assistant').where('listing_keys', '!=', '')
    .orderBy('id', 'desc').limit(1).executeTakeFirst()
  const keys = answer ? listingKeysOf(answer.listing_keys) : []
  if (keys.length !== 1) return undefined
  return db.selectFrom('listings').selectAll().where('chatbot_id', '=', lead.chatbot_id).where('key', '=', keys[0]!).executeTakeFirst()
}
