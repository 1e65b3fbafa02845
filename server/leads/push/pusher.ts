import type { Config } from '../../config.ts'
import type { Db } from '../../store/database.ts'
import { claimDuePushes, queueLeadPushes, settlePush, type LeadPushEvent, type LeadPushRow, type LeadPushTarget } from '../../store/lead-pushes.ts'
import type { LeadRow } from '../../store/leads.ts'
import { leadContext } from './lead-context.ts'
import { sendLeadPush, type PushTargets } from './send.ts'

export interface LeadPusherOptions {
  db: Db
  config: Pick<Config, 'webhookUrl' | 'webhookSecret' | 'webhookMaxAttempts' | 'webhookBackoffMs' | 'followUpBoss' | 'publicUrl'>
  log: { warn(object: object, message: string): void }
  /** milliseconds between passes that pick up retries and pushes left by a stopped instance (default 5000) */
  pollMs?: number
  clock?: () => Date
}

export interface LeadPusher {
  /** Which targets are on; empty when neither WEBHOOK_URL nor FOLLOW_UP_BOSS_API_KEY is set. */
  readonly targets: LeadPushTarget[]
  /** Queues new or changed leads for every target and sends them at once. */
  push(leads: LeadRow[], event: LeadPushEvent): Promise<void>
  /** Starts the passes that retry failed tries. */
  start(): void
  /** Runs one pass now (after one in flight) and resolves when it is done. */
  runOnce(): Promise<void>
  /** Stops the passes and waits for one in flight. */
  stop(): Promise<void>
}

const BATCH = 20

/**
 * Real-time lead delivery: each new or changed lead goes to the signed webhook and to Follow Up
 * Boss the moment it is recorded. The queue is a table, so a push survives a restart; a failed
 * try is retried after WEBHOOK_BACKOFF_MS, then twice as long each time, up to
 * WEBHOOK_MAX_ATTEMPTS tries, and every outcome is kept in the delivery log.
 *
 * @example
 * const pusher = createLeadPusher({ db, config, log })
 * pusher.start()
 * await pusher.push(newLeads, 'lead.created')
 */
export function createLeadPusher({ db, config, log, pollMs = 5000, clock = () => new Date() }: LeadPusherOptions): LeadPusher {
  const targets: PushTargets = {
    ...(config.webhookUrl && { webhook: { url: config.webhookUrl, secret: config.webhookSecret } }),
    ...(config.followUpBoss && { followUpBoss: config.followUpBoss }),
    publicUrl: config.publicUrl
  }
  const active: LeadPushTarget[] = [...(targets.webhook ? ['webhook' as const] : []), ...(targets.followUpBoss ? ['followupboss' as const] : [])]
  const aborter = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false

  async function deliver(push: LeadPushRow): Promise<void> {
    const context = await leadContext(db, push.lead_id)
    if (!context) return settlePush(db, push.id, { status: 'failed', error: 'the lead was deleted' }, clock())
    const problem = await sendLeadPush(targets, push.target as LeadPushTarget, push.event as LeadPushEvent, context, push, aborter.signal)
    if (!problem) return settlePush(db, push.id, { status: 'delivered' }, clock())
    if (problem.permanent || push.attempts >= config.webhookMaxAttempts) {
      log.warn({ leadId: push.lead_id, target: push.target, attempts: push.attempts }, `lead push given up: ${problem.message}`)
      return settlePush(db, push.id, { status: 'failed', error: problem.message }, clock())
    }
    const retryAt = new Date(clock().getTime() + config.webhookBackoffMs * 2 ** (push.attempts - 1))
    return settlePush(db, push.id, { status: 'pending', error: problem.message, retryAt }, clock())
  }

  async function pass(): Promise<void> {
    if (active.length === 0 || stopped) return
    try {
      let batch: LeadPushRow[]
      do {
        batch = await claimDuePushes(db, clock(), BATCH)
        await Promise.all(batch.map(deliver))
      } while (batch.length === BATCH && !stopped)
    } catch (error) {
      if (!aborter.signal.aborted) log.warn({ err: error }, 'lead push pass failed; it is tried again at the next pass')
    }
  }

  const runOnce = () => (running = running.then(pass))

  return {
    targets: active,
    async push(leads, event) {
      if (active.length === 0 || leads.length === 0) return
      await queueLeadPushes(db, leads.map((lead) => ({ leadId: lead.id, chatbotId: lead.chatbot_id })), active, event, clock())
      void runOnce()
    },
    start() {
      if (stopped || timer || active.length === 0 || pollMs <= 0) return
      timer = setInterval(() => void runOnce(), pollMs)
      timer.unref()
      void runOnce()
    },
    runOnce,
    async stop() {
      stopped = true
      clearInterval(timer)
      aborter.abort()
      await running
    }
  }
}
