import type { CountryCode } from 'libphonenumber-js/max'
import type { Db } from '../store/database.ts'
import { addLeads, type LeadRow, type NewLead } from '../store/leads.ts'
import { extractContacts } from './extract.ts'

export interface MessageForLeads {
  chatbotId: string
  sessionId: number
  /** id of the stored user message the text belongs to */
  messageId: number
  text: string
  /** region for numbers written without +country; the server's LEAD_PHONE_REGION (config.leadPhoneRegion) */
  region?: CountryCode
}

/**
 * Records the e-mail addresses and phone numbers in a visitor's message as leads of its
 * session; values the session already gave are not recorded again. Returns the new leads.
 * Call it after the user message is stored, for user messages only (never for answers).
 *
 * @example
 * const messageId = await addMessage(db, { role: 'user', content, ... })
 * await recordLeadsFromMessage(db, { chatbotId, sessionId, messageId, text: content, region: config.leadPhoneRegion })
 */
export async function recordLeadsFromMessage(db: Db, message: MessageForLeads): Promise<LeadRow[]> {
  const { emails, phones } = extractContacts(message.text, message.region)
  const common = { chatbotId: message.chatbotId, sessionId: message.sessionId, source: 'chat', sourceMessageId: message.messageId } as const
  const leads: NewLead[] = [...emails.map((email) => ({ ...common, email })), ...phones.map((phone) => ({ ...common, phone }))]
  return leads.length === 0 ? [] : addLeads(db, leads)
}
