import type { CountryCode } from 'libphonenumber-js/max'
import type { Db } from '../store/database.ts'
import { addLeads, type LeadRow } from '../store/leads.ts'
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
 * session, an address and a number of the same message as one lead; values the session
 * already gave are not recorded again. Returns the new leads.
 * Call it after the user message is stored, for user messages only (never for answers).
 *
 * @example
 * const messageId = await addMessage(db, { role: 'user', content, ... })
 * await recordLeadsFromMessage(db, { chatbotId, sessionId, messageId, text: content, region: config.leadPhoneRegion })
 */
export async function recordLeadsFromMessage(db: Db, message: MessageForLeads): Promise<LeadRow[]> {
  const { emails, phones } = extractContacts(message.text, message.region)
  if (emails.length + phones.length === 0) return []
  const { chatbotId, sessionId, messageId, text } = message
  return addLeads(db, { chatbotId, sessionId, emails, phones, source: 'chat', sourceMessageId: messageId, message: text })
}
