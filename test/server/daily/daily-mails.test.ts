import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDailyScheduler } from '../../../server/daily/scheduler.ts'
import { createMailer } from '../../../server/mail/mailer.ts'
import { openDatabase } from '../../../server/store/database.ts'
import { createSession } from '../../../server/store/sessions.ts'
import { leadAt, messageAt, testClock } from '../../support/daily-fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { startMailSink, type MailSink } from '../../support/mail-sink.ts'

const silent = { info: () => {}, warn: () => {}, error: () => {} }
const clock = testClock('2026-03-10T12:00:00Z')
let sink: MailSink
let server: TestServer

beforeAll(async () => {
  sink = await startMailSink()
  server = await startTestServer({ smtpUrl: sink.url, dailyMailMinute: 7 * 60 }, { clock: clock.read, dailyTickMs: 0 })
})
afterAll(async () => {
  await server.close()
  await sink.close()
})

/** The mails that went to any of these addresses, in arrival order. */
const mailsTo = (...addresses: string[]) => sink.mails.filter((mail) => mail.envelopeTo.some((to) => addresses.includes(to)))
const pass = async (at: string) => {
  clock.set(at)
  return server.app.dailyJobs.runOnce()
}

/** A chatbot with both daily addresses and one conversation plus leads on its local 2026-03-10. */
async function busyChatbot(tag: string, timeZone: string, day: { start: string; end: string }) {
  const serial = await server.newChatbot({ Name: `Realty ${tag}`, TimeZone: timeZone, EmailForDailyChatLogs: `logs-${tag}@example.com`, EmailForDailyLeads: `leads-${tag}@example.com` })
  const session = await createSession(server.db, serial)
  await messageAt(server.db, serial, session, 'user', `First words of ${tag}`, day.start)
  await messageAt(server.db, serial, session, 'assistant', 'Happy to help.', day.start)
  await messageAt(server.db, serial, session, 'user', `Last words of ${tag}, mail me at buyer-${tag}@example.com`, day.end)
  await leadAt(server.db, serial, session, { email: `buyer-${tag}@example.com` }, day.end)
  return { serial, session, logs: `logs-${tag}@example.com`, leads: `leads-${tag}@example.com` }
}

describe('daily e-mails', () => {
  it('mails the previous local day\'s chat logs and leads at 07:00 in the chatbot\'s time zone, with what happened that day only', async () => {
    // Tokyo is UTC+9: its 2026-03-10 runs from 2026-03-09T15:00Z to 2026-03-10T15:00Z.
    const bot = await busyChatbot('tokyo', 'Asia/Tokyo', { start: '2026-03-09T15:00:00.000Z', end: '2026-03-10T14:59:59.000Z' })
    const other = await createSession(server.db, bot.serial)
    await messageAt(server.db, bot.serial, other, 'user', 'Second visitor\nasks two things', '2026-03-10T03:00:00.000Z')
    await leadAt(server.db, bot.serial, other, { phone: '+14155552671', name: 'Ann Lee' }, '2026-03-10T03:00:00.000Z')
    await leadAt(server.db, bot.serial, other, { email: 'ann@example.com', name: 'Ann Lee' }, '2026-03-10T03:01:00.000Z')
    await messageAt(server.db, bot.serial, other, 'user', 'Just after midnight in Tokyo', '2026-03-10T15:00:00.000Z')
    await leadAt(server.db, bot.serial, other, { email: 'next-day@example.com' }, '2026-03-10T15:00:00.000Z')

    // A pass returns once its mails are accepted by the mail server: nothing for this chatbot yet.
    const early = await pass('2026-03-10T21:59:00Z') // 06:59 on the 11th in Tokyo
    expect(early.filter((o) => o.chatbotId === bot.serial && o.result !== 'empty')).toEqual([])
    expect(mailsTo(bot.logs, bot.leads)).toHaveLength(0)

    await pass('2026-03-10T22:00:00Z') // 07:00 on the 11th in Tokyo
    const [logs, leads] = [mailsTo(bot.logs), mailsTo(bot.leads)]
    expect(logs).toHaveLength(1)
    expect(leads).toHaveLength(1)

    expect(logs[0]!.subject).toBe('Chat logs of Realty tokyo for Tuesday, March 10, 2026: 2 conversations, 4 messages')
    expect(logs[0]!.text).toContain('Conversations with your chatbot "Realty tokyo" on Tuesday, March 10, 2026 (times in Asia/Tokyo).')
    expect(logs[0]!.text).toContain(`Session ${bot.session}\n  [00:00] Visitor: First words of tokyo\n  [00:00] Chatbot: Happy to help.\n  [23:59] Visitor: Last words of tokyo`)
    expect(logs[0]!.text).toContain(`Session ${other}\n  [12:00] Visitor: Second visitor\n      asks two things`)
    expect(logs[0]!.text).not.toContain('Just after midnight')

    expect(leads[0]!.subject).toBe('New leads from Realty tokyo on Tuesday, March 10, 2026: 2 visitors left contact details')
    expect(leads[0]!.text).toContain(`Session ${bot.session}, first at 23:59\n  E-mail: buyer-tokyo@example.com`)
    expect(leads[0]!.text).toContain(`Session ${other}, first at 12:00\n  Name:   Ann Lee\n  Phone:  +1 415 555 2671\n  E-mail: ann@example.com`)
    expect(leads[0]!.text).not.toContain('next-day@example.com')

    for (const later of ['2026-03-10T22:01:00Z', '2026-03-11T05:00:00Z', '2026-03-11T21:59:00Z']) {
      expect((await pass(later)).filter((o) => o.chatbotId === bot.serial && o.result !== 'empty'), later).toEqual([])
    }
    expect(mailsTo(bot.logs, bot.leads)).toHaveLength(2)
  })

  it('sends at each chatbot\'s own local time: Tokyo first, Los Angeles 16 hours later', async () => {
    const tokyo = await busyChatbot('jp', 'Asia/Tokyo', { start: '2026-03-09T15:30:00.000Z', end: '2026-03-10T14:00:00.000Z' })
    // Los Angeles is on daylight time (UTC-7) from 2026-03-08: its 2026-03-10 runs 07:00Z to 07:00Z.
    const la = await busyChatbot('la', 'America/Los_Angeles', { start: '2026-03-10T07:00:00.000Z', end: '2026-03-11T06:59:00.000Z' })

    await pass('2026-03-10T22:00:00Z') // Tokyo 07:00 on the 11th; Los Angeles 15:00 on the 10th
    expect(mailsTo(tokyo.logs, tokyo.leads)).toHaveLength(2)
    expect(mailsTo(la.logs, la.leads)).toHaveLength(0)

    const early = await pass('2026-03-11T13:59:00Z') // Los Angeles 06:59 on the 11th
    expect(early.filter((o) => o.chatbotId === la.serial && o.result !== 'empty')).toEqual([])
    expect(mailsTo(la.logs, la.leads)).toHaveLength(0)

    await pass('2026-03-11T14:00:00Z') // Los Angeles 07:00 on the 11th
    expect(mailsTo(la.logs).map((mail) => mail.subject)).toEqual(['Chat logs of Realty la for Tuesday, March 10, 2026: 1 conversation, 3 messages'])
    expect(mailsTo(la.logs)[0]!.text).toContain('[00:00] Visitor: First words of la')
    expect(mailsTo(la.logs)[0]!.text).toContain('[23:59] Visitor: Last words of la')
    expect(mailsTo(la.leads)).toHaveLength(1)
    expect(mailsTo(tokyo.logs, tokyo.leads)).toHaveLength(2)
  })

  it('sends nothing for a day with nothing new, and only the mail that has something to say', async () => {
    const quiet = await server.newChatbot({ TimeZone: 'UTC', EmailForDailyChatLogs: 'logs-quiet@example.com', EmailForDailyLeads: 'leads-quiet@example.com' })
    const session = await createSession(server.db, quiet)
    await messageAt(server.db, quiet, session, 'user', 'an older day', '2026-03-08T10:00:00.000Z')
    const chatty = await server.newChatbot({ TimeZone: 'UTC', EmailForDailyChatLogs: 'logs-chatty@example.com', EmailForDailyLeads: 'leads-chatty@example.com' })
    await messageAt(server.db, chatty, await createSession(server.db, chatty), 'user', 'no contact details here', '2026-03-10T10:00:00.000Z')

    const outcomes = await pass('2026-03-11T07:00:00Z')
    expect(mailsTo('logs-quiet@example.com', 'leads-quiet@example.com', 'leads-chatty@example.com')).toHaveLength(0)
    expect(mailsTo('logs-chatty@example.com')).toHaveLength(1)
    expect(outcomes.filter((o) => o.chatbotId === quiet).map((o) => o.result)).toEqual(['empty', 'empty'])
  })

  it('sends once when two server instances share the database', async () => {
    const bots = await Promise.all(['a', 'b', 'c', 'd'].map((tag) => busyChatbot(`pair-${tag}`, 'Europe/Berlin', { start: '2026-03-11T23:00:00.000Z', end: '2026-03-12T12:00:00.000Z' })))
    const secondDb = await openDatabase(server.config)
    const second = createDailyScheduler({ db: secondDb, mailer: createMailer({ ...server.config, log: silent }), config: server.config, log: silent, clock: clock.read, tickMs: 0 })
    try {
      clock.set('2026-03-13T06:00:00Z') // 07:00 in Berlin
      // Every pass has returned, so every mail either instance sent has been accepted by the sink.
      await Promise.all([server.app.dailyJobs.runOnce(), second.runOnce(), server.app.dailyJobs.runOnce(), second.runOnce()])
      for (const bot of bots) {
        expect(mailsTo(bot.logs), bot.logs).toHaveLength(1)
        expect(mailsTo(bot.leads), bot.leads).toHaveLength(1)
      }
    } finally {
      await second.stop()
      await secondDb.destroy()
    }
  })

  it('does not send again after a restart', async () => {
    const bot = await busyChatbot('restart', 'UTC', { start: '2026-03-14T01:00:00.000Z', end: '2026-03-14T02:00:00.000Z' })
    await pass('2026-03-15T07:00:00Z')
    expect(mailsTo(bot.logs, bot.leads)).toHaveLength(2)
    await server.restart()
    const again = [...(await pass('2026-03-15T07:05:00Z')), ...(await pass('2026-03-15T18:00:00Z'))]
    expect(again.filter((o) => o.chatbotId === bot.serial)).toEqual([])
    expect(mailsTo(bot.logs, bot.leads)).toHaveLength(2)
  })

  it('retries a mail the mail server refused, later and only once', async () => {
    const bot = await busyChatbot('retry', 'UTC', { start: '2026-03-16T01:00:00.000Z', end: '2026-03-16T02:00:00.000Z' })
    sink.failNext(1)
    const first = await pass('2026-03-17T07:00:00Z')
    expect(first.filter((o) => o.chatbotId === bot.serial).map((o) => `${o.kind}:${o.result}`)).toEqual(['chat_logs_mail:failed', 'leads_mail:sent'])
    expect((await pass('2026-03-17T07:05:00Z')).filter((o) => o.chatbotId === bot.serial)).toEqual([]) // too early for the retry
    expect(mailsTo(bot.logs)).toHaveLength(0)
    const retry = await pass('2026-03-17T07:10:00Z')
    expect(retry.map((o) => `${o.kind}:${o.result}`)).toEqual(['chat_logs_mail:sent'])
    await pass('2026-03-17T08:00:00Z')
    expect(mailsTo(bot.logs)).toHaveLength(1)
    expect(mailsTo(bot.leads)).toHaveLength(1)
  })

  it('waits 10, 20 and 40 minutes between tries of a mail the mail server keeps refusing', async () => {
    const serial = await server.newChatbot({ TimeZone: 'UTC', EmailForDailyChatLogs: 'logs-backoff@example.com' })
    await messageAt(server.db, serial, await createSession(server.db, serial), 'user', 'hello', '2026-03-20T10:00:00.000Z')
    const tries = async (at: string) => (await pass(at)).filter((o) => o.chatbotId === serial).map((o) => o.result)
    sink.failNext(3)
    expect(await tries('2026-03-21T07:00:00Z')).toEqual(['failed'])
    expect(await tries('2026-03-21T07:09:59Z')).toEqual([])
    expect(await tries('2026-03-21T07:10:00Z')).toEqual(['failed'])
    expect(await tries('2026-03-21T07:29:59Z')).toEqual([])
    expect(await tries('2026-03-21T07:30:00Z')).toEqual(['failed'])
    expect(await tries('2026-03-21T08:09:59Z')).toEqual([])
    expect(await tries('2026-03-21T08:10:00Z')).toEqual(['sent'])
    expect(mailsTo('logs-backoff@example.com')).toHaveLength(1)
  })

  it('catches up a day whose send time passed while no pass ran, until the next day\'s send time', async () => {
    const late = await busyChatbot('late', 'UTC', { start: '2026-03-22T01:00:00.000Z', end: '2026-03-22T02:00:00.000Z' })
    const missed = await busyChatbot('missed', 'UTC', { start: '2026-03-21T01:00:00.000Z', end: '2026-03-21T02:00:00.000Z' })
    // The first pass after 07:00 on the 23rd comes 23 h 59 min late: the 22nd is still sent;
    // the 21st, due from 07:00 on the 22nd until 07:00 on the 23rd, was missed for good.
    const outcomes = await pass('2026-03-24T06:59:00Z')
    expect(outcomes.filter((o) => o.chatbotId === late.serial).map((o) => `${o.kind}:${o.localDate}:${o.result}`)).toEqual(['chat_logs_mail:2026-03-22:sent', 'leads_mail:2026-03-22:sent'])
    expect(mailsTo(late.logs, late.leads)).toHaveLength(2)
    expect(mailsTo(missed.logs, missed.leads)).toHaveLength(0)
  })
})

describe('the daily scheduler', () => {
  it('runs by itself at the configured DAILY_MAIL_TIME, and stops when the server closes', async () => {
    const ticking = testClock('2026-04-02T18:29:00Z')
    const own = await startTestServer({ smtpUrl: sink.url, dailyMailMinute: 18 * 60 + 30 }, { clock: ticking.read, dailyTickMs: 20 })
    try {
      const bot = await own.newChatbot({ TimeZone: 'UTC', EmailForDailyChatLogs: 'logs-timer@example.com' })
      await messageAt(own.db, bot, await createSession(own.db, bot), 'user', 'hello', '2026-04-01T09:00:00.000Z')
      // runOnce waits for the timer's pass in flight and then runs one more at 18:29: before the send time, nothing is sent.
      expect((await own.app.dailyJobs.runOnce()).filter((o) => o.result === 'sent')).toEqual([])
      expect(mailsTo('logs-timer@example.com')).toHaveLength(0)
      ticking.set('2026-04-02T18:30:00Z')
      await sink.waitFor(sink.mails.length + 1)
      expect(mailsTo('logs-timer@example.com')).toHaveLength(1)
    } finally {
      await own.close()
    }
  })
})
