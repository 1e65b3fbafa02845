/**
 * Reading the reply envelope every JSON endpoint returns, and the one error type the widget handles.
 */
import type { Envelope } from '../../server/schemas/common.ts'

export type { Envelope }

/**
 * A failed call. `status` is the HTTP status, or 0 when the network failed (offline, DNS,
 * CORS refusal); `retryAfter` is in seconds, from the Retry-After header of a 429.
 *
 * @example
 * try { await postJson(api, '/chat/Chatbot/GetConfig', body) }
 * catch (error) { if (error instanceof ApiError && error.status === 403) showNotAllowed() }
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter = 0
  ) {
    super(message)
  }
}

/** Where the API is and which visitor key to send. */
export interface ApiTarget {
  base: string
  /** The visitor session key; empty to ask for a new session. */
  key?: string
}

/**
 * Request headers for a JSON call, with the visitor key when there is one. Without one (a
 * first GetConfig) there are none at all: the browser then labels the body text/plain, which
 * makes a "simple" cross-origin request with no CORS preflight, and the server reads every
 * body as JSON whatever its type (server/plugins/app/json-body.ts).
 *
 * @example
 * fetch(url, { method: 'POST', headers: jsonHeaders(sessionKey), body })
 */
export function jsonHeaders(key?: string): Record<string, string> {
  return key ? { 'content-type': 'application/json', 'chatrobot-sessionkey': key } : {}
}

/**
 * Seconds from a Retry-After header (seconds or an HTTP date); 0 when absent.
 *
 * @example
 * retryAfterSeconds('12') // 12
 */
export function retryAfterSeconds(value: string | null): number {
  if (!value) return 0
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? 0 : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/**
 * Turns a reply into its Data, or throws the ApiError it describes.
 *
 * @example
 * const config = await readEnvelope<WidgetConfig>(await fetch(url, init))
 */
export async function readEnvelope<T>(response: Response): Promise<T> {
  let body: Partial<Envelope<T>> | undefined
  try {
    body = (await response.json()) as Partial<Envelope<T>>
  } catch {
    body = undefined
  }
  if (response.ok && body?.Success) return body.Data as T
  throw new ApiError(
    response.ok ? (body?.Code ?? 500) : response.status,
    body?.Message || response.statusText || 'The server did not answer as expected',
    retryAfterSeconds(response.headers.get('retry-after'))
  )
}

/**
 * POSTs JSON and returns the envelope's Data.
 *
 * @example
 * const ticket = await postJson<PreUpload>({ base, key }, '/chat/User/GetPreUploadUrl', { fileName: 'a.png' })
 */
export async function postJson<T>(target: ApiTarget, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(target.base + path, {
    method: 'POST',
    headers: jsonHeaders(target.key),
    body: JSON.stringify(body),
    signal
  }).catch((error: unknown) => {
    throw networkError(error)
  })
  return readEnvelope<T>(response)
}

/**
 * A fetch that never reached the server; aborts stay aborts so callers can tell them apart.
 *
 * @example
 * await fetch(url).catch((error) => { throw networkError(error) })
 */
export function networkError(error: unknown): unknown {
  return error instanceof DOMException && error.name === 'AbortError' ? error : new ApiError(0, 'network')
}
