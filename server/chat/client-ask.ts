import type { Config } from '../config.ts'
import { modelFor } from '../ai/select-model.ts'
import type { RunAnswer, Turn } from '../ai/types.ts'
import { leadHandle, recordVisitorMessage } from '../leads/record.ts'
import type { LeadPusher } from '../leads/push/pusher.ts'
import type { Mailer } from '../mail/mailer.ts'
import { sessionOfCaller, type Caller } from '../policy/callers.ts'
import { admitQuestion } from '../policy/limits.ts'
import type { ClientAskBody } from '../schemas/chat.ts'
import type { Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { ConflictError } from '../errors.ts'
import type { LiveBus } from '../live/bus.ts'
import { listingKeysOf } from '../store/answers.ts'
import { sessionMode, type ConversationMode } from '../store/live.ts'
import { answerOfQuestion, deleteMessage, questionByClientId, recentTurns } from '../store/messages.ts'
import { askFiles } from './ask-files.ts'
import { askRules } from './ask-rules.ts'

/** Earlier messages read for a model: more than any token budget keeps, few enough to read fast. */
const HISTORY_MESSAGES = 40

/**
 * The session's earlier messages, oldest first, as models see them. Read before the new
 * question is stored, so it is not among them.
 *
 * @example
 * await earlierTurns(db, 42) // [{ role: 'user', content: 'Hi', askType: 'Text' }, { role: 'assistant', …, listingKeys: ['a1…'] }, …]
 */
export async function earlierTurns(db: Db, sessionId: number): Promise<Turn[]> {
  const rows = await recentTurns(db, sessionId, HISTORY_MESSAGES)
  return rows
    .filter((row) => row.content !== '' || row.role === 'user')
    .map((row) => ({ role: row.role, content: row.content, askType: row.ask_type, ...(row.listing_keys && { listingKeys: listingKeysOf(row.listing_keys) }) }))
}

/** Who asks and where from: plain values the HTTP layer read off the request. */
export interface AskContext {
  db: Db
  config: Config
  caller: Caller
  clientIp: string
  log: { error(details: object, message: string): void }
  /** sends the leads a question carries to the CRM at once */
  leadPusher: Pick<LeadPusher, 'push'>
  /** tells the agents of a showing request */
  mailer?: Pick<Mailer, 'send'>
  /** tells the agents of a conversation a person is involved in about the visitor's message */
  bus: Pick<LiveBus, 'publish'>
}

/** A stored question whose answer is ready to run; without `run` when a person holds the conversation and the assistant stays silent. */
export interface PreparedAsk {
  questionId: number
  chatbot: Chatbot
  sessionId: number
  mode: ConversationMode
  run?: RunAnswer
}

/** A question its session had already sent with the same clientMessageId: the answer to follow. */
export interface RepeatedAsk {
  repeatOf: number
  answerId: number
}

/** How long a repeated question waits for the first one's answer to be stored. */
const REPEAT_WAIT_MS = 30_000
const REPEAT_POLL_MS = 100

/**
 * The answer of an earlier question, once stored (the first sending may still be preparing
 * it); undefined when that question is gone (refused meanwhile), so this one is asked anew.
 */
async function answerOfEarlier(db: Db, sessionId: number, questionId: number): Promise<number | undefined> {
  for (const deadline = Date.now() + REPEAT_WAIT_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS))) {
    const answerId = await answerOfQuestion(db, sessionId, questionId)
    if (answerId !== undefined) return answerId ?? undefined
  }
  throw new ConflictError('This message is still being sent from another window; try again in a moment')
}

/**
 * ClientAsk's steps up to the answer, everything that can be refused first: the session
 * must be the caller's, the body must follow the rules between its fields (a message its
 * session already sent with the same `clientMessageId` goes no further: its answer is
 * followed instead, nothing stored or counted again), the files must
 * be the caller's and of the kind asked, the chatbot's model must take them. Then the
 * question is stored and held to the chatbot's limits (stored first, so concurrent
 * questions, also on other instances sharing the database, see each other when they
 * count) and the model reads what it needs. If either refuses, the question is deleted
 * again: a question that was never answered does not count. Contacts in the question are
 * recorded as leads. While a person is asked for or holds the conversation, the question
 * goes live to the agents; while one holds it, no model reads it (no `run`).
 *
 * @example
 * const ask = await prepareAsk({ db, config, caller, clientIp: '203.0.113.9', log, leadPusher }, { sessionID: 42, content: 'Homes in Austin' })
 * const running = await startAnswer({ db, answers, ...ask })
 */
export async function prepareAsk(context: AskContext, body: ClientAskBody): Promise<PreparedAsk | RepeatedAsk> {
  const { db, config, caller } = context
  const { sessionId, chatbot } = await sessionOfCaller(db, caller, body.sessionID)
  const ask = askRules(body)
  const clientMessageId = body.clientMessageId ?? null
  const { mode } = await sessionMode(db, sessionId)
  // A repeat follows the first sending's answer; while a person holds the conversation there is
  // none to follow, and the first sending already reached the agents.
  const followEarlier = async (questionId: number): Promise<PreparedAsk | RepeatedAsk> => {
    if (mode === 'agent') return { questionId, chatbot, sessionId, mode }
    const answerId = await answerOfEarlier(db, sessionId, questionId)
    return answerId === undefined ? prepareAsk(context, body) : { repeatOf: questionId, answerId }
  }
  const earlier = clientMessageId && (await questionByClientId(db, sessionId, clientMessageId))
  if (earlier) return followEarlier(earlier)
  const files = await askFiles(db, config, caller, chatbot.id, ask.askType, ask.fileIds)
  const model = modelFor(chatbot, config)
  model.check(ask.askType)
  const history = mode === 'agent' ? [] : await earlierTurns(db, sessionId)
  const fromVisitor = caller.kind === 'visitor'
  // Stored and checked against the limits together: a refused question is not kept.
  const { questionId, repeated } = await admitQuestion(db, chatbot, {
    session_id: sessionId,
    chatbot_id: chatbot.id,
    role: 'user',
    content: ask.content,
    ask_type: ask.askType,
    file_ids: ask.fileIds.join(','),
    total_token: 0,
    no_answer: 0,
    interrupted: 0,
    client_ip: context.clientIp,
    from_visitor: Number(fromVisitor),
    client_message_id: clientMessageId
  })
  // Sent from another window at the same moment, and stored there first.
  if (repeated) return followEarlier(questionId)
  let run: RunAnswer | undefined
  try {
    if (mode !== 'agent') run = await model.prepare({
      db, config, chatbot, history,
      question: { content: ask.content, askType: ask.askType, files },
      streaming: body.stream === true,
      lead: leadHandle(db, context.leadPusher, { chatbot, sessionId, region: config.leadPhoneRegion }, { mailer: context.mailer, bus: context.bus, publicUrl: config.publicUrl, log: context.log })
    })
  } catch (error) {
    await deleteMessage(db, questionId)
    throw error
  }
  // A question that is being answered may carry the visitor's e-mail address or phone number, and what they want.
  await recordVisitorMessage(db, context.leadPusher, { chatbotId: chatbot.id, sessionId, messageId: questionId, text: ask.content, region: config.leadPhoneRegion })
    .catch((error: unknown) => context.log.error({ err: error }, 'recording leads failed'))
  if (mode !== 'assistant') {
    await context.bus.publish({
      chatbotId: chatbot.id,
      sessionId,
      event: { Type: 'message', SessionID: sessionId, MessageID: questionId, Role: 'user', Content: ask.content, AgentName: '', CreatedAt: new Date().toISOString() }
    })
  }
  return { questionId, chatbot, sessionId, mode, run }
}
