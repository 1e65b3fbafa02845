import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { BadRequestError, UnsupportedMediaTypeError } from '../errors.ts'
import { parseMapping, type ColumnMapping } from '../listings/import/column-mapping.ts'
import { fileRows, FileFormatError, type FileFormat } from '../listings/import/file-rows.ts'
import { importListings, previewImport } from '../listings/import/import-listings.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { ImportPreviewReply, ImportQuery, ImportReply } from '../schemas/listing-import.ts'
import { requireChatbot } from './lookups.ts'

const tags = ['Real estate listings']
const consumes = ['text/csv', 'application/x-ndjson', 'application/json']
const FORMATS: Record<string, FileFormat> = { 'text/csv': 'csv', 'application/x-ndjson': 'ndjson', 'application/jsonl': 'ndjson', 'application/json': 'json' }
const description = 'The body is the file, read as it arrives (no size limit): CSV with a header row (text/csv), one JSON object a line '
  + '(application/x-ndjson) or a JSON array of objects (application/json). Columns are mapped to listing fields from their names '
  + '(the API\'s, the RESO Data Dictionary\'s, common spreadsheet headings) unless Mapping says otherwise; other columns go into ExtensionColumn. '
  + 'Each row is checked as RealEstateCreate checks a listing.'

/** The file's format from its Content-Type; anything else is refused before a byte is read. */
function formatOf(request: FastifyRequest): FileFormat {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const format = FORMATS[type]
  if (!format) throw new UnsupportedMediaTypeError(`The file must be CSV (text/csv), NDJSON (application/x-ndjson) or a JSON array (application/json), not "${type || 'no Content-Type'}"`)
  return format
}

/** The owner's mapping from the query, checked. */
function mappingOf(text: string | undefined): ColumnMapping | undefined {
  try {
    return text === undefined ? undefined : parseMapping(text)
  } catch (error) {
    throw new BadRequestError(`Mapping: ${(error as Error).message}`, { cause: error })
  }
}

/** A file that is not its format at all is the caller's mistake: 400 with what is wrong. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof FileFormatError) throw new BadRequestError(error.message, { cause: error })
    throw error
  }
}

/** Bulk import of a chatbot's listings from a CSV, NDJSON or JSON file, and a preview of one. */
const listingImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  // The routes read the raw request stream themselves, so their context's parser leaves the body alone.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  const routes = app.withTypeProvider<TypeBoxTypeProvider>()

  routes.post('/chat/Chatbot/RealEstateImport', {
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Store many listings from a file, in batched transactions; Data says how many, and why each rejected row was',
      description: `${description} Good rows are stored and bad ones reported, or with AllOrNothing=true nothing is stored unless every row is good.`,
      consumes,
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
      consumes,
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
