import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { consoleCall, newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { openLiveEvents, type LiveEventReader } from '../../support/live-events.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

interface WaitingRow { ChatbotID: string; SessionID: number; FirstQuestion: string; VisitorName: string; Since: string | null }

let server: TestServer
let agent: ConsoleClient
const streams: LiveEventReader[] = []

/** A visitor of `chatbotId` who asks one question, then for a person. */
async function visitorWaiting(chatbotId: string, question: string): Promise<number> {
  const config = await server.post<{ SessionID: number; SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId })
  const headers = { 'chatrobot-sessionkey': config.body.Data.SessionKey }
  await server.post('/chat/Chat/ClientAsk', { sessionID: config.body.Data.SessionID, content: question }, { headers })
  const reply = await server.post('/chat/Chat/TalkToHuman', { name: 'Jo Visitor', email: 'jo@example.com', message: 'A person, please' }, { headers })
  expect(reply.status).toBe(200)
  return config.body.Data.SessionID
}

async function queueStream(client: ConsoleClient) {
  const reader = await openLiveEvents(`${server.url}/console/api/live/events`, { headers: { cookie: client.cookie } })
  streams.push(reader)
  return reader
}

beforeAll(async () => {
  server = await startTestServer()
  agent = await newConsoleUser(server, 'dana@oakrealty.example', 'agent')
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.close()
})

describe('the workspace\'s waiting queue', () => {
  it('lists and streams the waiting conversations of every chatbot of the workspace, and only those', async () => {
    const oak = await server.newChatbot({ Name: 'Oak Realty' })
    const elm = await server.newChatbot({ Name: 'Elm Rentals' })
    const queue = await queueStream(agent)
    expect(queue.status).toBe(200)

    const atOak = await visitorWaiting(oak, 'Homes in Austin?')
    const atElm = await visitorWaiting(elm, 'Flats to rent?')
    await queue.next((event) => event.Type === 'mode' && event.SessionID === atOak && event.Mode === 'waiting')
    await queue.next((event) => event.Type === 'mode' && event.SessionID === atElm && event.Mode === 'waiting')

    const waiting = await agent.call<{ List: WaitingRow[] }>('GET', '/live/waiting')
    expect(waiting.status).toBe(200)
    expect(waiting.body.Data.List.map((row) => [row.ChatbotID, row.SessionID, row.FirstQuestion, row.VisitorName])).toEqual([
      [oak, atOak, 'Homes in Austin?', 'Jo Visitor'],
      [elm, atElm, 'Flats to rent?', 'Jo Visitor']
    ])

    // Taken over, it waits no more: the stream says so and the list drops it.
    await agent.call('POST', `/chatbots/${oak}/live/${atOak}/take-over`)
    await queue.next((event) => event.Type === 'mode' && event.SessionID === atOak && event.Mode === 'agent')
    const after = await agent.call<{ List: WaitingRow[] }>('GET', '/live/waiting')
    expect(after.body.Data.List.map((row) => row.SessionID)).toEqual([atElm])
    // Only mode events go out on this stream (a visitor's message in a live conversation does not).
    expect(queue.events.every((event) => event.data.Type === 'mode')).toBe(true)
  })

  it('shows another workspace nothing of it, and needs a session', async () => {
    const oak = await server.newChatbot({ Name: 'Oak Realty' })
    const other = await createWorkspace(server.db, 'Other')
    const stranger = await newConsoleUser(server, 'stranger@other.example', 'agent', other.workspaceId)
    const theirs = await queueStream(stranger)
    const ours = await queueStream(agent)
    const sessionId = await visitorWaiting(oak, 'Homes in Dallas?')
    await ours.next((event) => event.SessionID === sessionId && event.Mode === 'waiting')

    expect((await stranger.call<{ List: WaitingRow[] }>('GET', '/live/waiting')).body.Data.List).toEqual([])
    // The bus hands an event to every follower at once: theirs would have it by now.
    expect(theirs.events).toEqual([])
    expect((await consoleCall(server, 'GET', '/live/waiting')).status).toBe(401)
    expect((await fetch(`${server.url}/console/api/live/events`)).status).toBe(401)
  })

  it('streams the waiting conversations of a chatbot added after the stream opened', async () => {
    const queue = await queueStream(agent)
    const owner = await newConsoleUser(server, 'olive@oakrealty.example', 'owner')
    const created = await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Birch Homes' })
    expect(created.status).toBe(200)
    const sessionId = await visitorWaiting(created.body.Data.id, 'A condo downtown?')
    await queue.next((event) => event.Type === 'mode' && event.SessionID === sessionId && event.Mode === 'waiting')
  })
})
