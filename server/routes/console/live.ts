import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { NotFoundError } from '../../errors.ts'
import { lastEventId, streamLive } from '../../http/live-stream.ts'
import { agentTyping, handBack, sendAgentMessage, takeOver, type Agent, type LiveContext, type LiveTarget } from '../../live/takeover.ts'
import { consoleSessionOf } from '../../plugins/app/console-session.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams } from '../../schemas/console.ts'
import { TranscriptParams as LiveSessionParams } from '../../schemas/conversations.ts'
import { AgentMessageBody, AgentMessageReply, AgentTypingBody, LiveEvent, LiveListReply, ModeReply } from '../../schemas/live.ts'
import { liveConversations, sessionMode } from '../../store/live.ts'
import { findSessionInWorkspace } from '../../store/sessions.ts'
import { requireChatbot } from '../lookups.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']
const member = { consoleAccess: 'member' } as const
const eventStream = (description: string) => ({
  200: { description, content: { 'text/event-stream': { schema: LiveEvent } } },
  ...errorReplies
})

/**
 * Live takeover in the console, for owners and agents: the waiting queue and the taken-over
 * conversations (as a list and live), one conversation live, take over, reply, typing, hand back.
 */
const consoleLiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app
  const context: LiveContext = { db, bus: app.liveBus, mailer: app.mailer, log: app.log }
  const agentOf = (request: FastifyRequest): Agent => {
    const { user } = consoleSessionOf(request)
    return { id: user.id, name: user.name || user.email }
  }
  /** The chatbot and session a request names, both of the user's workspace (404 otherwise). */
  const targetOf = async (request: FastifyRequest, params: { id: string; sessionId: string }): Promise<LiveTarget> => {
    const workspaceId = consoleSessionOf(request).user.workspaceId
    const chatbot = await requireChatbot(db, params.id, workspaceId)
    const sessionId = Number(params.sessionId)
    const session = await findSessionInWorkspace(db, sessionId, workspaceId)
    if (!session || session.chatbotId !== chatbot.id) throw new NotFoundError(`Conversation ${sessionId} was not found`)
    return { chatbotId: chatbot.id, chatbotName: chatbot.Name, sessionId }
  }
  const modeReply = ({ SessionID, Mode, AgentName }: ModeReply) => ok({ SessionID, Mode, AgentName })

  app.get('/chatbots/:id/live', {
    config: member,
    schema: { tags, operationId: 'ConsoleListLive', summary: 'The conversations waiting for a person (longest waiting first) and those a person holds', params: ChatbotIdParams, response: { 200: Envelope(LiveListReply), ...errorReplies } }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const rows = await liveConversations(db, chatbot.id)
    return ok({
      List: rows.map((row) => ({
        SessionID: row.sessionId, Mode: row.mode, AgentName: row.agentName, Since: row.modeAt,
        FirstQuestion: row.firstQuestion, LastAt: row.lastAt, VisitorName: row.visitorName
      }))
    })
  })

  app.get('/chatbots/:id/live/events', {
    config: member,
    schema: { tags, operationId: 'ConsoleLiveQueueEvents', summary: 'The chatbot\'s waiting queue live: a mode event whenever a conversation starts waiting, is taken over or handed back, and the visitors\' messages in conversations a person is involved in', params: ChatbotIdParams, response: eventStream('a text/event-stream of LiveEvent data lines (not typing)') }
  }, async (request, reply) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    await streamLive(reply, { pingMs: config.ssePingMs, bus: app.liveBus, filter: { chatbotId: chatbot.id }, keep: (event) => event.Type !== 'typing' })
    return reply
  })

  app.get('/chatbots/:id/live/:sessionId/events', {
    config: member,
    schema: { tags, operationId: 'ConsoleLiveConversationEvents', summary: 'One conversation live: its mode first, then every message of a person or the visitor, typing and mode changes; Last-Event-ID replays what a reconnect missed', params: LiveSessionParams, response: eventStream('a text/event-stream of LiveEvent data lines') }
  }, async (request, reply) => {
    const target = await targetOf(request, request.params)
    const { mode, agentName } = await sessionMode(db, target.sessionId)
    await streamLive(reply, {
      pingMs: config.ssePingMs, bus: app.liveBus, filter: { sessionId: target.sessionId }, after: lastEventId(request.headers['last-event-id']),
      first: { Type: 'mode', SessionID: target.sessionId, Mode: mode, AgentName: agentName }
    })
    return reply
  })

  app.post('/chatbots/:id/live/:sessionId/take-over', {
    config: member,
    schema: { tags, operationId: 'ConsoleTakeOver', summary: 'Take the conversation over: the assistant stays silent in it and your messages appear in the visitor\'s widget', params: LiveSessionParams, response: { 200: Envelope(ModeReply), ...errorReplies } }
  }, async (request) => modeReply(await takeOver(context, await targetOf(request, request.params), agentOf(request))))

  app.post('/chatbots/:id/live/:sessionId/hand-back', {
    config: member,
    schema: { tags, operationId: 'ConsoleHandBack', summary: 'Hand the conversation back to the assistant, which answers the visitor\'s next message', params: LiveSessionParams, response: { 200: Envelope(ModeReply), ...errorReplies } }
  }, async (request) => modeReply(await handBack(context, await targetOf(request, request.params))))

  app.post('/chatbots/:id/live/:sessionId/messages', {
    config: member,
    schema: { tags, operationId: 'ConsoleSendAgentMessage', summary: 'Send a message to the visitor as yourself (409 unless you took the conversation over)', params: LiveSessionParams, body: AgentMessageBody, response: { 200: Envelope(AgentMessageReply), ...errorReplies, 409: ErrorEnvelope } }
  }, async (request) => {
    const messageId = await sendAgentMessage(context, await targetOf(request, request.params), agentOf(request), request.body.content)
    return ok({ MessageID: messageId })
  })

  app.post('/chatbots/:id/live/:sessionId/typing', {
    config: member,
    schema: { tags, operationId: 'ConsoleAgentTyping', summary: 'Show (on: true) or hide (on: false) that you are typing in the visitor\'s widget', params: LiveSessionParams, body: AgentTypingBody, response: { 200: Envelope(Type.Null()), ...errorReplies } }
  }, async (request) => {
    await agentTyping(context, await targetOf(request, request.params), agentOf(request), request.body.on)
    return ok(null)
  })
}

export default consoleLiveRoutes
