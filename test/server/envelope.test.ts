import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './helpers.ts'

let server: TestServer
let serial: string
beforeAll(async () => {
  server = await startTestServer()
  serial = await server.newChatbot()
})
afterAll(() => server.close())

describe('the envelope on errors', () => {
  it('answers malformed JSON with 400 in the envelope', async () => {
    const reply = await server.post('/chat/Chatbot/RealEstateList', undefined, { key: server.workspace.secretKey, raw: '{"SerialNumber": ' })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ Data: null, Success: false, Code: 400 })
    expect(reply.body.Message).toMatch(/^The request body is not valid JSON/)
  })

  it('answers a body that is not JSON, whatever its content type, with 400', async () => {
    const reply = await server.post('/chat/Chatbot/RealEstateList', undefined, {
      key: server.workspace.secretKey,
      headers: { 'content-type': 'application/xml' },
      raw: '<SerialNumber>1</SerialNumber>'
    })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toMatch(/^The request body is not valid JSON/)
  })

  it('answers a JSON array or an empty body with 400 asking for an object', async () => {
    const key = server.workspace.secretKey
    for (const raw of ['[1,2]', '']) {
      const reply = await server.post('/chat/Chatbot/RealEstateList', undefined, { key, raw })
      expect(reply.status, raw).toBe(400)
      expect(reply.body.Message, raw).toMatch(/The request body (must be a JSON object|is empty; send a JSON object)/)
    }
  })

  it('refuses __proto__ keys instead of merging them', async () => {
    const reply = await server.post('/chat/Chatbot/Edit', undefined, {
      key: server.workspace.secretKey,
      raw: `{"serialNumber":"${serial}","__proto__":{"admin":true}}`
    })
    expect(reply.status).toBe(400)
    expect(reply.body.Success).toBe(false)
  })

  it('answers an unknown route with 404 in the envelope', async () => {
    const reply = await server.post('/chat/Chatbot/Nope', {})
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ Data: null, Version: '0.1.0', Success: false, Code: 404, Message: 'No route POST /chat/Chatbot/Nope' })
  })

  it('answers a body over the limit with 413 in the envelope', async () => {
    const reply = await server.post('/chat/Chatbot/Edit', { serialNumber: serial, SystemMessage: 'x'.repeat(2 * 1024 * 1024) }, { key: server.workspace.secretKey })
    expect(reply.status).toBe(413)
    expect(reply.body.Message).toBe('The request body is larger than this endpoint accepts')
  })

  it('refuses an oversized body with 413 before the handler runs', async () => {
    const sessions = async () => (await server.db.selectFrom('chat_sessions').select('id').execute()).length
    const before = await sessions()
    const reply = await server.post('/chat/Chatbot/GetConfig', { serialNumber: serial, padding: 'x'.repeat(20 * 1024) })
    expect(reply.status).toBe(413)
    expect(reply.body.Success).toBe(false)
    expect(await sessions()).toBe(before)
  })

  it('sets the security headers on every reply', async () => {
    for (const reply of [await server.post('/chat/Chatbot/Nope', {}), await server.post('/chat/Chatbot/GetConfig', { serialNumber: serial })]) {
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
      expect(reply.headers.get('x-frame-options')).toBe('DENY')
      expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(reply.headers.get('vary')).toContain('Origin')
    }
  })

  it('answers an internal failure with 500 and no stack trace or SQL', async () => {
    const broken = await startTestServer()
    try {
      await broken.db.schema.dropTable('listings').execute()
      const chatbot = await broken.newChatbot()
      const reply = await broken.post('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot }, { key: broken.workspace.secretKey })
      expect(reply.status).toBe(500)
      expect(reply.body).toEqual({ Data: null, Version: '0.1.0', Success: false, Code: 500, Message: 'Internal server error; the server log has the details' })
    } finally {
      await broken.close()
    }
  })
})

describe('operations', () => {
  it('GET /healthz answers ok, readable from any origin', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { origin: 'https://any.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ Success: true, Data: { Status: 'ok' } })
  })

  it('GET /openapi.json documents every endpoint with its body schema', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      openapi: string
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>
      components: { schemas: Record<string, { required?: string[] }> }
    }
    expect(document.openapi).toBe('3.1.0')
    const routes = ['Add', 'Remove', 'Edit', 'GetSession', 'GetConfig', 'RealEstateCreate', 'RealEstateUpdate', 'RealEstateList', 'RealEstateDelete', 'ChatContentHistory']
    for (const route of routes) expect(document.paths, route).toHaveProperty([`/chat/Chatbot/${route}`, 'post'])
    expect(document.paths).toHaveProperty(['/chat/Chatbot/ModelList', 'get'])
    expect(document.paths).toHaveProperty(['/chat/User/GetPreUploadUrl', 'post'])
    const create = document.paths['/chat/Chatbot/RealEstateCreate']?.post?.requestBody?.content['application/json']?.schema
    expect(create?.$ref).toBe('#/components/schemas/ListingInput')
    expect(document.components.schemas.ListingInput?.required).toContain('SaleType')
  })
})
