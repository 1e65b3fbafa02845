import type { FastifyBaseLogger } from 'fastify'
import { ServiceUnavailableError } from '../../errors.ts'
import type { Db } from '../../store/database.ts'
import { knownFault } from '../../store/faults.ts'
import { claimDueFeed, releaseFeed } from '../../store/listing-feeds.ts'
import type { ClientOptions } from './odata-client.ts'
import type { SecretBox } from './secret-box.ts'
import { syncFeed, type RunOutcome, type SyncContext } from './sync-feed.ts'

export interface FeedRunnerOptions {
  db: Db
  box: SecretBox
  log: FastifyBaseLogger
  clock?: () => Date
  /** milliseconds between looks for due feeds; 0 runs them only through runDue() and wake() */
  pollMs?: number
  /** how long a run's lease lasts without a sign of life; renewed after each page and each retry (default 5 minutes) */
  leaseMs?: number
  client?: ClientOptions
  onPageApplied?: SyncContext['onPageApplied']
}

export interface FeedRunner {
  /** Starts looking for due feeds, the first look at once. */
  start(): void
  /** Runs every feed that is due, one after another, after any pass already running; returns what each run did. */
  runDue(): Promise<RunOutcome[]>
  /** Runs the due feeds soon, without waiting ("sync now"). */
  wake(): void
  /** Stops looking, aborts a run in flight (it resumes later from its last page) and waits for it. */
  stop(): Promise<void>
}

/**
 * The MLS feed schedule: each feed runs every `every_minutes`, and at once when asked. Passes
 * never overlap in one process; across instances a feed is leased to the one running it (a
 * lapsed lease, left by a crash, is taken over, and the run resumes from its checkpoint).
 * The timer is unref'd, so it never keeps a process alive on its own.
 *
 * @example
 * const runner = createFeedRunner({ db, box, log: app.log })
 * runner.start()
 */
export function createFeedRunner(options: FeedRunnerOptions): FeedRunner {
  const { db, log, clock = () => new Date(), pollMs = 60_000, leaseMs = 300_000 } = options
  const abort = new AbortController()
  const context: SyncContext = {
    db, box: options.box, clock, leaseMs, onPageApplied: options.onPageApplied, client: { ...options.client, signal: abort.signal }
  }
  let timer: NodeJS.Timeout | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let stopped = false

  const pass = async () => {
    const outcomes: RunOutcome[] = []
    while (!stopped) {
      const feed = await claimDueFeed(db, clock(), leaseMs)
      if (!feed) break
      const outcome = await syncFeed(context, feed)
      outcomes.push(outcome)
      if (outcome.status === 'failed' && !stopped) log.warn({ feedId: feed.id, runId: outcome.runId }, `MLS feed ${feed.id} failed: ${outcome.error}`)
      // Stopped mid-run: due again at once, for this or another instance to resume.
      const next = stopped ? clock() : new Date(clock().getTime() + feed.every_minutes * 60_000)
      await releaseFeed(db, feed.id, next)
    }
    return outcomes
  }
  const runDue = () => {
    const run = queue.then(pass)
    queue = run.catch(() => undefined)
    return run
  }
  const tick = () => {
    if (stopped) return
    runDue().catch((error: unknown) => {
      if (knownFault(error) instanceof ServiceUnavailableError) log.warn({ err: error }, 'the database cannot be reached; MLS feeds wait for it')
      else log.error({ err: error }, 'running the MLS feeds failed; the next look tries again')
    })
  }

  return {
    start() {
      if (stopped || timer || pollMs <= 0) return
      timer = setInterval(tick, pollMs)
      timer.unref()
      setImmediate(tick).unref()
    },
    runDue,
    wake: tick,
    async stop() {
      stopped = true
      clearInterval(timer)
      abort.abort()
      await queue
    }
  }
}
