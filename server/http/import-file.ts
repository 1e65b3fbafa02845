import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequestError, UnsupportedMediaTypeError } from '../errors.ts'
import { parseMapping, type ColumnMapping } from '../listings/import/column-mapping.ts'
import { FileFormatError, type FileFormat } from '../listings/import/file-rows.ts'

/** The Content-Types an import takes, for OpenAPI's `consumes`. */
export const IMPORT_TYPES = ['text/csv', 'application/x-ndjson', 'application/json']
const FORMATS: Record<string, FileFormat> = { 'text/csv': 'csv', 'application/x-ndjson': 'ndjson', 'application/jsonl': 'ndjson', 'application/json': 'json' }

/**
 * Leaves a route context's request bodies unread, for routes that read the raw request stream
 * themselves (an import: the file is read as it arrives, whatever its size, and however long it
 * takes; the routes are marked streamsBody, so only a silent client is cut off).
 *
 * @example
 * const routes: FastifyPluginAsync = async (app) => { takeRawBodies(app); app.post(…) }
 */
export function takeRawBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, streamsBody: true }
  })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
}

/**
 * The file's format from its Content-Type; anything else is refused before a byte is read.
 *
 * @example
 * fileRows(request.raw, formatOf(request))
 */
export function formatOf(request: FastifyRequest): FileFormat {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const format = FORMATS[type]
  if (!format) throw new UnsupportedMediaTypeError(`The file must be CSV (text/csv), NDJSON (application/x-ndjson) or a JSON array (application/json), not "${type || 'no Content-Type'}"`)
  return format
}

/**
 * The owner's mapping from the query, checked: 400 saying what is wrong.
 *
 * @example
 * mappingOf('{"Sq Ft":"BuildingArea"}')
 */
export function mappingOf(text: string | undefined): ColumnMapping | undefined {
  try {
    return text === undefined ? undefined : parseMapping(text)
  } catch (error) {
    throw new BadRequestError(`Mapping: ${(error as Error).message}`, { cause: error })
  }
}

/**
 * Runs an import or preview; a file that is not its format at all is the caller's mistake: 400 with what is wrong.
 *
 * @example
 * return ok(await asBadRequest(() => importListings(db, chatbotId, rows)))
 */
export async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof FileFormatError) throw new BadRequestError(error.message, { cause: error })
    throw error
  }
}
