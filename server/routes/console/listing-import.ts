import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { asBadRequest, formatOf, IMPORT_TYPES, mappingOf, takeRawBodies } from '../../http/import-file.ts'
import { fileRows } from '../../listings/import/file-rows.ts'
import { importListings, previewImport } from '../../listings/import/import-listings.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams, CsrfHeader } from '../../schemas/console.ts'
import { ConsoleImportQuery } from '../../schemas/console-listings.ts'
import { ImportPreviewReply, ImportReply } from '../../schemas/listing-import.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']
const description = 'The body is the file, read as it arrives, as RealEstateImport reads it: CSV, NDJSON or a JSON array.'

/** The console's import wizard: RealEstateImportPreview and RealEstateImport for a signed-in owner. */
const consoleListingImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  takeRawBodies(app)

  app.post('/chatbots/:id/listings/import-preview', {
    schema: {
      tags,
      operationId: 'ConsolePreviewListingImport',
      summary: 'The mapping proposed for a file and its first five rows as listings (or the rule each breaks); stores nothing',
      description,
      consumes: IMPORT_TYPES,
      headers: CsrfHeader,
      params: ChatbotIdParams,
      querystring: ConsoleImportQuery,
      response: { 200: Envelope(ImportPreviewReply), 415: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => {
    const format = formatOf(request)
    const mapping = mappingOf(request.query.mapping)
    await consoleChatbot(db, request, request.params.id)
    return ok(await asBadRequest(() => previewImport(fileRows(request.raw, format), mapping)))
  })

  app.post('/chatbots/:id/listings/import', {
    schema: {
      tags,
      operationId: 'ConsoleImportListings',
      summary: 'Store a file\'s listings (updating those the chatbot has by ListingKey or MLS number); Data counts them and names each rejected row',
      description,
      consumes: IMPORT_TYPES,
      headers: CsrfHeader,
      params: ChatbotIdParams,
      querystring: ConsoleImportQuery,
      response: { 200: Envelope(ImportReply), 415: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => {
    const format = formatOf(request)
    const mapping = mappingOf(request.query.mapping)
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const rows = fileRows(request.raw, format)
    return ok(await asBadRequest(() => importListings(db, chatbot.id, rows, { allOrNothing: request.query.allOrNothing === 'true', mapping })))
  })
}

export default consoleListingImportRoutes
