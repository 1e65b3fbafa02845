import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

test('a page that domain verification refuses can read the 403, so the widget can say why', async () => {
  const chatbotId = await server.newChatbot({ VerifyDomain: true, Domains: 'shop.example.com' })
  const refused = await server.post('/chat/Chatbot/GetConfig', { serialNumber: chatbotId }, { headers: { origin: 'https://evil.example.net' } })
  expect(refused.status).toBe(403)
  expect(refused.headers.get('access-control-allow-origin')).toBe('https://evil.example.net')
  expect(refused.body.Message).toContain('is not allowed')

  const allowed = await server.post('/chat/Chatbot/GetConfig', { serialNumber: chatbotId }, { headers: { origin: 'https://shop.example.com' } })
  expect(allowed.status).toBe(200)
  expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example.com')
})
