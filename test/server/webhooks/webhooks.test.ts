import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSession } from '../../../server/store/sessions.ts'
import { leadAt, messageAt, testClock } from '../../support/daily-fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { startWebhookReceiver, verifySignature, type WebhookReceiver } from '../../support/webhook-receiver.ts'

const SECRET = 'whsec-test-0123456789abcdef'
const BACKOFF_MS = 30
const clock = testClock('2026-05-01T00:00:00Z')
let receiver: WebhookReceiver
let server: TestServer

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET)
  server = await startTestServer(
    { webhookUrl: receiver.url, webhookSecret: SECRET, webhookMaxAttempts: 4, webhookBackoffMs: BACKOFF_MS, dailyMailMinute: 7 * 60 },
    { clock: clock.read, dailyTickMs: 0 }
  )
})
afterAll(async () => {
  await server.close()
  await receiver.close()
})
beforeEach(() => {
  receiver.received.length = 0
  receiver.failWith([])
})

const pass = (at: string) => {
  clock.set(at)
  return server.app.dailyJobs.runOnce()
}

/** A chatbot (no e-mail addresses: webhooks go out for every chatbot) with one conversation and one lead on `day` (UTC). */
async function chatbotWithADay(day: string) {
  const serial = await server.newChatbot({ Name: 'Hooked Realty', TimeZone: 'UTC' })
  const session = await createSession(server.db, serial)
  await messageAt(server.db, serial, session, 'user', 'Call me at +44 20 7946 0958', `${day}T09:00:00.000Z`)
  const answer = await messageAt(server.db, serial, session, 'assistant', 'Will do.', `${day}T09:00:01.000Z`)
  await leadAt(server.db, serial, session, { phone: '+442079460958' }, `${day}T09:00:00.000Z`)
  return { serial, session, answer }
}

describe('daily webhooks', () => {
  it('posts the day\'s leads and chat logs as JSON, signed t=<seconds>,v1=<HMAC-SHA256 of "t.body">', async () => {
    const { serial, session, answer } = await chatbotWithADay('2026-05-01')
    const rated = await server.post('/chat/Chat/AnswerFeedback', { answerID: answer, rating: 'down', comment: 'Too vague' }, { key: server.workspace.secretKey })
    expect(rated.status).toBe(200)
    const before = Math.floor(Date.now() / 1000)
    await pass('2026-05-02T07:00:00Z')
    const hooks = receiver.received.filter((hook) => hook.body.includes(serial))
    expect(hooks).toHaveLength(2)

    for (const hook of hooks) {
      expect(hook.headers['content-type']).toBe('application/json')
      expect(hook.signatureValid).toBe(true)
      const [, t] = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(hook.headers['x-webhook-signature'] as string)!
      expect(Number(t)).toBeGreaterThanOrEqual(before)
      expect(Number(t)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
      // the signature covers the body: a changed body or another secret does not verify
      expect(verifySignature(SECRET, hook.headers['x-webhook-signature'] as string, hook.body.replace('Hooked', 'Hacked'))).toBe(false)
      expect(verifySignature('another-secret-0123456789', hook.headers['x-webhook-signature'] as string, hook.body)).toBe(false)
    }

    const chatLogs = hooks.map((hook) => JSON.parse(hook.body)).find((body) => body.Event === 'daily_chat_logs')
    expect(chatLogs).toEqual({
      Event: 'daily_chat_logs', SerialNumber: serial, WorkspaceID: server.workspace.workspaceId, ChatbotName: 'Hooked Realty', Date: '2026-05-01', TimeZone: 'UTC',
      Sessions: [{
        SessionID: session,
        Messages: [
          { MessageID: expect.any(Number), Role: 'user', Content: 'Call me at +44 20 7946 0958', ChatAskType: 'Text', Feedback: null, CreatedAt: '2026-05-01T09:00:00.000Z' },
          { MessageID: answer, Role: 'assistant', Content: 'Will do.', ChatAskType: 'Text', Feedback: { Rating: 'down', Comment: 'Too vague', CreatedAt: expect.any(String) }, CreatedAt: '2026-05-01T09:00:01.000Z' }
        ]
      }],
      VirtualCount: 2
    })
    const leads = hooks.map((hook) => JSON.parse(hook.body)).find((body) => body.Event === 'daily_leads')
    expect(leads).toMatchObject({ Event: 'daily_leads', SerialNumber: serial, Date: '2026-05-01', VirtualCount: 1 })
    expect(leads.Leads).toEqual([{ LeadID: expect.any(Number), SessionID: session, Name: '', Email: '', Phone: '+442079460958', Source: 'chat', MessageID: null, Message: '', Listing: null, CreatedAt: '2026-05-01T09:00:00.000Z',
      Intent: '', Budget: null, Timeline: '', Area: '', PreApproved: null, ListingsAskedAbout: [] }])
    expect(hooks.map((hook) => hook.headers['x-webhook-id']).sort()).toEqual([`chat_logs_webhook:${serial}:2026-05-01`, `leads_webhook:${serial}:2026-05-01`])

    await pass('2026-05-02T09:00:00Z')
    expect(receiver.received.filter((hook) => hook.body.includes(serial))).toHaveLength(2)
  })

  it('retries with exponential backoff after errors and dropped connections, signing each try', async () => {
    const { serial } = await chatbotWithADay('2026-05-03')
    receiver.failWith([500, 0, 503])
    const outcomes = await pass('2026-05-04T07:00:00Z')
    expect(outcomes.filter((o) => o.chatbotId === serial).map((o) => o.result)).toEqual(['sent', 'sent'])

    const tries = receiver.received.filter((hook) => hook.body.includes(serial))
    expect(tries.map((hook) => hook.status)).toEqual([500, 0, 503, 200, 200])
    expect(tries.map((hook) => hook.headers['x-webhook-attempt'])).toEqual(['1', '2', '3', '4', '1'])
    expect(tries.every((hook) => hook.signatureValid)).toBe(true)
    expect(new Set(tries.slice(0, 4).map((hook) => hook.body)).size).toBe(1) // the same delivery each time
    const gaps = tries.slice(1, 4).map((hook, i) => hook.at - tries[i]!.at)
    expect(gaps[0]).toBeGreaterThanOrEqual(BACKOFF_MS - 5)
    expect(gaps[1]).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 5)
    expect(gaps[2]).toBeGreaterThanOrEqual(4 * BACKOFF_MS - 5)
  })

  it('gives up after WEBHOOK_MAX_ATTEMPTS tries and tries the delivery again in a later pass', async () => {
    const { serial } = await chatbotWithADay('2026-05-05')
    receiver.failWith([500, 500, 500, 500])
    const outcomes = await pass('2026-05-06T07:00:00Z')
    expect(outcomes.filter((o) => o.chatbotId === serial).map((o) => `${o.kind}:${o.result}`)).toEqual(['chat_logs_webhook:failed', 'leads_webhook:sent'])
    expect(receiver.received.filter((hook) => hook.body.includes('daily_chat_logs') && hook.body.includes(serial))).toHaveLength(4)
    const ledger = await server.db.selectFrom('daily_deliveries').selectAll().where('chatbot_id', '=', serial).where('kind', '=', 'chat_logs_webhook').executeTakeFirstOrThrow()
    expect(ledger).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: '2026-05-06T07:10:00.000Z' })
    expect(ledger.error).toBe('webhook not accepted after 4 tries: the receiver answered HTTP 500')

    await pass('2026-05-06T07:09:00Z')
    expect(receiver.received.filter((hook) => hook.body.includes(serial))).toHaveLength(5)
    await pass('2026-05-06T07:10:00Z')
    const delivered = receiver.received.filter((hook) => hook.body.includes('daily_chat_logs') && hook.body.includes(serial))
    expect(delivered.map((hook) => hook.status)).toEqual([500, 500, 500, 500, 200])
  })

  it('stops after a bounded number of tries when the receiver cannot be reached at all', async () => {
    const unreachable = await startTestServer(
      { webhookUrl: 'http://127.0.0.1:9/hooks', webhookSecret: SECRET, webhookMaxAttempts: 3, webhookBackoffMs: 5 },
      { clock: clock.read, dailyTickMs: 0 }
    )
    try {
      const serial = await unreachable.newChatbot({ TimeZone: 'UTC' })
      await messageAt(unreachable.db, serial, await createSession(unreachable.db, serial), 'user', 'hi', '2026-05-07T10:00:00.000Z')
      clock.set('2026-05-08T07:00:00Z')
      const outcomes = await unreachable.app.dailyJobs.runOnce()
      expect(outcomes.map((o) => `${o.kind}:${o.result}`)).toEqual(['chat_logs_webhook:failed', 'leads_webhook:empty'])
      const ledger = await unreachable.db.selectFrom('daily_deliveries').select('error').where('kind', '=', 'chat_logs_webhook').executeTakeFirstOrThrow()
      expect(ledger.error).toMatch(/^webhook not accepted after 3 tries: the request failed/)
    } finally {
      await unreachable.close()
    }
  })
})
