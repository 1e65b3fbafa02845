import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ask, askStream, history, visitorSession } from '../../support/chat-helpers.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/**
 * ClientAsk's clientMessageId: one message sent again with the same id (two tabs sending one
 * offline message, at once or one after the other) is stored, answered and counted once, and
 * every sending gets the one answer.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const id = (name: string) => `${name}-${Math.random().toString(36).slice(2, 12)}`

describe('ClientAsk with a clientMessageId', () => {
  it('stores, answers and counts a message sent three times (two at once) once, and gives each sending its answer', async () => {
    // Two visitor messages an hour: the repeats must not use the second.
    const chatbotId = await server.newChatbot({ RateLimitCount: 2, RateLimitTime: 3600 })
    const visitor = await visitorSession(server, chatbotId)
    const body = { sessionID: visitor.sessionId, content: 'Homes in Austin?', clientMessageId: id('offline') }
    const [first, second] = await Promise.all([askStream(server, body, visitor), askStream(server, body, visitor)])
    const third = await ask(server, body, visitor)
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    expect(first.final?.AnswerID).toBeGreaterThan(0)
    expect(second.final).toEqual(first.final)
    expect(second.chunks.join('')).toBe(first.final?.Answer)
    expect(third.body.Data.messageid).toBe(first.final?.AnswerID)
    expect(third.body.Data.content).toBe(first.final?.Answer)
    const stored = await history(server, chatbotId, visitor.sessionId)
    expect(stored.map((message) => [message.Role, message.Content.slice(0, 16)])).toEqual([['user', 'Homes in Austin?'], ['assistant', first.final!.Answer.slice(0, 16)]])

    // Counted once: one more message fits the limit of two, the one after it does not.
    expect((await ask(server, { sessionID: visitor.sessionId, content: 'And in Denver?', clientMessageId: id('next') }, visitor)).status).toBe(200)
    const over = await ask(server, { sessionID: visitor.sessionId, content: 'And Miami?', clientMessageId: id('over') }, visitor)
    expect(over.status).toBe(429)
  })

  it('is not counted again against the monthly limit', async () => {
    const chatbotId = await server.newChatbot({ MessageLimit: 1 })
    const visitor = await visitorSession(server, chatbotId)
    const body = { sessionID: visitor.sessionId, content: 'Hello', clientMessageId: id('monthly') }
    expect((await ask(server, body, visitor)).status).toBe(200)
    expect((await ask(server, body, visitor)).status).toBe(200)
    expect((await ask(server, { ...body, clientMessageId: id('another') }, visitor)).status).toBe(429)
  })

  it('is unique per session: the same id in another session is another message', async () => {
    const chatbotId = await server.newChatbot()
    const [one, two] = [await visitorSession(server, chatbotId), await visitorSession(server, chatbotId)]
    const clientMessageId = id('shared')
    const a = await ask(server, { sessionID: one.sessionId, content: 'Hi', clientMessageId }, one)
    const b = await ask(server, { sessionID: two.sessionId, content: 'Hi', clientMessageId }, two)
    expect(b.body.Data.messageid).not.toBe(a.body.Data.messageid)
    expect(await history(server, chatbotId)).toHaveLength(4)
  })

  it.each([
    ['short', 'clientMessageId must be'],
    ['has spaces in it', 'clientMessageId must be'],
    ['x'.repeat(65), 'clientMessageId must be']
  ])('refuses %j with a 400 naming the field', async (clientMessageId, message) => {
    const chatbotId = await server.newChatbot()
    const visitor = await visitorSession(server, chatbotId)
    const reply = await ask(server, { sessionID: visitor.sessionId, content: 'Hi', clientMessageId }, visitor)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toContain(message)
    expect(await history(server, chatbotId)).toHaveLength(0)
  })
})
