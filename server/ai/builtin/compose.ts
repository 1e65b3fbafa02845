import { searchListings, type ListingCriteria, type ListingVocabulary } from '../../store/listing-search.ts'
import type { Chatbot } from '../../store/chatbots.ts'
import type { Db } from '../../store/database.ts'
import type { ListingRow } from '../../store/listings.ts'
import { listingComparison, standOut } from './listing-comparison.ts'
import { factAnswers } from './say/facts.ts'
import { listingDetails, listingLine } from './listing-text.ts'
import { PACKS, type Lang } from './languages/index.ts'
import type { ParsedQuestion } from './parse-question.ts'
import { featureName } from './search-names.ts'
import * as replies from './replies.ts'
import type { SearchContext } from './search-context.ts'
import { searchReply } from './search-reply.ts'

/** What the built-in assistant says, whether it had an answer, and whether it shows listings. */
export interface BuiltinReply {
  text: string
  noAnswer: boolean
  /** the listings the text names are what it shows (a search, a look-up), not examples of what to ask */
  cards?: true
}

/** Everything a reply is made from: the question read, the search it means, and what the listings cover. */
export interface ComposeInput {
  db: Db
  chatbot: Pick<Chatbot, 'id' | 'Name' | 'TalkToHumanEmail'>
  vocabulary: ListingVocabulary
  question: ParsedQuestion
  /** the search the question means after earlier turns, if any turn was a search */
  context: SearchContext | undefined
  /** the language to answer in */
  lang: Lang
}

/** One listing by MLS number or address: its details, a short list when several match, or a clear "not found". */
async function lookUp(input: ComposeInput): Promise<string> {
  const { mlsNumber, address } = input.question.criteria
  // A listing asked for by name is found whatever its status, Sold included.
  const { rows } = await searchListings(input.db, input.chatbot.id, mlsNumber ? { mlsNumber } : { address, includeSold: true }, { limit: 5 })
  const named = mlsNumber ? `MLS ${mlsNumber}` : `${address}`
  if (rows.length === 0) return PACKS[input.lang].phrases.notFound(named)
  if (rows.length === 1) return (await featureAnswer(input, rows[0]!)) + factAnswers(rows[0]!, input.question.facts, input.lang) + listingDetails(rows[0]!, input.lang)
  return `${named}:\n\n${rows.map((row, i) => listingLine(row, i + 1, input.lang)).join('\n')}`
}

/**
 * Listings shown before or named by address, side by side, the one a comparative asks for
 * ("which one is bigger?") named first; those not listed are left out.
 */
async function compare({ db, chatbot, lang, question }: ComposeInput, wanted: ListingCriteria[], named: string): Promise<string> {
  const rows = (await Promise.all(wanted.map((one) => searchListings(db, chatbot.id, one, { limit: 1 })))).flatMap((found) => found.rows)
  if (rows.length < 2) return rows[0] ? listingDetails(rows[0], lang) : PACKS[lang].phrases.notFound(named)
  const first = standOut(rows, question.sort, lang)
  return `${first ? `${first}\n\n` : ''}${listingComparison(rows, lang)}`
}

/** The search's first `count` listings in its order ("compare the two cheapest"), side by side; the search's answer when it has fewer than two. */
async function compareTop(input: ComposeInput, context: SearchContext, count: number): Promise<string> {
  const { db, chatbot, vocabulary, lang } = input
  const { rows } = await searchListings(db, chatbot.id, context.criteria, { limit: count, ...(context.sort && { sort: context.sort }) })
  return rows.length < 2 ? searchReply(db, chatbot.id, context, vocabulary, lang) : listingComparison(rows, lang)
}

/**
 * "Does it have a pool?" about one listing: a plain yes or no before its details, by the same
 * full-text search a search for the feature makes.
 */
async function featureAnswer({ db, chatbot, question, lang }: ComposeInput, listing: ListingRow): Promise<string> {
  const { keywords, address } = question.criteria
  if (!keywords?.length) return ''
  const names = keywords.map((group) => featureName(group, lang))
  const which = listing.mls_number ? { mlsNumber: listing.mls_number } : { address }
  const { rows } = await searchListings(db, chatbot.id, { ...which, keywords, includeSold: true }, { limit: 1 })
  const words = PACKS[lang].phrases
  return `${rows.length > 0 ? words.mentions(names) : words.mentionsNone(names)}\n\n`
}

/**
 * Decides what the built-in assistant says, most specific first: who it is, a request for
 * a person or for what only the office can do (showings, policies), one listing, the areas
 * it covers, a search, small talk, and otherwise an honest fallback with noAnswer. Questions
 * about residents, schools or safety get a plain note that it only knows what listings say.
 *
 * @example
 * await composeReply({ db, chatbot, vocabulary, question: parseQuestion('hi', vocabulary), context: undefined, lang: 'en' })
 * // { text: "Hello! I'm the automated listing assistant of …", noAnswer: false } (no cards: its MLS number is an example)
 */
export async function composeReply(input: ComposeInput): Promise<BuiltinReply> {
  const { question, chatbot, vocabulary, context, lang } = input
  const words = PACKS[lang].phrases
  const english = lang === 'en'
  const c = question.criteria
  const answer = (text: string): BuiltinReply => ({ text, noAnswer: false })
  const shown = (text: string): BuiltinReply => ({ text, noAnswer: false, cards: true })
  const person = Boolean(chatbot.TalkToHumanEmail)
  if (question.intents.has('identity')) return answer(replies.identity(chatbot, vocabulary))
  if (question.intents.has('human')) return { text: english ? replies.humanRequest(chatbot) : `${words.cannot} ${words.pointer(person)}`, noAnswer: true }
  if (question.intents.has('contact')) return { text: `${words.cannot} ${words.pointer(person)}`, noAnswer: true }
  if (c.mlsNumber || c.address) return shown(await lookUp(input))
  if (question.addresses) return shown(await compare(input, question.addresses.map((address) => ({ address, includeSold: true })), question.addresses.join(', ')))
  if (question.compare) return shown(await compare(input, question.compare.map((mlsNumber) => ({ mlsNumber })), `MLS ${question.compare.join(', ')}`))
  if (question.compareTop && context) return shown(await compareTop(input, context, question.compareTop))
  if (question.intents.has('coverage')) return answer(english ? replies.coverage(vocabulary) : words.placesAre(replies.placesSummary(vocabulary)))
  const fairNote = question.intents.has('fairHousing') ? `${words.fairHousing}\n\n` : ''
  const hello = question.intents.has('greeting') ? words.hello : ''
  const searched = Object.keys(c).length > 0 || question.intents.has('more') || question.sort || question.aboutListings || question.dropped
  if (question.intents.has('offTopic') && !question.standalone) return { text: fallback(input), noAnswer: true }
  if (question.unknownPlace && !c.city && !c.state && !c.zip) {
    return answer(`${hello}${words.noPlace(question.unknownPlace)} ${english ? replies.coverage(vocabulary) : words.placesAre(replies.placesSummary(vocabulary))}`)
  }
  if (searched && context) return shown(hello + fairNote + (await searchReply(input.db, chatbot.id, context, vocabulary, lang, question.superlative)))
  if (fairNote) return { text: `${fairNote}${words.pointer(person)}`, noAnswer: true }
  if (question.intents.has('greeting')) return answer(english ? replies.greeting(chatbot, vocabulary) : `${words.hello}${words.placesAre(replies.placesSummary(vocabulary))}`)
  if (question.intents.has('thanks')) return answer(words.thanks)
  if (question.intents.has('goodbye')) return answer(words.goodbye)
  if (question.unclearListing) return answer(words.whichOne(question.unclearListing))
  return { text: fallback(input), noAnswer: true }
}

/** The honest "can't help", in the answer's language, with a pointer to a person when there is one. */
function fallback({ chatbot, vocabulary, lang }: ComposeInput): string {
  if (lang === 'en') return replies.fallback(chatbot, vocabulary)
  return `${PACKS[lang].phrases.fallback} ${PACKS[lang].phrases.pointer(Boolean(chatbot.TalkToHumanEmail))}`
}
