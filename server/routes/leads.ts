import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError } from '../errors.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { LeadListBody, LeadListReply, LeadPushListBody, LeadPushListReply } from '../schemas/leads.ts'
import { listLeads } from '../store/leads.ts'
import { listLeadPushes } from '../store/lead-pushes.ts'
import { leadOutput, leadPushOutput } from '../replies/lead.ts'
import { utcDayRange } from '../time/zoned.ts'
import { requireChatbot } from './lookups.ts'

/** LeadList: the contact details visitors of a chatbot gave, between two UTC dates; LeadPushList: their real-time deliveries. */
const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app

  app.post('/chat/Chatbot/LeadList', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags: ['Leads'],
      summary: 'A chatbot\'s leads recorded between startTime and endTime (UTC dates, both included), newest first',
      body: LeadListBody,
      response: { 200: Envelope(LeadListReply), ...errorReplies }
    }
  }, async (request) => {
    const { serialNumber, startTime, endTime, sessionID, pageNumber, pageSize } = request.body
    const chatbot = await requireChatbot(db, serialNumber, workspaceIdOf(request))
    const range = utcDayRange(startTime, endTime)
    if (!range) throw new BadRequestError('endTime must be the same day as startTime or later')
    const { rows, total } = await listLeads(db, { chatbotId: chatbot.id, ...range, sessionId: sessionID, page: pageNumber, pageSize, order: 'newest' })
    return ok({ List: rows.map(leadOutput), VirtualCount: total })
  })

  app.post('/chat/Chatbot/LeadPushList', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags: ['Leads'],
      summary: 'The delivery log of a chatbot\'s real-time lead pushes (webhook and Follow Up Boss), newest first',
      body: LeadPushListBody,
      response: { 200: Envelope(LeadPushListReply), ...errorReplies }
    }
  }, async (request) => {
    const { serialNumber, pageNumber, pageSize } = request.body
    const chatbot = await requireChatbot(db, serialNumber, workspaceIdOf(request))
    const { rows, total } = await listLeadPushes(db, chatbot.id, pageNumber, pageSize)
    return ok({ List: rows.map(leadPushOutput), VirtualCount: total })
  })
}

export default leadRoutes
