import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_LIMITS } from '../../../server/policy/request-limits.ts'
import { newConsoleUser } from '../../support/console-client.ts'
import { openLiveEvents, type LiveEventReader } from '../../support/live-events.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let chatbotId: string
const streams: LiveEventReader[] = []

async function newVisitor() {
  const config = await server.post<{ SessionID: number; SessionKey: string; TalkToHuman: boolean }>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId })
  const headers = { 'chatrobot-sessionkey': config.body.Data.SessionKey }
  return {
    sessionId: config.body.Data.SessionID,
    headers,
    reachable: async () => (await server.post<{ TalkToHuman: boolean }>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId }, { headers })).body.Data.TalkToHuman,
    async live() {
      const reader = await openLiveEvents(`${server.url}/chat/Chat/LiveEvents`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ sessionID: config.body.Data.SessionID })
      })
      streams.push(reader)
      return reader
    }
  }
}

beforeAll(async () => {
  server = await startTestServer()
  // No TalkToHumanEmail: only someone signed in to the console can take a visitor's call.
  chatbotId = await server.newChatbot({ Name: 'Oak Realty' })
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.close()
})

describe('Talk to a person without TalkToHumanEmail', () => {
  it('is offered while someone of the workspace is signed in to the console, and then queues the visitor', async () => {
    const visitor = await newVisitor()
    expect(await visitor.reachable()).toBe(false)
    const refused = await server.post('/chat/Chat/TalkToHuman', { name: 'Jo', email: 'jo@example.com', message: 'A person, please' }, { headers: visitor.headers })
    expect(refused.status).toBe(409)

    const agent = await newConsoleUser(server, 'dana@oakrealty.example', 'agent')
    expect(await visitor.reachable()).toBe(true)
    const reply = await server.post<{ Mode: string }>('/chat/Chat/TalkToHuman', { name: 'Jo', email: 'jo@example.com', message: 'A person, please' }, { headers: visitor.headers })
    expect(reply.status).toBe(200)
    expect(reply.body.Data.Mode).toBe('waiting')

    // Signed out, nobody is there to answer any more.
    await agent.call('POST', '/session/sign-out')
    expect(await visitor.reachable()).toBe(false)
  })
})

describe('LiveEvents streams of one session', () => {
  it('allows a few at once (one per tab), then answers 429 with Retry-After until one closes', async () => {
    const visitor = await newVisitor()
    const open: LiveEventReader[] = []
    for (let index = 0; index < REQUEST_LIMITS.liveStreamsPerSession; index++) {
      const stream = await visitor.live()
      expect(stream.status).toBe(200)
      open.push(stream)
    }
    const refused = await fetch(`${server.url}/chat/Chat/LiveEvents`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...visitor.headers }, body: JSON.stringify({ sessionID: visitor.sessionId })
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { Message: string }).Message).toMatch(/too many windows/)

    // Another visitor is not held back by this one's tabs.
    expect((await (await newVisitor()).live()).status).toBe(200)

    // A closed tab frees its place (the server notices the close a moment later).
    open[0]!.close()
    await expect.poll(async () => {
      const stream = await visitor.live()
      if (stream.status === 200) stream.close()
      return stream.status
    }, { timeout: 10_000, interval: 100 }).toBe(200)
  })
})
