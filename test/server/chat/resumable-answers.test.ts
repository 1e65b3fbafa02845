import { createParser } from 'eventsource-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_LIMITS } from '../../../server/policy/request-limits.ts'
import { history, visitorSession, type HistoryItem } from '../../support/chat-helpers.ts'
import { startServer, type TestServer } from '../../support/server.ts'
import { messagesOf, useOpenAIChatbot } from '../../support/openai-setup.ts'

const setup = useOpenAIChatbot()
/** A second instance on the same database (SQLite file or PostgreSQL), with its own running answers. */
let other: TestServer

beforeAll(async () => {
  other = await startServer({
    dataDir: setup.server.config.dataDir, databaseUrl: setup.server.config.databaseUrl,
    openaiBaseUrl: setup.server.config.openaiBaseUrl, openaiApiKey: 'sk-test', openaiModels: ['fake-model']
  })
})
// Not other.close(): that would remove the shared data folder before the first server is done with it.
afterAll(async () => {
  await other.app.close()
  await other.db.destroy()
})

const WORDS = Array.from({ length: 40 }, (_, i) => `palabra${i} `)
const FULL = WORDS.join('')

interface Events {
  response: Response
  /** every event so far: its id and parsed data */
  events: { id: string | undefined; data: Record<string, unknown> }[]
  text(): string
  /** resolves once `test` holds for the events so far */
  until(test: () => boolean): Promise<void>
  /** resolves when the stream ends */
  ended: Promise<void>
  abort(): void
}

/** Opens a stream and reads it in the background. */
async function open(url: string, body: unknown, headers: Record<string, string>): Promise<Events> {
  const abort = new AbortController()
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: abort.signal })
  const events: Events['events'] = []
  const parser = createParser({ onEvent: (event) => events.push({ id: event.id, data: JSON.parse(event.data) as Record<string, unknown> }) })
  const decoder = new TextDecoder()
  const ended = (async () => {
    try {
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(bytes, { stream: true }))
    } catch {
      // aborted
    }
  })()
  return {
    response, events, ended,
    text: () => events.map((event) => event.data.content ?? '').join(''),
    async until(test) {
      for (let i = 0; i < 500 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(test()).toBe(true)
    },
    abort: () => abort.abort()
  }
}

const ask = (base: string, sessionID: number, headers: Record<string, string>) =>
  open(`${base}/chat/Chat/ClientAsk`, { sessionID, content: 'Cuéntame todo', stream: true }, headers)

async function storedAnswer(sessionId: number, done: (answer: HistoryItem) => boolean) {
  for (let i = 0; i < 300; i++) {
    const answer = (await history(setup.server, setup.chatbotId, sessionId)).find((m) => m.Role === 'assistant')
    if (answer && done(answer)) return answer
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('the answer was not stored in time')
}

describe('an answer that outlives its connection', () => {
  it('keeps writing a visitor\'s answer after the client leaves, and stores it whole', async () => {
    setup.fake.script({ content: WORDS, chunkDelayMs: 15 })
    const visitor = await visitorSession(setup.server, setup.chatbotId)
    const stream = await ask(setup.server.url, visitor.sessionId, visitor.headers)
    await stream.until(() => stream.text().includes('palabra2 '))
    stream.abort()
    const answer = await storedAnswer(visitor.sessionId, (m) => m.Content === FULL)
    expect(answer).toMatchObject({ Interrupted: false, Stopped: false, Writing: false })
    expect(setup.fake.aborted).toBe(0)
  })

  it('names each event <AnswerID>:<offset> and resumes from an offset, on this instance and on the other, to the same final Answer', async () => {
    setup.fake.script({ content: WORDS, chunkDelayMs: 25 })
    const visitor = await visitorSession(setup.server, setup.chatbotId, { origin: 'https://shop.example' })
    const first = await ask(setup.server.url, visitor.sessionId, visitor.headers)
    await first.until(() => first.events.length >= 5)
    first.abort()
    const answerId = Number(first.response.headers.get('x-answer-id'))
    // A page on another origin may read the header.
    expect(first.response.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(first.response.headers.get('access-control-expose-headers')).toContain('x-answer-id')
    const last = first.events.at(-1)!
    expect(last.id).toBe(`${answerId}:${first.text().length}`)

    const here = await open(`${setup.server.url}/chat/Chat/ResumeAnswer`, { answerID: answerId, offset: first.text().length }, visitor.headers)
    // The other instance follows it through the database; Last-Event-ID says where to go on.
    const there = await open(`${other.url}/chat/Chat/ResumeAnswer`, { answerID: answerId }, { ...visitor.headers, 'last-event-id': last.id! })
    await Promise.all([here.ended, there.ended])
    for (const resumed of [here, there]) {
      expect(resumed.response.status).toBe(200)
      const final = resumed.events.at(-1)!.data
      expect(final).toMatchObject({ AnswerID: answerId, Answer: FULL, Listings: [] })
      expect(first.text() + resumed.text()).toBe(FULL)
    }
    expect(here.events.length).toBeGreaterThan(3)
  })

  it('resumes an answer that has ended with the rest and the final event', async () => {
    setup.fake.script({ content: ['Hola ', 'mundo.'] })
    const visitor = await visitorSession(setup.server, setup.chatbotId)
    const stream = await ask(setup.server.url, visitor.sessionId, visitor.headers)
    await stream.ended
    const answerId = Number(stream.response.headers.get('x-answer-id'))
    const again = await open(`${other.url}/chat/Chat/ResumeAnswer`, { answerID: answerId, offset: 5 }, visitor.headers)
    await again.ended
    expect(again.text()).toBe('mundo.')
    expect(again.events.at(-1)!.data).toMatchObject({ AnswerID: answerId, Answer: 'Hola mundo.', QuestionID: answerId - 1 })
  })

  it('stops an answer with StopAnswer, on the instance that writes it or the other, keeping the partial answer marked stopped', async () => {
    for (const base of [setup.server.url, other.url]) {
      setup.fake.reset()
      setup.fake.script({ content: WORDS, chunkDelayMs: 25 })
      const visitor = await visitorSession(setup.server, setup.chatbotId)
      const stream = await ask(setup.server.url, visitor.sessionId, visitor.headers)
      await stream.until(() => stream.text().includes('palabra3 '))
      const answerId = Number(stream.response.headers.get('x-answer-id'))
      const stop = await fetch(`${base}/chat/Chat/StopAnswer`, { method: 'POST', headers: { 'content-type': 'application/json', ...visitor.headers }, body: JSON.stringify({ answerID: answerId }) })
      const stopped = (await stop.json()) as { Data: { Answer: string; Stopped: boolean } }
      expect(stop.status).toBe(200)
      expect(stopped.Data.Stopped).toBe(true)
      expect(stopped.Data.Answer).toMatch(/^palabra0 palabra1 palabra2 palabra3 /)
      expect(stopped.Data.Answer).not.toContain('palabra39')
      await stream.ended
      expect(stream.events.at(-1)!.data).toMatchObject({ Stopped: true, AnswerID: answerId })
      const answer = await storedAnswer(visitor.sessionId, (m) => !m.Writing)
      expect(answer).toMatchObject({ Stopped: true, Interrupted: true })
      expect(FULL.startsWith(answer.Content)).toBe(true)
      expect(answer.Content.length).toBeLessThan(FULL.length)
      for (let i = 0; i < 100 && setup.fake.aborted === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(setup.fake.aborted).toBe(1)
    }
  })

  it('follows one answer in at most REQUEST_LIMITS.streamsPerAnswer streams at once: one more is 429 with Retry-After', async () => {
    let release!: (text: string) => void
    const held = new Promise<string>((resolve) => (release = resolve))
    setup.fake.script({ content: ['Hola ', () => held] })
    const visitor = await visitorSession(setup.server, setup.chatbotId)
    const first = await ask(setup.server.url, visitor.sessionId, visitor.headers)
    await first.until(() => first.text().includes('Hola'))
    const answerId = Number(first.response.headers.get('x-answer-id'))
    const resumed = await Promise.all(Array.from({ length: REQUEST_LIMITS.streamsPerAnswer }, () =>
      open(`${setup.server.url}/chat/Chat/ResumeAnswer`, { answerID: answerId }, visitor.headers)))
    expect(resumed.map((stream) => stream.response.status)).toEqual(resumed.map(() => 200))
    const refused = await setup.server.post('/chat/Chat/ResumeAnswer', { answerID: answerId }, { headers: visitor.headers })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    release('adiós.')
    await Promise.all([first.ended, ...resumed.map((stream) => stream.ended)])
    // Once they have ended, the answer can be followed again.
    const again = await open(`${setup.server.url}/chat/Chat/ResumeAnswer`, { answerID: answerId }, visitor.headers)
    await again.ended
    expect(again.text()).toBe('Hola adiós.')
  })

  it('refuses another visitor\'s answer with 404 and an unknown one with 404', async () => {
    setup.fake.script({ content: ['Hola.'] })
    const visitor = await visitorSession(setup.server, setup.chatbotId)
    const stranger = await visitorSession(setup.server, setup.chatbotId)
    const stream = await ask(setup.server.url, visitor.sessionId, visitor.headers)
    await stream.ended
    const answerId = Number(stream.response.headers.get('x-answer-id'))
    for (const route of ['ResumeAnswer', 'StopAnswer']) {
      const refused = await setup.server.post(`/chat/Chat/${route}`, { answerID: answerId }, { headers: stranger.headers })
      expect(refused.status).toBe(404)
      expect(refused.body.Message).toContain(`Answer ${answerId} was not found`)
      expect((await setup.server.post(`/chat/Chat/${route}`, { answerID: 999_999 }, { headers: visitor.headers })).status).toBe(404)
    }
    expect(messagesOf(setup.fake.requests[0]!).length).toBeGreaterThan(0)
  })
})
