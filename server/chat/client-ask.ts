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
import { deleteMessage, recentTurns } from '../store/messages.ts'
import { askFiles } from './ask-files.ts'
import { askRules } from './ask-rules.ts'

/** Earlier messages read for a model: more than any token budget keeps, few enough to read fast. */
const HISTORY_MESSAGES = 40

/**
 * The session's earlier messages, oldest first, as models see them. Read before the new
 * question is stored, so it is not among them.
 *
 * @example
 * await earlierTurns(db, 42) // [{ role: 'user', content: 'Hi', askType: 'Text' }, …]
 */
export async function earlierTurns(db: Db, sessionId: number): Promise<Turn[]> {
  const rows = await recentTurns(db, sessionId, HISTORY_MESSAGES)
  return rows
    .filter((row) => row.content !== '' || row.role === 'user')
    .map((row) => ({ role: row.role, content: row.content, askType: row.ask_type }))
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
}

/** A stored question whose answer is ready to run. */
export interface PreparedAsk {
  questionId: number
  chatbot: Chatbot
  sessionId: number
  run: RunAnswer
}

/**
 * ClientAsk's steps up to the answer, everything that can be refused first: the session
 * must be the caller's, the body must follow the rules between its fields, the files must
 * be the caller's and of the kind asked, the chatbot's model must take them. Then the
 * question is stored and held to the chatbot's limits (stored first, so concurrent
 * questions, also on other instances sharing the database, see each other when they
 * count) and the model reads what it needs. If either refuses, the question is deleted
 * again: a question that was never answered does not count. Contacts in the question are
 * recorded as leads.
 *
 * @example
 * const ask = await prepareAsk({ db, config, caller, clientIp: '203.0.113.9', log, leadPusher }, { sessionID: 42, content: 'Homes in Austin' })
 * const running = await startAnswer({ db, answers, ...ask })
 */
export async function prepareAsk(context: AskContext, body: ClientAskBody): Promise<PreparedAsk> {
  const { db, config, caller } = context
  const { sessionId, chatbot } = await sessionOfCaller(db, caller, body.sessionID)
  const ask = askRules(body)
  const files = await askFiles(db, config, caller, chatbot.id, ask.askType, ask.fileIds)
  const model = modelFor(chatbot, config)
  model.check(ask.askType)
  const history = await earlierTurns(db, sessionId)
  const fromVisitor = caller.kind === 'visitor'
  // Stored and checked against the limits together: a refused question is not kept.
  const questionId = await admitQuestion(db, chatbot, {
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
    from_visitor: Number(fromVisitor)
  })
  let run: RunAnswer
  try {
    run = await model.prepare({
      db, config, chatbot, history,
      question: { content: ask.content, askType: ask.askType, files },
      streaming: body.stream === true,
      lead: leadHandle(db, context.leadPusher, { chatbot, sessionId }, { mailer: context.mailer, publicUrl: config.publicUrl, log: context.log })
    })
  } catch (error) {
    await deleteMessage(db, questionId)
    throw error
  }
  // A question that is being answered may carry the visitor's e-mail address or phone number, and what they want.
  await recordVisitorMessage(db, context.leadPusher, { chatbotId: chatbot.id, sessionId, messageId: questionId, text: ask.content, region: config.leadPhoneRegion })
    .catch((error: unknown) => context.log.error({ err: error }, 'recording leads failed'))
  return { questionId, chatbot, sessionId, run }
}
