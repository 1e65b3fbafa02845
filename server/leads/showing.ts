import type { AnswerRequest } from '../ai/types.ts'
import { namedListings } from '../store/named-listings.ts'
import { openShowing, setShowingTimes, waitingShowing } from '../store/showings.ts'

/** A visitor asking to see a home: "schedule a showing", "a tour", "see it in person". */
export const SHOWING = /\b(?:showings?|tour|viewing|see (?:it|this|that|the (?:home|house|place|condo|apartment|property)) in person|visit (?:it|the (?:home|house|place|condo|apartment|property)))\b/i
/** Days and times as people write them: "Saturday morning", "tomorrow after 5", "10:30 am", "weekend". */
const TIMES = /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|\b(?:today|tonight|tomorrow|weekends?|weekdays?|mornings?|afternoons?|evenings?|noon|anytime|any time)\b|\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\b\d{1,2}\/\d{1,2}\b/i

/**
 * The built-in assistant's side of a showing request, in the chat rather than a form: when the
 * visitor asks to see a listing it names (the card's "Schedule a showing" writes "I would like
 * to schedule a showing of … (MLS …)"), the request is opened and the reply asks which days and
 * times suit them; when their next message gives times, they are stored, the agents are told
 * (LeadHandle.showingRequested) and the reply says what happens next. Undefined otherwise: the
 * assistant answers as usual.
 *
 * @example
 * const text = await showingReply(request) ?? usualAnswer
 */
export async function showingReply({ db, chatbot, question, lead }: AnswerRequest): Promise<string | undefined> {
  // No TalkToHumanEmail: no one to arrange a showing, and the assistant answers as usual.
  if (!lead || question.askType !== 'Text' || !chatbot.TalkToHumanEmail) return undefined
  const text = question.content.trim()
  const session = { chatbotId: chatbot.id, sessionId: lead.sessionId }
  if (SHOWING.test(text)) {
    const [listing] = await namedListings(db, chatbot.id, text)
    if (!listing) return undefined
    await openShowing(db, session, { mls: listing.mls_number, address: listing.address })
    return `I would be glad to arrange a showing of ${listing.address} (MLS ${listing.mls_number}). ` +
      'Which days and times suit you? A few options help, such as "Saturday morning or Monday after 5 pm".'
  }
  const waiting = await waitingShowing(db, lead.sessionId)
  if (!waiting || !TIMES.test(text)) return undefined
  const times = text.slice(0, 300)
  if (!(await setShowingTimes(db, waiting.id, times))) return undefined
  const { contact } = await lead.showingRequested({ id: waiting.id, mls: waiting.mls_number, address: waiting.address, times })
  return `Thank you! I have passed your preferred times for ${waiting.address} (MLS ${waiting.mls_number}) on to our team: "${times}". ` +
    (contact
      ? `An agent will confirm the showing with you at ${contact}, usually within one business day.`
      : 'An agent will confirm the showing with you. What e-mail address or phone number can they reach you at?')
}
