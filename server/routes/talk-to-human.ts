import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, TooManyRequestsError } from '../errors.ts'
import { extractContacts } from '../leads/extract.ts'
import { handoffMail } from '../mail/handoff-mail.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { admitVisitorOrigin, type Caller } from '../policy/callers.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { TalkToHumanBody, TalkToHumanReply } from '../schemas/talk-to-human.ts'
import { findChatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { addHandoff, recentHandoffs } from '../store/handoffs.ts'
import { addLeads } from '../store/leads.ts'
import { recentMessages } from '../store/messages.ts'
import { findSessionInWorkspace } from '../store/sessions.ts'
import { safeTimeZone } from '../daily/local-time.ts'

/** A session may mail the owner this often per hour: enough to correct a typo, too few to flood an inbox. */
const HANDOFFS_PER_HOUR = 3
const HOUR_MS = 60 * 60 * 1000
/** The handoff mail quotes this many of the latest messages of the session. */
const CONVERSATION_LIMIT = 200
const DEFAULT_RESPONSE = 'Thanks! Your message was passed on to a person, who will reply to you by e-mail.'

/** The session a handoff is about: the visitor's own, or the one a workspace key names. */
async function sessionOf(db: Db, caller: Caller, sessionID: number | undefined): Promise<{ sessionId: number; chatbotId: string }> {
  if (caller.kind === 'visitor') {
    if (sessionID !== undefined && sessionID !== caller.sessionId) {
      throw new ForbiddenError('A visitor session key may only hand over its own session; leave sessionID out or send its own')
    }
    return { sessionId: caller.sessionId, chatbotId: caller.chatbotId }
  }
  if (sessionID === undefined) throw new BadRequestError('sessionID is required when calling with a workspace key')
  const session = await findSessionInWorkspace(db, sessionID, caller.workspaceId)
  if (!session) throw new NotFoundError(`Session ${sessionID} was not found`)
  return { sessionId: session.id, chatbotId: session.chatbotId }
}

/** TalkToHuman: a visitor asks for a person; the chatbot's TalkToHumanEmail gets the conversation. */
const talkToHumanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.post('/chat/Chat/TalkToHuman', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'caller' },
    schema: {
      tags: ['Chat'],
      summary: 'Hand the conversation to a person: e-mails TalkToHumanEmail with the visitor\'s message and the conversation so far',
      body: TalkToHumanBody,
      response: { 200: Envelope(TalkToHumanReply), ...errorReplies, 409: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope }
    }
  }, async (request, reply) => {
    const caller = callerOf(request)
    const { sessionId, chatbotId } = await sessionOf(db, caller, request.body.sessionID)
    const chatbot = await findChatbot(db, chatbotId)
    if (!chatbot) throw new NotFoundError('The chatbot of this session no longer exists')
    if (caller.kind === 'visitor') admitVisitorOrigin(request, reply, chatbot, config.publicUrl)
    if (!chatbot.TalkToHumanEmail) {
      throw new ConflictError('This chatbot has no TalkToHumanEmail, so there is no one to hand the conversation to; set TalkToHumanEmail with Edit')
    }

    const since = new Date(Date.now() - HOUR_MS)
    const recent = await recentHandoffs(db, sessionId, since)
    if (recent.count >= HANDOFFS_PER_HOUR) {
      const retryAfter = (Date.parse(recent.oldest ?? since.toISOString()) + HOUR_MS - Date.now()) / 1000
      throw new TooManyRequestsError(`This conversation was already handed to a person ${HANDOFFS_PER_HOUR} times in the last hour; please wait for their reply`, retryAfter)
    }

    const { name, email, message } = request.body
    // The visitor's contact is a lead whether or not the mail goes out: the owner still finds it in LeadList.
    const { phones } = extractContacts(message, config.leadPhoneRegion)
    await addLeads(db, [
      { chatbotId, sessionId, name, email: email.toLowerCase(), source: 'talk_to_human' },
      ...phones.map((phone) => ({ chatbotId, sessionId, name, phone, source: 'talk_to_human' as const }))
    ])
    await addHandoff(db, { chatbotId, sessionId, name, email, message })

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
      await app.mailer.send(mail)
    } catch (error) {
      request.log.error({ err: error, chatbotId, sessionId }, 'the Talk to a human mail could not be sent')
      throw new ServiceUnavailableError('Your message could not be passed on right now; please try again in a few minutes')
    }
    return ok({ Message: chatbot.TalkToHumanResponseMessage || DEFAULT_RESPONSE })
  })
}

export default talkToHumanRoutes
