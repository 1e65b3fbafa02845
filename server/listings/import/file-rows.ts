import readline from 'node:readline'
import type { Readable } from 'node:stream'
import { CsvError, parse } from 'csv-parse'
import streamArray from 'stream-json/streamers/stream-array.js'

/** The kinds of file an import reads. */
export const FILE_FORMATS = ['csv', 'ndjson', 'json'] as const
export type FileFormat = (typeof FILE_FORMATS)[number]

/** One row of a file: where it is (`row`), and its columns, or why it has none. */
export interface FileRow {
  /** CSV and NDJSON: the line of the file it starts on (a CSV's header is line 1); JSON: its place in the array, from 1 */
  row: number
  columns?: Record<string, unknown>
  problem?: string
}

/** The file as a whole cannot be read as its format (not CSV, not JSON): nothing after the error is read. */
export class FileFormatError extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const NO_HEADER = 'The file is not CSV: its first line is not a header of column names'

/** A CSV file's rows as header: cell objects; a row with more or fewer cells than the header is a problem. */
async function* csvRows(input: Readable): AsyncGenerator<FileRow> {
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }))
  input.once('error', (error) => parser.destroy(error))
  let header: string[] | undefined
  let line = 1
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const row = line
      line = info.lines + 1
      if (!header) {
        if (record.some((cell) => cell.includes('\u0000')) || /^\s*[[{]/.test(record[0] ?? '')) throw new FileFormatError(NO_HEADER)
        header = record.map((cell) => cell.trim())
        continue
      }
      if (record.length !== header.length) {
        yield { row, problem: `The row has ${record.length} cells and the header ${header.length}` }
        continue
      }
      yield { row, columns: Object.fromEntries(header.map((name, index) => [name, record[index]])) }
    }
  } catch (error) {
    if (error instanceof FileFormatError) throw error
    if (error instanceof CsvError) {
      // A first line that is no CSV at all (a JSON file sent as CSV) says so; a later broken line is named by the parser.
      const firstLine = !header && (error as CsvError & { lines?: number }).lines === 1
      throw new FileFormatError(firstLine ? `${NO_HEADER} (${error.message})` : `The file is not ${header ? 'valid CSV' : 'CSV'}: ${error.message}`, { cause: error })
    }
    throw error
  }
}

/** An NDJSON file's rows: one JSON object a line; a line that is not one is a problem. */
async function* ndjsonRows(input: Readable): AsyncGenerator<FileRow> {
  let row = 0
  for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
    row++
    if (line.trim() === '') continue
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      yield { row, problem: 'The line is not JSON' }
      continue
    }
    yield isObject(value) ? { row, columns: value } : { row, problem: 'The line must be a JSON object' }
  }
}

/** A JSON array's items, read one at a time off the stream. */
async function* jsonRows(input: Readable): AsyncGenerator<FileRow> {
  const items = input.pipe(streamArray.withParserAsStream())
  input.once('error', (error) => items.destroy(error))
  try {
    for await (const { key, value } of items as AsyncIterable<{ key: number; value: unknown }>) {
      yield isObject(value) ? { row: key + 1, columns: value } : { row: key + 1, problem: 'The item must be a JSON object' }
    }
  } catch (error) {
    if (input.errored) throw error
    throw new FileFormatError(`The file is not a JSON array of listings: ${(error as Error).message}`, { cause: error })
  }
}

/**
 * The rows of a file as they arrive on `input`: a 1 GB file is read a piece at a time, never
 * whole. A file that is not its format at all throws FileFormatError; a bad row is a problem of that row.
 *
 * @example
 * for await (const { row, columns, problem } of fileRows(fs.createReadStream('listings.csv'), 'csv')) { … }
 */
export function fileRows(input: Readable, format: FileFormat): AsyncGenerator<FileRow> {
  return format === 'csv' ? csvRows(input) : format === 'ndjson' ? ndjsonRows(input) : jsonRows(input)
}
