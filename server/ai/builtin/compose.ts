import { searchListings, type ListingVocabulary } from '../../store/listing-search.ts'
import type { Chatbot } from '../../store/chatbots.ts'
import type { Db } from '../../store/database.ts'
import { listingDetails, listingLine } from './listing-text.ts'
import type { ParsedQuestion } from './parse-question.ts'
import * as replies from './replies.ts'
import type { SearchContext } from './search-context.ts'
import { searchReply } from './search-reply.ts'

/** What the built-in assistant says, and whether it had an answer. */
export interface BuiltinReply {
  text: string
  noAnswer: boolean
}

/** Everything a reply is made from: the question read, the search it means, and what the listings cover. */
export interface ComposeInput {
  db: Db
  chatbot: Pick<Chatbot, 'id' | 'Name' | 'TalkToHumanEmail'>
  vocabulary: ListingVocabulary
  question: ParsedQuestion
  /** the search the question means after earlier turns, if any turn was a search */
  context: SearchContext | undefined
}

/** One listing by MLS number or address: its details, a short list when several match, or a clear "not found". */
async function lookUp(input: ComposeInput): Promise<string> {
  const { mlsNumber, address } = input.question.criteria
  const { rows } = await searchListings(input.db, input.chatbot.id, mlsNumber ? { mlsNumber } : { address }, { limit: 5 })
  const named = mlsNumber ? `MLS number ${mlsNumber}` : `the address ${address}`
  if (rows.length === 0) return `I couldn't find a listing with ${named}. Please check it, or ask me to search by city, price or bedrooms instead.`
  if (rows.length === 1) return listingDetails(rows[0] as (typeof rows)[0])
  return `Several listings match ${named}:\n\n${rows.map((row, i) => listingLine(row, i + 1)).join('\n')}`
}

/**
 * Decides what the built-in assistant says, most specific first: who it is, a request for
 * a person, one listing, the areas it covers, a search, small talk, and otherwise an honest
 * fallback with noAnswer.
 *
 * @example
 * await composeReply({ db, chatbot, vocabulary, question: parseQuestion('hi', vocabulary), context: undefined })
 * // { text: "Hello! I'm the automated listing assistant of …", noAnswer: false }
 */
export async function composeReply(input: ComposeInput): Promise<BuiltinReply> {
  const { question, chatbot, vocabulary, context } = input
  const c = question.criteria
  const answer = (text: string) => ({ text, noAnswer: false })
  if (question.intents.has('identity')) return answer(replies.identity(chatbot, vocabulary))
  if (question.intents.has('human')) return { text: replies.humanRequest(chatbot), noAnswer: true }
  if (c.mlsNumber || c.address) return answer(await lookUp(input))
  if (question.intents.has('coverage')) return answer(replies.coverage(vocabulary))
  const hello = question.intents.has('greeting') ? 'Hello! ' : ''
  const searched = Object.keys(c).length > 0 || question.intents.has('more') || question.sort || question.aboutListings
  if (question.unknownPlace && !c.city && !c.state && !c.zip) {
    return answer(`${hello}I don't have any listings in ${question.unknownPlace}. ${replies.coverage(vocabulary)}`)
  }
  if (searched && context) return answer(hello + (await searchReply(input.db, chatbot.id, context, vocabulary)))
  if (question.intents.has('greeting')) return answer(replies.greeting(chatbot, vocabulary))
  if (question.intents.has('thanks')) return answer(replies.thanks)
  if (question.intents.has('goodbye')) return answer(replies.goodbye)
  return { text: replies.fallback(chatbot, vocabulary), noAnswer: true }
}
