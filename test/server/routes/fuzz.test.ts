import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createSession } from '../../../server/store/sessions.ts'
import { listingInput } from '../../support/fixtures.ts'
import { bodyArbitrary, invalidUtf8 } from '../../support/hostile-bodies.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

const RUNS = 1000
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

describe.skipIf(inject('postgresUrl') !== '')('fuzzing every route', () => {
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
