import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSettings } from '../../../server/schemas/chatbot.ts'
import { findChatbot } from '../../../server/store/chatbots.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let key: string

beforeAll(async () => {
  server = await startTestServer({ openaiBaseUrl: 'http://127.0.0.1:9/v1', openaiModels: ['gpt-4o-mini'] })
  key = server.workspace.secretKey
})
afterAll(() => server.close())

const edit = (serialNumber: string, settings: Record<string, unknown>) =>
  server.post<number>('/chat/Chatbot/Edit', { serialNumber, ...settings }, { key })

describe('Add and Remove', () => {
  it('Add creates a chatbot with the given time zone and default settings', async () => {
    const reply = await server.post<string>('/chat/Chatbot/Add', { timeZone: 'Europe/Berlin', type: 0 }, { key })
    expect(reply.body).toMatchObject({ Success: true, Code: 200, Message: '', Data: expect.stringMatching(/^[0-9a-f]{32}$/) })
    const chatbot = await findChatbot(server.db, reply.body.Data)
    expect(chatbot).toMatchObject({ ...defaultSettings, TimeZone: 'Europe/Berlin' })
  })

  it('Add refuses an unknown time zone', async () => {
    const reply = await server.post('/chat/Chatbot/Add', { timeZone: 'Mars/Olympus' }, { key })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe('timeZone must be an IANA time zone name such as America/New_York')
  })

  it('Remove deletes the chatbot with its listings, sessions and messages', async () => {
    const serial = (await server.post<string>('/chat/Chatbot/Add', {}, { key })).body.Data
    await server.post('/chat/Chatbot/RealEstateCreate', listingInput(serial), { key })
    const session = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: serial }, { key })).body.Data
    await server.db.insertInto('messages').values({
      session_id: session.SessionID, chatbot_id: serial, role: 'user', content: 'hi', ask_type: 'Text',
      file_ids: '', total_token: 1, no_answer: 0, interrupted: 0, created_at: new Date().toISOString()
    }).execute()

    const reply = await server.post('/chat/Chatbot/Remove', { serialNumber: serial }, { key })
    expect(reply.body).toEqual({ Data: null, Version: '0.1.0', Success: true, Code: 200, Message: '' })
    for (const table of ['listings', 'chat_sessions', 'messages'] as const) {
      const rows = await server.db.selectFrom(table).select('chatbot_id').where('chatbot_id', '=', serial).execute()
      expect(rows, table).toHaveLength(0)
    }
    expect((await server.post('/chat/Chatbot/Remove', { serialNumber: serial }, { key })).status).toBe(404)
  })
})

describe('Edit', () => {
  it('changes only the one setting it is sent, and answers Data 1', async () => {
    const serial = await server.newChatbot({ Name: 'Before', WelcomeMessage: 'Hello there' })
    const reply = await edit(serial, { Name: 'After' })
    expect(reply.body).toEqual({ Data: 1, Version: '0.1.0', Success: true, Code: 200, Message: '' })
    expect(await findChatbot(server.db, serial)).toMatchObject({ Name: 'After', WelcomeMessage: 'Hello there', Temperature: 70 })
  })

  it('stores every setting of the interface at once', async () => {
    const serial = await server.newChatbot()
    const settings = {
      Name: 'Sunny', Model: 'gpt-4o-mini', SystemMessage: 'Be brief.', Temperature: 0, TimeZone: 'Asia/Tokyo',
      AnswerSuffix: ' -- Sunny', ChatProfilePicture: '', ChatIcon: '', ChatBubbleAlign: 1, ChatBubbleColor: 'rgb( 1, 2 ,3 )',
      ChatbotPopupOnce: true, ChatbotPrivacyPolicyDescription: 'We store chats.', ChatbotPrivacyPolicyName: 'Privacy',
      ChatbotPrivacyPolicyUrl: 'https://example.com/privacy', EnablePushToTalk: true, EnableUploadImage: true,
      FacebookUrl: 'https://facebook.com/x', InstagramUrl: 'https://instagram.com/x', WhatsappUrl: 'https://wa.me/1',
      RemoveChatLogOnBrowserClose: true, SuggestedMessage: 'One\nTwo', TalkToHumanEmail: 'agent@example.com',
      TalkToHumanResponseMessage: 'Someone will write.', UserInputPlaceholder: 'Ask…', UserMessageColor: 'rgb(255,255,255)',
      WelcomeMessage: 'Welcome', VerifyDomain: true, Domains: 'example.com, *.example.org', RateLimitCount: 5,
      RateLimitMessage: 'Slow down', RateLimitTime: 60, CustomDomain: 'chat.example.com',
      EmailForDailyChatLogs: 'logs@example.com', EmailForDailyLeads: 'leads@example.com', AIResponseLanguage: 'Spanish',
      MessageLimit: 1000
    }
    expect(Object.keys(settings).sort()).toEqual(Object.keys(defaultSettings).sort())
    expect((await edit(serial, settings)).body.Data).toBe(1)
    expect(await findChatbot(server.db, serial)).toMatchObject(settings)
  })

  it('takes colours as #rrggbb and #rgb, as every design tool writes them, and keeps and returns them as rgb()', async () => {
    const serial = await server.newChatbot()
    expect((await edit(serial, { ChatBubbleColor: '#c2410c', UserMessageColor: '#FFF' })).body.Data).toBe(1)
    expect(await findChatbot(server.db, serial)).toMatchObject({ ChatBubbleColor: 'rgb(194,65,12)', UserMessageColor: 'rgb(255,255,255)' })
    const config = await server.post('/chat/Chatbot/GetConfig', { serialNumber: serial })
    expect(config.body.Data).toMatchObject({ ChatBubbleColor: 'rgb(194,65,12)', UserMessageColor: 'rgb(255,255,255)' })
  })

  it.each([
    [{ Temperature: 101 }, 'Temperature must be an integer from 0 to 100 (sent to the model divided by 100)'],
    [{ Temperature: 5.5 }, 'Temperature must be an integer'],
    [{ Temperature: '50' }, 'Temperature must be an integer'],
    [{ ChatBubbleAlign: 2 }, 'ChatBubbleAlign must be 0 (right) or 1 (left)'],
    [{ ChatBubbleColor: '#ff00' }, 'ChatBubbleColor must be a color written rgb(r,g,b) with each value 0 to 255, #rgb or #rrggbb; stored and returned as rgb(r,g,b)'],
    [{ ChatBubbleColor: 'red' }, 'ChatBubbleColor must be a color written rgb(r,g,b) with each value 0 to 255, #rgb or #rrggbb; stored and returned as rgb(r,g,b)'],
    [{ UserMessageColor: 'rgb(256,0,0)' }, 'UserMessageColor must be a color written rgb(r,g,b) with each value 0 to 255, #rgb or #rrggbb; stored and returned as rgb(r,g,b)'],
    [{ TimeZone: 'Nowhere/Special' }, 'TimeZone must be an IANA time zone name such as America/New_York'],
    [{ TalkToHumanEmail: 'not-an-email' }, 'TalkToHumanEmail must be an e-mail address such as owner@example.com'],
    [{ EmailForDailyLeads: 'a@b' }, 'EmailForDailyLeads must be an e-mail address such as owner@example.com'],
    [{ FacebookUrl: 'javascript:alert(1)' }, 'FacebookUrl must be an http:// or https:// URL'],
    [{ ChatbotPrivacyPolicyUrl: 'ftp://example.com' }, 'ChatbotPrivacyPolicyUrl must be an http:// or https:// URL'],
    [{ RateLimitCount: 0 }, 'RateLimitCount must be an integer from 1 to 100000'],
    [{ RateLimitTime: -5 }, 'RateLimitTime must be a number of seconds from 1 to 2678400'],
    [{ MessageLimit: -2 }, 'MessageLimit must be messages per month, or -1 for unlimited'],
    [{ EnableUploadImage: 'yes' }, 'EnableUploadImage must be a boolean'],
    [{ Name: '' }, 'Name must be a name of 1 to 100 characters'],
    [{ Domains: 'example.com; DROP TABLE' }, 'Domains must be host patterns (example.com, *.example.com) separated by commas, spaces or newlines'],
    [{ ChatIcon: 'logo.png' }, 'ChatIcon must be a FileStoreId (0 to 2147483647) or empty'],
    [{ Nmae: 'typo' }, 'Nmae is not a known field'],
    [{ Model: 'gpt-99' }, 'Model must be the Key of a ModelList entry: builtin, gpt-4o-mini'],
    [{ ChatProfilePicture: '999999' }, 'ChatProfilePicture must be the FileStoreId of an image uploaded with GetPreUploadUrl']
  ])('refuses %j with a message naming the rule, and changes nothing', async (change, message) => {
    const serial = await server.newChatbot()
    const before = await findChatbot(server.db, serial)
    const reply = await edit(serial, { Name: 'Changed', ...change })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ Success: false, Code: 400, Data: null, Message: message })
    expect(await findChatbot(server.db, serial)).toEqual(before)
  })

  it('refuses a serialNumber that is not a chatbot ID', async () => {
    const reply = await edit('abc', { Name: 'x' })
    expect(reply.body.Message).toBe('serialNumber must be a chatbot ID (32 hex characters)')
  })

  it('answers 404 for an unknown chatbot', async () => {
    const reply = await edit('0'.repeat(32), { Name: 'x' })
    expect(reply.status).toBe(404)
    expect(reply.body.Message).toBe(`Chatbot ${'0'.repeat(32)} was not found`)
  })
})

describe('ModelList and GetSession', () => {
  it.each(['GET', 'POST'])('%s ModelList lists the built-in model and the configured ones', async (method) => {
    const response = await fetch(`${server.url}/chat/Chatbot/ModelList`, { method, headers: { authorization: key } })
    expect(await response.json()).toEqual({
      Data: [
        { Key: 'builtin', Value: 'Built-in listing assistant (offline)', Status: true },
        { Key: 'gpt-4o-mini', Value: 'gpt-4o-mini', Status: true }
      ],
      Version: '0.1.0', Success: true, Code: 200, Message: ''
    })
  })

  it('GetSession opens a new session each time', async () => {
    const serial = await server.newChatbot()
    const first = await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: serial }, { key })
    const second = await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: serial }, { key })
    expect(first.body.Data.SessionID).toEqual(expect.any(Number))
    expect(second.body.Data.SessionID).toBeGreaterThan(first.body.Data.SessionID)
  })
})
