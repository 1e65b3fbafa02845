import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConcurrencyLimit, REQUEST_LIMITS, WindowLimit } from '../../../server/policy/request-limits.ts'
import { ask, visitorSession } from '../../support/chat-helpers.ts'
import { seedDemoChatbot } from '../../support/listing-expectations.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let chatbotId: string

beforeAll(async () => {
  server = await startTestServer()
  ;({ chatbotId } = await seedDemoChatbot(server, { Name: 'Limits', EnableUploadImage: true }))
})
afterAll(() => server.close())

/** Sends `count` requests one after another; the statuses, and the Retry-After of the first 429. */
async function repeat(count: number, send: () => Promise<{ status: number; headers: Headers }>) {
  const statuses: number[] = []
  let retryAfter: string | null = null
  for (let i = 0; i < count; i++) {
    const reply = await send()
    statuses.push(reply.status)
    if (reply.status === 429) retryAfter ??= reply.headers.get('retry-after')
  }
  return { statuses, retryAfter }
}

describe('limits on requests a visitor can repeat for free (429 with Retry-After)', () => {
  it('ratings: at most REQUEST_LIMITS.ratingsPerMinute per visitor session a minute; the owner is not limited', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const { messageid } = (await ask(server, { sessionID: visitor.sessionId, content: 'Condos in Miami' }, { headers: visitor.headers })).body.Data
    const rate = () => server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'up' }, { headers: visitor.headers })
    const { statuses, retryAfter } = await repeat(REQUEST_LIMITS.ratingsPerMinute + 2, rate)
    expect(statuses.slice(0, REQUEST_LIMITS.ratingsPerMinute).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(-2)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect((await server.post('/chat/Chat/AnswerFeedback', { answerID: messageid, rating: 'down' }, { key: server.workspace.secretKey })).status).toBe(200)
    // Another visitor has a budget of their own.
    const other = await visitorSession(server, chatbotId)
    const { messageid: theirs } = (await ask(server, { sessionID: other.sessionId, content: 'Homes in Denver' }, { headers: other.headers })).body.Data
    expect((await server.post('/chat/Chat/AnswerFeedback', { answerID: theirs, rating: 'up' }, { headers: other.headers })).status).toBe(200)
  })

  it('upload URLs: at most REQUEST_LIMITS.uploadUrlsPerMinute per visitor session a minute', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const reserve = () => server.post('/chat/User/GetPreUploadUrl', { fileName: 'photo.png' }, { headers: visitor.headers })
    const { statuses, retryAfter } = await repeat(REQUEST_LIMITS.uploadUrlsPerMinute + 1, reserve)
    expect(statuses.filter((status) => status === 200)).toHaveLength(REQUEST_LIMITS.uploadUrlsPerMinute)
    expect(statuses.at(-1)).toBe(429)
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })

  it('new sessions from GetConfig: at most REQUEST_LIMITS.newSessionsPerMinute per address and chatbot a minute; a known session is resumed', async () => {
    const bot = await server.newChatbot()
    let last: { SessionKey: string } | undefined
    const open = async () => {
      const reply = await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: bot })
      if (reply.status === 200) last = reply.body.Data
      return reply
    }
    const { statuses, retryAfter } = await repeat(REQUEST_LIMITS.newSessionsPerMinute + 1, open)
    expect(statuses.filter((status) => status === 200)).toHaveLength(REQUEST_LIMITS.newSessionsPerMinute)
    expect(statuses.at(-1)).toBe(429)
    expect(Number(retryAfter)).toBeGreaterThan(0)
    const resumed = await server.post('/chat/Chatbot/GetConfig', { serialNumber: bot }, { headers: { 'chatrobot-sessionkey': last!.SessionKey } })
    expect(resumed.status).toBe(200)
  })
})

describe('the limiters', () => {
  it('a window lets requests in again as the oldest leave it, with Retry-After until then', () => {
    const limit = new WindowLimit(2, 60_000, 'slow down')
    limit.take('a', 0)
    limit.take('a', 10_000)
    expect(() => limit.take('a', 20_000)).toThrow(expect.objectContaining({ statusCode: 429, headers: { 'retry-after': '40' } }))
    limit.take('b', 20_000)
    limit.take('a', 60_001)
  })

  it('streams per answer: the one past the limit is refused until one closes', () => {
    const limit = new ConcurrencyLimit(REQUEST_LIMITS.streamsPerAnswer, 'too many')
    const open = Array.from({ length: REQUEST_LIMITS.streamsPerAnswer }, () => limit.open('7'))
    expect(() => limit.open('7')).toThrow(expect.objectContaining({ statusCode: 429 }))
    limit.open('8')()
    open[0]!()
    open[0]!()
    limit.open('7')
    expect(() => limit.open('7')).toThrow(expect.objectContaining({ statusCode: 429 }))
  })
})
