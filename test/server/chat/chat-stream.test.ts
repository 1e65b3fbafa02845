import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countTokens } from '../../../server/ai/tokens.ts'
import { createListing } from '../../../server/store/listings.ts'
import { demoListings } from '../../../server/demo/listings.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { ask, askStream, history, visitorSession, workspaceSession } from '../../support/chat-helpers.ts'

let server: TestServer
let chatbotId: string
const SUFFIX = '— Harbor & Pine Realty'

beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot({ Name: 'Harbor & Pine', AnswerSuffix: SUFFIX })
  for (const listing of demoListings(chatbotId, 'https://homes.example')) await createListing(server.db, chatbotId, listing)
})
afterAll(() => server.close())

describe('ClientAsk streaming', () => {
  it('streams small pieces whose join is the final Answer, with the suffix last and ids that are real messages', async () => {
    const visitor = await visitorSession(server, chatbotId, { origin: 'https://shop.example' })
    const started = Date.now()
    const reply = await askStream(server, { sessionID: visitor.sessionId, content: 'Homes for sale in Denver' }, { headers: visitor.headers })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/event-stream')
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    expect(reply.chunks.length).toBeGreaterThan(10)
    expect(Math.max(...reply.chunks.map((chunk) => chunk.trim().split(/\s+/).length))).toBeLessThanOrEqual(6)
    expect(reply.chunks.at(-1)).toBe(`\n\n${SUFFIX}`)
    expect(reply.events.at(-1)).toBe(reply.final)
    const final = reply.final!
    expect(final.Answer).toBe(reply.chunks.join(''))
    expect(final.Answer).toContain('Denver')
    // Pieces are paced so the stream is visible; the whole answer still comes within a few seconds.
    expect(Date.now() - started).toBeGreaterThan(reply.chunks.length * 10)
    const messages = await history(server, chatbotId, visitor.sessionId)
    const question = messages.find((m) => m.MessageID === final.QuestionID)
    const answer = messages.find((m) => m.MessageID === final.AnswerID)
    expect(question).toMatchObject({ Role: 'user', Content: 'Homes for sale in Denver', ChatAskType: 'Text', Interrupted: false })
    expect(answer).toMatchObject({ Role: 'assistant', Content: final.Answer, TotalToken: final.TotalToken, Interrupted: false })
  })

  it('appends the suffix to JSON answers too and counts the tokens read and written', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    const question = 'Condos for sale in Miami'
    const reply = await ask(server, { sessionID: sessionId, content: question })
    expect(reply.status).toBe(200)
    const { content, messageid, totalToken } = reply.body.Data
    expect(content.endsWith(`\n\n${SUFFIX}`)).toBe(true)
    const body = content.slice(0, -(SUFFIX.length + 2))
    expect(totalToken).toBe(countTokens(question) + countTokens(body))
    const stored = (await history(server, chatbotId, sessionId)).find((m) => m.MessageID === messageid)
    expect(stored).toMatchObject({ Role: 'assistant', Content: content, TotalToken: totalToken })
  })

  it('answers errors found before the stream starts as a JSON envelope', async () => {
    const response = await fetch(`${server.url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers: { authorization: server.workspace.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionID: 123456, content: 'hi', stream: true })
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(((await response.json()) as { Message: string }).Message).toContain('Session 123456 was not found')
  })

  it('stores the partial answer, marked interrupted, when the client goes away mid-stream', async () => {
    const question = 'Homes for sale in Austin'
    const full = (await ask(server, { sessionID: await workspaceSession(server, chatbotId), content: question })).body.Data.content
    const sessionId = await workspaceSession(server, chatbotId)
    const abort = new AbortController()
    const response = await fetch(`${server.url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers: { authorization: server.workspace.secretKey },
      body: JSON.stringify({ sessionID: sessionId, content: question, stream: true }),
      signal: abort.signal
    })
    const reader = response.body!.getReader()
    let received = ''
    while ((received.match(/"content"/g) ?? []).length < 3) received += new TextDecoder().decode((await reader.read()).value)
    abort.abort()

    let answer
    for (let i = 0; i < 100 && !answer; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      answer = (await history(server, chatbotId, sessionId)).find((m) => m.Role === 'assistant' && !m.Writing)
    }
    expect(answer).toBeDefined()
    expect(answer!.Interrupted).toBe(true)
    expect(answer!.Content.length).toBeGreaterThan(0)
    expect(answer!.Content.length).toBeLessThan(full.length - SUFFIX.length)
    expect(full.startsWith(answer!.Content)).toBe(true)
  })
})
