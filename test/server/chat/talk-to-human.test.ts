import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addLeads } from '../../../server/store/leads.ts'
import { addMessage } from '../../../server/store/messages.ts'
import { startMailingServer, type MailingServer } from '../../support/mailing-server.ts'

let server: MailingServer
let serial: string

/** A visitor as the widget is one: GetConfig, then calls with the visitor key. */
async function newVisitor(chatbot = serial, origin?: string) {
  const headers: Record<string, string> = origin ? { origin } : {}
  const config = await server.post<{ SessionID: number; SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbot }, { headers })
  const { SessionID, SessionKey } = config.body.Data
  return {
    sessionId: SessionID,
    says: (role: 'user' | 'assistant', content: string) =>
      addMessage(server.db, { session_id: SessionID, chatbot_id: chatbot, role, content, ask_type: 'Text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0 }),
    talkToHuman: (body: Record<string, unknown>, extraHeaders: Record<string, string> = {}) =>
      server.post<{ Message: string }>('/chat/Chat/TalkToHuman', body, { headers: { 'chatrobot-sessionkey': SessionKey, ...headers, ...extraHeaders } })
  }
}

const jo = { name: 'Jo Visitor', email: 'jo@example.com', message: 'Please call me back at (415) 555-2671 about Oak St.' }

beforeAll(async () => {
  server = await startMailingServer()
  serial = await server.newChatbot({
    Name: 'Oak Realty', TimeZone: 'America/New_York', TalkToHumanEmail: 'agent@oakrealty.example',
    TalkToHumanResponseMessage: 'Thanks! An agent will e-mail you within the hour.'
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.sink.mails.length = 0
})

describe('TalkToHuman from the widget (visitor key)', () => {
  it('e-mails TalkToHumanEmail with the visitor\'s details and the conversation, Reply-To the visitor', async () => {
    const visitor = await newVisitor()
    await visitor.says('user', 'Do you have 3-bedroom homes in Austin?')
    await visitor.says('assistant', 'Yes: 12 Oak St, 3 bedrooms, $725,000.')
    await visitor.says('user', 'Can I see it on Saturday?\nMorning if possible.')

    const reply = await visitor.talkToHuman(jo)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ Success: true, Data: { Message: 'Thanks! An agent will e-mail you within the hour.' } })

    const [mail] = await server.sink.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['agent@oakrealty.example'])
    expect(mail!.parsed.from).toMatchObject({ name: 'Porchlight', address: 'bot@porchlight.example' })
    expect(mail!.replyTo).toEqual([{ name: 'Jo Visitor', address: 'jo@example.com' }])
    expect(mail!.subject).toBe('Jo Visitor would like to talk to a person (Oak Realty)')
    expect(mail!.text).toContain('Name:    Jo Visitor')
    expect(mail!.text).toContain('E-mail:  jo@example.com')
    expect(mail!.text).toContain(`Session: ${visitor.sessionId}`)
    expect(mail!.text).toContain('Their message:\nPlease call me back at (415) 555-2671 about Oak St.')
    // the conversation, in order, with multi-line messages kept together
    const transcript = mail!.text.slice(mail!.text.indexOf('Conversation so far (times in America/New_York):'))
    expect(transcript).toMatch(/\[\d\d:\d\d\] Visitor: Do you have 3-bedroom homes in Austin\?\n\[\d\d:\d\d\] Chatbot: Yes: 12 Oak St, 3 bedrooms, \$725,000\.\n\[\d\d:\d\d\] Visitor: Can I see it on Saturday\?\n {4}Morning if possible\./)
  })

  it('sends an HTML part with the chatbot\'s markdown rendered and everything else shown as text', async () => {
    const visitor = await newVisitor()
    await visitor.says('user', 'Homes near <img src=x onerror=alert(1)> the park?')
    await visitor.says('assistant', 'I found one:\n\n1. **12 Oak St**, [see it](https://oak.example/12) <script>alert(1)</script>\n2. [odd](javascript:alert(1))')
    expect((await visitor.talkToHuman({ ...jo, message: 'Call me <b>today</b>\nplease' })).status).toBe(200)
    const [mail] = await server.sink.waitFor(1)
    const html = mail!.parsed.html ?? ''
    expect(html).toContain('<li><strong>12 Oak St</strong>, <a href="https://oak.example/12">see it</a> &lt;script&gt;alert(1)&lt;/script&gt;</li>')
    expect(html).toContain('<li>odd</li>')
    expect(html).toContain('Homes near &lt;img src=x onerror=alert(1)&gt; the park?')
    expect(html).toContain('<p>Call me &lt;b&gt;today&lt;/b&gt;<br>please</p>')
    expect(html).toContain('<td>jo@example.com</td>')
    expect(html).not.toMatch(/<script|<img|javascript:/)
    // the plain-text part is still there for mail programs that show text
    expect(mail!.text).toContain('Chatbot: I found one:')
  })

  it('records the visitor\'s e-mail and phone number as one lead, with the name and message', async () => {
    const visitor = await newVisitor()
    await visitor.says('user', 'my other address is jo.work@example.com')
    await addLeads(server.db, { chatbotId: serial, sessionId: visitor.sessionId, emails: ['jo.work@example.com'], phones: [], source: 'chat', message: '' })
    expect((await visitor.talkToHuman(jo)).status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    const leads = await server.post<{ List: Array<{ Name: string; Email: string; Phone: string; Source: string; Message: string }> }>(
      '/chat/Chatbot/LeadList', { serialNumber: serial, startTime: today, endTime: today, sessionID: visitor.sessionId }, { key: server.workspace.secretKey })
    expect(leads.body.Data.List.map(({ Name, Email, Phone, Source, Message }) => ({ Name, Email, Phone, Source, Message }))).toEqual([
      { Name: 'Jo Visitor', Email: 'jo@example.com', Phone: '+14155552671', Source: 'talk_to_human', Message: jo.message },
      { Name: 'Jo Visitor', Email: 'jo.work@example.com', Phone: '', Source: 'chat', Message: '' }
    ])
  })

  it('says when nobody was told: a visitor who had not chatted yet', async () => {
    const visitor = await newVisitor()
    expect((await visitor.talkToHuman(jo)).status).toBe(200)
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.text).toContain('(The visitor had not written to the chatbot yet.)')
  })

  it('answers 409 and sends nothing when the chatbot has no TalkToHumanEmail', async () => {
    const visitor = await newVisitor(await server.newChatbot({ Name: 'No human' }))
    const reply = await visitor.talkToHuman(jo)
    expect(reply.status).toBe(409)
    expect(reply.body).toMatchObject({ Success: false, Code: 409 })
    expect(reply.body.Message).toMatch(/no TalkToHumanEmail/)
    // The handoff mail is sent before the reply (a failed send answers 503), so any mail is in the sink by now.
    expect(server.sink.mails).toHaveLength(0)
  })

  it.each([
    ['an address without @', { ...jo, email: 'not-an-address' }, 'email must be an e-mail address such as jo@example.com'],
    ['two addresses', { ...jo, email: 'jo@example.com, boss@example.com' }, 'email must be an e-mail address such as jo@example.com'],
    ['a display name', { ...jo, email: 'Jo <jo@example.com>' }, 'email must be an e-mail address such as jo@example.com'],
    ['no address', { ...jo, email: undefined }, 'email is required'],
    ['a header in the name', { ...jo, name: 'Jo\r\nBcc: everyone@example.com' }, 'name must be a name of 1 to 100 characters on one line'],
    ['an empty name', { ...jo, name: '' }, 'name must be a name of 1 to 100 characters on one line'],
    ['a message over 5000 characters', { ...jo, message: 'x'.repeat(5001) }, 'message must be a message of 1 to 5000 characters'],
    ['a blank message', { ...jo, message: '   ' }, 'message must be a message of 1 to 5000 characters']
  ])('refuses %s with 400 and sends nothing', async (_case, body, message) => {
    const reply = await (await newVisitor()).talkToHuman(body)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
    expect(server.sink.mails).toHaveLength(0)
  })

  it('answers another session\'s id with 404, as ClientAsk does, and mails no one', async () => {
    const visitor = await newVisitor()
    const other = await newVisitor()
    const reply = await visitor.talkToHuman({ ...jo, sessionID: other.sessionId })
    expect(reply.status).toBe(404)
    expect(reply.body.Message).toContain(`Session ${other.sessionId} was not found`)
    expect(server.sink.mails).toHaveLength(0)
  })

  it('keeps to the allowed domains when VerifyDomain is on', async () => {
    const guarded = await server.newChatbot({ TalkToHumanEmail: 'agent@oakrealty.example', VerifyDomain: true, Domains: 'oakrealty.example' })
    const visitor = await newVisitor(guarded, 'https://oakrealty.example')
    expect((await visitor.talkToHuman(jo, { origin: 'https://evil.example' })).status).toBe(403)
    const allowed = await visitor.talkToHuman(jo)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://oakrealty.example')
  })

  it('lets a session ask three times an hour, then answers 429 with Retry-After', async () => {
    const visitor = await newVisitor()
    for (let i = 0; i < 3; i++) expect((await visitor.talkToHuman(jo)).status).toBe(200)
    const refused = await visitor.talkToHuman(jo)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(server.sink.mails.length).toBe(3)
  })

  it('answers 503 when the mail server refuses, and still keeps the lead', async () => {
    const visitor = await newVisitor()
    server.sink.failNext(1)
    const reply = await visitor.talkToHuman({ ...jo, email: 'retry@example.com' })
    expect(reply.status).toBe(503)
    expect(reply.body.Message).toBe('Your message could not be passed on right now; please try again in a few minutes')
    const leads = await server.db.selectFrom('leads').select(['email', 'phone']).where('session_id', '=', visitor.sessionId).orderBy('id').execute()
    expect(leads).toEqual([{ email: 'retry@example.com', phone: '+14155552671' }])
  })
})

describe('TalkToHuman from a back end (workspace key)', () => {
  it('needs the sessionID and mails about that session', async () => {
    const key = server.workspace.secretKey
    expect((await server.post('/chat/Chat/TalkToHuman', jo, { key })).body.Message).toBe('sessionID is required when calling with a workspace key')
    const session = await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: serial }, { key })
    const reply = await server.post('/chat/Chat/TalkToHuman', { ...jo, sessionID: session.body.Data.SessionID }, { key })
    expect(reply.status).toBe(200)
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.text).toContain(`Session: ${session.body.Data.SessionID}`)
    expect((await server.post('/chat/Chat/TalkToHuman', { ...jo, sessionID: 999_999 }, { key })).status).toBe(404)
  })

  it('needs a key', async () => {
    expect((await server.post('/chat/Chat/TalkToHuman', jo)).status).toBe(401)
  })
})
