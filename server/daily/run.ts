import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Mailer } from '../mail/mailer.ts'
import { postWebhook } from '../webhooks/post.ts'
import type { Db } from '../store/database.ts'
import { claimDelivery, deliveriesOn, markDelivered, markFailed, recordNothingToSend, type DeliveryKey, type DeliveryKind } from '../store/daily-deliveries.ts'
import { chatbotsWithDailyReports, chatLogBetween, leadsBetween, type ReportChatbot } from '../store/daily-reports.ts'
import { localDayRange, reportDay, safeTimeZone } from '../time/zoned.ts'
import { chatLogsMail, leadsMail } from './mails.ts'
import { chatLogsPayload, leadsPayload } from './payloads.ts'

export interface DailyContext {
  db: Db
  mailer: Mailer
  config: Pick<Config, 'dailyMailMinute' | 'webhookUrl' | 'webhookSecret' | 'webhookMaxAttempts' | 'webhookBackoffMs'>
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  /** aborted when the server closes, to cut webhook retries short */
  signal?: AbortSignal
}

/** What one pass did about one delivery; settled deliveries it skipped are not listed. */
export interface DeliveryOutcome extends DeliveryKey {
  result: 'sent' | 'empty' | 'failed' | 'taken'
}

/** The content of one chatbot's report day, loaded at most once per pass. */
function dayContent(ctx: DailyContext, chatbot: ReportChatbot, range: { from: string; to: string }) {
  let log: ReturnType<typeof chatLogBetween> | undefined
  let leads: ReturnType<typeof leadsBetween> | undefined
  return {
    chatLog: () => (log ??= chatLogBetween(ctx.db, chatbot.id, range)),
    leads: () => (leads ??= leadsBetween(ctx.db, chatbot.id, range))
  }
}

/** The deliveries a chatbot takes: a mail for each address it names, both webhooks when they are on. */
function kindsFor(ctx: DailyContext, chatbot: ReportChatbot): DeliveryKind[] {
  return [
    ...(chatbot.chatLogsEmail ? ['chat_logs_mail' as const] : []),
    ...(chatbot.leadsEmail ? ['leads_mail' as const] : []),
    ...(ctx.config.webhookUrl ? ['chat_logs_webhook' as const, 'leads_webhook' as const] : [])
  ]
}

/**
 * One pass of the daily job at `now`: for each chatbot, the report of its local day that is due
 * (see reportDay) is mailed and posted, each delivery once. A delivery is claimed in the
 * database before it is sent, so other instances and later passes skip it; a day with nothing
 * in it is recorded as empty and sends nothing. A failed delivery is retried in later passes.
 *
 * @example
 * const outcomes = await runDailyDeliveries({ db, mailer, config, log }, new Date())
 */
export async function runDailyDeliveries(ctx: DailyContext, now: Date): Promise<DeliveryOutcome[]> {
  const chatbots = await chatbotsWithDailyReports(ctx.db, ctx.config.webhookUrl !== '')
  const due = chatbots.map((chatbot) => {
    const timeZone = safeTimeZone(chatbot.timeZone)
    return { chatbot, timeZone, date: reportDay(now, timeZone, ctx.config.dailyMailMinute) }
  })
  const ledger = await deliveriesOn(ctx.db, [...new Set(due.map((item) => item.date))])
  // Everything in the ledger is settled except failures whose retry time has come. A delivery
  // left `sending` by an instance that died mid-send stays settled: at most once beats twice.
  const retryable = (row: (typeof ledger)[number]) =>
    row.status === 'failed' && row.next_attempt_at !== null && row.next_attempt_at <= now.toISOString()
  const settled = new Set(ledger.filter((row) => !retryable(row)).map((row) => `${row.chatbot_id}/${row.kind}/${row.local_date}`))
  const outcomes: DeliveryOutcome[] = []
  for (const { chatbot, timeZone, date } of due) {
    const range = localDayRange(date, timeZone)
    const content = dayContent(ctx, chatbot, range)
    for (const kind of kindsFor(ctx, chatbot)) {
      const key: DeliveryKey = { chatbotId: chatbot.id, kind, localDate: date }
      if (settled.has(`${chatbot.id}/${kind}/${date}`)) continue
      if (ctx.signal?.aborted) return outcomes
      outcomes.push({ ...key, result: await deliver(ctx, now, key, chatbot, timeZone, content) })
    }
  }
  return outcomes
}

async function deliver(
  ctx: DailyContext,
  now: Date,
  key: DeliveryKey,
  chatbot: ReportChatbot,
  timeZone: string,
  content: ReturnType<typeof dayContent>
): Promise<DeliveryOutcome['result']> {
  const isChatLog = key.kind === 'chat_logs_mail' || key.kind === 'chat_logs_webhook'
  const log = isChatLog ? await content.chatLog() : undefined
  const leads = isChatLog ? undefined : await content.leads()
  if ((log ?? leads)!.total === 0) {
    await recordNothingToSend(ctx.db, key, now)
    return 'empty'
  }
  if (!(await claimDelivery(ctx.db, key, now))) return 'taken'
  try {
    const target = { url: ctx.config.webhookUrl, secret: ctx.config.webhookSecret, maxAttempts: ctx.config.webhookMaxAttempts, backoffMs: ctx.config.webhookBackoffMs }
    const id = `${key.kind}:${chatbot.id}:${key.localDate}`
    switch (key.kind) {
      case 'chat_logs_mail':
        await ctx.mailer.send(chatLogsMail(chatbot, key.localDate, timeZone, log!))
        break
      case 'leads_mail':
        await ctx.mailer.send(leadsMail(chatbot, key.localDate, timeZone, leads!.rows, leads!.total))
        break
      case 'chat_logs_webhook':
        await postWebhook(target, { id, signal: ctx.signal, payload: chatLogsPayload(chatbot, key.localDate, timeZone, log!) })
        break
      case 'leads_webhook':
        await postWebhook(target, { id, signal: ctx.signal, payload: leadsPayload(chatbot, key.localDate, timeZone, leads!.rows, leads!.total) })
        break
    }
    await markDelivered(ctx.db, key, now)
    ctx.log.info({ ...key }, 'daily delivery sent')
    return 'sent'
  } catch (error) {
    const retryAt = await markFailed(ctx.db, key, now, (error as Error).message)
    ctx.log.error({ ...key, err: error, retryAt }, retryAt ? 'daily delivery failed; it will be retried' : 'daily delivery failed; giving up on it')
    return 'failed'
  }
}
