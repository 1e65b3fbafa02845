import type { CountryCode } from 'libphonenumber-js/max'
import type { Db } from '../store/database.ts'
import { saveQualification } from '../store/lead-qualifications.ts'
import { addLeads, type LeadRow } from '../store/leads.ts'
import { namedListings } from '../store/named-listings.ts'
import type { LeadHandle } from '../ai/types.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { LeadPusher } from './push/pusher.ts'
import { notifyShowing } from './showing-notice.ts'
import { storeLeadPort } from './lead-port.ts'
import { detectLanguage } from '../ai/builtin/language.ts'
import { extractContacts } from './extract.ts'
import { qualificationFacts, type QualificationFacts } from './qualification.ts'

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

/**
 * Writes qualification facts (and listings asked about) onto the session's lead and, when that
 * changed anything, pushes the session's leads other than `except` as `lead.updated`.
 *
 * @example
 * await qualifyLead(db, pusher, { chatbotId, sessionId }, { intent: 'buy', budget: 500000 })
 */
export async function qualifyLead(
  db: Db, pusher: Pick<LeadPusher, 'push'>, session: { chatbotId: string; sessionId: number }, facts: QualificationFacts, listingsNamed: string[] = [], except: LeadRow[] = []
): Promise<void> {
  if (!(await saveQualification(db, session, facts, listingsNamed))) return
  const leads = await db.selectFrom('leads').selectAll().where('session_id', '=', session.sessionId).execute()
  await pusher.push(leads.filter((lead) => !except.some((added) => added.id === lead.id)), 'lead.updated')
}

/**
 * Everything a visitor's message tells about them: its contacts become leads (pushed as
 * `lead.created`), its qualification facts (in English or the language it is written in) and the listings it names by MLS number or link are
 * written onto the session's lead (its earlier leads pushed as `lead.updated` when that changed).
 *
 * @example
 * await recordVisitorMessage(db, leadPusher, { chatbotId, sessionId, messageId, text: content, region: config.leadPhoneRegion })
 */
export async function recordVisitorMessage(db: Db, pusher: Pick<LeadPusher, 'push'>, message: MessageForLeads): Promise<void> {
  const named = await namedListings(db, message.chatbotId, message.text)
  const created = await recordLeadsFromMessage(db, message)
  await qualifyLead(db, pusher, message, qualificationFacts(message.text, detectLanguage(message.text)), named.map((listing) => listing.mls_number), created)
  await pusher.push(created, 'lead.created')
}

/**
 * The session's lead as a model qualifies it (the save_lead tool; MLS numbers count only when
 * they are the chatbot's listings) and asks the agents for a showing, on the store's LeadPort.
 *
 * @example
 * const lead = leadHandle(db, leadPusher, { chatbot, sessionId, region: config.leadPhoneRegion }, { mailer, publicUrl, log })
 * await lead.save({ intent: 'rent' }, ['TX0240001'])
 */
export function leadHandle(
  db: Db, pusher: Pick<LeadPusher, 'push'>, session: { chatbot: Chatbot; sessionId: number; region?: CountryCode }, notice: Omit<Parameters<typeof notifyShowing>[0], 'db'>
): LeadHandle {
  const { chatbot, sessionId } = session
  return {
    ...storeLeadPort(db, pusher, { chatbotId: chatbot.id, sessionId }, session.region),
    sessionId,
    showingRequested: (showing) => notifyShowing({ db, ...notice }, chatbot, sessionId, showing),
    async save(facts, mlsNumbers = []) {
      const named = mlsNumbers.length > 0 ? await namedListings(db, chatbot.id, mlsNumbers.join(' ')) : []
      await qualifyLead(db, pusher, { chatbotId: chatbot.id, sessionId }, facts, named.map((listing) => listing.mls_number))
    }
  }
}
