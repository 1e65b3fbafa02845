import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from '../../support/webhook-receiver.ts'

const SECRET = 'whsec-push-0123456789abcdef'
const FUB_KEY = 'fub-api-key-123'
let receiver: WebhookReceiver
let server: TestServer

interface PushLog { List: { LeadID: number; Target: string; Event: string; Status: string; Attempts: number; LastError: string }[]; VirtualCount: number }

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET)
  const origin = new URL(receiver.url).origin
  server = await startTestServer({
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    webhookMaxAttempts: 3,
    webhookBackoffMs: 20,
    followUpBoss: { apiKey: FUB_KEY, url: `${origin}/v1`, systemKey: 'sys-key-9' }
  }, { leadPushPollMs: 20, dailyTickMs: 0 })
})
afterAll(async () => {
  await server.close()
  await receiver.close()
})
beforeEach(() => {
  receiver.received.length = 0
  receiver.failWith([])
})

const key = () => server.workspace.secretKey
const pushLog = async (serial: string) => (await server.post<PushLog>('/chat/Chatbot/LeadPushList', { serialNumber: serial }, { key: key() })).body.Data

/** Polls the delivery log until every push of the chatbot is settled (delivered or failed), 10 s at most. */
async function settled(serial: string, count: number): Promise<PushLog['List']> {
  let log: PushLog | undefined
  await expect.poll(async () => {
    log = await pushLog(serial)
    return log.List.filter((push) => push.Status !== 'pending').length
  }, { timeout: 10_000, interval: 20 }).toBe(count)
  expect(log!.VirtualCount).toBe(count)
  return log!.List
}

const hooksOf = (serial: string, path: string): ReceivedHook[] =>
  receiver.received.filter((hook) => hook.path === path && hook.body.includes(serial))
const fubEvents = (email: string) => receiver.received.filter((hook) => hook.path === '/v1/events' && hook.body.includes(email))

describe('real-time lead pushes', () => {
  it('sends a contact left in the chat at once: a signed lead.created webhook and a Follow Up Boss Registration', async () => {
    const serial = await server.newChatbot({ Name: 'Harbor Realty', Domains: 'www.harbor.example' })
    const sessionID = await workspaceSession(server, serial)
    const reply = await ask(server, { sessionID, content: 'Please e-mail me at Jo.Buyer@example.com about homes' })
    expect(reply.status).toBe(200)

    const log = await settled(serial, 2)
    expect(log.map((push) => [push.Target, push.Status, push.Attempts]).sort()).toEqual([['followupboss', 'delivered', 1], ['webhook', 'delivered', 1]])

    const [hook] = hooksOf(serial, '/hooks/porchlight')
    expect(hook!.signatureValid).toBe(true)
    const payload = JSON.parse(hook!.body)
    expect(payload).toMatchObject({
      Event: 'lead.created', SerialNumber: serial, ChatbotName: 'Harbor Realty',
      Lead: { Email: 'jo.buyer@example.com', SessionID: sessionID, Source: 'chat' },
      Message: 'Please e-mail me at Jo.Buyer@example.com about homes', Listing: null
    })

    const [event] = fubEvents('jo.buyer@example.com')
    expect(event!.headers.authorization).toBe(`Basic ${Buffer.from(`${FUB_KEY}:`).toString('base64')}`)
    expect(event!.headers['x-system']).toBe('Porchlight')
    expect(event!.headers['x-system-key']).toBe('sys-key-9')
    expect(event!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(event!.body)).toEqual({
      source: 'harbor.example', system: 'Porchlight', type: 'Registration',
      message: 'Please e-mail me at Jo.Buyer@example.com about homes',
      person: { emails: [{ value: 'jo.buyer@example.com' }], tags: ['Porchlight'] }
    })
  })

  it('sends a Property Inquiry with the one home the conversation was about', async () => {
    const serial = await server.newChatbot({ Name: 'Oak Homes' })
    const created = await server.post('/chat/Chatbot/RealEstateCreate', listingInput(serial, { MLSNumber: 'TX-4455', Address: '4455 Lamar Blvd', SalePrice: 615000 }), { key: key() })
    expect(created.status).toBe(200)
    const sessionID = await workspaceSession(server, serial)
    const lookUp = await ask(server, { sessionID, content: 'Tell me about MLS TX-4455' })
    expect(lookUp.body.Data.listings.map((card) => card.MLSNumber)).toEqual(['TX-4455'])
    await ask(server, { sessionID, content: 'I want to see it, call me at (512) 555-0147' })

    await settled(serial, 2)
    const [event] = receiver.received.filter((hook) => hook.path === '/v1/events' && hook.body.includes('TX-4455'))
    const body = JSON.parse(event!.body)
    expect(body.type).toBe('Property Inquiry')
    expect(body.person).toEqual({ phones: [{ value: '+15125550147' }], tags: ['Porchlight'] })
    expect(body.property).toMatchObject({ street: '4455 Lamar Blvd', city: 'Austin', state: 'TX', code: '78704', mlsNumber: 'TX-4455', price: 615000, forRent: false, bedrooms: 3 })
    const webhook = JSON.parse(hooksOf(serial, '/hooks/porchlight')[0]!.body)
    expect(webhook.Listing).toMatchObject({ MLSNumber: 'TX-4455', Price: 615000, SaleType: 'for_sale' })
  })

  it('retries a receiver that fails, doubling the wait, and logs a push given up after the last try', async () => {
    const serial = await server.newChatbot({ Name: 'Flaky Realty' })
    const sessionID = await workspaceSession(server, serial)
    receiver.failWith([503, 0], '/hooks/porchlight')
    receiver.failWith([503, 503, 503], '/v1/events')
    await ask(server, { sessionID, content: 'reach me at retry.me@example.com' })
    const log = await settled(serial, 2)
    expect(log.find((push) => push.Target === 'webhook')).toMatchObject({ Status: 'delivered', Attempts: 3, LastError: '' })
    const fub = log.find((push) => push.Target === 'followupboss')!
    expect(fub).toMatchObject({ Status: 'failed', Attempts: 3 })
    expect(fub.LastError).toMatch(/HTTP 503/)

    // The waits between one target's tries double: 20 ms, then 40 ms at least.
    const tries = hooksOf(serial, '/hooks/porchlight')
    expect(tries.map((hook) => hook.status)).toEqual([503, 0, 200])
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(20)
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(40)
    expect(new Set(tries.map((hook) => hook.headers['x-webhook-id'])).size).toBe(1)
  })

  it('does not retry an event Follow Up Boss refused, and keeps its message for the owner', async () => {
    const serial = await server.newChatbot({ Name: 'Refused Realty' })
    const sessionID = await workspaceSession(server, serial)
    receiver.failWith([400], '/v1/events')
    await ask(server, { sessionID, content: 'my mail is refused@example.com' })
    const log = await settled(serial, 2)
    const fub = log.find((push) => push.Target === 'followupboss')!
    expect(fub).toMatchObject({ Status: 'failed', Attempts: 1 })
    expect(fub.LastError).toMatch(/^Follow Up Boss answered HTTP 400/)
    expect(fubEvents('refused@example.com')).toHaveLength(1)
    expect(log.find((push) => push.Target === 'webhook')).toMatchObject({ Status: 'delivered', Attempts: 1 })
  })

  it('sends the contact of a talk-to-a-person request as a General Inquiry with the name and message', async () => {
    const serial = await server.newChatbot({ Name: 'Person Realty', TalkToHumanEmail: 'agent@example.com' })
    const sessionID = await workspaceSession(server, serial)
    const handoff = await server.post('/chat/Chat/TalkToHuman', { sessionID, name: 'Ada Lovelace King', email: 'ada@example.com', message: 'Can someone call me back?' }, { key: key() })
    expect(handoff.status).toBe(200)
    await settled(serial, 2)
    const body = JSON.parse(fubEvents('ada@example.com')[0]!.body)
    expect(body).toMatchObject({
      type: 'General Inquiry', message: 'Can someone call me back?',
      person: { firstName: 'Ada', lastName: 'Lovelace King', emails: [{ value: 'ada@example.com' }] }
    })
  })

  it('queues nothing twice for a contact the session already gave, and LeadPushList is the owner\'s only', async () => {
    const serial = await server.newChatbot({ Name: 'Once Realty' })
    const sessionID = await workspaceSession(server, serial)
    await ask(server, { sessionID, content: 'once@example.com' })
    await ask(server, { sessionID, content: 'again: once@example.com' })
    await settled(serial, 2)
    const other = await server.post('/chat/Chatbot/LeadPushList', { serialNumber: serial }, { key: 'plsk_not-a-key' })
    expect(other.status).toBe(401)
  })
})
