/**
 * The console's calls to /console/api: JSON in the product's envelope, the session cookie
 * sent by the browser, and the session's CSRF token on every call that changes something.
 */
import type { Envelope } from '../../server/schemas/common.ts'

/**
 * A refused or failed call: the HTTP status (0 when the network failed), the server's message,
 * the field it names (a 400's message starts with the field's name) and Retry-After's seconds.
 */
export class ConsoleApiError extends Error {
  readonly field: string | undefined
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter = 0,
    options?: ErrorOptions
  ) {
    super(message, options)
    this.field = status === 400 ? /^([A-Za-z][A-Za-z0-9]*)\b/.exec(message)?.[1] : undefined
  }
}

/** What to tell the owner about a failure. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.'

let csrfToken = ''

/** Keeps the signed-in session's token for the calls that change something; empty after sign-out. */
export function useCsrfToken(token: string): void {
  csrfToken = token
}

let onSignedOut: () => void = () => {}

/** Sets what happens when a call finds the session gone (401): the app shows the sign-in page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler
}

/**
 * Calls the console API and returns the envelope's Data, or throws a ConsoleApiError.
 *
 * @example
 * const { chatbots } = await call<ChatbotList>('GET', '/chatbots')
 * await call('PATCH', `/chatbots/${id}`, { WelcomeMessage: 'Hello' })
 */
export async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken
  let response: Response
  try {
    response = await fetch(`/console/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' })
  } catch (error) {
    throw new ConsoleApiError(0, UNREACHABLE, 0, { cause: error })
  }
  return dataOf<T>(path, { status: response.status, statusText: response.statusText, text: await response.text(), retryAfter: response.headers.get('retry-after') })
}

/** The envelope's Data of a reply, or the ConsoleApiError it stands for (a lost session shows the sign-in page). */
function dataOf<T>(path: string, reply: { status: number; statusText: string; text: string; retryAfter: string | null }): T {
  let envelope: Partial<Envelope<T>> | undefined
  try {
    envelope = JSON.parse(reply.text) as Partial<Envelope<T>>
  } catch {
    envelope = undefined
  }
  if (reply.status >= 200 && reply.status < 300 && envelope?.Success) return envelope.Data as T
  if (reply.status === 401 && !path.startsWith('/session')) onSignedOut()
  throw new ConsoleApiError(reply.status, envelope?.Message || reply.statusText || 'The server did not answer as expected', Number(reply.retryAfter) || 0)
}

/**
 * POSTs a file (or part of one) as the request body, reporting how much of it has gone up,
 * and returns the envelope's Data, or throws a ConsoleApiError as `call` does.
 *
 * @example
 * const job = await upload<ImportJob>(`/chatbots/${id}/listing-imports`, file, 'text/csv', (sent, total) => …)
 */
export function upload<T>(path: string, file: Blob, type: string, onProgress?: (sent: number, total: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/console/api${path}`)
    request.setRequestHeader('content-type', type)
    if (csrfToken) request.setRequestHeader('x-csrf-token', csrfToken)
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total || file.size)
    request.onerror = () => reject(new ConsoleApiError(0, UNREACHABLE))
    request.onload = () => {
      try {
        resolve(dataOf<T>(path, { status: request.status, statusText: request.statusText, text: request.responseText, retryAfter: request.getResponseHeader('retry-after') }))
      } catch (error) {
        reject(error as Error)
      }
    }
    request.send(file)
  })
}
