import fs from 'node:fs'
import path from 'node:path'
import { parseMapping, type ColumnMapping } from '../listings/import/column-mapping.ts'
import { fileRows, FILE_FORMATS, type FileFormat } from '../listings/import/file-rows.ts'
import { importListings, previewImport, type ImportReport } from '../listings/import/import-listings.ts'
import { findChatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'

/** A usage mistake: printed without a stack, exit code 2. */
export class UsageError extends Error {}

export interface ImportArguments {
  chatbot?: string
  file?: string
  format?: string
  mapping?: string
  'all-or-nothing'?: boolean
  preview?: boolean
  json?: boolean
}

const EXTENSIONS: Record<string, FileFormat> = { '.csv': 'csv', '.ndjson': 'ndjson', '.jsonl': 'ndjson', '.json': 'json' }

/** The mapping given as JSON text or as the name of a JSON file. */
function mappingOf(text: string | undefined): ColumnMapping | undefined {
  try {
    return text === undefined ? undefined : parseMapping(fs.existsSync(text) ? fs.readFileSync(text, 'utf8') : text)
  } catch (error) {
    throw new UsageError(`--mapping: ${(error as Error).message}`, { cause: error })
  }
}

const summary = (report: ImportReport) => [
  `Added ${report.Added}, changed ${report.Changed}, unchanged ${report.Unchanged}, rejected ${report.Rejected}`,
  ...report.Errors.map((error) => `  row ${error.Row}: ${error.Rule}`),
  ...(report.Rejected > report.Errors.length ? [`  … and ${report.Rejected - report.Errors.length} more`] : []),
  ...(report.Stopped ? [`Stopped: ${report.Stopped}`] : [])
].join('\n')

/**
 * `import-listings`: stores a CSV, NDJSON or JSON file's listings for a chatbot (or, with
 * --preview, shows the mapping and the first rows), reading the file as a stream. Returns the
 * text (or JSON) to print; progress goes to `progress`.
 */
export async function importListingsCommand(db: Db, values: ImportArguments, progress: (line: string) => void): Promise<string> {
  if (!values.chatbot || !values.file) throw new UsageError('import-listings needs --chatbot ID --file FILE')
  const format = (values.format ?? EXTENSIONS[path.extname(values.file).toLowerCase()]) as FileFormat | undefined
  if (!format || !FILE_FORMATS.includes(format)) throw new UsageError(`--format must be one of: ${FILE_FORMATS.join(', ')} (or the file end in .csv, .ndjson, .jsonl or .json)`)
  if (!fs.existsSync(values.file)) throw new UsageError(`No file ${values.file}`)
  const mapping = mappingOf(values.mapping)
  if (!(await findChatbot(db, values.chatbot))) throw new UsageError(`No chatbot ${values.chatbot}`)
  const rows = fileRows(fs.createReadStream(values.file), format)
  if (values.preview) {
    const preview = await previewImport(rows, mapping)
    return JSON.stringify(preview, null, values.json ? undefined : 2)
  }
  const report = await importListings(db, values.chatbot.toLowerCase(), rows, {
    allOrNothing: values['all-or-nothing'],
    mapping,
    onProgress: ({ rows: read, added, changed, rejected }) => progress(`${read} rows read, ${added} added, ${changed} changed, ${rejected} rejected`)
  })
  return values.json ? JSON.stringify(report) : summary(report)
}
