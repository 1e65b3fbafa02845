import { answerLanguage, detectLanguage, type Lang } from '../ai/builtin/language.ts'
import { PACKS } from '../ai/builtin/languages/index.ts'
import type { AnswerRequest, Turn } from '../ai/types.ts'
import type { Chatbot } from '../store/chatbots.ts'
import { foldAccents } from './qualification.ts'
import { parseShowingTimes, timesLanguage, todayOf } from './showing-times.ts'

/** Longest preferred times kept, in characters. */
export const MAX_TIMES_LENGTH = 300

/**
 * The language a visitor writes `text` in, read with the conversation before it (a short
 * "el sábado" keeps the language of the visitor's last message).
 *
 * @example
 * visitorLanguage([{ role: 'user', content: 'Quiero agendar una visita', askType: 'Text' }], 'sábado') // 'es'
 */
export function visitorLanguage(history: Turn[], text: string): Lang {
  return detectLanguage(text, languageBefore(history))
}

/** The language of the visitor's last message before this one; English when none. */
function languageBefore(history: Turn[]): Lang {
  const before = history.findLast((turn) => turn.role === 'user')
  return before ? detectLanguage(before.content) : 'en'
}

/** The language whose day and time words `text` uses, the conversation's first (see timesLanguage). */
function showingTimesLanguage(history: Turn[], text: string): Lang | undefined {
  const before = languageBefore(history)
  return timesLanguage(text, [before, detectLanguage(text, before)])
}

/**
 * Whether a visitor asks to see a home ("schedule a showing", "agendar una visita") or, with
 * `person`, for a person, in their language or in English.
 *
 * @example
 * asksFor('showing', 'Me gustaría agendar una visita a 4521 Oak St (MLS TX0240001).', 'es') // true
 */
export const asksFor = (what: 'showing' | 'person', text: string, lang: Lang) =>
  [...new Set([lang, 'en' as const])].some((one) => PACKS[one].leads.read[what].test(foldAccents(text)))

/**
 * What a visitor reads once their preferred times reached the agents: the listing and the
 * times, then the contact an agent confirms at, or a question for one.
 *
 * @example
 * showingConfirmation('es', { mls: 'TX0240001', address: '4521 Oak St', times: 'sábado por la mañana' }, 'ana@example.com')
 */
export function showingConfirmation(lang: Lang, showing: { mls: string; address: string; times: string }, contact: string): string {
  const leads = PACKS[lang].leads
  return `${leads.showingPassed(showing.address, showing.mls, showing.times)} ${contact ? leads.showingContact(contact) : leads.showingNoContact}`
}

/** The language the assistant answers a visitor in: the chatbot's setting, else theirs. */
export const replyLanguage = (chatbot: Pick<Chatbot, 'AIResponseLanguage'>, visitor: Lang) => answerLanguage(chatbot.AIResponseLanguage, visitor)

/**
 * The built-in assistant's side of a showing request, in the chat rather than a form, in each
 * of its languages: when the visitor asks to see a listing it names (the card's "Schedule a
 * showing" writes "I would like to schedule a showing of … (MLS …)" in the widget's language),
 * the request is opened and the reply asks which days and times suit them; when their next
 * message gives times, they are stored as written (with the dates and start times read from
 * them, see parseShowingTimes), the agents are told
 * (LeadHandle.showingRequested) and the reply says what happens next. Undefined otherwise: the
 * assistant answers as usual. Its store reads and writes go through the lead's port.
 *
 * @example
 * const text = await showingReply(request) ?? usualAnswer
 */
export async function showingReply({ chatbot, question, history, lead }: AnswerRequest): Promise<string | undefined> {
  // No TalkToHumanEmail: no one to arrange a showing, and the assistant answers as usual.
  if (!lead || question.askType !== 'Text' || !chatbot.TalkToHumanEmail) return undefined
  const text = question.content.trim()
  const visitor = visitorLanguage(history, text)
  if (asksFor('showing', text, visitor)) {
    const [listing] = await lead.listingsNamed(text)
    if (!listing) return undefined
    await lead.openShowing(listing)
    return PACKS[replyLanguage(chatbot, visitor)].leads.showingAsk(listing.address, listing.mls)
  }
  const timesIn = showingTimesLanguage(history, text)
  const waiting = timesIn && (await lead.waitingShowing())
  if (!waiting) return undefined
  const times = text.slice(0, MAX_TIMES_LENGTH)
  const slots = parseShowingTimes(times, timesIn, todayOf(chatbot))
  if (!(await lead.setShowingTimes(waiting.id, times, slots))) return undefined
  const { contact } = await lead.showingRequested({ id: waiting.id, mls: waiting.mls, address: waiting.address, times, slots })
  return showingConfirmation(replyLanguage(chatbot, timesIn), { ...waiting, times }, contact)
}
