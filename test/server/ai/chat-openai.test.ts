import { describe, expect, it } from 'vitest'
import { countTokens } from '../../../server/ai/tokens.ts'
import { ask, askStream, history, workspaceSession } from '../../support/chat-helpers.ts'
import { messagesOf, useOpenAIChatbot } from '../../support/openai-setup.ts'

const setup = useOpenAIChatbot()

describe('OpenAI-compatible model', () => {
  it('sends the system prompt, temperature and tool, runs the listing search it asks for, and streams its answer', async () => {
    const austin = setup.listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && (l.SalePrice ?? 0) <= 500_000)
    setup.fake.script(
      { toolCalls: [{ id: 'call_abc', name: 'search_listings', arguments: ['{"city":', '"Austin","sale_type":"for_sale",', '"max_price":500000}'] }], usage: { prompt_tokens: 150, completion_tokens: 20 } },
      { content: ['Tengo ', `${austin.length} casas `, 'en Austin.'], usage: { prompt_tokens: 400, completion_tokens: 30 } }
    )
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const before = new Date()
    const reply = await askStream(setup.server, { sessionID: sessionId, content: 'Casas en venta en Austin por menos de 500k' })
    expect(reply.status).toBe(200)
    expect(setup.fake.requests).toHaveLength(2)
    expect(setup.fake.authorizations[0]).toBe('Bearer sk-test')

    const [first, second] = setup.fake.requests as [Record<string, unknown>, Record<string, unknown>]
    expect(first).toMatchObject({ model: 'fake-model', temperature: 0.35, stream: true, stream_options: { include_usage: true } })
    expect((first.tools as { function: { name: string } }[])[0]?.function.name).toBe('search_listings')
    const system = String(messagesOf(first)[0]?.content)
    expect(messagesOf(first)[0]?.role).toBe('system')
    expect(system).toContain('Always mention our open houses on Saturdays.')
    expect(system).toContain('Casa Bot')
    expect(system).toContain('reply in Spanish')
    const tokyoDay = (at: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(at)
    expect([tokyoDay(before), tokyoDay(new Date())].some((day) => system.includes(day))).toBe(true)
    expect(system).toContain('Asia/Tokyo, GMT+09:00')
    expect(messagesOf(first).at(-1)).toEqual({ role: 'user', content: 'Casas en venta en Austin por menos de 500k' })

    const toolReply = messagesOf(second).find((m) => m.role === 'tool')
    expect(messagesOf(second).find((m) => m.role === 'assistant')?.tool_calls?.[0]?.id).toBe('call_abc')
    expect(toolReply?.tool_call_id).toBe('call_abc')
    const result = JSON.parse(String(toolReply?.content)) as { total: number; listings: { MLSNumber: string; Price: string; Url: string }[] }
    expect(result.total).toBe(austin.length)
    expect(result.listings.map((l) => l.MLSNumber).sort()).toEqual(austin.map((l) => l.MLSNumber).sort().slice(0, 5))
    const cheapest = austin[0]!
    expect(result.listings.find((l) => l.MLSNumber === cheapest.MLSNumber)).toMatchObject({ Price: cheapest.SalePrice!.toFixed(2), Url: cheapest.Url })

    expect(reply.final?.Answer).toBe(`Tengo ${austin.length} casas en Austin.`)
    expect(reply.final?.Answer).toBe(reply.chunks.join(''))
    expect(reply.final?.TotalToken).toBe(150 + 20 + 400 + 30)
    const stored = await history(setup.server, setup.chatbotId, sessionId)
    expect(stored.map((m) => m.Role)).toEqual(['user', 'assistant'])
    expect(stored[1]).toMatchObject({ MessageID: reply.final?.AnswerID, Content: reply.final?.Answer, TotalToken: 600 })
  })

  it('sends the earlier turns of the session as history', async () => {
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    setup.fake.script({ content: ['Hola, ¿en qué puedo ayudar?'] }, { content: ['Claro.'] })
    await ask(setup.server, { sessionID: sessionId, content: 'Hola' })
    await ask(setup.server, { sessionID: sessionId, content: '¿Y en Denver?' })
    const messages = messagesOf(setup.fake.requests[1]!).slice(1)
    expect(messages).toEqual([
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: 'Hola, ¿en qué puedo ayudar?' },
      { role: 'user', content: '¿Y en Denver?' }
    ])
  })

  it('keeps the history within its token budget, dropping the oldest turns first', async () => {
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const turn = (role: 'user' | 'assistant', content: string) => ({
      session_id: sessionId, chatbot_id: setup.chatbotId, role, content, ask_type: 'Text', file_ids: '',
      total_token: 0, no_answer: 0, interrupted: 0, created_at: new Date().toISOString()
    })
    await setup.server.db.insertInto('messages').values([
      turn('user', `Tell me everything: ${'garden '.repeat(4000)}`),
      turn('assistant', 'That was long.'),
      turn('user', 'Homes in Austin?'),
      turn('assistant', 'Here are some.')
    ]).execute()
    await ask(setup.server, { sessionID: sessionId, content: 'And in Denver?' })
    expect(messagesOf(setup.fake.requests[0]!).slice(1)).toEqual([
      { role: 'assistant', content: 'That was long.' },
      { role: 'user', content: 'Homes in Austin?' },
      { role: 'assistant', content: 'Here are some.' },
      { role: 'user', content: 'And in Denver?' }
    ])
  })

  it('sets noAnswer and hides the marker when the model says it cannot answer', async () => {
    setup.fake.script({ content: ['[NO_', 'ANSWER] Lo siento, ', 'no puedo ayudar con eso.'], usage: { prompt_tokens: 90, completion_tokens: 12 } })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: '¿Qué tiempo hará mañana?' })
    expect(reply.body.Data).toMatchObject({ content: 'Lo siento, no puedo ayudar con eso.', noAnswer: true, totalToken: 102 })
  })

  it('counts tokens itself when the provider reports no usage', async () => {
    setup.fake.script({ content: ['Sí, ', 'claro que sí.'] })
    const question = 'Hola, ¿me ayudas?'
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: question })
    const system = String(messagesOf(setup.fake.requests[0]!)[0]?.content)
    expect(reply.body.Data.totalToken).toBeGreaterThanOrEqual(countTokens(system) + countTokens(question) + countTokens('Sí, claro que sí.'))
    expect(reply.body.Data.totalToken).toBeLessThan(countTokens(system) + countTokens(question) + countTokens('Sí, claro que sí.') + 30)
  })

  it('makes the model answer in words after the last tool round', async () => {
    const call = { id: 'c', name: 'search_listings', arguments: ['{"city":"Miami"}'] }
    setup.fake.script({ toolCalls: [call] }, { toolCalls: [call] }, { toolCalls: [call] }, { content: ['Aquí están.'] })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'Miami' })
    expect(reply.body.Data.content).toBe('Aquí están.')
    expect(setup.fake.requests).toHaveLength(4)
    expect(setup.fake.requests[2]!.tool_choice).toBeUndefined()
    expect(setup.fake.requests[3]!.tool_choice).toBe('none')
  })
})

describe('OpenAI-compatible model streaming', () => {
  it('keeps an idle stream alive with ping comments while the model thinks', async () => {
    setup.server.config.ssePingMs = 40
    setup.fake.script({ delayMs: 250, content: ['Listo.'] })
    const reply = await askStream(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'Hola' })
    expect(reply.comments.filter((comment) => comment.trim() === 'ping').length).toBeGreaterThanOrEqual(2)
    expect(reply.final?.Answer).toBe('Listo.')
  })

  it('ends the stream with one failure event when the model fails after the stream started', async () => {
    setup.fake.script({ errorStatus: 400, errorMessage: 'context length exceeded' })
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const reply = await askStream(setup.server, { sessionID: sessionId, content: 'Hola' })
    expect(reply.status).toBe(200)
    expect(reply.events).toHaveLength(1)
    expect(reply.events[0]).toMatchObject({ Success: false, Code: 502 })
    expect(String(reply.events[0]!.Message)).toContain('context length exceeded')
    const stored = await history(setup.server, setup.chatbotId, sessionId)
    expect(stored.find((m) => m.Role === 'assistant')).toMatchObject({ Interrupted: true, Content: '' })
  })

  it('says the answer was cut off, not that the model could not be reached, when its stream breaks after text came', async () => {
    setup.fake.script({ content: ['Tengo tres ', 'casas en ', 'Austin'], chunkDelayMs: 30, breakOff: true })
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const reply = await askStream(setup.server, { sessionID: sessionId, content: 'Casas en Austin' })
    const failure = reply.events.at(-1)!
    expect(failure).toMatchObject({ Success: false, Code: 502 })
    expect(String(failure.Message)).toBe('The answer was cut off before it was finished; please try again')
    expect(reply.events.slice(0, -1).map((event) => event.content).join('')).toMatch(/^Tengo tres /)
    const stored = await history(setup.server, setup.chatbotId, sessionId)
    expect(stored.find((m) => m.Role === 'assistant')).toMatchObject({ Interrupted: true, Content: expect.stringMatching(/^Tengo tres /) })
    // A JSON reply says the same.
    setup.fake.script({ content: ['Tengo tres ', 'casas'], chunkDelayMs: 30, breakOff: true })
    const json = await ask(setup.server, { sessionID: sessionId, content: 'Casas en Austin' })
    expect(json.status).toBe(502)
    expect(json.body.Message).toBe('The answer was cut off before it was finished; please try again')
    // Broken off after the stream began but before any text: nothing was cut, the model stopped.
    setup.fake.script({ content: [''], chunkDelayMs: 30, breakOff: true })
    const empty = await ask(setup.server, { sessionID: sessionId, content: 'Casas en Austin' })
    expect(empty.status).toBe(502)
    expect(empty.body.Message).toBe('The AI model stopped answering before its answer began; please try again')
  })

  it('answers a model failure in a JSON reply with 502', async () => {
    setup.fake.script({ errorStatus: 401, errorMessage: 'Incorrect API key provided' })
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'Hola' })
    expect(reply.status).toBe(502)
    expect(reply.body.Message).toContain('Incorrect API key provided')
  })

  it('aborts the model call when the client goes away, and stores what was written, marked interrupted', async () => {
    setup.fake.script({ content: Array.from({ length: 40 }, (_, i) => `palabra${i} `), chunkDelayMs: 25 })
    const sessionId = await workspaceSession(setup.server, setup.chatbotId)
    const abort = new AbortController()
    const response = await fetch(`${setup.server.url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers: { authorization: setup.server.workspace.secretKey },
      body: JSON.stringify({ sessionID: sessionId, content: 'Cuéntame todo', stream: true }),
      signal: abort.signal
    })
    const reader = response.body!.getReader()
    let received = ''
    while (!received.includes('palabra2 ')) received += new TextDecoder().decode((await reader.read()).value)
    abort.abort()
    for (let i = 0; i < 100 && setup.fake.aborted === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(setup.fake.aborted).toBe(1)
    let answer
    for (let i = 0; i < 100 && !answer; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      answer = (await history(setup.server, setup.chatbotId, sessionId)).find((m) => m.Role === 'assistant' && !m.Writing)
    }
    expect(answer).toMatchObject({ Interrupted: true })
    expect(answer!.Content).toMatch(/^palabra0 palabra1 palabra2 /)
    expect(answer!.Content).not.toContain('palabra39')
  })
})
