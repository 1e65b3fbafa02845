import { ConflictError } from '../errors.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { ConversationMode, LiveModeEvent } from '../schemas/live.ts'
import type { Db } from '../store/database.ts'
import { claimVisitorMail, sessionMode, setSessionMode } from '../store/live.ts'
import { addMessage } from '../store/messages.ts'
import type { LiveBus } from './bus.ts'

/** A visitor whose widget had no live stream open this long has left the page. */
export const VISITOR_GONE_MS = 60_000
/** A visitor who left is mailed about a person's answer at most this often. */
const VISITOR_MAIL_EVERY_MS = 30 * 60_000

/** What the takeover steps need: plain values the HTTP layer hands over. */
export interface LiveContext {
  db: Db
  bus: Pick<LiveBus, 'publish'>
  mailer: Pick<Mailer, 'send'>
  log: { error(details: object, message: string): void }
}

/** One conversation of one chatbot, as the console names it. */
export interface LiveTarget {
  chatbotId: string
  chatbotName: string
  sessionId: number
}

/** The console user who acts. */
export interface Agent {
  id: string
  name: string
}

async function changeMode(context: Pick<LiveContext, 'db' | 'bus'>, target: LiveTarget, mode: ConversationMode, agent?: Agent): Promise<LiveModeEvent> {
  await setSessionMode(context.db, target.sessionId, mode, agent)
  const event: LiveModeEvent = { Type: 'mode', SessionID: target.sessionId, Mode: mode, AgentName: agent?.name ?? '' }
  await context.bus.publish({ chatbotId: target.chatbotId, sessionId: target.sessionId, event })
  return event
}

/**
 * The visitor asked for a person: the conversation joins the waiting queue (unless a person
 * holds it already) and the agents' Live pages hear of it. Returns the mode it is in now.
 *
 * @example
 * await askForPerson(context, { chatbotId, chatbotName: 'Oak Realty', sessionId: 42 }) // 'waiting'
 */
export async function askForPerson(context: Pick<LiveContext, 'db' | 'bus'>, target: LiveTarget): Promise<'waiting' | 'agent'> {
  const { mode } = await sessionMode(context.db, target.sessionId)
  if (mode === 'agent') return mode
  await changeMode(context, target, 'waiting')
  return 'waiting'
}

/**
 * A console user takes the conversation over: from now on the assistant is silent in it and
 * the visitor's widget shows that a person is here.
 *
 * @example
 * await takeOver(context, target, { id: 'u1', name: 'Dana' }) // { Type: 'mode', Mode: 'agent', AgentName: 'Dana', … }
 */
export function takeOver(context: LiveContext, target: LiveTarget, agent: Agent): Promise<LiveModeEvent> {
  return changeMode(context, target, 'agent', agent)
}

/**
 * Hands the conversation back to the assistant, which answers the visitor's next message.
 *
 * @example
 * await handBack(context, target)
 */
export function handBack(context: LiveContext, target: LiveTarget): Promise<LiveModeEvent> {
  return changeMode(context, target, 'assistant')
}

/**
 * Tells the visitor's widget that the agent types (or stopped). Nothing is stored but the event.
 *
 * @example
 * await agentTyping(context, target, agent, true)
 */
export async function agentTyping(context: LiveContext, target: LiveTarget, agent: Agent, on: boolean): Promise<void> {
  await context.bus.publish({ chatbotId: target.chatbotId, sessionId: target.sessionId, event: { Type: 'typing', SessionID: target.sessionId, On: on, AgentName: agent.name } })
}

/**
 * An agent's message: stored as a message of the conversation with the agent's name (so the
 * transcript, the history and a reload show it) and sent live to the visitor's widget. A
 * visitor whose widget is gone is told by e-mail, when they gave one with Talk to a person.
 * 409 unless a person holds the conversation.
 *
 * @example
 * await sendAgentMessage(context, target, { id: 'u1', name: 'Dana' }, 'Hi, I am Dana. How can I help?') // 812
 */
export async function sendAgentMessage(context: LiveContext, target: LiveTarget, agent: Agent, content: string): Promise<number> {
  const { db } = context
  const { mode } = await sessionMode(db, target.sessionId)
  if (mode !== 'agent') throw new ConflictError('Take this conversation over first: the assistant is answering in it')
  const messageId = await addMessage(db, {
    session_id: target.sessionId,
    chatbot_id: target.chatbotId,
    role: 'assistant',
    content,
    ask_type: 'Text',
    file_ids: '',
    total_token: 0,
    no_answer: 0,
    interrupted: 0,
    agent_name: agent.name
  })
  await context.bus.publish({
    chatbotId: target.chatbotId,
    sessionId: target.sessionId,
    event: { Type: 'message', SessionID: target.sessionId, MessageID: messageId, Role: 'assistant', Content: content, AgentName: agent.name, CreatedAt: new Date().toISOString() }
  })
  void mailVisitorWhoLeft(context, target, agent, content)
  return messageId
}

/** Mails the visitor that a person answered, when their widget is gone and they gave an address; failures are logged. */
async function mailVisitorWhoLeft(context: LiveContext, target: LiveTarget, agent: Agent, content: string): Promise<void> {
  try {
    const now = Date.now()
    const visitor = await claimVisitorMail(context.db, target.sessionId, new Date(now - VISITOR_GONE_MS).toISOString(), new Date(now - VISITOR_MAIL_EVERY_MS).toISOString())
    if (!visitor) return
    await context.mailer.send({
      to: visitor.email,
      subject: `${agent.name} answered you (${target.chatbotName})`,
      text: [
        `Hello ${visitor.name},`,
        '',
        `You asked to talk to a person in the chat of "${target.chatbotName}". ${agent.name} answered:`,
        '',
        content,
        '',
        'Open the chat on the site again to carry on the conversation.',
        ''
      ].join('\n')
    })
  } catch (error) {
    context.log.error({ err: error, sessionId: target.sessionId }, 'the visitor could not be mailed about a person\'s answer')
  }
}
