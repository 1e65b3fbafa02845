import type { Config } from '../config.ts'
import { ConflictError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts'
import { extractContacts } from '../leads/extract.ts'
import { handoffMail } from '../mail/handoff-mail.ts'
import type { Mailer } from '../mail/mailer.ts'
import { sessionOfCaller, type Caller } from '../policy/callers.ts'
import type { TalkToHumanBody, TalkToHumanReply } from '../schemas/talk-to-human.ts'
import type { Db } from '../store/database.ts'
import { addHandoff, recentHandoffs } from '../store/handoffs.ts'
import { addLeads } from '../store/leads.ts'
import type { LeadPusher } from '../leads/push/pusher.ts'
import { recentMessages } from '../store/messages.ts'
import { safeTimeZone } from '../time/zoned.ts'
import { askForPerson, type LiveContext } from '../live/takeover.ts'
import { anyoneSignedIn } from '../store/live.ts'

/** A session may mail the owner this often per hour: enough to correct a typo, too few to flood an inbox. */
const HANDOFFS_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000
/** The handoff mail quotes this many of the latest messages of the session. */
const CONVERSATION_LIMIT = 200
/** What the visitor is told when the owner left TalkToHumanResponseMessage empty. */
export const DEFAULT_HANDOFF_RESPONSE = 'Thanks! Your message was passed on to a person, who will reply to you by e-mail.'
/** What the visitor is told when someone of the team is signed in to the console and sees the conversation waiting. */
export const LIVE_HANDOFF_RESPONSE = 'Thanks! A person will join this chat shortly. You can keep writing here meanwhile.'

/** What a handoff needs from the server: plain values the HTTP layer hands over. */
export interface HandoffContext {
  db: Db
  config: Pick<Config, 'leadPhoneRegion' | 'consoleIdleMs'>
  mailer: Pick<Mailer, 'send'>
  caller: Caller
  log: { error(details: object, message: string): void }
  /** sends the visitor's contact to the CRM at once */
  leadPusher: Pick<LeadPusher, 'push'>
  /** puts the conversation in the agents' waiting queue */
  bus: LiveContext['bus']
  /** the time it is (console sessions expire by it) */
  now: Date
}

/**
 * TalkToHuman: the session (the visitor's own, or the one a workspace key names) is handed
 * to a person. The visitor's contact is recorded as a lead whether or not the mail goes out
 * (the owner still finds it in LeadList) and the conversation joins the waiting queue of the
 * console's Live page. When nobody of the workspace is signed in to the console, the
 * chatbot's TalkToHumanEmail gets the visitor's message and the conversation so far, as before.
 * 409 without TalkToHumanEmail when nobody is signed in, 429 after 3 handoffs of a session in
 * an hour, 503 when the mail fails.
 *
 * @example
 * await talkToHuman({ db, config, mailer, caller, log, leadPusher, bus, now }, { name: 'Jo', email: 'jo@example.com', message: 'Call me' })
 * // { Message: 'An agent will e-mail you shortly.', Mode: 'waiting' }
 */
export async function talkToHuman(context: HandoffContext, body: TalkToHumanBody): Promise<TalkToHumanReply> {
  const { db } = context
  const { sessionId, chatbot } = await sessionOfCaller(db, context.caller, body.sessionID)
  const chatbotId = chatbot.id
  const now = context.now
  const live = await anyoneSignedIn(db, chatbot.workspaceId, now.toISOString(), new Date(now.getTime() - context.config.consoleIdleMs).toISOString())
  if (!live && !chatbot.TalkToHumanEmail) {
    throw new ConflictError('This chatbot has no TalkToHumanEmail, so there is no one to hand the conversation to; set TalkToHumanEmail with Edit')
  }

  const since = new Date(Date.now() - HOUR_MS)
  const recent = await recentHandoffs(db, sessionId, since)
  if (recent.count >= HANDOFFS_PER_HOUR) {
    const retryAfter = (Date.parse(recent.oldest ?? since.toISOString()) + HOUR_MS - Date.now()) / 1000
    throw new TooManyRequestsError(`This conversation was already handed to a person ${HANDOFFS_PER_HOUR} times in the last hour; please wait for their reply`, retryAfter)
  }

  const { name, email, message } = body
  const { phones } = extractContacts(message, context.config.leadPhoneRegion)
  const added = await addLeads(db, { chatbotId, sessionId, name, emails: [email.toLowerCase()], phones, source: 'talk_to_human', message })
  await addHandoff(db, { chatbotId, sessionId, name, email, message })
  await context.leadPusher.push(added, 'lead.created')
  const mode = await askForPerson(context, { chatbotId, chatbotName: chatbot.Name, sessionId })
  if (live) return { Message: LIVE_HANDOFF_RESPONSE, Mode: mode }

  const conversation = await recentMessages(db, sessionId, CONVERSATION_LIMIT + 1)
  const truncated = conversation.length > CONVERSATION_LIMIT
  const mail = handoffMail({
    chatbotName: chatbot.Name,
    to: chatbot.TalkToHumanEmail,
    timeZone: safeTimeZone(chatbot.TimeZone),
    sessionId,
    visitor: { name, email, message },
    conversation: truncated ? conversation.slice(1) : conversation,
    truncated
  })
  try {
    await context.mailer.send(mail)
  } catch (error) {
    context.log.error({ err: error, chatbotId, sessionId }, 'the Talk to a human mail could not be sent')
    throw new ServiceUnavailableError('Your message could not be passed on right now; please try again in a few minutes', 60, { cause: error })
  }
  return { Message: chatbot.TalkToHumanResponseMessage || DEFAULT_HANDOFF_RESPONSE, Mode: mode }
}
