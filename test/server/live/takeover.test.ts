import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { askStream, history } from '../../support/chat-helpers.ts'
import { consoleCall, newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { openLiveEvents, type LiveEventReader } from '../../support/live-events.ts'
import { startMailingServer, type MailingServer } from '../../support/mailing-server.ts'

interface LiveRow { SessionID: number; Mode: string; AgentName: string; VisitorName: string; FirstQuestion: string }

let server: MailingServer
let agent: ConsoleClient
let chatbotId: string
const streams: LiveEventReader[] = []

/** A visitor as the widget is one: GetConfig, then calls with the visitor key. */
async function newVisitor(chatbot = chatbotId) {
  const config = await server.post<{ SessionID: number; SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbot })
  const { SessionID: sessionId, SessionKey } = config.body.Data
  const headers = { 'chatrobot-sessionkey': SessionKey }
  return {
    sessionId,
    headers,
    ask: (content: string) => server.post<{ messageid: number; content: string; mode?: string }>('/chat/Chat/ClientAsk', { sessionID: sessionId, content }, { headers }),
    askStreamed: (content: string) => askStream(server, { sessionID: sessionId, content }, { headers }),
    talkToHuman: () => server.post<{ Message: string; Mode?: string }>('/chat/Chat/TalkToHuman', { name: 'Jo Visitor', email: 'jo@example.com', message: 'A person, please' }, { headers }),
    config: () => server.post<{ ConversationMode?: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbot }, { headers }),
    async live(after?: number) {
      const reader = await openLiveEvents(`${server.url}/chat/Chat/LiveEvents`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ sessionID: sessionId, ...(after !== undefined && { after }) })
      })
      streams.push(reader)
      return reader
    }
  }
}

/** A console stream, as the Live page's EventSource opens it (the cookie, no Origin needed for GET). */
async function consoleStream(client: ConsoleClient, path: string) {
  const reader = await openLiveEvents(`${server.url}/console/api${path}`, { headers: { cookie: client.cookie } })
  streams.push(reader)
  return reader
}

const live = (sessionId: number) => `/chatbots/${chatbotId}/live/${sessionId}`

beforeAll(async () => {
  server = await startMailingServer()
  chatbotId = await server.newChatbot({ Name: 'Oak Realty', TalkToHumanEmail: 'desk@oakrealty.example' })
  agent = await newConsoleUser(server, 'dana@oakrealty.example', 'agent')
})
afterAll(async () => {
  for (const stream of streams) stream.close()
  await server.close()
})
beforeEach(() => {
  server.sink.mails.length = 0
})

describe('live takeover', () => {
  it('queues a visitor who asks for a person while an agent is signed in, and mails nobody', async () => {
    const queue = await consoleStream(agent, `/chatbots/${chatbotId}/live/events`)
    expect(queue.status).toBe(200)
    const visitor = await newVisitor()
    await visitor.ask('Homes in Austin?')
    const reply = await visitor.talkToHuman()
    expect(reply.status).toBe(200)
    expect(reply.body.Data).toEqual({ Message: 'Thanks! A person will join this chat shortly. You can keep writing here meanwhile.', Mode: 'waiting' })
    await queue.next((event) => event.Type === 'mode' && event.SessionID === visitor.sessionId && event.Mode === 'waiting')
    const list = await agent.call<{ List: LiveRow[] }>('GET', `/chatbots/${chatbotId}/live`)
    expect(list.body.Data.List).toContainEqual(expect.objectContaining({ SessionID: visitor.sessionId, Mode: 'waiting', VisitorName: 'Jo Visitor', FirstQuestion: 'Homes in Austin?' }))
    expect((await visitor.config()).body.Data.ConversationMode).toBe('waiting')
    // While waiting the assistant still answers, and says the conversation waits.
    const streamed = await visitor.askStreamed('Anything with a pool?')
    expect(streamed.final).toMatchObject({ Mode: 'waiting' })
    expect(streamed.final!.Answer).not.toBe('')
    expect(server.sink.mails).toHaveLength(0)
  })

  it('takes over: the assistant goes silent, the agent hears the visitor and the visitor hears the agent live', async () => {
    const visitor = await newVisitor()
    await visitor.talkToHuman()
    const widget = await visitor.live()
    await widget.next((event) => event.Type === 'mode' && event.Mode === 'waiting')
    const conversation = await consoleStream(agent, `${live(visitor.sessionId)}/events`)

    const taken = await agent.call<{ Mode: string; AgentName: string }>('POST', `${live(visitor.sessionId)}/take-over`)
    expect(taken.status).toBe(200)
    expect(taken.body.Data).toMatchObject({ Mode: 'agent', AgentName: 'dana' })
    await widget.next((event) => event.Type === 'mode' && event.Mode === 'agent' && event.AgentName === 'dana')

    // The visitor's question is stored and passed on; no model answers it.
    const silent = await visitor.ask('Is 12 Oak St still available?')
    expect(silent.status).toBe(200)
    expect(silent.body.Data).toMatchObject({ messageid: 0, content: '', mode: 'agent' })
    const streamed = await visitor.askStreamed('And the price?')
    expect(streamed.final).toMatchObject({ AnswerID: 0, Answer: '', Mode: 'agent' })
    await conversation.next((event) => event.Type === 'message' && event.Role === 'user' && event.Content === 'And the price?')

    await agent.call('POST', `${live(visitor.sessionId)}/typing`, { on: true })
    await widget.next((event) => event.Type === 'typing' && event.On === true && event.AgentName === 'dana')
    const sent = await agent.call<{ MessageID: number }>('POST', `${live(visitor.sessionId)}/messages`, { content: 'Hi, I am Dana. Yes, it is available.' })
    expect(sent.status).toBe(200)
    const message = await widget.next((event) => event.Type === 'message')
    expect(message.data).toMatchObject({ Role: 'assistant', Content: 'Hi, I am Dana. Yes, it is available.', AgentName: 'dana', MessageID: sent.body.Data.MessageID })
    // The widget does not get the visitor's own messages back.
    expect(widget.events.filter((event) => event.data.Type === 'message')).toHaveLength(1)

    const stored = await history(server, chatbotId, visitor.sessionId)
    expect(stored.map((row) => [row.Role, row.Content, (row as { AgentName?: string }).AgentName ?? ''])).toEqual([
      ['user', 'Is 12 Oak St still available?', ''],
      ['user', 'And the price?', ''],
      ['assistant', 'Hi, I am Dana. Yes, it is available.', 'dana']
    ])
    const transcript = await agent.call<{ Messages: { Content: string; AgentName?: string }[] }>('GET', `/chatbots/${chatbotId}/conversations/${visitor.sessionId}`)
    expect(transcript.body.Data.Messages.at(-1)).toMatchObject({ Content: 'Hi, I am Dana. Yes, it is available.', AgentName: 'dana' })

    // A reconnecting widget replays what it missed after the last id it saw.
    const replay = await visitor.live(Number(message.id) - 1)
    await replay.next((event) => event.Type === 'message' && event.AgentName === 'dana')

    const back = await agent.call<{ Mode: string }>('POST', `${live(visitor.sessionId)}/hand-back`)
    expect(back.body.Data.Mode).toBe('assistant')
    await widget.next((event) => event.Type === 'mode' && event.Mode === 'assistant')
    const answered = await visitor.ask('Homes in Austin?')
    expect(answered.body.Data.content).not.toBe('')
    expect(answered.body.Data.mode).toBeUndefined()
    expect((await visitor.config()).body.Data.ConversationMode).toBeUndefined()
  })

  it('still holds the visitor to the rate limit while a person holds the conversation', async () => {
    const limited = await server.newChatbot({ Name: 'Limited', RateLimitCount: 3, RateLimitTime: 600 })
    const visitor = await newVisitor(limited)
    await agent.call('POST', `/chatbots/${limited}/live/${visitor.sessionId}/take-over`)
    const statuses = []
    for (let index = 0; index < 4; index++) statuses.push((await visitor.ask(`message ${index}`)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(await history(server, limited, visitor.sessionId)).toHaveLength(3)
  })

  it('mails a visitor who left that a person answered, once', async () => {
    const visitor = await newVisitor()
    await visitor.talkToHuman()
    await agent.call('POST', `${live(visitor.sessionId)}/take-over`)
    await agent.call('POST', `${live(visitor.sessionId)}/messages`, { content: 'Sorry for the wait: call me at 555-0100.' })
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['jo@example.com'])
    expect(mail!.subject).toBe('dana answered you (Oak Realty)')
    expect(mail!.text).toContain('Sorry for the wait: call me at 555-0100.')
    await agent.call('POST', `${live(visitor.sessionId)}/messages`, { content: 'Second message' })
    // The second message is stored before its reply: a mail for it would have been claimed by now.
    expect(server.sink.mails).toHaveLength(1)
  })

  it('does not mail a visitor whose widget is open', async () => {
    const visitor = await newVisitor()
    await visitor.talkToHuman()
    const widget = await visitor.live()
    await widget.next((event) => event.Type === 'mode')
    await agent.call('POST', `${live(visitor.sessionId)}/take-over`)
    await agent.call('POST', `${live(visitor.sessionId)}/messages`, { content: 'Hello there' })
    await widget.next((event) => event.Type === 'message')
    expect(server.sink.mails).toHaveLength(0)
  })

  it('refuses a reply before the takeover, another workspace\'s agent, no session and no CSRF token', async () => {
    const visitor = await newVisitor()
    const early = await agent.call('POST', `${live(visitor.sessionId)}/messages`, { content: 'Hello' })
    expect(early.status).toBe(409)
    expect(early.body.Message).toMatch(/Take this conversation over first/)
    const blank = await agent.call('POST', `${live(visitor.sessionId)}/messages`, { content: '   ' })
    expect(blank.status).toBe(400)

    const other = await createWorkspace(server.db, 'Other')
    const stranger = await newConsoleUser(server, 'stranger@other.example', 'agent', other.workspaceId)
    expect((await stranger.call('POST', `${live(visitor.sessionId)}/take-over`)).status).toBe(404)
    expect((await stranger.call('GET', `/chatbots/${chatbotId}/live`)).status).toBe(404)
    // Their own chatbot, but not a session of it.
    const theirs = await createChatbot(server.db, other.workspaceId, { Name: 'Theirs' })
    expect((await stranger.call('POST', `/chatbots/${theirs}/live/${visitor.sessionId}/take-over`)).status).toBe(404)

    expect((await consoleCall(server, 'GET', `/chatbots/${chatbotId}/live`)).status).toBe(401)
    expect((await agent.call('POST', `${live(visitor.sessionId)}/take-over`, undefined, { csrf: null })).status).toBe(403)
  })
})

describe('Talk to a person with nobody signed in', () => {
  it('e-mails TalkToHumanEmail as before, and still queues the conversation', async () => {
    const lonely = await startMailingServer()
    try {
      const chatbot = await lonely.newChatbot({ Name: 'Quiet Homes', TalkToHumanEmail: 'desk@quiet.example', TalkToHumanResponseMessage: 'We will e-mail you.' })
      const config = await lonely.post<{ SessionID: number; SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbot })
      const headers = { 'chatrobot-sessionkey': config.body.Data.SessionKey }
      const reply = await lonely.post('/chat/Chat/TalkToHuman', { name: 'Jo', email: 'jo@example.com', message: 'Call me' }, { headers })
      expect(reply.body.Data).toEqual({ Message: 'We will e-mail you.', Mode: 'waiting' })
      const [mail] = await lonely.sink.waitFor(1)
      expect(mail!.envelopeTo).toEqual(['desk@quiet.example'])
    } finally {
      await lonely.close()
    }
  })
})

