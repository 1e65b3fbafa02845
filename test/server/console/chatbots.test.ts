import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatbotSettings } from '../../../server/schemas/chatbot.ts'
import type { ChatbotDetails, ChatbotList, DomainCheckResult, PreviewConfig, RotatedKeys, SavedSettings } from '../../../server/schemas/console.ts'
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { consoleTeam, type ConsoleClient } from '../../support/console-client.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let owner: ConsoleClient
let agent: ConsoleClient
let chatbotId: string
beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, agent } = await consoleTeam(server))
  chatbotId = (await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Harbor', timeZone: 'America/Chicago' })).body.Data.id
})
afterAll(() => server.close())

describe('the chatbot list and an owner\'s read', () => {
  it('lists the workspace\'s chatbots with listings and this month\'s conversations, for owners and agents', async () => {
    const key = server.workspace.secretKey
    await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbotId), { key })
    const { SessionID } = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: chatbotId }, { key })).body.Data
    await server.post('/chat/Chat/ClientAsk', { sessionID: SessionID, content: 'Hi', stream: false }, { key })
    await server.post('/chat/Chat/ClientAsk', { sessionID: SessionID, content: 'Homes in Austin?', stream: false }, { key })
    await server.post('/chat/Chatbot/GetSession', { serialNumber: chatbotId }, { key })
    await server.post('/chat/User/GetPreUploadUrl', { fileName: 'icon.png', serialNumber: chatbotId }, { key })
    for (const client of [owner, agent]) {
      const reply = await client.call<ChatbotList>('GET', '/chatbots')
      expect(reply.status).toBe(200)
      expect(reply.body.Data.chatbots).toEqual([{ id: chatbotId, name: 'Harbor', listings: 1, conversationsThisMonth: 1, createdAt: expect.any(String) }])
    }
  })

  it('reads every setting under Edit\'s names, the same as POST /chat/Chatbot/Get with a workspace key', async () => {
    const reply = await owner.call<ChatbotDetails>('GET', `/chatbots/${chatbotId}`)
    expect(reply.status).toBe(200)
    expect(reply.body.Data.settings).toMatchObject({ Name: 'Harbor', TimeZone: 'America/Chicago', ChatBubbleAlign: 0, VerifyDomain: false })
    // Two sessions were opened, one of them without a message: a page load is not a conversation.
    expect(reply.body.Data.counts).toEqual({ listings: 1, conversations: 1, messages: 4, files: 1 })
    const get = await server.post<ChatbotSettings>('/chat/Chatbot/Get', { serialNumber: chatbotId }, { key: server.workspace.sessionKey })
    expect(get.status).toBe(200)
    expect(get.body.Data).toEqual(reply.body.Data.settings)
  })
})

describe('saving and previewing settings', () => {
  it('saves a subset and answers every setting; the widget then gets it', async () => {
    const reply = await owner.call<SavedSettings>('PATCH', `/chatbots/${chatbotId}`, { ChatBubbleColor: 'rgb(200,10,20)', ChatBubbleAlign: 1, WelcomeMessage: 'Hello there' })
    expect(reply.status).toBe(200)
    expect(reply.body.Data.settings).toMatchObject({ Name: 'Harbor', ChatBubbleColor: 'rgb(200,10,20)', ChatBubbleAlign: 1, WelcomeMessage: 'Hello there' })
    const config = await server.post<WidgetConfig>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId })
    expect(config.body.Data).toMatchObject({ ChatBubbleColor: 'rgb(200,10,20)', ChatBubbleAlign: 1, WelcomeMessage: 'Hello there' })
  })

  it('refuses a bad setting with Edit\'s 400 naming the field, and saves nothing of the body', async () => {
    const bad = await owner.call('PATCH', `/chatbots/${chatbotId}`, { Name: 'Changed', ChatBubbleColor: 'red' })
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toMatch(/ChatBubbleColor/)
    expect(bad.body.Message).toMatch(/rgb\(r,g,b\)/)
    const edit = await server.post('/chat/Chatbot/Edit', { serialNumber: chatbotId, ChatBubbleColor: 'red' }, { key: server.workspace.secretKey })
    expect(edit.body.Message).toBe(bad.body.Message)
    const unknown = await owner.call('PATCH', `/chatbots/${chatbotId}`, { Colour: 'rgb(1,2,3)' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Message).toMatch(/Colour/)
    const model = await owner.call('PATCH', `/chatbots/${chatbotId}`, { Model: 'no-such-model' })
    expect(model.status).toBe(400)
    expect(model.body.Message).toMatch(/^Model must be the Key of a ModelList entry/)
    expect((await owner.call<ChatbotDetails>('GET', `/chatbots/${chatbotId}`)).body.Data.settings.Name).toBe('Harbor')
  })

  it('previews a draft as GetConfig would answer it, without saving it', async () => {
    const draft = { ChatBubbleColor: 'rgb(1,2,3)', SuggestedMessage: 'One\nTwo', TalkToHumanEmail: 'desk@example.com' }
    const reply = await owner.call<PreviewConfig>('POST', `/chatbots/${chatbotId}/preview`, draft)
    expect(reply.status).toBe(200)
    const live = (await server.post<WidgetConfig>('/chat/Chatbot/GetConfig', { serialNumber: chatbotId })).body.Data
    const { SessionID: _id, SessionKey: _key, ...liveRest } = live
    expect(reply.body.Data.config).toEqual({ ...liveRest, ChatBubbleColor: 'rgb(1,2,3)', SuggestedMessage: 'One\nTwo', TalkToHuman: true, SessionID: 0, SessionKey: '' })
    expect(reply.body.Data.config).not.toHaveProperty('TalkToHumanEmail')
    expect(live.ChatBubbleColor).toBe('rgb(200,10,20)')
    const bad = await owner.call('POST', `/chatbots/${chatbotId}/preview`, { RateLimitCount: 0 })
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toMatch(/RateLimitCount/)
  })
})

describe('domain check', () => {
  it('answers with the server\'s own matcher and says why', async () => {
    const check = async (url: string) => (await owner.call<DomainCheckResult>('POST', `/chatbots/${chatbotId}/domain-check`, { url })).body.Data
    expect(await check('https://anything.example')).toEqual({ allowed: true, reason: expect.stringMatching(/VerifyDomain is off/) })
    await owner.call('PATCH', `/chatbots/${chatbotId}`, { VerifyDomain: true, Domains: 'example.com, *.shop.example' })
    expect(await check('https://a.b.shop.example/homes?x=1')).toEqual({ allowed: true, reason: 'a.b.shop.example matches *.shop.example in Domains' })
    expect(await check('https://shop.example')).toEqual({ allowed: false, reason: expect.stringMatching(/^shop\.example matches no pattern in Domains \(example\.com, \*\.shop\.example\)/) })
    expect(await check(`${server.url}/demo`)).toEqual({ allowed: true, reason: expect.stringMatching(/this server's own address/) })
    const notUrl = await owner.call('POST', `/chatbots/${chatbotId}/domain-check`, { url: 'shop.example.com' })
    expect(notUrl.status).toBe(400)
    expect(notUrl.body.Message).toMatch(/^url must be the address of a page/)
  })

  it('says what the widget then meets: GetConfig from that page\'s origin is taken exactly when the check says yes', async () => {
    await owner.call('PATCH', `/chatbots/${chatbotId}`, { VerifyDomain: true, Domains: 'example.com *.shop.example', CustomDomain: 'chat.agency.example:8443' })
    const pages = ['https://example.com/', 'https://www.example.com/', 'https://a.shop.example/x', 'http://shop.example/', 'https://chat.agency.example:8443/', 'https://chat.agency.example/', server.url, 'https://evil.example/']
    const verdicts = await Promise.all(pages.map(async (url) => {
      const { allowed } = (await owner.call<DomainCheckResult>('POST', `/chatbots/${chatbotId}/domain-check`, { url })).body.Data
      const widget = await server.post('/chat/Chatbot/GetConfig', { serialNumber: chatbotId }, { headers: { origin: new URL(url).origin } })
      return [url, allowed, widget.status]
    }))
    expect(verdicts).toEqual(verdicts.map(([url, allowed]) => [url, allowed, allowed ? 200 : 403]))
    expect(verdicts.map(([, allowed]) => allowed)).toEqual([true, false, true, false, true, false, true, false])
    await owner.call('PATCH', `/chatbots/${chatbotId}`, { VerifyDomain: false, CustomDomain: '' })
  })
})

describe('adding and removing', () => {
  it('adds a chatbot and removes it with what goes with it', async () => {
    const added = await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Short-lived' })
    expect(added.status).toBe(200)
    const id = added.body.Data.id
    expect((await owner.call<ChatbotDetails>('GET', `/chatbots/${id}`)).body.Data.settings).toMatchObject({ Name: 'Short-lived', TimeZone: 'UTC' })
    expect((await owner.call('DELETE', `/chatbots/${id}`)).status).toBe(200)
    expect((await owner.call('GET', `/chatbots/${id}`)).status).toBe(404)
    expect((await owner.call('DELETE', `/chatbots/${id}`)).status).toBe(404)
  })

  it('refuses a name that breaks Name\'s rule with a 400 naming it', async () => {
    const reply = await owner.call('POST', '/chatbots', { name: '' })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toMatch(/name/)
  })
})

describe('another workspace and roles', () => {
  it('answers 404 for another workspace\'s chatbot on every call, as for one that does not exist', async () => {
    const other = await createWorkspace(server.db, 'Other')
    const foreign = await createChatbot(server.db, other.workspaceId, { Name: 'Not yours' })
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/chatbots/${foreign}`],
      ['PATCH', `/chatbots/${foreign}`, { Name: 'Mine now' }],
      ['POST', `/chatbots/${foreign}/preview`, {}],
      ['POST', `/chatbots/${foreign}/domain-check`, { url: 'https://example.com' }],
      ['DELETE', `/chatbots/${foreign}`]
    ]
    for (const [method, path, body] of calls) {
      const reply = await owner.call(method, path, body)
      expect(reply.status, `${method} ${path}`).toBe(404)
      expect(reply.body.Message).toBe(`Chatbot ${foreign} was not found`)
    }
    expect((await server.post('/chat/Chatbot/Get', { serialNumber: foreign }, { key: server.workspace.secretKey })).status).toBe(404)
    expect((await owner.call<ChatbotList>('GET', '/chatbots')).body.Data.chatbots.map((c) => c.id)).not.toContain(foreign)
  })

  it('answers an agent 403 "owners only" on every owner call', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/chatbots', { name: 'Agent bot' }],
      ['GET', `/chatbots/${chatbotId}`],
      ['PATCH', `/chatbots/${chatbotId}`, { Name: 'Agent was here' }],
      ['POST', `/chatbots/${chatbotId}/preview`, {}],
      ['POST', `/chatbots/${chatbotId}/domain-check`, { url: 'https://example.com' }],
      ['DELETE', `/chatbots/${chatbotId}`],
      ['POST', '/keys/rotate'],
      ['GET', '/team'],
      ['POST', '/team/invites', { email: 'friend@example.com', role: 'owner' }]
    ]
    for (const [method, path, body] of calls) {
      const reply = await agent.call(method, path, body)
      expect(reply.status, `${method} ${path}`).toBe(403)
      expect(reply.body.Message).toMatch(/owners only/)
    }
    expect((await owner.call<ChatbotDetails>('GET', `/chatbots/${chatbotId}`)).body.Data.settings.Name).toBe('Harbor')
  })
})

describe('keys', () => {
  it('rotates the workspace keys: the new ones work, the old ones get 401', async () => {
    const old = server.workspace
    const reply = await owner.call<RotatedKeys>('POST', '/keys/rotate')
    expect(reply.status).toBe(200)
    const { secretKey, sessionKey } = reply.body.Data
    expect(secretKey).toMatch(/^plsk_/)
    expect(sessionKey).toMatch(/^plss_/)
    expect((await server.post('/chat/Chatbot/ModelList', {}, { key: old.secretKey })).status).toBe(401)
    expect((await server.post('/chat/Chatbot/ModelList', {}, { key: old.sessionKey })).status).toBe(401)
    expect((await server.post('/chat/Chatbot/Get', { serialNumber: chatbotId }, { key: secretKey })).status).toBe(200)
    expect((await server.post('/chat/Chatbot/ModelList', {}, { key: sessionKey })).status).toBe(200)
    server.workspace.secretKey = secretKey
    server.workspace.sessionKey = sessionKey
  })
})

describe('bad input', () => {
  it('answers 400 naming the rule, never 500, for malformed ids and bodies', async () => {
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['GET', '/chatbots/not-an-id', undefined, /id/],
      ['PATCH', `/chatbots/${chatbotId}`, [1, 2], /object/],
      ['PATCH', `/chatbots/${chatbotId}`, { Temperature: 'hot' }, /Temperature/],
      ['POST', `/chatbots/${chatbotId}/domain-check`, {}, /url/],
      ['POST', '/chatbots', { name: 'x', extra: 1 }, /extra/]
    ]
    for (const [method, path, body, message] of cases) {
      const reply = await owner.call(method, path, body)
      expect(reply.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
      expect(reply.body.Message).toMatch(message)
    }
    const notJson = await owner.call('PATCH', `/chatbots/${chatbotId}`, undefined, { raw: '{"Name": ' })
    expect(notJson.status).toBe(400)
    expect(notJson.body.Message).toMatch(/not valid JSON/)
  })
})
