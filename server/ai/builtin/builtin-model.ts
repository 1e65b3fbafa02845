import { qualifyingQuestion } from '../../leads/qualifying-question.ts'
import { showingReply } from '../../leads/showing.ts'
import type { Db } from '../../store/database.ts'
import { listingVocabulary, searchListings, type ListingCriteria } from '../../store/listing-search.ts'
import { countTurnTokens } from '../tokens.ts'
import type { AnswerRequest, ChatModel, RunAnswer } from '../types.ts'
import { composeReply, type BuiltinReply } from './compose.ts'
import { answerLanguage } from './language.ts'
import { askedIn, read, type Asked } from './dialogue/conversation.ts'
import { emitPaced } from './pace.ts'
import type { ParsedQuestion } from './parse-question.ts'
import { MEDIA_NOTE, fallback } from './replies.ts'
import { searchContext } from './search-context.ts'

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
    // A showing asked for in the chat is its own short dialogue; otherwise the answer, and at most once a question for the lead.
    const showing = await showingReply(request)
    const { text: answer, noAnswer, cards } = showing === undefined ? await reply(request, asked) : { text: showing, noAnswer: false, cards: true }
    const text = showing ?? answer + await qualifyingQuestion(request)
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
