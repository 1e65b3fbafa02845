import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { openLiveEvents, type LiveEventReader } from '../../support/live-events.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let a: TestServer
let b: ChildServer
let agent: ConsoleClient
const streams: LiveEventReader[] = []

async function post<T>(base: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as { Data: T; Message: string } }
}

beforeAll(async () => {
  a = await startTestServer()
  b = await startChildServer({ dataDir: a.config.dataDir, databaseUrl: a.config.databaseUrl })
  agent = await newConsoleUser(a, 'dana@oakrealty.example', 'agent')
}, 60_000)
afterAll(async () => {
  for (const stream of streams) stream.close()
  if (b.process.exitCode === null) b.process.kill('SIGTERM')
  await b.exited
  await a.close()
})

describe('live takeover across two instances on one database', () => {
  it('an agent on instance A and a visitor on instance B see each other live', async () => {
    const chatbotId = await a.newChatbot({ Name: 'Oak Realty', TalkToHumanEmail: 'desk@oakrealty.example' })
    const visitor = (await post<{ SessionID: number; SessionKey: string }>(b.url, '/chat/Chatbot/GetConfig', { serialNumber: chatbotId })).body.Data
    const headers = { 'chatrobot-sessionkey': visitor.SessionKey }
    const queue = await openLiveEvents(`${a.url}/console/api/chatbots/${chatbotId}/live/events`, { headers: { cookie: agent.cookie } })
    streams.push(queue)

    const asked = await post<{ Mode: string }>(b.url, '/chat/Chat/TalkToHuman', { name: 'Jo', email: 'jo@example.com', message: 'A person, please' }, headers)
    expect(asked.body.Data.Mode).toBe('waiting')
    await queue.next((event) => event.Type === 'mode' && event.SessionID === visitor.SessionID && event.Mode === 'waiting')

    const widget = await openLiveEvents(`${b.url}/chat/Chat/LiveEvents`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ sessionID: visitor.SessionID }) })
    streams.push(widget)
    await widget.next((event) => event.Type === 'mode' && event.Mode === 'waiting')
    const path = `/chatbots/${chatbotId}/live/${visitor.SessionID}`
    const conversation = await openLiveEvents(`${a.url}/console/api${path}/events`, { headers: { cookie: agent.cookie } })
    streams.push(conversation)

    expect((await agent.call('POST', `${path}/take-over`)).status).toBe(200)
    await widget.next((event) => event.Type === 'mode' && event.Mode === 'agent' && event.AgentName === 'dana')
    await agent.call('POST', `${path}/messages`, { content: 'Hi from instance A' })
    await widget.next((event) => event.Type === 'message' && event.Content === 'Hi from instance A' && event.AgentName === 'dana')

    const silent = await post<{ content: string; mode: string }>(b.url, '/chat/Chat/ClientAsk', { sessionID: visitor.SessionID, content: 'Hello from instance B' }, headers)
    expect(silent.body.Data).toMatchObject({ content: '', mode: 'agent' })
    await conversation.next((event) => event.Type === 'message' && event.Role === 'user' && event.Content === 'Hello from instance B')

    await agent.call('POST', `${path}/hand-back`)
    await widget.next((event) => event.Type === 'mode' && event.Mode === 'assistant')
  })

  it('an instance that shuts down ends its open live streams and exits at once', async () => {
    const chatbotId = await a.newChatbot()
    const visitor = (await post<{ SessionID: number; SessionKey: string }>(b.url, '/chat/Chatbot/GetConfig', { serialNumber: chatbotId })).body.Data
    const widget = await openLiveEvents(`${b.url}/chat/Chat/LiveEvents`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'chatrobot-sessionkey': visitor.SessionKey }, body: JSON.stringify({ sessionID: visitor.SessionID })
    })
    streams.push(widget)
    await widget.next((event) => event.Type === 'mode')
    const started = Date.now()
    b.process.kill('SIGTERM')
    expect(await b.exited).toBe(0)
    await widget.ended
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
