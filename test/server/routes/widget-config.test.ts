import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'
import { PNG_1X1 } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const getConfig = (serialNumber: string, headers: Record<string, string> = {}) =>
  server.post<WidgetConfig>('/chat/Chatbot/GetConfig', { serialNumber, clientTimeZone: 'UTC', clientCurrentTime: '2026-01-01 10:00:00' }, { headers })

describe('GetConfig', () => {
  it('needs no key and returns the public settings with a new visitor session', async () => {
    const serial = await server.newChatbot({
      Name: 'Helper', ChatBubbleAlign: 1, WelcomeMessage: 'Hey', SuggestedMessage: 'A\nB', TalkToHumanEmail: 'owner@example.com',
      SystemMessage: 'secret prompt', EmailForDailyLeads: 'leads@example.com', Domains: 'example.com', Model: 'builtin'
    })
    const reply = await getConfig(serial)
    expect(reply.status).toBe(200)
    const data = reply.body.Data
    expect(data).toMatchObject({ SerialNumber: serial, Name: 'Helper', ChatBubbleAlign: 1, WelcomeMessage: 'Hey', SuggestedMessage: 'A\nB', TalkToHuman: true })
    expect(data.SessionID).toEqual(expect.any(Number))
    expect(data.SessionKey).toMatch(/^plvk_/)
    for (const secret of ['SystemMessage', 'Model', 'Temperature', 'TalkToHumanEmail', 'EmailForDailyLeads', 'EmailForDailyChatLogs', 'Domains', 'CustomDomain', 'VerifyDomain', 'MessageLimit']) {
      expect(data, secret).not.toHaveProperty(secret)
    }
    expect(JSON.stringify(reply.body)).not.toContain('secret prompt')
    expect(JSON.stringify(reply.body)).not.toContain('example.com')
  })

  it('resumes the visitor session when its key is sent back, and not for another chatbot', async () => {
    const serial = await server.newChatbot()
    const first = (await getConfig(serial)).body.Data
    const again = (await getConfig(serial, { 'chatrobot-sessionkey': first.SessionKey })).body.Data
    expect(again.SessionID).toBe(first.SessionID)
    expect(again.SessionKey).toBe(first.SessionKey)
    const other = (await getConfig(await server.newChatbot(), { 'chatrobot-sessionkey': first.SessionKey })).body.Data
    expect(other.SessionID).not.toBe(first.SessionID)
  })

  it('gives the profile picture and icon as URLs that serve the image to anyone', async () => {
    const key = server.workspace.secretKey
    const upload = (await server.post<{ FileStoreId: string; PreUploadUrl: string }>('/chat/User/GetPreUploadUrl', { fileName: 'me.png' }, { key })).body.Data
    await fetch(upload.PreUploadUrl, { method: 'PUT', body: new Uint8Array(PNG_1X1) })
    const serial = await server.newChatbot()
    await server.post('/chat/Chatbot/Edit', { serialNumber: serial, ChatProfilePicture: upload.FileStoreId, ChatIcon: upload.FileStoreId }, { key })
    const data = (await getConfig(serial)).body.Data
    expect(data.ChatProfilePicture).toBe(`${server.url}/chat/File/${upload.FileStoreId}`)
    expect(data.ChatIcon).toBe(data.ChatProfilePicture)
    const image = await fetch(data.ChatIcon)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1X1)).toBe(true)
  })

  it('answers 404 for an unknown chatbot and 400 for a malformed ID', async () => {
    expect((await getConfig('f'.repeat(32))).status).toBe(404)
    const reply = await getConfig('nope')
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe('serialNumber must be a chatbot ID (32 hex characters)')
  })

  it('with VerifyDomain refuses a page from another domain with 403 and no CORS grant', async () => {
    const serial = await server.newChatbot({ VerifyDomain: true, Domains: 'shop.example.com' })
    const refused = await getConfig(serial, { origin: 'https://evil.test' })
    expect(refused.status).toBe(403)
    expect(refused.body.Message).toBe("The domain https://evil.test is not allowed to use this chatbot; add it to the chatbot's Domains")
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    const allowed = await getConfig(serial, { origin: 'https://shop.example.com' })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    expect(allowed.headers.get('vary')).toContain('Origin')
  })

  it('answers the "simple" request a first visit sends (a text/plain body, no preflight) with its CORS grant', async () => {
    const serial = await server.newChatbot({ VerifyDomain: true, Domains: 'shop.example.com' })
    const response = await fetch(`${server.url}/chat/Chatbot/GetConfig`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example.com' },
      body: JSON.stringify({ serialNumber: serial, clientTimeZone: 'UTC', clientCurrentTime: '2026-01-01 10:00:00' })
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
    const body = (await response.json()) as { Data: WidgetConfig }
    expect(body.Data.SessionKey).toBeTruthy()
  })
})
