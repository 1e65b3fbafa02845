import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { SEARCH_MESSAGE_LIMIT } from '../../../server/store/conversations.ts'

interface Summary { SessionID: number; FirstQuestion: string; Messages: number; RatedUp: boolean; RatedDown: boolean; Unanswered: boolean; Handoff: boolean; Live: boolean; StartedAt: string; LastAt: string }
interface Page { List: Summary[]; HasMore: boolean; TimeZone: string }

let server: TestServer
let serial: string
const sessions: Record<'plain' | 'rated' | 'handoff' | 'offTopic', number> = { plain: 0, rated: 0, handoff: 0, offTopic: 0 }

let handoffUnanswered = false

const key = () => server.workspace.secretKey
const list = (body: Record<string, unknown>, who = key()) => server.post<Page>('/chat/Chatbot/ConversationList', { serialNumber: serial, ...body }, { key: who })
const ids = async (body: Record<string, unknown>) => (await list(body)).body.Data.List.map((row) => row.SessionID)

beforeAll(async () => {
  server = await startTestServer()
  serial = await server.newChatbot({ Name: 'Inbox Realty', TimeZone: 'America/Chicago', TalkToHumanEmail: 'agent@example.com' })
  await server.post('/chat/Chatbot/RealEstateCreate', listingInput(serial, { City: 'Austin', Description: 'Sunny bungalow with a saltwater pool' }), { key: key() })
  // Oldest first: each conversation's last message is newer than the one before.
  sessions.plain = await workspaceSession(server, serial)
  await ask(server, { sessionID: sessions.plain, content: 'Homes for sale in Austin' })
  sessions.rated = await workspaceSession(server, serial)
  const rated = await ask(server, { sessionID: sessions.rated, content: 'Anything with a pool, por favor?' })
  await server.post('/chat/Chat/AnswerFeedback', { answerID: rated.body.Data.messageid, rating: 'down', comment: 'not what I asked' }, { key: key() })
  sessions.offTopic = await workspaceSession(server, serial)
  const offTopic = await ask(server, { sessionID: sessions.offTopic, content: 'What is the capital of Mongolia?' })
  expect(offTopic.body.Data.noAnswer).toBe(true)
  sessions.handoff = await workspaceSession(server, serial)
  handoffUnanswered = (await ask(server, { sessionID: sessions.handoff, content: 'Zanzibar-style courtyard homes?' })).body.Data.noAnswer
  await server.post('/chat/Chat/TalkToHuman', { sessionID: sessions.handoff, name: 'Jo', email: 'jo@example.com', message: 'Call me' }, { key: key() })
})
afterAll(() => server.close())

describe('ConversationList (the inbox)', () => {
  it('lists conversations newest first with their first question, counts and flags, kept by the database', async () => {
    const reply = await list({})
    expect(reply.status).toBe(200)
    const { List, HasMore, TimeZone } = reply.body.Data
    expect(TimeZone).toBe('America/Chicago')
    expect(HasMore).toBe(false)
    expect(List.map((row) => row.SessionID)).toEqual([sessions.handoff, sessions.offTopic, sessions.rated, sessions.plain])
    const rated = List.find((row) => row.SessionID === sessions.rated)!
    expect(rated).toMatchObject({ FirstQuestion: 'Anything with a pool, por favor?', Messages: 2, RatedDown: true, RatedUp: false, Handoff: false, Unanswered: false, Live: true })
    expect(List.find((row) => row.SessionID === sessions.handoff)).toMatchObject({ Handoff: true, RatedDown: false })
    expect(List.find((row) => row.SessionID === sessions.offTopic)).toMatchObject({ Unanswered: true })
  })

  it('filters by rated down, unanswered, asked for a person and live now', async () => {
    expect(await ids({ ratedDown: true })).toEqual([sessions.rated])
    expect(await ids({ unanswered: true })).toEqual(handoffUnanswered ? [sessions.handoff, sessions.offTopic] : [sessions.offTopic])
    expect(await ids({ handoff: true })).toEqual([sessions.handoff])
    expect(await ids({ live: true })).toHaveLength(4)
    expect(await ids({ ratedDown: true, handoff: true })).toEqual([])
  })

  it('a rating taken back clears the flag', async () => {
    const rows = await server.db.selectFrom('messages').select('id').where('session_id', '=', sessions.rated).where('role', '=', 'assistant').execute()
    await server.post('/chat/Chat/AnswerFeedback', { answerID: rows[0]!.id, rating: 'none' }, { key: key() })
    expect(await ids({ ratedDown: true })).toEqual([])
    await server.post('/chat/Chat/AnswerFeedback', { answerID: rows[0]!.id, rating: 'down' }, { key: key() })
    expect(await ids({ ratedDown: true })).toEqual([sessions.rated])
  })

  it('searches the words of questions and answers through the full-text index', async () => {
    expect(await ids({ text: 'zanzibar' })).toEqual([sessions.handoff])
    expect(await ids({ text: 'POOL por' })).toEqual([sessions.rated])
    // A word only the answer has (the listing's city in the built-in assistant's reply).
    expect(await ids({ text: 'Mongolia' })).toEqual([sessions.offTopic])
    expect(await ids({ text: 'no-such-word-anywhere' })).toEqual([])
    // Query syntax is never syntax: quotes, stars and operators are plain characters.
    const odd = await list({ text: '"pool" OR * NEAR( -' })
    expect(odd.status).toBe(200)
  })

  it('filters by date range and pages', async () => {
    const today = new Date().toISOString().slice(0, 10)
    expect(await ids({ startTime: today, endTime: today })).toHaveLength(4)
    expect(await ids({ startTime: '2020-01-01', endTime: '2020-01-31' })).toEqual([])
    const first = (await list({ pageSize: 3 })).body.Data
    const second = (await list({ pageSize: 3, pageNumber: 2 })).body.Data
    expect(first.HasMore).toBe(true)
    expect(second.HasMore).toBe(false)
    expect([...first.List, ...second.List].map((row) => row.SessionID)).toEqual([sessions.handoff, sessions.offTopic, sessions.rated, sessions.plain])
  })

  it('refuses bad input with the field and rule, and another workspace\'s chatbot is a 404', async () => {
    const backwards = await list({ startTime: '2026-03-02', endTime: '2026-03-01' })
    expect(backwards.status).toBe(400)
    expect(backwards.body.Message).toMatch(/endTime/)
    const tooBig = await list({ pageSize: 500 })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.Message).toMatch(/pageSize/)
    const other = await server.post<{ workspaceId: string; secretKey: string }>('/chat/Chatbot/Add', {}, { key: key() })
    expect(other.status).toBe(200)
    const { createWorkspace } = await import('../../../server/store/workspaces.ts')
    const stranger = await createWorkspace(server.db, 'Stranger')
    expect((await list({}, stranger.secretKey)).status).toBe(404)
  })

  it('drops the conversation of a deleted session and of a removed chatbot', async () => {
    const bot = await server.newChatbot({ Name: 'Short-lived' })
    const sessionID = await workspaceSession(server, bot)
    await ask(server, { sessionID, content: 'hello there' })
    expect(await server.db.selectFrom('conversations').select('session_id').where('chatbot_id', '=', bot).execute()).toHaveLength(1)
    await server.post('/chat/Chatbot/Remove', { serialNumber: bot }, { key: key() })
    expect(await server.db.selectFrom('conversations').select('session_id').where('chatbot_id', '=', bot).execute()).toHaveLength(0)
  })

  it('finds the newest conversations for a word too common to gather every match of, and a rare word among them', async () => {
    const bot = await server.newChatbot({ Name: 'Busy Realty' })
    const sessions = await server.db.insertInto('chat_sessions')
      .values(Array.from({ length: 300 }, (_, i) => ({ chatbot_id: bot, visitor_key_hash: null, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })))
      .returning('id').execute()
    const rows = sessions.flatMap(({ id }, i) => Array.from({ length: Math.ceil((SEARCH_MESSAGE_LIMIT + 100) / 300) }, (_, m) => ({
      session_id: id, chatbot_id: bot, role: 'user' as const, content: `garden question ${m}${i === 7 ? ' zanzibar' : ''}${i % 2 === 0 ? ' basement' : ''}`,
      ask_type: 'text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()
    })))
    for (let i = 0; i < rows.length; i += 500) await server.db.insertInto('messages').values(rows.slice(i, i + 500)).execute()
    const search = async (text: string, pageSize = 5) =>
      (await server.post<Page>('/chat/Chatbot/ConversationList', { serialNumber: bot, text, pageSize }, { key: key() })).body.Data.List.map((row) => row.SessionID)
    const newest = sessions.map(({ id }) => id).reverse()
    expect(await search('garden')).toEqual(newest.slice(0, 5))
    expect(await search('garden basement')).toEqual(newest.filter((_, i) => (299 - i) % 2 === 0).slice(0, 5))
    expect(await search('zanzibar garden')).toEqual([sessions[7]!.id])
  })
})
