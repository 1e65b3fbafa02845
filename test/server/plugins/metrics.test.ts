import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../server/app.ts'
import { openDatabase } from '../../../server/store/database.ts'
import { visitorSession, workspaceSession } from '../../support/chat-helpers.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fake-openai.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/** The value of one sample of the Prometheus text format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const have = (match[2] ?? '').split(',')
    if (wanted.every((label) => have.includes(label))) return Number(match[3])
  }
  return undefined
}

describe('Prometheus metrics', () => {
  let server: TestServer
  let fake: FakeOpenAI
  const scrape = async (token = 'scrape-token') => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  const text = async () => (await scrape()).text()

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    server = await startTestServer({ metrics: true, metricsToken: 'scrape-token', openaiBaseUrl: fake.baseUrl, openaiApiKey: 'sk-test', openaiModels: ['fake-model'], ssePingMs: 50 })
  })
  afterAll(async () => {
    await server.close()
    await fake.close()
  })

  it('are off unless METRICS=1', async () => {
    const plain = await startTestServer()
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('warn at start when METRICS_TOKEN is not set', async () => {
    const lines: string[] = []
    const config = { ...server.config, metricsToken: '', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-metrics-')) }
    const db = await openDatabase(config)
    const app = await buildApp({ config, db, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } })
    await app.ready()
    await app.close()
    await db.destroy()
    fs.rmSync(config.dataDir, { recursive: true, force: true })
    expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining('without METRICS_TOKEN') }))
  })

  it('want the bearer token when METRICS_TOKEN is set, the scheme in any case', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    expect((await scrape('wrong-token!')).status).toBe(401)
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'bearer scrape-token' } })).status).toBe(200)
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'BEARER scrape-token' } })).status).toBe(200)
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Basic scrape-token' } })).status).toBe(401)
    const reply = await scrape()
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/plain')
    const body = await reply.text()
    expect(body).toContain('porchlight_process_cpu_seconds_total')
    // The pool's connections on PostgreSQL (the server-postgres project); SQLite has no pool.
    if (server.config.databaseUrl) expect(sample(body, 'porchlight_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
    else expect(body).not.toContain('porchlight_db_pool_connections{')
  })

  it('count requests per route and status, and rate-limit refusals', async () => {
    const chatbotId = await server.newChatbot({ RateLimitCount: 1 })
    const before = await text()
    const route = { method: 'POST', route: '/chat/Chatbot/GetSession' }
    await server.post('/chat/Chatbot/GetSession', { serialNumber: chatbotId }, { key: server.workspace.secretKey })
    await server.post('/chat/Chatbot/GetSession', { serialNumber: chatbotId }, { key: 'plsk_unknown' })
    const visitor = await visitorSession(server, chatbotId)
    const asks = [1, 2].map(() => server.post('/chat/Chat/ClientAsk', { sessionID: visitor.sessionId, content: 'Homes in Austin?' }, { headers: visitor.headers }))
    expect((await Promise.all(asks)).map((reply) => reply.status).sort()).toEqual([200, 429])
    const after = await text()
    const delta = (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0)
    expect(delta('porchlight_http_requests_total', { ...route, status: '200' })).toBe(1)
    expect(delta('porchlight_http_requests_total', { ...route, status: '401' })).toBe(1)
    expect(delta('porchlight_http_request_duration_seconds_count', route)).toBe(2)
    expect(delta('porchlight_rate_limit_refusals_total', { route: '/chat/Chat/ClientAsk' })).toBe(1)
    expect(delta('porchlight_answer_duration_seconds_count', { model: 'builtin' })).toBe(1)
  })

  it('show a streamed answer as open until it ends, and its latency under its model', async () => {
    const chatbotId = await server.newChatbot({ Model: 'fake-model' })
    const sessionID = await workspaceSession(server, chatbotId)
    let release!: () => void
    // The response's headers reach the client with its first bytes: the first `: ping` while the model is held.
    fake.script({ content: ['Hello ', 'there.'], gate: new Promise<void>((resolve) => (release = resolve)) })
    const response = await fetch(`${server.url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: server.workspace.secretKey },
      body: JSON.stringify({ sessionID, content: 'Hi', stream: true })
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    expect(sample(await text(), 'porchlight_streams_open')).toBe(1)
    release()
    expect(await response.text()).toContain('"Answer":"Hello there."')
    await expect.poll(async () => sample(await text(), 'porchlight_streams_open')).toBe(0)
    const after = await text()
    expect(sample(after, 'porchlight_answer_duration_seconds_count', { model: 'fake-model' })).toBe(1)
    expect(sample(after, 'porchlight_http_requests_total', { method: 'POST', route: '/chat/Chat/ClientAsk', status: '200' })).toBeGreaterThanOrEqual(1)
  })
})
