import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enforceLimits, MONTHLY_LIMIT_MESSAGE } from '../../../server/policy/limits.ts'
import { findChatbot } from '../../../server/store/chatbots.ts'
import { startOfMonth, startOfNextMonth } from '../../../server/time/zoned.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { ask, history, visitorSession, workspaceSession } from '../../support/chat-helpers.ts'

let server: TestServer
beforeAll(async () => {
  // Client addresses come from X-Forwarded-For here, so one test can play several visitors' IPs.
  server = await startTestServer({ trustProxy: true })
})
afterAll(() => server.close())

const from = (ip: string, headers: Record<string, string>) => ({ headers: { ...headers, 'x-forwarded-for': ip } })

/** A question stored as if sent `secondsAgo` seconds ago. */
async function pastQuestion(chatbotId: string, sessionId: number, secondsAgo: number, clientIp = '', fromVisitor = 1, at?: Date) {
  await server.db.insertInto('messages').values({
    session_id: sessionId, chatbot_id: chatbotId, role: 'user', content: 'earlier', ask_type: 'Text', file_ids: '',
    total_token: 0, no_answer: 0, interrupted: 0, client_ip: clientIp, from_visitor: fromVisitor,
    created_at: (at ?? new Date(Date.now() - secondsAgo * 1000)).toISOString()
  }).execute()
}

/**
 * A refusal sent after `before` and answered by `after` (both ms) for a limit that frees up at
 * `freeAt`: its Retry-After is the whole seconds left, counted at some moment in between.
 */
function expectRetryAfter(reply: { headers: Headers }, freeAt: number, before: number, after: number) {
  const retryAfter = Number(reply.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(Math.max(1, Math.ceil((freeAt - after) / 1000)))
  expect(retryAfter).toBeLessThanOrEqual(Math.ceil((freeAt - before) / 1000))
}

/** When the oldest question of a session was stored (ms). */
async function oldestQuestionAt(sessionId: number) {
  const row = await server.db.selectFrom('messages').select('created_at').where('session_id', '=', sessionId).where('role', '=', 'user').orderBy('created_at').executeTakeFirstOrThrow()
  return Date.parse(row.created_at)
}

describe('rate limit per visitor session', () => {
  it('allows RateLimitCount messages, then answers 429 with Retry-After and RateLimitMessage, also from another IP', async () => {
    const chatbotId = await server.newChatbot({ RateLimitCount: 3, RateLimitTime: 60, RateLimitMessage: 'Easy there! Try again in a minute.' })
    const visitor = await visitorSession(server, chatbotId, { origin: 'https://site.example' })
    for (let i = 0; i < 3; i++) {
      const reply = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, from('10.0.0.1', visitor.headers))
      expect(reply.status, `message ${i + 1}`).toBe(200)
    }
    const before = Date.now()
    const refused = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, from('10.0.0.1', visitor.headers))
    const after = Date.now()
    expect(refused.status).toBe(429)
    expect(refused.body.Message).toBe('Easy there! Try again in a minute.')
    expectRetryAfter(refused, (await oldestQuestionAt(visitor.sessionId)) + 60_000, before, after)
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://site.example')
    expect(refused.headers.get('access-control-expose-headers')).toContain('retry-after')
    const elsewhere = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, from('10.0.0.2', visitor.headers))
    expect(elsewhere.status).toBe(429)
    // Refused questions are not stored, so they do not use up the next window either.
    expect((await history(server, chatbotId, visitor.sessionId)).filter((m) => m.Role === 'user')).toHaveLength(3)
  })

  it('counts only the last RateLimitTime seconds, and Retry-After says when the oldest of them expires', async () => {
    const chatbotId = await server.newChatbot({ RateLimitCount: 2, RateLimitTime: 60 })
    const visitor = await visitorSession(server, chatbotId)
    const fiftySecondsAgo = new Date(Date.now() - 50_000)
    await pastQuestion(chatbotId, visitor.sessionId, 61, '10.0.9.9')
    await pastQuestion(chatbotId, visitor.sessionId, 50, '10.0.9.9', 1, fiftySecondsAgo)
    const first = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, from('10.0.0.3', visitor.headers))
    expect(first.status).toBe(200)
    const before = Date.now()
    const refused = await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, from('10.0.0.3', visitor.headers))
    const after = Date.now()
    expect(refused.status).toBe(429)
    // The question of 61 s ago no longer counts; the one of 50 s ago frees its place 60 s after it was sent.
    expectRetryAfter(refused, fiftySecondsAgo.getTime() + 60_000, before, after)
  })

  it('admits exactly RateLimitCount of several simultaneous messages, and keeps none of the refused', async () => {
    // Rounds, because the race this guards against (PostgreSQL showing two concurrent questions
    // in the other order than their ids, so each counted only itself) needs the timing to fall badly.
    for (let round = 0; round < 8; round++) {
      const chatbotId = await server.newChatbot({ RateLimitCount: 3, RateLimitTime: 60 })
      const visitor = await visitorSession(server, chatbotId)
      const replies = await Promise.all(Array.from({ length: 6 }, () => ask(server, { sessionID: visitor.sessionId, content: 'hi' }, from('10.0.0.4', visitor.headers))))
      expect(replies.filter((r) => r.status === 200)).toHaveLength(3)
      expect(replies.filter((r) => r.status === 429)).toHaveLength(3)
      const questions = await server.db.selectFrom('messages').select('id').where('chatbot_id', '=', chatbotId).where('role', '=', 'user').execute()
      expect(questions).toHaveLength(3)
    }
  })
})

describe('rate limit per client IP', () => {
  it('counts every visitor session from one address together', async () => {
    const chatbotId = await server.newChatbot({ RateLimitCount: 2, RateLimitTime: 300 })
    const alice = await visitorSession(server, chatbotId)
    const bob = await visitorSession(server, chatbotId)
    expect((await ask(server, { sessionID: alice.sessionId, content: 'hi' }, from('10.0.1.1', alice.headers))).status).toBe(200)
    expect((await ask(server, { sessionID: bob.sessionId, content: 'hi' }, from('10.0.1.1', bob.headers))).status).toBe(200)
    const third = await ask(server, { sessionID: bob.sessionId, content: 'hi' }, from('10.0.1.1', bob.headers))
    expect(third.status).toBe(429)
    const otherAddress = await ask(server, { sessionID: bob.sessionId, content: 'hi' }, from('10.0.1.2', bob.headers))
    expect(otherAddress.status).toBe(200)
  })

  it('does not hold workspace keys to the rate limit', async () => {
    const chatbotId = await server.newChatbot({ RateLimitCount: 1, RateLimitTime: 300 })
    const sessionId = await workspaceSession(server, chatbotId)
    for (let i = 0; i < 3; i++) expect((await ask(server, { sessionID: sessionId, content: 'hi' })).status).toBe(200)
    // …and a workspace key's messages do not use up a visitor's allowance from the same address.
    const visitor = await visitorSession(server, chatbotId)
    expect((await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, visitor)).status).toBe(200)
  })
})

describe('monthly message limit', () => {
  it('allows MessageLimit messages a month from anyone, then answers 429', async () => {
    const chatbotId = await server.newChatbot({ MessageLimit: 3, TimeZone: 'America/New_York' })
    const visitor = await visitorSession(server, chatbotId)
    const sessionId = await workspaceSession(server, chatbotId)
    expect((await ask(server, { sessionID: visitor.sessionId, content: 'hi' }, visitor)).status).toBe(200)
    expect((await ask(server, { sessionID: sessionId, content: 'hi' })).status).toBe(200)
    expect((await ask(server, { sessionID: sessionId, content: 'hi' })).status).toBe(200)
    for (const [sessionID, who] of [[sessionId, { key: server.workspace.secretKey }], [visitor.sessionId, visitor]] as const) {
      const before = Date.now()
      const reply = await ask(server, { sessionID, content: 'hi' }, who)
      const after = Date.now()
      expect(reply.status).toBe(429)
      expect(reply.body.Message).toContain('Monthly message limit reached')
      expectRetryAfter(reply, startOfNextMonth(new Date(before), 'America/New_York').getTime(), before, after)
    }
  })

  it('is unlimited at -1', async () => {
    const chatbotId = await server.newChatbot({ MessageLimit: -1 })
    const sessionId = await workspaceSession(server, chatbotId)
    for (let i = 0; i < 4; i++) await pastQuestion(chatbotId, sessionId, 10, '', 0)
    expect((await ask(server, { sessionID: sessionId, content: 'hi' })).status).toBe(200)
  })

  it('counts the calendar month of the chatbot\'s time zone, not of UTC', async () => {
    // 10:30 UTC on 31 May is already 1 June in Kiritimati (UTC+14) but still May in UTC.
    const now = new Date('2025-06-10T12:00:00Z')
    const lateMay = new Date('2025-05-31T10:30:00Z')
    expect(startOfMonth(now, 'Pacific/Kiritimati').toISOString()).toBe('2025-05-31T10:00:00.000Z')
    for (const [timeZone, refused] of [['Pacific/Kiritimati', true], ['UTC', false]] as const) {
      const chatbotId = await server.newChatbot({ MessageLimit: 1, TimeZone: timeZone })
      const sessionId = await workspaceSession(server, chatbotId)
      await pastQuestion(chatbotId, sessionId, 0, '', 0, lateMay)
      await pastQuestion(chatbotId, sessionId, 0, '', 0, new Date('2025-06-10T11:00:00Z'))
      const last = await server.db.selectFrom('messages').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
      const chatbot = await findChatbot(server.db, chatbotId)
      const check = enforceLimits(server.db, chatbot!, { id: last.id, sessionId, clientIp: '', fromVisitor: false }, now)
      if (refused) await expect(check).rejects.toThrow(MONTHLY_LIMIT_MESSAGE)
      else await expect(check).resolves.toBeUndefined()
    }
  })
})

describe('calendar months in a time zone', () => {
  it.each([
    ['2025-03-01T03:00:00Z', 'America/New_York', '2025-02-01T05:00:00.000Z', '2025-03-01T05:00:00.000Z'],
    ['2025-03-20T12:00:00Z', 'America/New_York', '2025-03-01T05:00:00.000Z', '2025-04-01T04:00:00.000Z'],
    ['2025-04-20T03:00:00Z', 'Asia/Kolkata', '2025-03-31T18:30:00.000Z', '2025-04-30T18:30:00.000Z'],
    ['2025-12-15T12:00:00Z', 'UTC', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['2025-10-15T12:00:00Z', 'Australia/Sydney', '2025-09-30T14:00:00.000Z', '2025-10-31T13:00:00.000Z']
  ])('at %s in %s the month runs from %s to %s', (instant, timeZone, start, next) => {
    expect(startOfMonth(new Date(instant), timeZone).toISOString()).toBe(start)
    expect(startOfNextMonth(new Date(instant), timeZone).toISOString()).toBe(next)
  })
})
