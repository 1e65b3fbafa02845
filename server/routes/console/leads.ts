import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { BadRequestError } from '../../errors.ts'
import { leadOutput, leadPushOutput } from '../../replies/lead.ts'
import { Envelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams } from '../../schemas/console.ts'
import { LeadFilters, LeadListReply, LeadPushListReply } from '../../schemas/leads.ts'
import { listLeadPushes } from '../../store/lead-pushes.ts'
import { listLeads, type LeadWithListing } from '../../store/leads.ts'
import { utcDayRange } from '../../time/zoned.ts'
import { sendExport } from './export-file.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']

/** A lead as one flat row of the export file: its listing as three columns, the MLS numbers asked about as one. */
function leadExportRow(row: LeadWithListing) {
  const { Listing, ...lead } = leadOutput(row)
  return {
    ...lead,
    ListingsAskedAbout: lead.ListingsAskedAbout.join(' '),
    ListingAddress: Listing ? [Listing.Address, Listing.City].filter(Boolean).join(', ') : '',
    ListingMLSNumber: Listing?.MLSNumber ?? '',
    ListingUrl: Listing?.Url ?? ''
  }
}
const EXPORT_LIMIT = 10_000

/** Leads in the console, for owners and agents: the list, the export, and the real-time delivery log. */
const consoleLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const rangeOf = (filters: LeadFilters) => {
    const range = utcDayRange(filters.startTime ?? '1970-01-01', filters.endTime ?? '9999-12-30')
    if (!range) throw new BadRequestError('endTime must be the same day as startTime or later')
    return range
  }

  app.get('/chatbots/:id/leads', {
    config: { consoleAccess: 'member' },
    schema: { tags, operationId: 'ConsoleListLeads', summary: 'A chatbot\'s leads, newest first', params: ChatbotIdParams, querystring: LeadFilters, response: { 200: Envelope(LeadListReply), ...errorReplies } }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { pageNumber = '1', pageSize = '50' } = request.query
    const { rows, total } = await listLeads(db, { chatbotId: chatbot.id, ...rangeOf(request.query), page: Number(pageNumber), pageSize: Number(pageSize), order: 'newest' })
    return ok({ List: rows.map(leadOutput), VirtualCount: total })
  })

  app.get('/chatbots/:id/leads/export', {
    config: { consoleAccess: 'member' },
    schema: { tags, operationId: 'ConsoleExportLeads', summary: `The leads in the date range as a CSV or JSON file (at most ${EXPORT_LIMIT.toLocaleString('en-US')})`, params: ChatbotIdParams, querystring: LeadFilters, response: { 200: Type.String({ description: 'the file: CSV (text/csv) or JSON (application/json), as an attachment' }), ...errorReplies } }
  }, async (request, reply) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { rows } = await listLeads(db, { chatbotId: chatbot.id, ...rangeOf(request.query), page: 1, pageSize: EXPORT_LIMIT, order: 'newest' })
    return sendExport(reply, `leads-${chatbot.id}`, request.query.format, rows.map(leadExportRow),
      ['LeadID', 'SessionID', 'Name', 'Email', 'Phone', 'Source', 'Message', 'ListingAddress', 'ListingMLSNumber', 'ListingUrl', 'CreatedAt',
        'Intent', 'Budget', 'Timeline', 'Area', 'PreApproved', 'ListingsAskedAbout'])
  })

  app.get('/chatbots/:id/lead-pushes', {
    config: { consoleAccess: 'member' },
    schema: { tags, operationId: 'ConsoleListLeadPushes', summary: 'The delivery log of the chatbot\'s real-time lead pushes, newest first', params: ChatbotIdParams, querystring: LeadFilters, response: { 200: Envelope(LeadPushListReply), ...errorReplies } }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const { pageNumber = '1', pageSize = '50' } = request.query
    const { rows, total } = await listLeadPushes(db, chatbot.id, Number(pageNumber), Number(pageSize))
    return ok({ List: rows.map(leadPushOutput), VirtualCount: total })
  })
}

export default consoleLeadRoutes
