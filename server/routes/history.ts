import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError } from '../errors.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { HistoryBody, HistoryReply } from '../schemas/history.ts'
import { messageOutput } from '../replies/message.ts'
import { messageHistory } from '../store/messages.ts'
import { utcDayRange } from '../time/zoned.ts'
import { requireChatbot } from './lookups.ts'

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
    const range = utcDayRange(StartTime, EndTime)
    if (!range) throw new BadRequestError('EndTime must be the same day as StartTime or later')
    const { rows, total } = await messageHistory(db, { chatbotId: chatbot.id, ...range, sessionId: SessionID, page: PageNumber, pageSize: PageSize })
    return ok({ List: rows.map(messageOutput), VirtualCount: total })
  })
}

export default historyRoutes
