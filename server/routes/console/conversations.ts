import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { BadRequestError, NotFoundError } from '../../errors.ts'
import { conversationQuery, conversationSummary } from '../../replies/conversation.ts'
import { listingCard } from '../../replies/listing-card.ts'
import { messageOutput } from '../../replies/message.ts'
import { Envelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams } from '../../schemas/console.ts'
import { ConversationFilters, ConversationListReply, TranscriptParams, TranscriptReply } from '../../schemas/conversations.ts'
import { listConversations, transcriptOf } from '../../store/conversations.ts'
import { sendExport } from './export-file.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']
/** Conversations one export holds at most. */
const EXPORT_LIMIT = 10_000

/** The inbox in the console, for owners and agents: the conversation list, a transcript, the export. */
const consoleConversationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const queryOf = (chatbotId: string, filters: ConversationFilters, page: number, pageSize: number) => {
    const query = conversationQuery(chatbotId, {
      serialNumber: chatbotId, ...filters, ratedDown: filters.ratedDown === '1', unanswered: filters.unanswered === '1',
      handoff: filters.handoff === '1', live: filters.live === '1', pageNumber: page, pageSize
    }, app.clock())
    if (!query) throw new BadRequestError('endTime must be the same day as startTime or later')
    return query
  }

  app.get('/chatbots/:id/conversations', {
    config: { consoleAccess: 'member' },
    schema: { tags, operationId: 'ConsoleListConversations', summary: 'A chatbot\'s conversations, newest first, with the inbox\'s filters and text search', params: ChatbotIdParams, querystring: ConversationFilters, response: { 200: Envelope(ConversationListReply), ...errorReplies } }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { pageNumber = '1', pageSize = '50' } = request.query
    const { rows, hasMore } = await listConversations(db, queryOf(chatbot.id, request.query, Number(pageNumber), Number(pageSize)))
    return ok({ List: rows.map((row) => conversationSummary(row, app.clock())), HasMore: hasMore, TimeZone: chatbot.TimeZone })
  })

  app.get('/chatbots/:id/conversations/export', {
    config: { consoleAccess: 'member' },
    schema: { tags, operationId: 'ConsoleExportConversations', summary: `The filtered conversations as a CSV or JSON file (at most ${EXPORT_LIMIT.toLocaleString('en-US')})`, params: ChatbotIdParams, querystring: ConversationFilters, response: { 200: Type.String({ description: 'the file: CSV (text/csv) or JSON (application/json), as an attachment' }), ...errorReplies } }
  }, async (request, reply) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { rows } = await listConversations(db, queryOf(chatbot.id, request.query, 1, EXPORT_LIMIT))
    const summaries = rows.map((row) => conversationSummary(row, app.clock()))
    return sendExport(reply, `conversations-${chatbot.id}`, request.query.format, summaries,
      ['SessionID', 'StartedAt', 'LastAt', 'Messages', 'RatedUp', 'RatedDown', 'Unanswered', 'Handoff', 'FirstQuestion'])
  })

  app.get('/chatbots/:id/conversations/:sessionId', {
    config: { consoleAccess: 'member' },
    schema: { tags, operationId: 'ConsoleGetTranscript', summary: 'One conversation, oldest message first, each answer with its listing cards and feedback', params: TranscriptParams, response: { 200: Envelope(TranscriptReply), ...errorReplies } }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const sessionId = Number(request.params.sessionId)
    const transcript = await transcriptOf(db, chatbot.id, sessionId)
    if (!transcript) throw new NotFoundError(`Conversation ${sessionId} was not found`)
    const messages = transcript.map(({ message, listings }) => ({ ...messageOutput(message), Listings: listings.map(listingCard) }))
    return ok({ SessionID: sessionId, TimeZone: chatbot.TimeZone, Messages: messages })
  })
}

export default consoleConversationRoutes
