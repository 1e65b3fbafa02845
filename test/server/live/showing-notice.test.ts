import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ask, visitorSession } from '../../support/chat-helpers.ts'
import { newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { listingInput } from '../../support/fixtures.ts'
import { openLiveEvents, type LiveEventReader } from '../../support/live-events.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let agent: ConsoleClient
let chatbotId: string
const streams: LiveEventReader[] = []

beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot({ Name: 'Showing Homes', TalkToHumanEmail: 'agents@showing.example' })
  await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbotId, { MLSNumber: 'SH-500', Address: '12 Elm Street' }), { key: server.workspace.secretKey })
  agent = await newConsoleUser(server, 'dana@showing.example', 'agent')
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.close()
})

describe('a showing request on the console\'s Live page', () => {
  it('is announced live to the chatbot\'s agents with its times and the visitor\'s contact, and not to the visitor\'s widget', async () => {
    const queue = await openLiveEvents(`${server.url}/console/api/chatbots/${chatbotId}/live/events`, { headers: { cookie: agent.cookie } })
    streams.push(queue)
    const visitor = await visitorSession(server, chatbotId)
    const who = { headers: visitor.headers }
    const widget = await openLiveEvents(`${server.url}/chat/Chat/LiveEvents`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...who.headers }, body: JSON.stringify({ sessionID: visitor.sessionId })
    })
    streams.push(widget)
    await widget.next((event) => event.Type === 'mode')

    await ask(server, { sessionID: visitor.sessionId, content: 'I am Pat, my e-mail is pat@example.com' }, who)
    await ask(server, { sessionID: visitor.sessionId, content: 'I would like to schedule a showing of MLS SH-500.' }, who)
    expect(queue.events.filter((event) => event.data.Type === 'showing')).toEqual([])
    await ask(server, { sessionID: visitor.sessionId, content: 'Saturday morning or Monday after 5 pm' }, who)
    const { id, data } = await queue.next((event) => event.Type === 'showing')
    expect(id).toMatch(/^\d+$/)
    expect(data).toMatchObject({
      SessionID: visitor.sessionId, MLSNumber: 'SH-500', Address: expect.stringContaining('12 Elm Street'), Times: 'Saturday morning or Monday after 5 pm', Contact: 'pat@example.com'
    })
    expect(data.ShowingID).toEqual(expect.any(Number))
    // The bus hands an event to every follower at once: the widget would have it by now.
    expect(widget.events.map((event) => event.data.Type)).not.toContain('showing')
  })
})
