import { qualifyingQuestion } from '../../leads/qualifying-question.ts'
import { showingReply } from '../../leads/showing.ts'
import type { Chatbot } from '../../store/chatbots.ts'
import type { ListingVocabulary } from '../../store/listing-search.ts'
import { countTurnTokens } from '../tokens.ts'
import type { AnswerRequest, ChatModel, RunAnswer, Turn } from '../types.ts'
import { readConversation } from './dialogue/conversation.ts'
import { plan } from './dialogue/plan.ts'
import { anchored, fetchFor, storePort, type ListingPort } from './fetch.ts'
import { answerLanguage } from './language.ts'
import { emitPaced } from './pace.ts'
import { MEDIA_NOTE, fallback } from './replies.ts'
import { say, type BuiltinReply } from './say/say.ts'
import { searchContext } from './search-context.ts'

/** One question to the built-in assistant, with what it needs to answer: its listings through a port, the conversation before. */
export interface BuiltinQuestion {
  port: ListingPort
  chatbot: Pick<Chatbot, 'Name' | 'TalkToHumanEmail' | 'AIResponseLanguage'>
  vocabulary: ListingVocabulary
  history: Turn[]
  question: string
}

/**
 * The built-in assistant's answer to a text question: understand (the conversation read, each
 * turn against what the answers before it showed) → plan (one action) → fetch (the listings it
 * needs, the only stage that reads the store) → say (the action and its listings in words). A
 * question for homes near or compared with one shown first reads that listing (see anchored).
 *
 * @example
 * await replyTo({ port: storePort(db, chatbot.id), chatbot, vocabulary, history: [], question: 'condos in Miami' })
 * // { text: 'I found **3 condos in Miami** …', noAnswer: false, cards: true, read: ['condos in Miami'] }
 */
export async function replyTo({ port, chatbot, vocabulary, history, question }: BuiltinQuestion): Promise<BuiltinReply & { read: string[] }> {
  const understood = readConversation(history, question, vocabulary)
  const read = await Promise.all(understood.read.map((one) => anchored(port, one)))
  const context = understood.read.some((one) => one.neighbours || one.relative) ? searchContext(read) : understood.context
  const action = plan(read.at(-1)!, context)
  const fetched = await fetchFor(port, action)
  // Each turn is read in its own language; the answer is in the chatbot's language, else the visitor's.
  const lang = answerLanguage(chatbot.AIResponseLanguage, understood.asked.at(-1)!.lang)
  return { ...say(action, fetched, { chatbot, vocabulary, lang }), read: understood.asked.map((turn) => turn.text) }
}

/** The answer to a request, and the questions read for it (what the assistant counts as its prompt). */
async function reply(request: AnswerRequest): Promise<BuiltinReply & { read: string[] }> {
  const { db, chatbot, question, history } = request
  const port = storePort(db, chatbot.id)
  const vocabulary = await port.vocabulary()
  const media = question.askType !== 'Text'
  if (media && question.content.trim() === '') {
    return { text: `${MEDIA_NOTE} ${fallback(chatbot, vocabulary)}`, noAnswer: true, read: [question.content] }
  }
  const composed = await replyTo({ port, chatbot, vocabulary, history, question: question.content })
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
    // A showing asked for in the chat is its own short dialogue (the lead's side, see showingReply);
    // otherwise the answer, and at most once a question for the lead under it.
    const showing = await showingReply(request)
    const { text: answer, noAnswer, cards, read } = showing === undefined
      ? await reply(request)
      : { text: showing, noAnswer: false, cards: true, read: [request.question.content] }
    const text = showing ?? answer + await qualifyingQuestion(request)
    const promptTokens = countTurnTokens(read)
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
