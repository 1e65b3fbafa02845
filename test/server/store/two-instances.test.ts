import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { listingInput, PNG_1X1 } from '../../support/fixtures.ts'
import { newConsoleUser } from '../../support/console-client.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type Reply<T> = { status: number; body: { Data: T; Message: string } }

let a: TestServer
let b: ChildServer

/** POST to either instance by its base URL. */
async function post<T>(base: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await fetch(base + route, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Reply<T>['body'] }
}

beforeAll(async () => {
  a = await startTestServer()
  b = await startChildServer({ dataDir: a.config.dataDir, databaseUrl: a.config.databaseUrl })
}, 60_000)
afterAll(async () => {
  b.process.kill('SIGTERM')
  await b.exited
  await a.close()
})

describe('two instances on one database behave as one', () => {
  it('counts the rate limit across both: K allowed in total, the next refused', async () => {
    const chatbot = await a.newChatbot({ RateLimitCount: 3, RateLimitTime: 600 })
    const visitor = (await post<{ SessionID: number; SessionKey: string }>(a.url, '/chat/Chatbot/GetConfig', { serialNumber: chatbot })).body.Data
    const headers = { 'chatrobot-sessionkey': visitor.SessionKey }
    const statuses = []
    for (const base of [a.url, b.url, a.url, b.url, a.url]) {
      statuses.push((await post(base, '/chat/Chat/ClientAsk', { sessionID: visitor.SessionID, content: 'Hello' }, headers)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('counts the monthly limit across both', async () => {
    const chatbot = await a.newChatbot({ MessageLimit: 4 })
    const key = { authorization: a.workspace.secretKey }
    const session = (await post<{ SessionID: number }>(b.url, '/chat/Chatbot/GetSession', { serialNumber: chatbot }, key)).body.Data.SessionID
    const statuses = []
    for (const base of [a.url, b.url, b.url, a.url, b.url, a.url]) {
      statuses.push((await post(base, '/chat/Chat/ClientAsk', { sessionID: session, content: 'Hi' }, key)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('lets a session opened on one chat on the other, with one history', async () => {
    const chatbot = await a.newChatbot()
    const visitor = (await post<{ SessionID: number; SessionKey: string }>(a.url, '/chat/Chatbot/GetConfig', { serialNumber: chatbot })).body.Data
    const answer = await post<{ messageid: number }>(b.url, '/chat/Chat/ClientAsk', { sessionID: visitor.SessionID, content: 'Hello there' }, { 'chatrobot-sessionkey': visitor.SessionKey })
    expect(answer.status).toBe(200)
    const resumed = (await post<{ SessionID: number }>(b.url, '/chat/Chatbot/GetConfig', { serialNumber: chatbot }, { 'chatrobot-sessionkey': visitor.SessionKey })).body.Data
    expect(resumed.SessionID).toBe(visitor.SessionID)
  })

  it('makes an upload through one usable through the other (files in the shared DATA_DIR)', async () => {
    const chatbot = await a.newChatbot({ EnableUploadImage: true })
    const key = { authorization: a.workspace.secretKey }
    const ticket = (await post<{ FileStoreId: string; PreUploadUrl: string }>(a.url, '/chat/User/GetPreUploadUrl', { fileName: 'front.png', serialNumber: chatbot }, key)).body.Data
    const uploaded = await fetch(ticket.PreUploadUrl.replace(a.url, b.url), { method: 'PUT', body: new Uint8Array(PNG_1X1) })
    expect(uploaded.status).toBe(200)
    const session = (await post<{ SessionID: number }>(a.url, '/chat/Chatbot/GetSession', { serialNumber: chatbot }, key)).body.Data.SessionID
    const asked = await post(a.url, '/chat/Chat/ClientAsk', { sessionID: session, content: '', chatAskType: 'Image', fileIds: [Number(ticket.FileStoreId)] }, key)
    expect(asked.status).toBe(200)
    await post(b.url, '/chat/Chatbot/Edit', { serialNumber: chatbot, ChatIcon: ticket.FileStoreId }, key)
    const icon = await fetch(`${a.url}/chat/File/${ticket.FileStoreId}`)
    expect(icon.headers.get('content-type')).toBe('image/png')
  })
  it('never lists a page one instance served before the other changed the listings', async () => {
    const chatbot = await a.newChatbot()
    const key = { authorization: a.workspace.secretKey }
    const list = async () => (await post<{ List: { MLSNumber: string; SalePrice: string }[]; VirtualCount: number }>(
      a.url, '/chat/Chatbot/RealEstateList', { SerialNumber: chatbot, CityName: 'Austin', PageSize: 10 }, key)).body.Data
    const page = async () => (await list()).List.map((listing) => `${listing.MLSNumber} ${listing.SalePrice}`)
    await post(a.url, '/chat/Chatbot/RealEstateCreate', listingInput(chatbot, { MLSNumber: 'A-1', SalePrice: 500000 }), key)
    expect(await page()).toEqual(['A-1 500000.00'])
    expect(await page()).toEqual(['A-1 500000.00']) // served again, as made

    await post(b.url, '/chat/Chatbot/RealEstateCreate', listingInput(chatbot, { MLSNumber: 'B-2', SalePrice: 600000 }), key)
    expect(await page()).toEqual(['B-2 600000.00', 'A-1 500000.00'])
    await post(b.url, '/chat/Chatbot/RealEstateUpdate', { ...listingInput(chatbot, { MLSNumber: 'A-1', SalePrice: 450000 }), Key: 'A-1', KeyType: 'MLSNumber' }, key)
    expect(await page()).toEqual(['B-2 600000.00', 'A-1 450000.00'])
    await post(b.url, '/chat/Chatbot/RealEstateDelete', { SerialNumber: chatbot, Keys: ['B-2'], KeyType: 'MLSNumber' }, key)
    expect(await list()).toEqual({ List: [expect.objectContaining({ MLSNumber: 'A-1' })], VirtualCount: 1 })
  })

  it('keeps a console session on both: signed in on one, used and signed out on the other', async () => {
    const owner = await newConsoleUser(a, 'both@example.com')
    const onB = (method: string, path: string) => fetch(`${b.url}/console/api${path}`, {
      method,
      headers: { cookie: owner.cookie, origin: b.url, 'x-csrf-token': owner.session.csrfToken }
    })
    expect((await onB('GET', '/session')).status).toBe(200)
    expect((await onB('POST', '/session/sign-out')).status).toBe(200)
    expect((await owner.call('GET', '/session')).status).toBe(401)
  })
})
