import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let serial: string
let otherKey: string
let visitorKey: string

/** Every management endpoint with a body that is valid for chatbot `id`. */
const endpoints: Array<[string, (id: string) => Record<string, unknown>]> = [
  ['/chat/Chatbot/Edit', (id) => ({ serialNumber: id, Name: 'x' })],
  ['/chat/Chatbot/Remove', (id) => ({ serialNumber: id })],
  ['/chat/Chatbot/GetSession', (id) => ({ serialNumber: id })],
  ['/chat/Chatbot/RealEstateCreate', (id) => listingInput(id)],
  ['/chat/Chatbot/RealEstateUpdate', (id) => ({ ...listingInput(id), Key: 'MLS-100', KeyType: 'MLSNumber' })],
  ['/chat/Chatbot/RealEstateList', (id) => ({ SerialNumber: id })],
  ['/chat/Chatbot/RealEstateDelete', (id) => ({ SerialNumber: id, Keys: ['MLS-100'], KeyType: 'MLSNumber' })],
  ['/chat/Chatbot/ChatContentHistory', (id) => ({ SerialNumber: id, StartTime: '2026-01-01', EndTime: '2026-12-31' })],
  ['/chat/User/GetPreUploadUrl', (id) => ({ fileName: 'a.png', serialNumber: id })]
]
const keyless: Array<[string, (id: string) => Record<string, unknown>]> = [
  ...endpoints,
  ['/chat/Chatbot/Add', () => ({})],
  ['/chat/Chatbot/ModelList', () => ({})]
]

beforeAll(async () => {
  server = await startTestServer()
  serial = await server.newChatbot({ EnableUploadImage: true })
  otherKey = (await createWorkspace(server.db, 'Other')).secretKey
  visitorKey = (await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: serial })).body.Data.SessionKey
})
afterAll(() => server.close())

describe('keys', () => {
  it.each(keyless)('%s answers 401 in the envelope without a key', async (route, body) => {
    const reply = await server.post(route, body(serial))
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({
      Data: null, Version: '0.1.0', Success: false, Code: 401,
      Message: 'A valid key is required in the Authorization or chatrobot-sessionkey header'
    })
  })

  it.each(keyless)('%s answers 401 with an unknown key, before looking at the body', async (route) => {
    const reply = await server.post(route, { nonsense: true }, { key: 'plsk_not-a-real-key' })
    expect(reply.status).toBe(401)
    expect(reply.body.Message).toBe('The key is not valid: send a workspace secret key or session key')
  })

  it.each(endpoints)("%s answers 404 for another workspace's chatbot, as if it did not exist", async (route, body) => {
    const reply = await server.post(route, body(serial), { key: otherKey })
    expect(reply.status).toBe(404)
    expect(reply.body.Message).toBe(`Chatbot ${serial} was not found`)
  })

  it.each(endpoints.filter(([route]) => route !== '/chat/User/GetPreUploadUrl'))(
    '%s refuses a visitor session key with 403',
    async (route, body) => {
      const reply = await server.post(route, body(serial), { headers: { 'chatrobot-sessionkey': visitorKey } })
      expect(reply.status).toBe(403)
      expect(reply.body.Message).toBe('A visitor session key may only chat, upload and load the widget config')
    }
  )

  it('accepts the session key in chatrobot-sessionkey and the secret key in Authorization on the same endpoint', async () => {
    const viaSession = await server.post('/chat/Chatbot/RealEstateList', { SerialNumber: serial }, { headers: { 'chatrobot-sessionkey': server.workspace.sessionKey } })
    const viaSecret = await server.post('/chat/Chatbot/RealEstateList', { SerialNumber: serial }, { key: server.workspace.secretKey })
    const sessionInAuthorization = await server.post('/chat/Chatbot/RealEstateList', { SerialNumber: serial }, { key: server.workspace.sessionKey })
    expect([viaSession.status, viaSecret.status, sessionInAuthorization.status]).toEqual([200, 200, 200])
  })

  it('stores keys only as hashes', async () => {
    const rows = await server.db.selectFrom('workspaces').selectAll().execute()
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(server.workspace.secretKey)
    expect(dump).not.toContain(server.workspace.sessionKey)
  })

  it('does not find another workspace\'s session or listing', async () => {
    const session = (await server.post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: serial }, { key: server.workspace.secretKey })).body.Data
    const history = await server.post('/chat/Chatbot/ChatContentHistory', { SerialNumber: serial, StartTime: '2026-01-01', EndTime: '2026-12-31', SessionID: session.SessionID }, { key: otherKey })
    expect(history.status).toBe(404)
    const created = (await server.post<string>('/chat/Chatbot/RealEstateCreate', listingInput(serial), { key: server.workspace.secretKey })).body.Data
    const otherChatbot = (await server.post<string>('/chat/Chatbot/Add', {}, { key: otherKey })).body.Data
    const removed = await server.post<{ SuccessCount: number }>('/chat/Chatbot/RealEstateDelete', { SerialNumber: otherChatbot, Keys: [created], KeyType: 'NewOaks' }, { key: otherKey })
    expect(removed.body.Data.SuccessCount).toBe(0)
  })
})
