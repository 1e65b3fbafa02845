import type { Chatbot } from '../../../store/chatbots.ts'
import type { ListingVocabulary } from '../../../store/listing-search.ts'
import type { ListingRow } from '../../../store/listings.ts'
import type { Action, Talk } from '../dialogue/plan.ts'
import type { Fetched } from '../fetch.ts'
import { PACKS, type Lang } from '../languages/index.ts'
import { listingComparison, standOut } from '../listing-comparison.ts'
import { listingDetails, listingLine } from '../listing-text.ts'
import * as replies from '../replies.ts'
import { featureName } from '../search-names.ts'
import { searchReply } from '../search-reply.ts'
import { factAnswers } from './facts.ts'

/** What the built-in assistant says, whether it had an answer, and whether it shows listings. */
export interface BuiltinReply {
  text: string
  noAnswer: boolean
  /** the listings the text names are what it shows (a search, a look-up), not examples of what to ask */
  cards?: true
}

/** Who answers, what its listings cover, and the language to answer in. */
export interface Speaker {
  chatbot: Pick<Chatbot, 'Name' | 'TalkToHumanEmail'>
  vocabulary: ListingVocabulary
  lang: Lang
}

/** Small talk and refusals, in the answer's language; English has its own longer wording. */
function talk(what: Talk, { chatbot, vocabulary, lang }: Speaker): BuiltinReply {
  const words = PACKS[lang].phrases
  const english = lang === 'en'
  const person = Boolean(chatbot.TalkToHumanEmail)
  const places = () => (english ? replies.coverage(vocabulary) : words.placesAre(replies.placesSummary(vocabulary)))
  const answer = (text: string): BuiltinReply => ({ text, noAnswer: false })
  const none = (text: string): BuiltinReply => ({ text, noAnswer: true })
  switch (what) {
    case 'identity': return answer(replies.identity(chatbot, vocabulary))
    case 'human': return none(english ? replies.humanRequest(chatbot) : `${words.cannot} ${words.pointer(person)}`)
    case 'contact': return none(`${words.cannot} ${words.pointer(person)}`)
    case 'coverage': return answer(places())
    case 'fairHousing': return none(`${words.fairHousing}\n\n${words.pointer(person)}`)
    case 'greeting': return answer(english ? replies.greeting(chatbot, vocabulary) : `${words.hello}${words.placesAre(replies.placesSummary(vocabulary))}`)
    case 'thanks': return answer(words.thanks)
    case 'goodbye': return answer(words.goodbye)
    case 'fallback': return none(english ? replies.fallback(chatbot, vocabulary) : `${words.fallback} ${words.pointer(person)}`)
  }
}

/** One listing's details, after a yes or no for the features asked about and a line per fact asked for; several matches as a short list. */
function lookedUp(action: Extract<Action, { kind: 'lookUp' }>, rows: ListingRow[], mentions: boolean | undefined, lang: Lang): string {
  const words = PACKS[lang].phrases
  if (rows.length === 0) return action.named ? words.notFound(action.named) : words.gone
  if (rows.length > 1) return `${action.named}:\n\n${rows.map((row, i) => listingLine(row, i + 1, lang)).join('\n')}`
  const names = (action.keywords ?? []).map((group) => featureName(group, lang))
  const yesNo = mentions === undefined ? '' : `${mentions ? words.mentions(names) : words.mentionsNone(names)}\n\n`
  return yesNo + factAnswers(rows[0]!, action.facts, lang) + listingDetails(rows[0]!, lang)
}

/** Listings side by side, the one the order asks for named first; one found: its details. */
function compared(rows: ListingRow[], action: Extract<Action, { kind: 'compare' }>, lang: Lang): string {
  const words = PACKS[lang].phrases
  if (rows.length < 2) return rows[0] ? listingDetails(rows[0], lang) : action.named ? words.notFound(action.named) : words.gone
  const first = standOut(rows, action.sort, lang)
  return `${first ? `${first}\n\n` : ''}${listingComparison(rows, lang)}`
}

/**
 * Renders an action and the listings fetched for it in the answer's language: the last stage,
 * pure. Listings shown come with cards; small talk and refusals do not.
 *
 * @example
 * say({ kind: 'talk', talk: 'thanks' }, { kind: 'none' }, { chatbot, vocabulary, lang: 'es' })
 * // { text: '¡De nada! …', noAnswer: false }
 */
export function say(action: Action, fetched: Fetched, speaker: Speaker): BuiltinReply {
  const { vocabulary, lang } = speaker
  const words = PACKS[lang].phrases
  const shown = (text: string): BuiltinReply => ({ text, noAnswer: false, cards: true })
  const hello = (greet: boolean) => (greet ? words.hello : '')
  if (action.kind === 'talk') return talk(action.talk, speaker)
  if (action.kind === 'whichOne') return { text: words.whichOne(action.shown), noAnswer: false }
  if (action.kind === 'unknownPlace') {
    const places = lang === 'en' ? replies.coverage(vocabulary) : words.placesAre(replies.placesSummary(vocabulary))
    return { text: `${hello(action.greet)}${words.noPlace(action.place)} ${places}`, noAnswer: false }
  }
  if (action.kind === 'lookUp' && fetched.kind === 'lookUp') return shown(lookedUp(action, fetched.rows, fetched.mentions, lang))
  if (action.kind === 'compare' && fetched.kind === 'compare') return shown(compared(fetched.rows, action, lang))
  if (action.kind === 'compareTop' && fetched.kind === 'compareTop') {
    return shown(fetched.search ? searchReply(action.search, fetched.search, vocabulary, lang) : listingComparison(fetched.rows, lang))
  }
  if (action.kind === 'search' && fetched.kind === 'search') {
    const note = action.fairHousing ? `${words.fairHousing}\n\n` : ''
    return shown(hello(action.greet) + note + searchReply(action.search, fetched.search, vocabulary, lang, action.superlative))
  }
  throw new Error(`nothing fetched for a ${action.kind}`)
}
