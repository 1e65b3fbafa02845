import type { ListingVocabulary } from '../../../store/listing-search.ts'
import type { Turn } from '../../types.ts'
import { detectLanguage, toEnglish, type Lang } from '../language.ts'
import { afterAnswer, comparedListings, comparedTop, neighboursOf, pointedListing, severalShown, unclearListing, type LastShown } from '../listing-references.ts'
import { parseQuestion, type Intent, type ParsedQuestion } from '../parse-question.ts'
import { searchContext, type SearchContext } from '../search-context.ts'

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
    found = { english, parsed: parseQuestion(english, vocabulary) }
    read.set(key, found)
  }
  return found
}

/** A visitor's question, its language, and the listings the answers before it showed last. */
export interface Asked {
  text: string
  lang: Lang
  shown: LastShown
}

/**
 * The session's last CONTEXT_QUESTIONS questions and `question`, oldest first, each with the
 * listings the answers among them showed last before it.
 */
export function askedIn(history: Turn[], question: string): Asked[] {
  const turns = history.filter((turn) => turn.content.trim() !== '')
  let start = turns.length
  let questions = 0
  while (start > 0 && questions < CONTEXT_QUESTIONS) if (turns[--start]!.role === 'user') questions++
  const asked: Asked[] = []
  let shown: LastShown = {}
  // A short follow-up with no telling word ("le deuxième") is in the language of the one before.
  let lang: Lang = 'en'
  for (const turn of turns.slice(start)) {
    if (turn.role === 'assistant') shown = afterAnswer(shown, turn.content)
    else asked.push({ text: turn.content, lang: (lang = detectLanguage(turn.content, lang)), shown })
  }
  return [...asked, { text: question, lang: detectLanguage(question, lang), shown }]
}

/** Small talk and paging that may say "it" or "the first" without asking about a listing. */
const NOT_POINTING: Intent[] = ['greeting', 'thanks', 'goodbye', 'more']

/**
 * The question read, with the listing it points at ("the second one", "does it have a pool?")
 * as its MLS number when it names no listing or place of its own and is not small talk: a
 * look-up then, which leaves the search of earlier turns as it was. So does a comparison of
 * listings shown ("compare the first two") or first in the search's order ("compare the two
 * cheapest"). A question for listings like or near one shown is
 * marked (see nearSearch), and "it" among several shown too, so that a question that is no
 * search asks which one.
 */
export function read({ text, lang, shown }: Asked, vocabulary: ListingVocabulary): ParsedQuestion {
  const { english, parsed: question } = readQuestion(text, lang, vocabulary)
  const { mlsNumber, address, city, state, zip } = question.criteria
  if (mlsNumber || address || city || state || zip) return question
  // Before small talk and paging: "show me more like it" asks for similar homes.
  const neighbours = neighboursOf(english, shown)
  if (neighbours?.mls) return { ...question, neighbours }
  const several = neighbours && severalShown(shown)
  if (several) return { ...question, unclearListing: several }
  if (NOT_POINTING.some((intent) => question.intents.has(intent))) return question
  const filtered = Object.keys(question.criteria).length > 0
  if (!filtered) {
    const top = question.sort && comparedTop(english)
    if (top) return { ...question, compareTop: top }
    const compare = comparedListings(english, shown)
    if (compare) return { ...question, compare }
  }
  const searchless = !filtered && !question.aboutListings && !question.sort
  const pointed = pointedListing(english, shown, searchless)
  if (pointed) return { ...question, criteria: { ...question.criteria, mlsNumber: pointed } }
  const unclear = unclearListing(english, shown, searchless)
  return unclear ? { ...question, unclearListing: unclear } : question
}

/** A conversation read: each question as asked and read, oldest first, and the search the last one means. */
export interface ReadConversation {
  asked: Asked[]
  read: ParsedQuestion[]
  context: SearchContext | undefined
}

/**
 * Reads a conversation without touching the store: every earlier question and `question`, each
 * in its own language and against the listings shown before it, and the search they add up to.
 * (A question for homes near one shown is made a search by the listing's facts, which only the
 * store knows: see `nearSearch`.)
 *
 * @example
 * readConversation([], 'condos in Miami under 500k', vocabulary).context
 * // { criteria: { city: 'Miami', propertyType: 'condo', maxPrice: 500000, saleType: 'for_sale' }, offset: 0 }
 */
export function readConversation(history: Turn[], question: string, vocabulary: ListingVocabulary): ReadConversation {
  const asked = askedIn(history, question)
  const parsed = asked.map((turn) => read(turn, vocabulary))
  return { asked, read: parsed, context: searchContext(parsed) }
}
