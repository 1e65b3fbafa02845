import type { ListingCriteria, ListingVocabulary } from '../../../store/listing-search.ts'
import type { Turn } from '../../types.ts'
import { detectLanguage, toEnglish, type Lang } from '../language.ts'
import { afterAnswer, comparedListings, comparedTop, comparisonShown, featuresOfShown, namesPlace, neighboursOf, onlyShown, pointedListing, severalShown, unclearListing, type LastShown, type ShownListings } from '../listing-references.ts'
import { parseQuestion, type Intent, type ParsedQuestion } from '../parse-question.ts'
import { searchContext, type SearchContext } from '../search-context.ts'
import { withoutCities } from '../understand/places.ts'
import { comparativeIn } from '../understand/relative.ts'
import { onlyFeatures } from './plan.ts'

/** Earlier questions read for follow-ups: enough for a conversation, bounded for cost. */
const CONTEXT_QUESTIONS = 8

/**
 * Questions already translated and read, per vocabulary, by language and text: each turn of a
 * conversation is read again with every later question, and one vocabulary object stands for
 * one listings version.
 */
const readQuestions = new WeakMap<ListingVocabulary, Map<string, ReadQuestion>>()
const QUESTIONS_KEPT = 2000

/** A question in the English words the reader understands, and what it asks. */
interface ReadQuestion {
  english: string
  parsed: ParsedQuestion
}

/** `text` in `lang`, translated and read against `vocabulary`, once per vocabulary. */
function readQuestion(text: string, lang: Lang, vocabulary: ListingVocabulary): ReadQuestion {
  let read = readQuestions.get(vocabulary)
  if (!read) readQuestions.set(vocabulary, (read = new Map()))
  const key = `${lang}\n${text}`
  let found = read.get(key)
  if (!found) {
    if (read.size >= QUESTIONS_KEPT) read.clear()
    const english = toEnglish(text, lang)
    found = { english, parsed: parseQuestion(english, vocabulary, { text, lang }) }
    read.set(key, found)
  }
  return found
}

/** "How many parking spaces?", "when is the open house?": a question of what one listing has, not a search (its details answer it). */
const HOW_MANY_OR_WHEN = /^\W*(?:and\s+)?(?:how\s+many|when\s+(?:is|are|'s)|when's)\b/i

/** A visitor's question, its language, and the listings the answers before it showed last. */
export interface Asked {
  text: string
  lang: Lang
  shown: LastShown
}

/** The session's last CONTEXT_QUESTIONS questions and every answer after the first of them, oldest first. */
function recentTurns(history: Turn[]): Turn[] {
  const turns = history.filter((turn) => turn.content.trim() !== '')
  let start = turns.length
  let questions = 0
  while (start > 0 && questions < CONTEXT_QUESTIONS) if (turns[--start]!.role === 'user') questions++
  return turns.slice(start)
}

/**
 * "Cheaper than that one", "bigger than 542 Elm St", "got something bigger?" (after one listing):
 * the question as a follow-up compared with that listing, by key, address or MLS number;
 * undefined when it compares with no listing ("cheaper than 500k", "which is bigger?") or
 * compares two shown ("is the first bigger than the second?").
 */
function relativeOf(english: string, question: ParsedQuestion, shown: LastShown): ParsedQuestion | undefined {
  const comparative = comparativeIn(english, question.criteria)
  // "Is the first one bigger than the second?" names two of the list: a comparison of them.
  if (!comparative || question.addresses || question.mlsNumbers || comparedListings(english, shown)) return undefined
  const { mlsNumber, address, ...rest } = question.criteria
  // Named: "than MLS …", "than 542 Elm St", "than the first one", "than that one"; "than" a listing in
  // words the reader does not know ("que esa"): the one shown last. Unnamed ("something bigger?"): the one shown last.
  const byName = mlsNumber ? { mlsNumber } : address ? { address, includeSold: true } : undefined
  const key = comparative.named ? pointedListing(english, shown) ?? onlyShown(shown) : /\bwhich\b/i.test(english) ? undefined : onlyShown(shown)
  const find: ListingCriteria | undefined = (comparative.named && byName) || (key ? { key } : undefined)
  if (!find) return undefined
  return { ...question, criteria: rest, relative: { find, than: comparative.than }, continues: true, standalone: false, superlative: false }
}

/** Small talk and paging that may say "it" or "the first" without asking about a listing. */
const NOT_POINTING: Intent[] = ['greeting', 'thanks', 'goodbye', 'more']

/**
 * The question read, with the listing it points at ("the second one", "does it have a pool?")
 * as its key when it names no listing or place of its own and is not small talk: a look-up
 * then, which leaves the search of earlier turns as it was. So does a comparison of
 * listings shown ("compare the first two") or first in the search's order ("compare the two
 * cheapest"). A question for listings like or near one shown is
 * marked (see `anchored` in fetch.ts), and "it" among several shown too, so that a question that is no
 * search asks which one.
 */
export function read({ text, lang, shown }: Asked, vocabulary: ListingVocabulary): ParsedQuestion {
  const { english, parsed: question } = readQuestion(text, lang, vocabulary)
  const relative = relativeOf(english, question, shown)
  if (relative) return relative
  const { mlsNumber, address, city, state, zip } = question.criteria
  if (mlsNumber || address || city || state || zip) return question
  // Before small talk and paging: "show me more like it" asks for similar homes.
  const neighbours = neighboursOf(english, shown)
  if (neighbours?.key) return { ...question, neighbours }
  const several = neighbours && severalShown(shown)
  if (several) return { ...question, unclearListing: several }
  // "Any price", "forget the pool": a take-back of the search, not a question about a listing; "more" pages on, but "more about the second one" points.
  const paging = question.intents.has('more') && !namesPlace(english)
  if (question.dropped || paging || NOT_POINTING.some((intent) => intent !== 'more' && question.intents.has(intent))) return question
  const filtered = Object.keys(question.criteria).length > 0
  // "Is there a pool and what's the HOA?", "how many parking spaces?" after one listing: asked of it, not a search for homes with a pool or parking.
  const ofShown = filtered && !question.standalone && (onlyFeatures(question.criteria)
    ? featuresOfShown(english, question.facts.length > 0, shown)
    : HOW_MANY_OR_WHEN.test(english) && Object.keys(question.criteria).every((key) => key === 'minParking' || key === 'tours') && onlyShown(shown))
  if (ofShown) return { ...question, criteria: { ...question.criteria, key: ofShown } }
  if (!filtered) {
    const top = question.sort && comparedTop(english)
    if (top) return { ...question, compareTop: top }
    const compare = comparedListings(english, shown) ?? (question.sort && comparisonShown(shown)?.keys)
    // "Which one is cheaper?" after listings side by side: them again, the one asked for first.
    if (compare) return { ...question, compare }
  }
  const searchless = !filtered && !question.aboutListings && !question.sort
  // A fact asked in any language ("et il a été construit quand ?", "the lot size of the house?") with no filter or order of its own: of the one listing shown.
  const factOfShown = !filtered && !question.sort && question.facts.length > 0 ? onlyShown(shown) : undefined
  const pointed = pointedListing(english, shown, searchless) ?? factOfShown
  if (pointed) return { ...question, criteria: { ...question.criteria, key: pointed } }
  const unclear = unclearListing(english, shown, searchless)
  return unclear ? { ...question, unclearListing: unclear } : question
}

/**
 * What the answer to `question` showed, from the keys stored with it: a numbered page of the
 * search (numbered on from its offset), or one listing's details, a comparison or the one
 * home a superlative names. Undefined when it showed none.
 */
export function shownBy(keys: string[] | undefined, question: ParsedQuestion | undefined, context: SearchContext | undefined): ShownListings | undefined {
  if (!keys?.length || !question) return undefined
  const c = question.criteria
  const one = Boolean(c.mlsNumber || c.address || c.key || question.addresses || question.mlsNumbers || question.compare || question.compareTop || question.superlative)
  return one ? { first: 1, keys, list: false } : { first: (context?.offset ?? 0) + 1, keys, list: true }
}

/** A conversation read: each question as asked and read, oldest first, and the search the last one means. */
export interface ReadConversation {
  asked: Asked[]
  read: ParsedQuestion[]
  context: SearchContext | undefined
}

/**
 * Reads a conversation without touching the store: every earlier question and `question`, each
 * in its own language and against the listings the answers before it showed (the keys stored
 * with each answer), and the search they add up to. (A question for homes near one shown is
 * made a search by the listing's facts, which only the store knows: see `anchored` in fetch.ts.)
 *
 * @example
 * readConversation([], 'condos in Miami under 500k', vocabulary).context
 * // { criteria: { city: 'Miami', propertyType: 'condo', maxPrice: 500000, saleType: 'for_sale' }, offset: 0 }
 */
export function readConversation(history: Turn[], question: string, vocabulary: ListingVocabulary): ReadConversation {
  const asked: Asked[] = []
  const parsed: ParsedQuestion[] = []
  let shown: LastShown = {}
  // A short follow-up with no telling word ("le deuxième") is in the language of the one before;
  // the chatbot's place names tell none ("Del Mar", "Los Angeles").
  let lang: Lang = 'en'
  const ask = (text: string) => {
    const turn = { text, lang: (lang = detectLanguage(withoutCities(text, vocabulary), lang)), shown }
    asked.push(turn)
    parsed.push(read(turn, vocabulary))
  }
  for (const turn of recentTurns(history)) {
    if (turn.role === 'user') ask(turn.content)
    else shown = afterAnswer(shown, shownBy(turn.listingKeys, parsed.at(-1), searchContext(parsed)))
  }
  ask(question)
  return { asked, read: parsed, context: searchContext(parsed) }
}
