import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createParser } from 'eventsource-parser'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { openDatabase, type Db } from '../../../server/store/database.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { findPostgresBin, startCluster, type Cluster } from '../../support/postgres.ts'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fake-openai.ts'
import { listingInput } from '../../support/fixtures.ts'

/**
 * PostgreSQL going away under a running server (a separate process, as in production), on a
 * cluster of this file's own: restarting or stopping the suite's shared cluster would fail
 * the other files' tests.
 */
const bin = findPostgresBin()
let cluster: Cluster
let db: Db
let server: ChildServer
let fake: FakeOpenAI
let key: string
let chatbot: string
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-pgfault-'))

interface Outcome { startedAt: number; endedAt: number; status: number; retryAfter: string | null; message: string; error?: string }

async function call(route: string, body: unknown): Promise<Outcome> {
  const startedAt = performance.now()
  try {
    const response = await fetch(server.url + route, { method: 'POST', headers: { authorization: key, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const reply = (await response.json()) as { Message: string }
    return { startedAt, endedAt: performance.now(), status: response.status, retryAfter: response.headers.get('retry-after'), message: reply.Message }
  } catch (error) {
    return { startedAt, endedAt: performance.now(), status: 0, retryAfter: null, message: '', error: String((error as Error).cause ?? error) }
  }
}

/** `workers` clients reading and writing listings back to back until `until` resolves. */
async function load(workers: number, until: Promise<unknown>): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let done = false
  void until.finally(() => (done = true))
  await Promise.all(Array.from({ length: workers }, async (_, worker) => {
    for (let round = 0; !done; round++) {
      outcomes.push(round % 4 === 0
        ? await call('/chat/Chatbot/RealEstateCreate', listingInput(chatbot, { MLSNumber: `W${worker}-${round}` }))
        : await call('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot }))
    }
  }))
  return outcomes
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const unavailable = /^The service is temporarily unavailable: its database cannot be reached/

describe.skipIf(!bin || inject('postgresUrl') === '')('PostgreSQL restarting and stopping under a running server', () => {
  beforeAll(async () => {
    cluster = await startCluster(bin!)
    db = await openDatabase({ databaseUrl: cluster.url, dataDir })
    const workspace = await createWorkspace(db, 'Faults')
    key = workspace.secretKey
    chatbot = await createChatbot(db, workspace.workspaceId, { Model: 'fake-model' })
    fake = await startFakeOpenAI()
    server = await startChildServer({ dataDir, databaseUrl: cluster.url, env: { OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: 'sk-test', OPENAI_MODELS: 'fake-model' } })
  }, 120_000)
  afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
    await db?.destroy()
    await fake?.close()
    cluster?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('survives a restart under load: every request gets 200 or 503, none a 500 or a reset, and all succeed once it is back', async () => {
    let restartedAt = 0
    let backAt = 0
    const restart = (async () => {
      await sleep(300)
      restartedAt = performance.now()
      await cluster.restart()
      backAt = performance.now()
      await sleep(500)
    })()
    const outcomes = await load(8, restart)
    await restart

    expect(server.process.exitCode).toBeNull()
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([])
    const statuses = [...new Set(outcomes.map((outcome) => outcome.status))].sort()
    expect(statuses.every((status) => status === 200 || status === 503), `statuses ${statuses.join(', ')}`).toBe(true)
    for (const refused of outcomes.filter((outcome) => outcome.status === 503)) {
      expect(refused.retryAfter).toBe('5')
      expect(refused.message).toMatch(unavailable)
    }
    // The load did reach the restart: some requests were in flight while PostgreSQL was away.
    const during = outcomes.filter((outcome) => outcome.startedAt <= backAt && outcome.endedAt >= restartedAt)
    expect(during.length).toBeGreaterThan(0)
    // Once it is back, the server serves again by itself, and then every request at once succeeds
    // (no connection of its pool is left broken). Polled: how soon is a figure, not a condition.
    await expect.poll(async () => (await call('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot })).status, { timeout: 15_000, interval: 20 }).toBe(200)
    const burst = await Promise.all(Array.from({ length: 16 }, () => call('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot })))
    expect(burst.map((outcome) => outcome.status)).toEqual(Array.from({ length: 16 }, () => 200))
    const lastRefused = Math.max(backAt, ...outcomes.filter((outcome) => outcome.status === 503).map((outcome) => outcome.startedAt))
    console.log(`restart under load: ${outcomes.length} requests, ${during.length} during the restart (${Math.round(backAt - restartedAt)} ms): ` +
      `${during.filter((outcome) => outcome.status === 200).length} × 200, ${during.filter((outcome) => outcome.status === 503).length} × 503; ` +
      `503 in all: ${outcomes.filter((outcome) => outcome.status === 503).length}; last 503 started ${Math.round(lastRefused - backAt)} ms after PostgreSQL was back`)
  })

  it('answers 503 with Retry-After while PostgreSQL is stopped (readiness 503, liveness 200), ends a stream in flight with the failure event, and serves again by itself once it is back', async () => {
    fake.script({ content: Array.from({ length: 40 }, (_, index) => `word${index} `), chunkDelayMs: 50 })
    const sessionId = (await (await fetch(`${server.url}/chat/Chatbot/GetSession`, { method: 'POST', headers: { authorization: key }, body: JSON.stringify({ serialNumber: chatbot }) })).json() as { Data: { SessionID: number } }).Data.SessionID
    const stream = await fetch(`${server.url}/chat/Chat/ClientAsk`, { method: 'POST', headers: { authorization: key }, body: JSON.stringify({ sessionID: sessionId, content: 'Tell me about homes', stream: true }) })
    expect(stream.status).toBe(200)
    const events: Record<string, unknown>[] = []
    const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data) as Record<string, unknown>) })
    const reader = stream.body!.getReader()
    const decoder = new TextDecoder()
    const readAll = (async () => {
      for (let part = await reader.read(); !part.done; part = await reader.read()) parser.feed(decoder.decode(part.value, { stream: true }))
    })()
    while (events.length === 0) await sleep(10)

    await cluster.pause()
    await readAll
    expect(events.at(0)).toHaveProperty('content')
    expect(events.at(-1)).toEqual({ Success: false, Code: 503, Message: expect.stringMatching(unavailable) })

    const refused = await call('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot })
    expect(refused).toMatchObject({ status: 503, retryAfter: '5', message: expect.stringMatching(unavailable) })
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('5')
    expect(((await ready.json()) as { Message: string }).Message).toMatch(unavailable)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

    await cluster.start()
    const back = performance.now()
    let recovered = 0
    // Polled with a generous bound; the time it took is printed as a figure.
    for (let tries = 0; tries < 1500 && !recovered; tries++) {
      if ((await call('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot })).status === 200) recovered = performance.now() - back
      else await sleep(10)
    }
    console.log(`stopped PostgreSQL: 503 with Retry-After 5; serving again ${Math.round(recovered)} ms after it accepted connections`)
    expect(recovered, 'serving again within 15 s of PostgreSQL accepting connections').toBeGreaterThan(0)
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    expect(server.process.exitCode).toBeNull()
  })
})
