import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError } from '../errors.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { HistoryBody, HistoryReply } from '../schemas/history.ts'
import { messageHistory } from '../store/messages.ts'
import { requireChatbot } from './lookups.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** ChatContentHistory: a chatbot's messages between two UTC dates, both included. */
const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app

  app.post('/chat/Chatbot/ChatContentHistory', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags: ['Chat'],
      summary: 'A chatbot\'s messages between StartTime and EndTime (UTC dates, both included), oldest first',
      body: HistoryBody,
      response: { 200: Envelope(HistoryReply), ...errorReplies }
    }
  }, async (request) => {
    const { SerialNumber, StartTime, EndTime, SessionID, PageNumber, PageSize } = request.body
    const chatbot = await requireChatbot(db, SerialNumber, workspaceIdOf(request))
    const from = Date.parse(`${StartTime}T00:00:00Z`)
    const to = Date.parse(`${EndTime}T00:00:00Z`) + DAY_MS
    if (to <= from) throw new BadRequestError('EndTime must be the same day as StartTime or later')
    const { rows, total } = await messageHistory(db, {
      chatbotId: chatbot.id,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      sessionId: SessionID,
      page: PageNumber,
      pageSize: PageSize
    })
    return ok({
      List: rows.map((row) => ({
        MessageID: row.id,
        SessionID: row.session_id,
        Role: row.role,
        Content: row.content,
        ChatAskType: row.ask_type,
        FileIds: row.file_ids ? row.file_ids.split(',').map(Number) : [],
        TotalToken: row.total_token,
        NoAnswer: Boolean(row.no_answer),
        Interrupted: Boolean(row.interrupted),
        CreatedAt: row.created_at
      })),
      VirtualCount: total
    })
  })
}

export default historyRoutes
