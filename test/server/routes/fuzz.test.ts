import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../../server/store/sessions.ts'
import { listingInput } from '../../support/fixtures.ts'
import { bodyArbitrary, invalidUtf8 } from '../../support/hostile-bodies.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/** Per route and per database: the two databases share the 1000 cases the suite once ran on SQLite alone. */
const RUNS = 500
let server: TestServer
let serial: string
let sessionId: number
/** an answer the answer routes act on */
let answerId: number

/** Every JSON route, with a valid body to mutate. */
const routes: Array<[string, () => Record<string, unknown>]> = [
  ['/chat/Chatbot/Add', () => ({ timeZone: 'UTC', type: 0 })],
  ['/chat/Chatbot/Edit', () => ({ serialNumber: serial, Name: 'Fuzz', Temperature: 50 })],
  ['/chat/Chatbot/ModelList', () => ({})],
  ['/chat/Chatbot/Get', () => ({ serialNumber: serial })],
  ['/chat/Chatbot/GetSession', () => ({ serialNumber: serial })],
  ['/chat/Chatbot/GetConfig', () => ({ serialNumber: serial })],
  ['/chat/Chatbot/RealEstateCreate', () => listingInput(serial)],
  ['/chat/Chatbot/RealEstateUpdate', () => ({ ...listingInput(serial), Key: 'MLS-100', KeyType: 'MLSNumber' })],
  ['/chat/Chatbot/RealEstateList', () => ({ SerialNumber: serial, CityName: 'Austin', PageSize: 5 })],
  ['/chat/Chatbot/RealEstateDelete', () => ({ SerialNumber: serial, Keys: ['nothing'], KeyType: 'MLSNumber' })],
  ['/chat/Chatbot/ChatContentHistory', () => ({ SerialNumber: serial, StartTime: '2026-01-01', EndTime: '2026-01-02' })],
  ['/chat/User/GetPreUploadUrl', () => ({ fileName: 'a.png' })],
  ['/chat/Chatbot/LeadList', () => ({ serialNumber: serial, startTime: '2026-01-01', endTime: '2026-01-02', sessionID: sessionId })],
  ['/chat/Chatbot/LeadPushList', () => ({ serialNumber: serial, pageNumber: 1, pageSize: 10 })],
  ['/chat/Chatbot/ConversationList', () => ({ serialNumber: serial, text: 'homes austin', ratedDown: false, startTime: '2026-01-01', endTime: '2026-12-31' })],
  ['/chat/Chat/TalkToHuman', () => ({ sessionID: sessionId, name: 'Fuzz', email: 'fuzz@example.com', message: 'Call me' })],
  ['/chat/Chatbot/Remove', () => ({ serialNumber: '0'.repeat(32) })],
  ['/chat/Chat/ClientAsk', () => ({ sessionID: sessionId, content: 'Homes in Austin under 500k', chatAskType: 'Text', stream: false })],
  ['/chat/Chat/ResumeAnswer', () => ({ answerID: answerId, offset: 0 })],
  ['/chat/Chat/StopAnswer', () => ({ answerID: answerId })],
  ['/chat/Chat/AnswerFeedback', () => ({ answerID: answerId, rating: 'up', comment: 'Helpful' })]
]

beforeAll(async () => {
  server = await startTestServer()
  serial = await server.newChatbot({ TalkToHumanEmail: 'owner@example.com' })
  sessionId = await createSession(server.db, serial)
  answerId = (await server.post<{ messageid: number }>('/chat/Chat/ClientAsk', { sessionID: sessionId, content: 'Hi' }, { key: server.workspace.secretKey })).body.Data.messageid
})
afterAll(() => server.close())

describe('fuzzing every route', () => {
  it.each(routes)(`%s: ${RUNS} hostile requests, no 5xx, every reply an envelope`, { timeout: 120_000 }, async (route, valid) => {
    const statuses = new Map<number, number>()
    const keys = [server.workspace.secretKey, undefined]
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 9, arbitrary: bodyArbitrary(valid) }, { weight: 1, arbitrary: invalidUtf8.map((raw) => ({ raw, contentType: 'application/json' })) }), fc.constantFrom(...keys), async ({ raw, contentType }, key) => {
        const response = await fetch(server.url + route, {
          method: 'POST',
          headers: { 'content-type': contentType, ...(key && { authorization: key }) },
          body: typeof raw === 'string' ? raw : new Uint8Array(raw)
        })
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const text = await response.text()
        expect(response.status, text).toBeLessThan(500)
        if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
          // A mutation that turned ClientAsk's `stream` on asked for events, and gets them: each one JSON.
          for (const line of text.split('\n').filter((row) => row.startsWith('data: '))) expect(() => JSON.parse(line.slice(6)), line).not.toThrow()
          return
        }
        const body = JSON.parse(text) as Record<string, unknown>
        expect(Object.keys(body).sort()).toEqual(['Code', 'Data', 'Message', 'Success', 'Version'])
        expect(body.Code).toBe(response.status)
        if (response.status !== 200) expect(body.Message).not.toBe('')
        expect(text).not.toMatch(/SQLITE|select |insert |\n\s+at /i)
      }),
      { numRuns: RUNS }
    )
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')
    console.log(`fuzz ${route}: ${RUNS} cases, 0 responses >= 500; statuses ${summary}`)
  })
})

/** An id one past the largest a row can have (PostgreSQL's 32-bit `serial`). */
const PAST_LAST_ID = 2 ** 31

describe('the probes\' cases, on both databases', () => {
  it.each([
    ['/chat/Chat/ClientAsk', 'sessionID', () => ({ sessionID: PAST_LAST_ID, content: 'Hi' })],
    ['/chat/Chat/ClientAsk', 'fileIds', () => ({ sessionID: sessionId, content: '', chatAskType: 'Image', fileIds: [PAST_LAST_ID] })],
    ['/chat/Chat/ResumeAnswer', 'answerID', () => ({ answerID: PAST_LAST_ID })],
    ['/chat/Chat/StopAnswer', 'answerID', () => ({ answerID: PAST_LAST_ID })],
    ['/chat/Chat/AnswerFeedback', 'answerID', () => ({ answerID: PAST_LAST_ID, rating: 'up' })],
    ['/chat/Chat/TalkToHuman', 'sessionID', () => ({ sessionID: PAST_LAST_ID, name: 'Fuzz', email: 'fuzz@example.com', message: 'Call me' })],
    ['/chat/Chatbot/LeadList', 'sessionID', () => ({ serialNumber: serial, startTime: '2026-01-01', endTime: '2026-01-02', sessionID: PAST_LAST_ID })],
    ['/chat/Chatbot/ChatContentHistory', 'SessionID', () => ({ SerialNumber: serial, StartTime: '2026-01-01', EndTime: '2026-01-02', SessionID: PAST_LAST_ID })],
    ['/chat/Chatbot/Edit', 'ChatIcon', () => ({ serialNumber: serial, ChatIcon: String(PAST_LAST_ID) })],
    ['/chat/Chatbot/Edit', 'ChatProfilePicture', () => ({ serialNumber: serial, ChatProfilePicture: String(PAST_LAST_ID) })]
  ])('%s with %s past the last id: 400 naming the field', async (route, field, body) => {
    const reply = await server.post(route, body(), { key: server.workspace.secretKey })
    expect(reply.status, reply.body.Message).toBe(400)
    expect(reply.body.Message).toContain(field)
  })

  it('the largest id is in range: a session that does not exist is a 404, not a refused body', async () => {
    const reply = await server.post('/chat/Chat/ClientAsk', { sessionID: 2 ** 31 - 1, content: 'Hi' }, { key: server.workspace.secretKey })
    expect(reply.status, reply.body.Message).toBe(404)
  })

  it.each([
    ['GET', `/chat/File/${PAST_LAST_ID}`],
    ['GET', '/chat/File/99999999999999'],
    ['PUT', `/chat/User/Upload/${PAST_LAST_ID}?token=t`]
  ])('%s %s: 400 naming the file id', async (method, path) => {
    const response = await fetch(server.url + path, { method, ...(method === 'PUT' && { body: 'bytes' }) })
    const body = (await response.json()) as { Message: string }
    expect(response.status, body.Message).toBe(400)
    expect(body.Message).toContain('fileId')
  })

  it('the largest file id is in range: GET /chat/File/2147483647 is a 404, Edit\'s ChatIcon of it a missing image', async () => {
    const file = await fetch(`${server.url}/chat/File/${PAST_LAST_ID - 1}`)
    expect(file.status).toBe(404)
    const edit = await server.post('/chat/Chatbot/Edit', { serialNumber: serial, ChatIcon: String(PAST_LAST_ID - 1) }, { key: server.workspace.secretKey })
    expect(edit.status).toBe(400)
    expect(edit.body.Message).toBe('ChatIcon must be the FileStoreId of an image uploaded with GetPreUploadUrl')
  })

  it('a Name with U+0000 is refused with 400 naming the field, and the chatbot keeps its name', async () => {
    const before = await server.post<{ Name: string }>('/chat/Chatbot/GetConfig', { serialNumber: serial })
    const reply = await server.post('/chat/Chatbot/Edit', { serialNumber: serial, Name: 'a\u0000b' }, { key: server.workspace.secretKey })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe('body.Name contains U+0000 (the NUL character), which text cannot hold; remove it')
    const after = await server.post<{ Name: string }>('/chat/Chatbot/GetConfig', { serialNumber: serial })
    expect(after.body.Data.Name).toBe(before.body.Data.Name)
  })

  it('U+0000 deep in a body or in a key is refused with its path', async () => {
    const inKeys = await server.post('/chat/Chatbot/RealEstateDelete', { SerialNumber: serial, Keys: ['MLS-1', 'MLS\u00002'], KeyType: 'MLSNumber' }, { key: server.workspace.secretKey })
    expect(inKeys.status).toBe(400)
    expect(inKeys.body.Message).toMatch(/^body\.Keys\[1\] contains U\+0000/)
    const asKey = await server.post('/chat/Chatbot/Edit', { serialNumber: serial, 'Na\u0000me': 'x' }, { key: server.workspace.secretKey })
    expect(asKey.status).toBe(400)
    expect(asKey.body.Message).toMatch(/^body's key "Na\\u0000me" contains U\+0000/)
  })
})
