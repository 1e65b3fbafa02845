import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError } from '../errors.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { ConversationListBody, ConversationListReply } from '../schemas/conversations.ts'
import { conversationQuery, conversationSummary } from '../replies/conversation.ts'
import { listConversations } from '../store/conversations.ts'
import { requireChatbot } from './lookups.ts'

/** ConversationList: the inbox's list of a chatbot's conversations, with its filters and full-text search. */
const conversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app

  app.post('/chat/Chatbot/ConversationList', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags: ['History'],
      summary: 'A chatbot\'s conversations, newest first: filter by date, rating, unanswered, handoff, live now, and words in their messages',
      body: ConversationListBody,
      response: { 200: Envelope(ConversationListReply), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await requireChatbot(db, request.body.serialNumber, workspaceIdOf(request))
    const now = new Date()
    const query = conversationQuery(chatbot.id, request.body, now)
    if (!query) throw new BadRequestError('endTime must be the same day as startTime or later')
    const { rows, hasMore } = await listConversations(db, query)
    return ok({ List: rows.map((row) => conversationSummary(row, now)), HasMore: hasMore, TimeZone: chatbot.TimeZone })
  })
}

export default conversationRoutes
