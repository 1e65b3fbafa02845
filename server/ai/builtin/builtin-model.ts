import { listingVocabulary, type ListingVocabulary } from '../../store/listing-search.ts'
import { countTurnTokens } from '../tokens.ts'
import type { AnswerRequest, ChatModel, RunAnswer } from '../types.ts'
import { composeReply, type BuiltinReply } from './compose.ts'
import { answerLanguage, detectLanguage, toEnglish } from './language.ts'
import { emitPaced } from './pace.ts'
import { parseQuestion, type ParsedQuestion } from './parse-question.ts'
import { MEDIA_NOTE, fallback } from './replies.ts'
import { searchContext } from './search-context.ts'

/** Earlier questions read for follow-ups: enough for a conversation, bounded for cost. */
const CONTEXT_QUESTIONS = 8

/**
 * Questions already read, per vocabulary: each turn of a conversation is read again with
 * every later question, and one vocabulary object stands for one listings version.
 */
const readQuestions = new WeakMap<ListingVocabulary, Map<string, ParsedQuestion>>()
const QUESTIONS_KEPT = 2000

/** `text` read in its own language against `vocabulary`, once per vocabulary. */
function readQuestion(text: string, vocabulary: ListingVocabulary): ParsedQuestion {
  let read = readQuestions.get(vocabulary)
  if (!read) readQuestions.set(vocabulary, (read = new Map()))
  let parsed = read.get(text)
  if (!parsed) {
    if (read.size >= QUESTIONS_KEPT) read.clear()
    parsed = parseQuestion(toEnglish(text, detectLanguage(text)), vocabulary)
    read.set(text, parsed)
  }
  return parsed
}

async function reply(request: AnswerRequest, earlier: string[]): Promise<BuiltinReply> {
  const { db, chatbot, question } = request
  const media = question.askType !== 'Text'
  const vocabulary = await listingVocabulary(db, chatbot.id)
  if (media && question.content.trim() === '') {
    return { text: `${MEDIA_NOTE} ${fallback(chatbot, vocabulary)}`, noAnswer: true }
  }
  // Each turn is read in its own language; the answer is in the chatbot's language, else the visitor's.
  const parsed = [...earlier, question.content].map((text) => readQuestion(text, vocabulary))
  const current = parsed.at(-1) as (typeof parsed)[0]
  const lang = answerLanguage(chatbot.AIResponseLanguage, detectLanguage(question.content))
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
    const earlier = request.history
      .filter((turn) => turn.role === 'user' && turn.content.trim() !== '')
      .slice(-CONTEXT_QUESTIONS)
      .map((turn) => turn.content)
    const { text, noAnswer } = await reply(request, earlier)
    const promptTokens = countTurnTokens([...earlier, request.question.content])
    return async (emit, signal) => {
      let written = ''
      await emitPaced(text, (piece) => {
        written += piece
        emit(piece)
      }, signal, request.streaming)
      return { noAnswer, promptTokens, answerTokens: countTurnTokens([written]) }
    }
  }
}
