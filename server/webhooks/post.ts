import { setTimeout as sleep } from 'node:timers/promises'
import { signatureHeader } from './sign.ts'

export interface WebhookTarget {
  url: string
  secret: string
  /** tries in all, the first included */
  maxAttempts: number
  /** wait before the first retry; doubled for each further one */
  backoffMs: number
}

export interface WebhookDelivery {
  /** the same for every retry of one delivery, so a receiver can drop a repeat */
  id: string
  payload: unknown
  /** aborts the waits and the request in flight, e.g. when the server shuts down */
  signal?: AbortSignal
}

/** A receiver's answer is awaited this long before the try counts as failed. */
const REQUEST_TIMEOUT_MS = 10_000

/** The receiver did not take the delivery after every try. */
export class WebhookFailedError extends Error {
  constructor(readonly attempts: number, readonly lastProblem: string) {
    super(`webhook not accepted after ${attempts} ${attempts === 1 ? 'try' : 'tries'}: ${lastProblem}`)
  }
}

/**
 * Posts `payload` as JSON, signed in X-Webhook-Signature, until the receiver answers 2xx.
 * A non-2xx answer (redirects included) or a network error is retried after backoffMs,
 * 2×backoffMs, 4×backoffMs… up to maxAttempts tries; each try is signed afresh. Returns
 * how many tries it took, or throws WebhookFailedError.
 *
 * @example
 * await postWebhook({ url, secret, maxAttempts: 5, backoffMs: 2000 }, { id: 'leads:…:2026-03-10', payload })
 */
export async function postWebhook(target: WebhookTarget, delivery: WebhookDelivery): Promise<number> {
  let problem = ''
  for (let attempt = 1; attempt <= target.maxAttempts; attempt++) {
    if (attempt > 1) await sleep(target.backoffMs * 2 ** (attempt - 2), undefined, { signal: delivery.signal })
    delivery.signal?.throwIfAborted()
    const outcome = await sendSigned(target, delivery, attempt)
    if (outcome === undefined) return attempt
    problem = outcome
  }
  throw new WebhookFailedError(target.maxAttempts, problem)
}

/**
 * One signed try of a delivery: undefined when the receiver answered 2xx, otherwise what went
 * wrong (a non-2xx status, redirects included, or the network error). Throws only when
 * `delivery.signal` aborts.
 *
 * @example
 * const problem = await sendSigned({ url, secret }, { id: 'lead:7:webhook', payload }, 1) // undefined or 'the receiver answered HTTP 503'
 */
export async function sendSigned(target: Pick<WebhookTarget, 'url' | 'secret'>, delivery: WebhookDelivery, attempt: number): Promise<string | undefined> {
  const body = JSON.stringify(delivery.payload)
  try {
    const response = await postOnce(target.url, {
      'content-type': 'application/json',
      'user-agent': 'Porchlight-Webhook',
      'x-webhook-id': delivery.id,
      'x-webhook-attempt': String(attempt),
      'x-webhook-signature': signatureHeader(target.secret, body, Math.floor(Date.now() / 1000))
    }, body, delivery.signal)
    await response.body?.cancel()
    return response.status >= 200 && response.status < 300 ? undefined : `the receiver answered HTTP ${response.status}`
  } catch (error) {
    delivery.signal?.throwIfAborted()
    return `the request failed (${problemOf(error)})`
  }
}

/**
 * One POST to a receiver outside: no redirects followed, given up after REQUEST_TIMEOUT_MS, or
 * when `signal` aborts.
 *
 * @example
 * const response = await postOnce('https://hooks.example/in', { 'content-type': 'application/json' }, '{}')
 */
export function postOnce(url: string, headers: Record<string, string>, body: string, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  return fetch(url, { method: 'POST', redirect: 'manual', signal: signal ? AbortSignal.any([signal, timeout]) : timeout, headers, body })
}

/** The innermost message of a fetch failure ("connect ECONNREFUSED 127.0.0.1:9"), not fetch's bare "fetch failed". */
export function problemOf(error: unknown): string {
  return (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message
}
