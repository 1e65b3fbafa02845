import type { Lang } from '../ai/builtin/language.ts'
import type { LeadHandle } from '../ai/types.ts'
import { MAX_TIMES_LENGTH, showingConfirmation } from './showing.ts'
import { parseShowingTimes, timesLanguage } from './showing-times.ts'

/** A showing a model asks for in one go: the listing, the visitor's times, and their contact when given. */
export interface ShowingAsked {
  /** the listing's MLS number or link */
  listing: string
  /** the days and times the visitor prefers, in their words */
  times: string
  /** an e-mail address or phone number the visitor gave; '' when none */
  contact: string
}

export type ShowingOutcome =
  | { requested: true; mls: string; address: string; times: string; slots: string[]; messageForVisitor: string }
  | { requested: false; error: string }

/**
 * A showing request made in one step (the request_showing tool of a model with tools): the
 * same request (its times read as dates and start times where they allow), notice to the agents and message for the visitor as the built-in assistant's
 * two-step dialogue. The listing must be one of the chatbot's, and the times must be given;
 * a contact given with it becomes a lead first, so the agents and the visitor's message use it.
 *
 * @example
 * await requestShowing(lead, { listing: 'TX0240001', times: 'Saturday morning', contact: 'pat@example.com' }, 'en', '2026-11-27')
 * // { requested: true, mls: 'TX0240001', …, messageForVisitor: 'Thank you! I have passed your preferred times …' }
 */
export async function requestShowing(lead: LeadHandle, asked: ShowingAsked, lang: Lang, today: string): Promise<ShowingOutcome> {
  const times = asked.times.trim().slice(0, MAX_TIMES_LENGTH)
  if (!times) return { requested: false, error: 'preferred_times is empty: ask the visitor which days and times suit them, then call request_showing again' }
  const [listing] = await lead.listingsNamed(asked.listing)
  if (!listing) return { requested: false, error: `No listing of this website has the MLS number or link "${asked.listing.slice(0, 100)}"; find it with search_listings first` }
  if (asked.contact.trim()) await lead.addContact(asked.contact.slice(0, 200))
  const timesIn = timesLanguage(times, [lang])
  const slots = timesIn ? parseShowingTimes(times, timesIn, today) : []
  const id = await lead.openShowing(listing, times, slots)
  const { contact } = await lead.showingRequested({ id, ...listing, times, slots })
  return { requested: true, ...listing, times, slots, messageForVisitor: showingConfirmation(lang, { ...listing, times }, contact) }
}
