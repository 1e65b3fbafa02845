import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { NotFoundError } from '../../errors.ts'
import { asBadRequest, formatOf, IMPORT_TYPES, mappingOf, takeRawBodies } from '../../http/import-file.ts'
import { fileRows } from '../../listings/import/file-rows.ts'
import { previewImport } from '../../listings/import/import-listings.ts'
import { DecimalRowId, Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams, CsrfHeader } from '../../schemas/console.ts'
import { ConsoleImportJobQuery, ConsoleImportQuery } from '../../schemas/console-listings.ts'
import { ImportJob, ImportJobList, ImportPreviewReply } from '../../schemas/listing-import.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']
const ImportParams = Type.Object({ ...ChatbotIdParams.properties, importId: Type.String({ pattern: DecimalRowId, description: 'an import ID' }) })
/** Imports the list shows. */
const RECENT = 20

const description = 'The body is the file, read as it arrives, as RealEstateImport reads it: CSV, NDJSON or a JSON array.'

/** The console's import wizard: RealEstateImportPreview for a signed-in owner, and imports as jobs the owner follows. */
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

  app.post('/chatbots/:id/listing-imports', {
    schema: {
      tags,
      operationId: 'ConsoleStartListingImport',
      summary: 'Receive a file and queue its import as a job (updating the listings the chatbot has by ListingKey or MLS number); follow it with ConsoleGetListingImport',
      description: `${description} The file is kept in the data folder until its import ends; a file whose first row shows it is not its format is refused at once.`,
      consumes: IMPORT_TYPES,
      headers: CsrfHeader,
      params: ChatbotIdParams,
      querystring: ConsoleImportJobQuery,
      response: { 202: Envelope(ImportJob), 415: ErrorEnvelope, ...errorReplies }
    }
  }, async (request, reply) => {
    const format = formatOf(request)
    const mapping = mappingOf(request.query.mapping) ?? {}
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const job = await asBadRequest(() => app.importJobs.receive(chatbot.id, {
      fileName: request.query.fileName ?? `file.${format}`, format, allOrNothing: request.query.allOrNothing === 'true', mapping
    }, request.raw))
    return reply.code(202).send(ok(job))
  })

  app.get('/chatbots/:id/listing-imports', {
    schema: {
      tags, operationId: 'ConsoleListListingImports', summary: 'The chatbot\'s 20 newest imports, newest first, with their state and counts',
      params: ChatbotIdParams, response: { 200: Envelope(ImportJobList), ...errorReplies }
    }
  }, async (request) => ok({ Imports: await app.importJobs.list((await consoleChatbot(db, request, request.params.id)).id, RECENT) }))

  app.get('/chatbots/:id/listing-imports/:importId', {
    schema: {
      tags, operationId: 'ConsoleGetListingImport', summary: 'One import: its state, its progress (rows read, how far into the file), and once done its counts and first row errors',
      params: ImportParams, response: { 200: Envelope(ImportJob), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await consoleChatbot(db, request, request.params.id)
    const job = await app.importJobs.find(chatbot.id, Number(request.params.importId))
    if (!job) throw new NotFoundError(`Import ${request.params.importId} was not found`)
    return ok(job)
  })
}

export default consoleListingImportRoutes
