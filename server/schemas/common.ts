import { Type, type Static, type TSchema } from 'typebox'
import { VERSION } from '../version.ts'

/** The fields of the envelope around Data. */
const EnvelopeFields = Type.Object({
  Version: Type.String({ description: 'The server version, dotted', examples: [VERSION] }),
  Success: Type.Boolean(),
  Code: Type.Integer({ description: 'HTTP status; 200 on success' }),
  Message: Type.String({ description: 'Empty on success; what went wrong and which field otherwise' })
})

/**
 * Wraps a Data schema in the reply envelope every JSON endpoint returns. A Data schema with a
 * title gives the envelope the name `<title>Envelope` in the OpenAPI document.
 *
 * @example
 * response: { 200: Envelope(Type.Integer()) }
 */
export function Envelope<T extends TSchema>(data: T, title = (data as { title?: string }).title?.concat('Envelope')) {
  return Type.Object({ Data: data, ...EnvelopeFields.properties }, title ? { title } : {})
}

/**
 * The envelope as a type, `{Data, Version, Success, Code, Message}`: the one the widget reads too.
 *
 * @example
 * const reply = (await response.json()) as Envelope<WidgetConfig>
 */
export type Envelope<T> = { Data: T } & Static<typeof EnvelopeFields>

/** The envelope of a failed call: Data is null, Message says what to fix. */
export const ErrorEnvelope = Envelope(Type.Null(), 'ErrorEnvelope')

/** Builds the success envelope for `data`. */
export function ok<T>(data: T) {
  return { Data: data, Version: VERSION, Success: true, Code: 200, Message: '' }
}

/** Builds the failure envelope. */
export function failure(code: number, message: string) {
  return { Data: null, Version: VERSION, Success: false, Code: code, Message: message }
}

/** A chatbot ID: 32 lowercase hex characters. */
export const ChatbotId = Type.String({
  pattern: '^[0-9a-fA-F]{32}$',
  description: 'a chatbot ID (32 hex characters)'
})

/**
 * The largest id a stored row can have: PostgreSQL's `serial` keys are 32-bit integers, and
 * both databases take the same range so that a larger id is refused (400) before a query runs.
 */
export const MAX_ROW_ID = 2_147_483_647

/**
 * A row id sent as a JSON number (a session, an answer, a file), 1 to {@link MAX_ROW_ID}.
 *
 * @example
 * Type.Object({ sessionID: RowId('a session id') })
 */
export function RowId(description: string) {
  return Type.Integer({ minimum: 1, maximum: MAX_ROW_ID, description: `${description} (1 to ${MAX_ROW_ID})` })
}

/**
 * A regular expression source matching the decimal numbers 0 to `max` without leading zeros,
 * so a string id (a URL segment, a FileStoreId setting) has the range of a number id.
 *
 * @example
 * decimalUpTo(255) // '(0|[1-9]\\d{0,1}|1\\d{2}|2[0-4]\\d{1}|25[0-4]|255)'
 */
export function decimalUpTo(max: number): string {
  const digits = String(max)
  const shorter = digits.length > 1 ? [`0|[1-9]\\d{0,${digits.length - 2}}`] : []
  const sameLength = [...digits].flatMap((digit, at) => {
    const lowest = at === 0 && digits.length > 1 ? 1 : 0
    const rest = digits.length - at - 1
    const highest = Number(digit) - 1
    if (highest < lowest) return []
    const range = highest === lowest ? String(lowest) : `[${lowest}-${highest}]`
    return [`${digits.slice(0, at)}${range}${rest ? `\\d{${rest}}` : ''}`]
  })
  return `(${[...shorter, ...sameLength, digits].join('|')})`
}

/** A row id written in decimal as a string (a URL segment), 0 to {@link MAX_ROW_ID}. */
export const DecimalRowId = `^${decimalUpTo(MAX_ROW_ID)}$`

/** An http(s) URL, or the empty string to clear the setting. */
export function HttpUrl(maxLength = 2048) {
  return Type.String({
    maxLength,
    pattern: '^(|https?://[^\\s/?#]+[^\\s]*)$',
    description: 'an http:// or https:// URL'
  })
}

/** A UTC calendar date written YYYY-MM-DD; `which` says whether it is the first or last day included. */
export function UtcDay(which: 'first' | 'last') {
  return Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description: `a UTC date written YYYY-MM-DD (the ${which} day included)` })
}

/** The console's paging and export choice in a query string (GET), where every value is text. */
export const QueryPaging = {
  pageNumber: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$', description: 'a page number, 1 or more' })),
  pageSize: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9]\\d|1\\d\\d|200)$', description: 'an integer from 1 to 200' })),
  format: Type.Optional(Type.Enum(['csv', 'json'], { description: 'export only: csv (the default) or json' }))
}

/** A 1-based page number, 1 when absent. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'a page number, 1 or more' })

/** Standard error replies documented on every route. */
export const errorReplies = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope
}

const KiB = 1024

/**
 * Body size limits by route: room for the largest body the route's schema admits when
 * written as plain UTF-8 JSON, so a larger body is refused with 413 before it is parsed
 * and the handler never runs.
 */
export const BODY_LIMITS = {
  /** ids, filters, file names */
  small: 16 * KiB,
  /** every chatbot setting at its longest */
  settings: 256 * KiB,
  /** one listing with 100 images and 100 extension pairs */
  listing: 1024 * KiB,
  /** 1000 listing keys of up to 2048 characters */
  keys: 2200 * KiB
} as const
