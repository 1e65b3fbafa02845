import { setTimeout as sleep } from 'node:timers/promises'

/** How a feed is reached: the secret is the OAuth2 client secret with tokenUrl, the bearer token without. */
export interface FeedConnection {
  serverUrl: string
  resource: string
  tokenUrl: string
  clientId: string
  secret: string
  filter: string
}

export interface ClientOptions {
  /** aborts the waits and the request in flight (the server shutting down) */
  signal?: AbortSignal
  /** one request's answer is awaited this long */
  timeoutMs?: number
  /** tries of one page after a 429, a 5xx, a timeout or a malformed page, the first excluded */
  retries?: number
  /** wait before the first retry of a 5xx or timeout; doubled for each further one */
  backoffMs?: number
  /** a Retry-After longer than this is cut to it */
  maxWaitMs?: number
  /** listings a page asks for ($top) */
  pageSize?: number
  /** hears what was survived (a 429 waited out, a 5xx retried), for the run's notes */
  note?: (text: string) => void
}

/** Why a feed could not be read: `kind` says whose it is to fix. */
export class FeedError extends Error {
  constructor(readonly kind: 'credentials' | 'not_oauth' | 'not_odata' | 'unreachable' | 'server', message: string, options?: ErrorOptions) {
    super(message, options)
  }
}

/** One page of the resource: its records, and the link to the next page if there is one. */
export interface ODataPage {
  records: Record<string, unknown>[]
  nextLink: string
}

/** A failure worth another try: its text is the run's note. */
class Transient extends Error {
  constructor(message: string, readonly waitMs?: number, readonly kind: 'server' | 'unreachable' = 'server') {
    super(message)
  }
}

/** The feed's own words in an OData error body ({ error: { code, message } }) or an OAuth2 one. */
function feedMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: string | { code?: string; message?: string }; error_description?: string; message?: string }
    if (typeof body.error === 'object' && body.error) return [body.error.code, body.error.message].filter(Boolean).join(': ')
    if (typeof body.error === 'string') return [body.error, body.error_description].filter(Boolean).join(': ')
    if (typeof body.message === 'string') return body.message
  } catch {
    // not JSON: the text itself, shortened
  }
  return text.trim().slice(0, 300)
}

/** Retry-After in seconds or as an HTTP date, in milliseconds. */
function retryAfterMs(header: string | null): number {
  if (!header) return 1000
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(header)
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now())
}

/** An OData literal for a DateTimeOffset, as RESO servers compare ModificationTimestamp. */
const odataTime = (iso: string) => new Date(iso).toISOString()

/**
 * Reads a RESO Web API resource page by page: gets (and renews) an OAuth2 token by client
 * credentials or uses the bearer token, follows @odata.nextLink, and survives 429 (waiting
 * Retry-After), 5xx, timeouts and a malformed page by trying again. Wrong credentials, a
 * resource that is not there and a server that is not OData are FeedErrors at once, with the
 * feed's own message.
 *
 * @example
 * const client = new FeedClient(connection, { pageSize: 200 })
 * let page = await client.page(client.firstUrl())
 */
export class FeedClient {
  #token: { value: string; expires: number } | undefined
  readonly #options: Required<Omit<ClientOptions, 'signal' | 'note'>> & Pick<ClientOptions, 'signal' | 'note'>

  constructor(readonly connection: FeedConnection, options: ClientOptions = {}) {
    this.#options = { timeoutMs: 30_000, retries: 5, backoffMs: 1000, maxWaitMs: 120_000, pageSize: 200, ...options }
  }

  /** The first page of a full load, or of the changes since `since` (an ISO time). */
  firstUrl(since?: string): string {
    const { serverUrl, resource, filter } = this.connection
    const filters = [since ? `ModificationTimestamp gt ${odataTime(since)}` : '', filter ? `(${filter})` : ''].filter(Boolean)
    const query = new URLSearchParams({ $top: String(this.#options.pageSize), $expand: 'Media' })
    if (filters.length > 0) query.set('$filter', filters.join(' and '))
    return `${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(resource)}?${query.toString().replaceAll('+', '%20')}`
  }

  /** The page at `url`, tried again after what may pass. */
  async page(url: string): Promise<ODataPage> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#pageOnce(url)
      } catch (error) {
        if (!(error instanceof Transient) || attempt >= this.#options.retries) {
          if (error instanceof Transient) throw new FeedError(error.kind, `${error.message} (${attempt + 1} ${attempt === 0 ? 'try' : 'tries'})`, { cause: error })
          throw error
        }
        const wait = Math.min(error.waitMs ?? this.#options.backoffMs * 2 ** attempt, this.#options.maxWaitMs)
        this.#options.note?.(`${error.message}: tried again after ${wait < 1000 ? `${Math.round(wait)} ms` : `${Math.round(wait / 100) / 10} s`}`)
        await sleep(wait, undefined, { signal: this.#options.signal })
      }
    }
  }

  async #pageOnce(url: string, renewed = false): Promise<ODataPage> {
    const response = await this.#get(url, await this.#bearer())
    if (response.status === 401 && this.connection.tokenUrl && !renewed) {
      this.#token = undefined // the token ran out early: one more try with a new one
      await response.body?.cancel()
      return this.#pageOnce(url, true)
    }
    const text = await this.#text(response)
    if (response.status === 429) throw new Transient('The feed answered HTTP 429 (too many requests)', retryAfterMs(response.headers.get('retry-after')))
    if (response.status >= 500) throw new Transient(`The feed answered HTTP ${response.status}`)
    if (response.status === 401 || response.status === 403) {
      throw new FeedError('credentials', `The feed refused the credentials (HTTP ${response.status}): ${feedMessage(text) || 'no message'}`)
    }
    if (!response.ok) throw new FeedError('not_odata', `The feed answered HTTP ${response.status} for ${this.connection.resource}: ${feedMessage(text) || 'no message'}`)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      if (!/json/i.test(response.headers.get('content-type') ?? '')) {
        throw new FeedError('not_odata', `The server did not answer as an OData feed: ${url} gave ${response.headers.get('content-type') || 'no Content-Type'}, not JSON`)
      }
      throw new Transient('The feed sent a malformed page (its JSON does not parse)')
    }
    const { value, '@odata.nextLink': nextLink } = (body ?? {}) as { value?: unknown; '@odata.nextLink'?: unknown }
    if (!Array.isArray(value)) throw new FeedError('not_odata', `The server did not answer as an OData feed: the reply to ${url} has no "value" array`)
    const records = value.filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null && !Array.isArray(record))
    return { records, nextLink: typeof nextLink === 'string' && nextLink ? new URL(nextLink, url).toString() : '' }
  }

  /** A GET with the timeout; a network failure or timeout is Transient (a bad host name is not). */
  async #get(url: string, bearer: string, init: RequestInit = {}): Promise<Response> {
    const signals = [AbortSignal.timeout(this.#options.timeoutMs), ...(this.#options.signal ? [this.#options.signal] : [])]
    try {
      return await fetch(url, { redirect: 'manual', ...init, headers: { accept: 'application/json', ...(bearer && { authorization: `Bearer ${bearer}` }), ...init.headers }, signal: AbortSignal.any(signals) })
    } catch (error) {
      this.#options.signal?.throwIfAborted()
      if ((error as Error).name === 'TimeoutError') throw new Transient(`The feed did not answer within ${this.#options.timeoutMs / 1000} s`, undefined, 'unreachable')
      const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new FeedError('unreachable', `The feed server ${new URL(url).host} could not be found (${code})`, { cause: error })
      throw new Transient(`The feed server ${new URL(url).host} could not be reached (${code})`, undefined, 'unreachable')
    }
  }

  async #text(response: Response): Promise<string> {
    try {
      return await response.text()
    } catch (error) {
      this.#options.signal?.throwIfAborted()
      throw new Transient(`The feed's reply broke off (${(error as Error).message})`)
    }
  }

  /** The bearer token: the configured one, or a client-credentials token fetched (again) when it runs out. */
  async #bearer(): Promise<string> {
    const { tokenUrl, clientId, secret } = this.connection
    if (!tokenUrl) return secret
    if (this.#token && this.#token.expires > Date.now() + 30_000) return this.#token.value
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret })
    const response = await this.#get(tokenUrl, '', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
    const text = await this.#text(response)
    if (response.status === 429) throw new Transient('The token endpoint answered HTTP 429 (too many requests)', retryAfterMs(response.headers.get('retry-after')))
    if (response.status >= 500) throw new Transient(`The token endpoint answered HTTP ${response.status}`)
    if (!response.ok) throw new FeedError('credentials', `The token endpoint refused the client credentials (HTTP ${response.status}): ${feedMessage(text) || 'no message'}`)
    let token: { access_token?: unknown; expires_in?: unknown } = {}
    try {
      token = JSON.parse(text) as typeof token
    } catch {
      // reported below
    }
    if (typeof token.access_token !== 'string' || !token.access_token) throw new FeedError('not_oauth', `The token endpoint ${tokenUrl} did not answer with an OAuth2 access_token`)
    const seconds = typeof token.expires_in === 'number' ? token.expires_in : 3600
    this.#token = { value: token.access_token, expires: Date.now() + seconds * 1000 }
    return token.access_token
  }
}
