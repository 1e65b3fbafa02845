import { describe, expect, it } from 'vitest'
import { REQUEST_LIMITS } from '../../../server/policy/request-limits.ts'
import { ask, askStream, history, visitorSession } from '../../support/chat-helpers.ts'
import { useOpenAIChatbot } from '../../support/openai-setup.ts'

/**
 * ClientAsk's clientMessageId: one message sent again with the same id (two tabs sending one
 * offline message, at once or one after the other) is stored, answered and counted once, and
 * every sending gets the one answer.
 */
const setup = useOpenAIChatbot()

const id = (name: string) => `${name}-${Math.random().toString(36).slice(2, 12)}`

describe('ClientAsk with a clientMessageId', () => {
  it('stores, answers and counts a message sent three times (two at once) once, and gives each sending its answer', async () => {
    // Two visitor messages an hour: the repeats must not use the second.
    const chatbotId = await setup.server.newChatbot({ RateLimitCount: 2, RateLimitTime: 3600 })
    const visitor = await visitorSession(setup.server, chatbotId)
    const body = { sessionID: visitor.sessionId, content: 'Homes in Austin?', clientMessageId: id('offline') }
    const [first, second] = await Promise.all([askStream(setup.server, body, visitor), askStream(setup.server, body, visitor)])
    const third = await ask(setup.server, body, visitor)
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    expect(first.final?.AnswerID).toBeGreaterThan(0)
    expect(second.final).toEqual(first.final)
    expect(second.chunks.join('')).toBe(first.final?.Answer)
    expect(third.body.Data.messageid).toBe(first.final?.AnswerID)
    expect(third.body.Data.content).toBe(first.final?.Answer)
    const stored = await history(setup.server, chatbotId, visitor.sessionId)
    expect(stored.map((message) => [message.Role, message.Content.slice(0, 16)])).toEqual([['user', 'Homes in Austin?'], ['assistant', first.final!.Answer.slice(0, 16)]])

    // Counted once: one more message fits the limit of two, the one after it does not.
    expect((await ask(setup.server, { sessionID: visitor.sessionId, content: 'And in Denver?', clientMessageId: id('next') }, visitor)).status).toBe(200)
    const over = await ask(setup.server, { sessionID: visitor.sessionId, content: 'And Miami?', clientMessageId: id('over') }, visitor)
    expect(over.status).toBe(429)
  })

  it('is not counted again against the monthly limit', async () => {
    const chatbotId = await setup.server.newChatbot({ MessageLimit: 1 })
    const visitor = await visitorSession(setup.server, chatbotId)
    const body = { sessionID: visitor.sessionId, content: 'Hello', clientMessageId: id('monthly') }
    expect((await ask(setup.server, body, visitor)).status).toBe(200)
    expect((await ask(setup.server, body, visitor)).status).toBe(200)
    expect((await ask(setup.server, { ...body, clientMessageId: id('another') }, visitor)).status).toBe(429)
  })

  it('is unique per session: the same id in another session is another message', async () => {
    const chatbotId = await setup.server.newChatbot()
    const [one, two] = [await visitorSession(setup.server, chatbotId), await visitorSession(setup.server, chatbotId)]
    const clientMessageId = id('shared')
    const a = await ask(setup.server, { sessionID: one.sessionId, content: 'Hi', clientMessageId }, one)
    const b = await ask(setup.server, { sessionID: two.sessionId, content: 'Hi', clientMessageId }, two)
    expect(b.body.Data.messageid).not.toBe(a.body.Data.messageid)
    expect(await history(setup.server, chatbotId)).toHaveLength(4)
  })

  it.each([
    ['short', 'clientMessageId must be'],
    ['has spaces in it', 'clientMessageId must be'],
    ['x'.repeat(65), 'clientMessageId must be']
  ])('refuses %j with a 400 naming the field', async (clientMessageId, message) => {
    const chatbotId = await setup.server.newChatbot()
    const visitor = await visitorSession(setup.server, chatbotId)
    const reply = await ask(setup.server, { sessionID: visitor.sessionId, content: 'Hi', clientMessageId }, visitor)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toContain(message)
    expect(await history(setup.server, chatbotId)).toHaveLength(0)
  })

  it(`streams a repeated message's answer in at most ${REQUEST_LIMITS.streamsPerAnswer} windows at once: one more is 429`, async () => {
    let release!: (text: string) => void
    const held = new Promise<string>((resolve) => (release = resolve))
    setup.fake.script({ content: ['Hola ', () => held] })
    const visitor = await visitorSession(setup.server, setup.chatbotId)
    const body = JSON.stringify({ sessionID: visitor.sessionId, content: 'Hola', clientMessageId: id('held'), stream: true })
    const send = () => fetch(`${setup.server.url}/chat/Chat/ClientAsk`, { method: 'POST', headers: { 'content-type': 'application/json', ...visitor.headers }, body })
    const first = await send()
    const repeats = []
    for (let i = 0; i < REQUEST_LIMITS.streamsPerAnswer; i++) repeats.push(await send())
    expect(repeats.map((response) => response.status)).toEqual(repeats.map(() => 200))
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain('already being answered in too many windows')
    release('adiós.')
    const texts = await Promise.all([first, ...repeats].map((response) => response.text()))
    for (const text of texts) expect(text).toContain('"Answer":"Hola adiós.')
    expect(setup.fake.requests).toHaveLength(1)
  })
})
