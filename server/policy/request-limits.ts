import { TooManyRequestsError } from '../errors.ts'

/** The limits of requests a visitor can repeat at no cost to themselves. */
export const REQUEST_LIMITS = {
  /** AnswerFeedback per visitor session per minute */
  ratingsPerMinute: 30,
  /** GetPreUploadUrl per visitor session per minute */
  uploadUrlsPerMinute: 20,
  /** new visitor sessions (GetConfig without a session key) per client IP and chatbot per minute */
  newSessionsPerMinute: 120,
  /** ResumeAnswer streams open at once per answer */
  streamsPerAnswer: 4,
  /** LiveEvents streams open at once per session (one per open tab of the visitor) */
  liveStreamsPerSession: 8
}

/** Keys kept before a sweep of those with no recent request. */
const SWEEP_AT = 10_000

/**
 * At most `max` requests per key in any `windowMs`, in this process: the 429 (with
 * Retry-After: when the oldest counted request leaves the window) for what the visitor limits
 * do not cover because nothing is stored per request (ratings, upload URLs, new sessions).
 *
 * @example
 * const limit = new WindowLimit(30, 60_000, 'Too many ratings; please wait a moment')
 * limit.take(`session:${sessionId}`) // throws TooManyRequestsError on the 31st in a minute
 */
export class WindowLimit {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly message: string
  ) {}

  /** Counts one request of `key`, or throws the 429 when it would be one too many. */
  take(key: string, now = Date.now()): void {
    const since = now - this.windowMs
    if (this.hits.size >= SWEEP_AT) for (const [other, times] of this.hits) if (times.at(-1)! <= since) this.hits.delete(other)
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since)
    if (recent.length >= this.max) throw new TooManyRequestsError(this.message, (recent[0]! + this.windowMs - now) / 1000)
    recent.push(now)
    this.hits.set(key, recent)
  }
}

/**
 * At most `max` at once per key, in this process (streams following one answer): `open`
 * throws the 429 when the key has `max` open, else counts one and returns the function that
 * closes it.
 *
 * @example
 * const close = streams.open(String(answerId))
 * try { await follow() } finally { close() }
 */
export class ConcurrencyLimit {
  private readonly open_ = new Map<string, number>()

  constructor(
    private readonly max: number,
    private readonly message: string,
    private readonly retryAfterSeconds = 5
  ) {}

  open(key: string): () => void {
    const count = this.open_.get(key) ?? 0
    if (count >= this.max) throw new TooManyRequestsError(this.message, this.retryAfterSeconds)
    this.open_.set(key, count + 1)
    let closed = false
    return () => {
      if (closed) return
      closed = true
      const left = this.open_.get(key)! - 1
      if (left > 0) this.open_.set(key, left)
      else this.open_.delete(key)
    }
  }
}
