import type { Db } from '../../store/database.ts'
import { findChatbot, type Chatbot } from '../../store/chatbots.ts'
import { findLead, type LeadWithListing } from '../../store/leads.ts'

/** A pushed lead (with its message, the listing it was about and its qualification) and the chatbot it came to. */
export interface LeadContext {
  lead: LeadWithListing
  chatbot: Chatbot
}

/**
 * Reads a lead with what a CRM wants to know about it; undefined when the lead or its chatbot
 * has been deleted since it was queued.
 *
 * @example
 * const context = await leadContext(db, push.lead_id)
 */
export async function leadContext(db: Db, leadId: number): Promise<LeadContext | undefined> {
  const lead = await findLead(db, leadId)
  const chatbot = lead && await findChatbot(db, lead.chatbot_id)
  return lead && chatbot ? { lead, chatbot } : undefined
}
