import type { KeywordGroup } from '../../../store/full-text.ts'
import type { ListingCriteria, ListingSort } from '../../../store/listing-search.ts'
import type { Fact, ParsedQuestion } from '../parse-question.ts'
import type { SearchContext } from '../search-context.ts'

/** Small talk and refusals: answered from words alone, no listing needed. */
export type Talk = 'identity' | 'human' | 'contact' | 'coverage' | 'fairHousing' | 'greeting' | 'thanks' | 'goodbye' | 'fallback'

/** What the built-in assistant does with a question: decided from the question read and the conversation, before any listing is read. */
export type Action =
  | { kind: 'talk'; talk: Talk }
  /** one listing by MLS number, address or key (`named` empty: a listing shown before); `keywords`: "does it have a pool?"; `facts`: "what is the HOA?" */
  | { kind: 'lookUp'; find: ListingCriteria; named: string; keywords?: KeywordGroup[]; facts: Fact[] }
  /** listings side by side, the one the order asks for named first (`named` empty: listings shown before) */
  | { kind: 'compare'; wanted: ListingCriteria[]; named: string; sort?: ListingSort }
  /** the search's first `count` listings in its order, side by side */
  | { kind: 'compareTop'; search: SearchContext; count: number }
  /** a place none of the listings are in */
  | { kind: 'unknownPlace'; place: string; greet: boolean }
  /** one page of a search; `superlative`: the one home first in its order alone */
  | { kind: 'search'; search: SearchContext; superlative: boolean; greet: boolean; fairHousing: boolean }
  /** "it" while several listings were shown: which one? */
  | { kind: 'whichOne'; shown: number }

/**
 * Whether criteria ask for features alone ("with a pool", "without a garage"): no place, price,
 * rooms or kind, so a question with them may be about a listing shown rather than a search.
 *
 * @example
 * onlyFeatures({ keywords: [['pool', 'swimming pool']] }) // true
 * onlyFeatures({ city: 'Miami', keywords: [['pool', 'swimming pool']] }) // false
 */
export const onlyFeatures = (criteria: ListingCriteria) => Object.keys(criteria).every((key) => key === 'keywords' || key === 'withoutKeywords')

/** A look-up of one listing, or undefined when the question names none. */
function lookUp(question: ParsedQuestion): Action | undefined {
  const { mlsNumber, address, key, keywords } = question.criteria
  // A listing asked for by name is found whatever its status, Sold included.
  const find: ListingCriteria | undefined = mlsNumber ? { mlsNumber } : key ? { key } : address ? { address, includeSold: true } : undefined
  if (!find) return undefined
  const named = mlsNumber ? `MLS ${mlsNumber}` : (address ?? '')
  return { kind: 'lookUp', find, named, ...(keywords?.length && { keywords }), facts: question.facts }
}

/**
 * Decides what to do with a question, most specific first: who the assistant is, a request for
 * a person or for what only the office can do (showings, policies), one listing, listings side
 * by side, the areas it covers, a search, small talk, and otherwise an honest fallback.
 * Questions about residents, schools or safety get a plain note that it only knows what
 * listings say. Pure: the same question and conversation always plan the same.
 *
 * @example
 * plan(read('cheapest condo in Miami'), context) // { kind: 'search', search: context, superlative: true, greet: false, fairHousing: false }
 * plan(read('hi'), undefined)                    // { kind: 'talk', talk: 'greeting' }
 */
export function plan(question: ParsedQuestion, context: SearchContext | undefined): Action {
  const talk = (what: Talk): Action => ({ kind: 'talk', talk: what })
  const c = question.criteria
  const intents = question.intents
  if (intents.has('identity')) return talk('identity')
  if (intents.has('human')) return talk('human')
  const one = lookUp(question)
  // "Are pets allowed at 455 Brickell Ave?": what the listing says answers it, rather than the office.
  if (intents.has('contact') && !(one?.kind === 'lookUp' && one.keywords)) return talk('contact')
  if (one) return one
  const sort = question.sort && { sort: question.sort }
  if (question.addresses) return { kind: 'compare', wanted: question.addresses.map((address) => ({ address, includeSold: true })), named: question.addresses.join(', '), ...sort }
  if (question.mlsNumbers) return { kind: 'compare', wanted: question.mlsNumbers.map((mlsNumber) => ({ mlsNumber })), named: question.mlsNumbers.map((mls) => `MLS ${mls}`).join(', '), ...sort }
  if (question.compare) return { kind: 'compare', wanted: question.compare.map((key) => ({ key })), named: '', ...sort }
  if (question.compareTop && context) return { kind: 'compareTop', search: context, count: question.compareTop }
  if (intents.has('coverage')) return talk('coverage')
  const greet = intents.has('greeting')
  const searched = Object.keys(c).length > 0 || intents.has('more') || question.sort || question.aboutListings || question.dropped
  if (intents.has('offTopic') && !question.standalone) return talk('fallback')
  if (question.unknownPlace && !c.city && !c.state && !c.zip) return { kind: 'unknownPlace', place: question.unknownPlace, greet }
  // "Does it allow pets?" among several shown asks which one, rather than searching for pets.
  if (question.unclearListing && onlyFeatures(c) && !question.standalone) return { kind: 'whichOne', shown: question.unclearListing }
  if (searched && context) return { kind: 'search', search: context, superlative: question.superlative, greet, fairHousing: intents.has('fairHousing') }
  if (intents.has('fairHousing')) return talk('fairHousing')
  if (greet) return talk('greeting')
  if (intents.has('thanks')) return talk('thanks')
  if (intents.has('goodbye')) return talk('goodbye')
  if (question.unclearListing) return { kind: 'whichOne', shown: question.unclearListing }
  return talk('fallback')
}
