import type { Db } from '../../store/database.ts'
import { listingVocabulary, searchListings, type ListingCriteria, type ListingVocabulary } from '../../store/listing-search.ts'
import { countTurnTokens } from '../tokens.ts'
import type { AnswerRequest, ChatModel, RunAnswer, Turn } from '../types.ts'
import { composeReply, type BuiltinReply } from './compose.ts'
import { answerLanguage, detectLanguage, toEnglish, type Lang } from './language.ts'
import { afterAnswer, comparedListings, comparedTop, neighboursOf, pointedListing, severalShown, unclearListing, type LastShown } from './listing-references.ts'
import { emitPaced } from './pace.ts'
import { parseQuestion, type Intent, type ParsedQuestion } from './parse-question.ts'
import { MEDIA_NOTE, fallback } from './replies.ts'
import { searchContext } from './search-context.ts'

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
interface Asked {
  text: string
  lang: Lang
  shown: LastShown
}

/**
 * The session's last CONTEXT_QUESTIONS questions and `question`, oldest first, each with the
 * listings the answers among them showed last before it.
 */
function askedIn(history: Turn[], question: string): Asked[] {
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
function read({ text, lang, shown }: Asked, vocabulary: ListingVocabulary): ParsedQuestion {
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

/**
 * "Similar homes", "others near it": a new search in the shown listing's city, of its kind (for
 * sale or rent, and its property type when similar ones are asked for), without the listing
 * itself; the question's own filters ("under 500k") stay. Unchanged when the listing is gone.
 */
async function nearSearch(db: Db, chatbotId: string, question: ParsedQuestion): Promise<ParsedQuestion> {
  const { mls, sameKind } = question.neighbours!
  const [row] = (await searchListings(db, chatbotId, { mlsNumber: mls! }, { limit: 1 })).rows
  if (!row?.city) return question
  const criteria: ListingCriteria = {
    ...question.criteria,
    city: row.city,
    ...(row.state && { state: row.state }),
    saleType: question.criteria.saleType ?? (row.sale_type as ListingCriteria['saleType']),
    ...(sameKind && row.property_type && { propertyType: row.property_type.toLowerCase() }),
    exceptKey: row.key
  }
  return { ...question, criteria, continues: false, standalone: true }
}

async function reply(request: AnswerRequest, asked: Asked[]): Promise<BuiltinReply> {
  const { db, chatbot, question } = request
  const media = question.askType !== 'Text'
  const vocabulary = await listingVocabulary(db, chatbot.id)
  if (media && question.content.trim() === '') {
    return { text: `${MEDIA_NOTE} ${fallback(chatbot, vocabulary)}`, noAnswer: true }
  }
  // Each turn is read in its own language; the answer is in the chatbot's language, else the visitor's.
  const parsed = await Promise.all(asked.map((turn) => read(turn, vocabulary)).map((read) => (read.neighbours ? nearSearch(db, chatbot.id, read) : read)))
  const current = parsed.at(-1) as ParsedQuestion
  const lang = answerLanguage(chatbot.AIResponseLanguage, (asked.at(-1) as Asked).lang)
  const composed = await composeReply({ db, chatbot, vocabulary, question: current, context: searchContext(parsed), lang })
  return media ? { ...composed, text: `${MEDIA_NOTE} ${composed.text}` } : composed
}

/**
 * The built-in listing assistant: offline, no key, answers from the chatbot's listings.
 * The whole answer is worked out in `prepare`; running it streams it out in small pieces.
 *
 * @example
 * const run = await builtinModel.prepare(request)
 * const { noAnswer } = await run((piece) => chunks.push(piece), new AbortController().signal)
 */
export const builtinModel: ChatModel = {
  check() {},
  async prepare(request: AnswerRequest): Promise<RunAnswer> {
    const asked = askedIn(request.history, request.question.content)
    const { text, noAnswer, cards } = await reply(request, asked)
    const promptTokens = countTurnTokens(asked.map((turn) => turn.text))
    return async (emit, signal) => {
      let written = ''
      await emitPaced(text, (piece) => {
        written += piece
        emit(piece)
      }, signal, request.streaming)
      return { noAnswer, promptTokens, answerTokens: countTurnTokens([written]), cards: cards ?? false }
    }
  }
}
