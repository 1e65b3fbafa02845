import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { asBadRequest, formatOf, IMPORT_TYPES, mappingOf, takeRawBodies } from '../http/import-file.ts'
import { fileRows } from '../listings/import/file-rows.ts'
import { importListings, previewImport } from '../listings/import/import-listings.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { ImportPreviewReply, ImportQuery, ImportReply } from '../schemas/listing-import.ts'
import { requireChatbot } from './lookups.ts'

const tags = ['Real estate listings']
const description = 'The body is the file, read as it arrives (no size limit): CSV with a header row (text/csv), one JSON object a line '
  + '(application/x-ndjson) or a JSON array of objects (application/json). Columns are mapped to listing fields from their names '
  + '(the API\'s, the RESO Data Dictionary\'s, common spreadsheet headings) unless Mapping says otherwise; other columns go into ExtensionColumn. '
  + 'Each row is checked as RealEstateCreate checks a listing; a row with the ListingKey (or, without one, the MLSNumber) of a listing the chatbot has updates it.'

/** Bulk import of a chatbot's listings from a CSV, NDJSON or JSON file, and a preview of one. */
const listingImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  // The routes read the raw request stream themselves, so their context's parser leaves the body alone.
  takeRawBodies(app)
  const routes = app.withTypeProvider<TypeBoxTypeProvider>()

  routes.post('/chat/Chatbot/RealEstateImport', {
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Store many listings from a file, in batched transactions; Data says how many, and why each rejected row was',
      description: `${description} Good rows are stored and bad ones reported, or with AllOrNothing=true nothing is stored unless every row is good.`,
      consumes: IMPORT_TYPES,
      querystring: ImportQuery,
      response: { 200: Envelope(ImportReply), 415: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => {
    const { SerialNumber, AllOrNothing, Mapping } = request.query
    const format = formatOf(request)
    const mapping = mappingOf(Mapping)
    const chatbot = await requireChatbot(db, SerialNumber, workspaceIdOf(request))
    const rows = fileRows(request.raw, format)
    return ok(await asBadRequest(() => importListings(db, chatbot.id, rows, { allOrNothing: AllOrNothing === 'true', mapping })))
  })

  routes.post('/chat/Chatbot/RealEstateImportPreview', {
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'The mapping proposed for a file and its first five rows as listings (or the rule each breaks); stores nothing',
      description: `${description} Only the start of the file is read.`,
      consumes: IMPORT_TYPES,
      querystring: ImportQuery,
      response: { 200: Envelope(ImportPreviewReply), 415: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => {
    const { SerialNumber, Mapping } = request.query
    const format = formatOf(request)
    const mapping = mappingOf(Mapping)
    await requireChatbot(db, SerialNumber, workspaceIdOf(request))
    return ok(await asBadRequest(() => previewImport(fileRows(request.raw, format), mapping)))
  })
}

export default listingImportRoutes
