import { ServiceUnavailableError } from '../errors.ts'
import { knownFault } from '../store/faults.ts'
import { runDailyDeliveries, type DailyContext, type DeliveryOutcome } from './run.ts'

export interface SchedulerOptions extends Omit<DailyContext, 'signal'> {
  /** the time the job believes it is; tests pass a clock they move by hand */
  clock?: () => Date
  /** milliseconds between passes; 0 runs passes only through runOnce() */
  tickMs?: number
}

export interface DailyScheduler {
  /** Starts the periodic passes, the first one at once. */
  start(): void
  /** Runs one pass now, after any pass already running, and returns what it did. */
  runOnce(): Promise<DeliveryOutcome[]>
  /** Stops the passes, cuts webhook retries short and waits for a pass in flight to end. */
  stop(): Promise<void>
}

/**
 * The daily e-mail and webhook job: one pass a minute by default. Passes never overlap in one
 * process; across processes the delivery ledger keeps each delivery to one sender. The timer
 * is unref'd, so it never keeps a process (or a test run) alive on its own.
 *
 * @example
 * const scheduler = createDailyScheduler({ db, mailer, config, log: app.log })
 * scheduler.start()
 * // … on shutdown
 * await scheduler.stop()
 */
export function createDailyScheduler(options: SchedulerOptions): DailyScheduler {
  const { clock = () => new Date(), tickMs = 60_000, ...context } = options
  const abort = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let queue: Promise<unknown> = Promise.resolve()
  let stopped = false

  const pass = () => runDailyDeliveries({ ...context, signal: abort.signal }, clock())
  const runOnce = () => {
    const run = queue.then(pass)
    queue = run.catch(() => undefined)
    return run
  }
  // While the database cannot be reached, one warning when it goes away and one when it is back, not an error a minute.
  let databaseAway = false
  const tick = () => {
    if (stopped) return
    runOnce().then(() => {
      if (!databaseAway) return
      databaseAway = false
      context.log.warn('the database answers again; the daily e-mail passes go on')
    }, (error: unknown) => {
      if (!(knownFault(error) instanceof ServiceUnavailableError)) {
        context.log.error({ err: error }, 'daily e-mail pass failed; the next pass tries again')
      } else if (!databaseAway) {
        databaseAway = true
        context.log.warn({ err: error }, 'the database cannot be reached; the daily e-mail passes wait for it (one line is logged when it is back)')
      }
    })
  }

  return {
    start() {
      if (stopped || timer || tickMs <= 0) return
      timer = setInterval(tick, tickMs)
      timer.unref()
      setImmediate(tick).unref()
    },
    runOnce,
    async stop() {
      stopped = true
      clearInterval(timer)
      abort.abort()
      await queue
    }
  }
}
