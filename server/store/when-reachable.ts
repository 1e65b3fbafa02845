import { setTimeout as sleep } from 'node:timers/promises'

/** Where the attempts are reported. */
export interface AttemptLog {
  warn(details: object, message: string): void
}

export interface RetryOptions {
  log: AttemptLog
  /** aborted when the server closes: no further attempt is made */
  signal: AbortSignal
  /** milliseconds before the second attempt; doubled after each failure */
  firstDelayMs?: number
  /** the longest wait between attempts */
  maxDelayMs?: number
}

/**
 * Runs `work` until it succeeds, waiting longer after each failure (half a second, doubling, at
 * most 30 s): a server started while PostgreSQL is down keeps serving /healthz and answers
 * /readyz 503 meanwhile, instead of exiting into an orchestrator's restart loop. Resolves with
 * what `work` returned, or undefined when `signal` ended the attempts.
 *
 * @example
 * await whenReachable('applying the migrations', () => migrateToLatest(db), { log, signal })
 */
export async function whenReachable<T>(what: string, work: () => Promise<T>, options: RetryOptions): Promise<T | undefined> {
  const { log, signal, firstDelayMs = 500, maxDelayMs = 30_000 } = options
  for (let delay = firstDelayMs; !signal.aborted; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await work()
    } catch (error) {
      if (signal.aborted) break
      log.warn({ err: error }, `${what} failed (the database may not be reachable yet); trying again in ${(delay / 1000).toFixed(1)} s`)
      await sleep(delay, undefined, { signal }).catch(() => undefined)
    }
  }
  return undefined
}
