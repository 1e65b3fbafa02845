import http from 'node:http'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server.ts'

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

  it('answers a body of another type with 415 saying what was sent and what is accepted', async () => {
    const reply = await server.post('/chat/Chatbot/RealEstateList', undefined, {
      key: server.workspace.secretKey,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      raw: '<SerialNumber>1</SerialNumber>'
    })
    expect(reply.status).toBe(415)
    expect(reply.body.Message).toBe('The request body was sent as application/xml and is not JSON; this API accepts only JSON bodies (Content-Type application/json; text/plain and form types are read as JSON too)')
  })

  it('still reads JSON sent with a form type, as curl -d sends it', async () => {
    const reply = await server.post('/chat/Chatbot/RealEstateList', undefined, {
      key: server.workspace.secretKey,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: JSON.stringify({ SerialNumber: serial })
    })
    expect(reply.status).toBe(200)
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
    expect(reply.body.Message).toBe('The request body is valid JSON but has a key named "__proto__" (at body.__proto__), which is refused because it could change the prototype of objects on the server; remove or rename it')
  })

  it('names a nested constructor.prototype key the same way', async () => {
    const reply = await server.post('/chat/Chatbot/Edit', undefined, {
      key: server.workspace.secretKey,
      raw: `{"serialNumber":"${serial}","Name":{"constructor":{"prototype":{"admin":true}}}}`
    })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toMatch(/^The request body is valid JSON but has a key named "constructor" with a "prototype" inside \(at body\.Name\.constructor\)/)
  })

  it('answers an unknown route with 404 in the envelope', async () => {
    const reply = await server.post('/chat/Chatbot/Nope', {})
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ Data: null, Version: '0.1.0', Success: false, Code: 404, Message: 'No route POST /chat/Chatbot/Nope' })
  })

  it('answers a known path with a method it does not take with 405 and Allow', async () => {
    const cases: [string, string, string][] = [['DELETE', '/chat/Chat/ClientAsk', 'OPTIONS, POST'], ['TRACE', '/healthz', 'GET, HEAD'], ['POST', '/chat/File/12', 'GET, HEAD, OPTIONS']]
    for (const [method, path, allow] of cases) {
      const response = await request(method, server.url + path)
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.allow).toBe(allow)
      expect(response.body).toMatchObject({ Success: false, Code: 405, Message: `${path} does not take ${method}; it takes ${allow}` })
    }
  })

  it('answers an over-long id in the path with 414 in the envelope', async () => {
    const cases: [string, string][] = [['GET', `/chat/File/${'1'.repeat(120)}`], ['PUT', `/chat/User/Upload/${'9'.repeat(120)}?token=x`]]
    for (const [method, path] of cases) {
      const response = await fetch(server.url + path, { method, body: method === 'PUT' ? 'x' : undefined })
      expect(response.status, path).toBe(414)
      expect(await response.json()).toMatchObject({ Success: false, Code: 414, Message: expect.stringMatching(/^The path \/chat\/\S+ is too long: a value in it is longer than the 100 characters/) })
    }
  })

  it('answers a malformed %-escape with 400 naming the path', async () => {
    const response = await fetch(`${server.url}/chat/Chatbot/%E0%A4%A`, { method: 'POST' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ Success: false, Code: 400, Message: 'The path /chat/Chatbot/%E0%A4%A has a malformed %-escape: each % must start a valid UTF-8 escape such as %20 or %C3%A9' })
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
      await sql.raw(inject('postgresUrl') ? 'drop table listings cascade' : 'drop table listings').execute(broken.db)
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

  it('GET /readyz answers 200 when the database is up to date and 503 naming a migration it lacks', async () => {
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ Success: true, Data: { Status: 'ready' } })
    const migrations = sql.table('kysely_migration')
    const newest = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${migrations} order by name desc limit 1`.execute(server.db)
    const { name, timestamp } = newest.rows[0]!
    await sql`delete from ${migrations} where name = ${name}`.execute(server.db)
    try {
      const behind = await fetch(`${server.url}/readyz`)
      expect(behind.status).toBe(503)
      expect(behind.headers.get('retry-after')).toBe('5')
      expect(((await behind.json()) as { Message: string }).Message).toBe(`Not ready: the database still lacks migration ${name}; it is applied when an instance of this version starts`)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await sql`insert into ${migrations} (name, timestamp) values (${name}, ${timestamp})`.execute(server.db)
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
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

  it('GET /openapi.json lists the statuses every route can answer: 405, 503, 507, and 414 with a path id', async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    for (const status of ['405', '503', '507']) expect(document.paths['/chat/Chatbot/Edit']?.post?.responses, status).toHaveProperty(status)
    expect(document.paths['/chat/File/{fileId}']?.get?.responses).toHaveProperty('414')
    expect(document.paths['/readyz']?.get?.responses).toHaveProperty('503')
    expect(document.paths['/healthz']?.get?.responses).not.toHaveProperty('503')
  })
})

/** A request by node:http, which (unlike fetch) sends any method, TRACE included. */
function request(method: string, url: string): Promise<{ status: number; allow: string | undefined; body: unknown }> {
  return new Promise((resolve, reject) => {
    http.request(url, { method }, (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body: JSON.parse(text) }))
    }).on('error', reject).end()
  })
}
