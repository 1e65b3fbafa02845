import type { CountryCode } from 'libphonenumber-js/max'
import type { Db } from '../store/database.ts'
import { markAskedOnce, qualificationOf } from '../store/lead-qualifications.ts'
import { addLeads } from '../store/leads.ts'
import { namedListings } from '../store/named-listings.ts'
import { openShowing, setShowingTimes, waitingShowing } from '../store/showings.ts'
import { extractContacts } from './extract.ts'
import type { LeadPusher } from './push/pusher.ts'
import type { Qualification } from './qualification.ts'

/** A listing a showing is asked for. */
export interface ShowingListing {
  mls: string
  address: string
}

/** A showing request that waits for its times. */
export interface WaitingShowing extends ShowingListing {
  id: number
}

/**
 * The only calls the lead and showing dialogue (server/leads/showing.ts, qualifying-question.ts)
 * makes to the store, for one session: everything else of it is plain values.
 */
export interface LeadPort {
  /** the session's qualification, and whether the assistant asked for what was missing */
  qualification(): Promise<{ qualification: Qualification; asked: boolean }>
  /** whether the session left an e-mail address or a phone number */
  hasContact(): Promise<boolean>
  /** the chatbot's listings a text names by MLS number or link, in its order */
  listingsNamed(text: string): Promise<ShowingListing[]>
  /** notes that the assistant asked; true only the first time */
  markAsked(): Promise<boolean>
  /** opens a showing request of a listing, with its times (and the slots read from them) when known, else they come next; returns its id */
  openShowing(listing: ShowingListing, times?: string, slots?: string[]): Promise<number>
  /** the newest request still waiting for its times (asked within the hour) */
  waitingShowing(): Promise<WaitingShowing | undefined>
  /** writes the times and the slots read from them onto a waiting request; false when another answer took it first */
  setShowingTimes(id: number, times: string, slots: string[]): Promise<boolean>
  /** records the e-mail addresses and phone numbers of a text as the session's leads (pushed as lead.created) */
  addContact(text: string): Promise<void>
}

/**
 * The port onto one session's lead in the database.
 *
 * @example
 * const port = storeLeadPort(db, leadPusher, { chatbotId, sessionId }, 'US')
 * await port.hasContact()
 */
export function storeLeadPort(db: Db, pusher: Pick<LeadPusher, 'push'>, session: { chatbotId: string; sessionId: number }, region?: CountryCode): LeadPort {
  const { chatbotId, sessionId } = session
  return {
    qualification: () => qualificationOf(db, sessionId),
    hasContact: async () => Boolean(await db.selectFrom('leads').select('id').where('session_id', '=', sessionId).limit(1).executeTakeFirst()),
    listingsNamed: async (text) => (await namedListings(db, chatbotId, text)).map((row) => ({ mls: row.mls_number, address: row.address })),
    markAsked: () => markAskedOnce(db, session),
    openShowing: (listing, times, slots) => openShowing(db, session, listing, times, slots),
    async waitingShowing() {
      const row = await waitingShowing(db, sessionId)
      return row && { id: row.id, mls: row.mls_number, address: row.address }
    },
    setShowingTimes: (id, times, slots) => setShowingTimes(db, id, times, slots),
    async addContact(text) {
      const { emails, phones } = extractContacts(text, region)
      if (emails.length + phones.length === 0) return
      await pusher.push(await addLeads(db, { chatbotId, sessionId, emails, phones, source: 'chat', message: text }), 'lead.created')
    }
  }
}
