import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordLeadsFromMessage } from '../../../server/leads/record.ts'
import * as leadMessageListing from '../../../server/store/migrations/017-lead-message-listing.ts'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { addMessage } from '../../../server/store/messages.ts'
import { createSession } from '../../../server/store/sessions.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type LeadList = {
  List: Array<{
    LeadID: number; SessionID: number; Name: string; Email: string; Phone: string; Source: string; MessageID: number | null; Message: string
    Listing: { Key: string; MLSNumber: string; Address: string; City: string; Price: number | null } | null; CreatedAt: string
  }>
  VirtualCount: number
}

let server: TestServer
let serial: string
let sessionA: number
let sessionB: number

/** Stores a visitor message the way ClientAsk does, then records its leads, dated `at`. */
async function visitorSays(sessionId: number, text: string, at: string) {
  const messageId = await addMessage(server.db, {
    session_id: sessionId, chatbot_id: serial, role: 'user', content: text, ask_type: 'Text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0
  })
  const added = await recordLeadsFromMessage(server.db, { chatbotId: serial, sessionId, messageId, text })
  for (const lead of added) await server.db.updateTable('leads').set({ created_at: at }).where('id', '=', lead.id).execute()
  return { messageId, added }
}

const leadList = (body: Record<string, unknown>, key = server.workspace.secretKey) =>
  server.post<LeadList>('/chat/Chatbot/LeadList', { serialNumber: serial, ...body }, { key })

beforeAll(async () => {
  server = await startTestServer()
  serial = await server.newChatbot()
  sessionA = await createSession(server.db, serial)
  sessionB = await createSession(server.db, serial)
  await visitorSays(sessionA, 'Hi, I am interested in the Oak St house', '2026-03-01T10:00:00.000Z')
  await visitorSays(sessionA, 'Email me at Jo@Example.com or call (415) 555-2671', '2026-03-01T23:59:59.000Z')
  await visitorSays(sessionB, 'Reach me at +44 20 7946 0958', '2026-03-03T00:00:00.000Z')
  await visitorSays(sessionB, 'or sam@example.org', '2026-03-04T08:00:00.000Z')
})
afterAll(() => server.close())

describe('recordLeadsFromMessage', () => {
  it('stores an address and a number of one message as one lead, with the message, and skips repeats', async () => {
    const repeat = await visitorSays(sessionA, 'again: jo@example.com, 415-555-2671', '2026-03-01T12:00:00.000Z')
    expect(repeat.added).toEqual([])
    const rows = await server.db.selectFrom('leads').selectAll().where('session_id', '=', sessionA).orderBy('id').execute()
    expect(rows.map((row) => [row.email, row.phone, row.source, row.message])).toEqual([
      ['jo@example.com', '+14155552671', 'chat', 'Email me at Jo@Example.com or call (415) 555-2671']
    ])
  })

  it('records only the values a session has not given yet, paired as one lead', async () => {
    const session = await createSession(server.db, serial)
    await visitorSays(session, 'I am lee@example.net', '2026-04-05T10:00:00.000Z')
    const { added } = await visitorSays(session, 'lee@example.net, or lee.work@example.net, cell 415-555-0100', '2026-04-05T10:01:00.000Z')
    expect(added.map((row) => [row.email, row.phone])).toEqual([['lee.work@example.net', '+14155550100']])
  })

  it('records nothing for a message without contact details', async () => {
    expect((await visitorSays(sessionA, 'Is the $2,500 rent negotiable? Built 1998?', '2026-03-01T12:00:00.000Z')).added).toEqual([])
  })
})

describe('leads from the chat', () => {
  it('ClientAsk records the contact details a visitor writes, and LeadList shows them', async () => {
    const chatbot = await server.newChatbot()
    const visitor = (await server.post<{ SessionID: number; SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: chatbot })).body.Data
    const asked = await server.post('/chat/Chat/ClientAsk', { sessionID: visitor.SessionID, content: 'Homes in Austin? Write to lee@example.net or 415-555-0199' }, { headers: { 'chatrobot-sessionkey': visitor.SessionKey } })
    expect(asked.status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    const leads = (await server.post<LeadList>('/chat/Chatbot/LeadList', { serialNumber: chatbot, startTime: today, endTime: today }, { key: server.workspace.secretKey })).body.Data
    expect(leads.List.map((lead) => [lead.SessionID, lead.Email, lead.Phone, lead.Message])).toEqual([
      [visitor.SessionID, 'lee@example.net', '+14155550199', 'Homes in Austin? Write to lee@example.net or 415-555-0199']
    ])
  })

  it('LeadList names the listing the conversation was about when the visitor left the contact', async () => {
    const chatbot = await server.newChatbot()
    const key = { key: server.workspace.secretKey }
    expect((await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbot, { MLSNumber: 'TX-7788', Address: '7788 Lamar Blvd', SalePrice: 640000 }), key)).status).toBe(200)
    const sessionID = await workspaceSession(server, chatbot)
    await ask(server, { sessionID, content: 'Tell me about MLS TX-7788' })
    await ask(server, { sessionID, content: 'I want to see it: pat@example.com, 512-555-0147' })
    const today = new Date().toISOString().slice(0, 10)
    const leads = (await server.post<LeadList>('/chat/Chatbot/LeadList', { serialNumber: chatbot, startTime: today, endTime: today }, key)).body.Data
    expect(leads.List).toHaveLength(1)
    expect(leads.List[0]).toMatchObject({
      Email: 'pat@example.com', Phone: '+15125550147', Message: 'I want to see it: pat@example.com, 512-555-0147',
      Listing: { MLSNumber: 'TX-7788', Address: '7788 Lamar Blvd', City: 'Austin', Price: 640000 }
    })
  })
})

describe('LeadList', () => {
  it('lists the leads of a date range, newest first, with their session, source message and time', async () => {
    const reply = await leadList({ startTime: '2026-03-01', endTime: '2026-03-04' })
    expect(reply.status).toBe(200)
    expect(reply.body.Data.VirtualCount).toBe(3)
    expect(reply.body.Data.List.map((lead) => lead.Email || lead.Phone)).toEqual(['sam@example.org', '+442079460958', 'jo@example.com'])
    const first = reply.body.Data.List[2]!
    expect(Object.keys(first).sort()).toEqual(['Area', 'Budget', 'CreatedAt', 'Email', 'Intent', 'LeadID', 'Listing', 'ListingsAskedAbout', 'Message', 'MessageID', 'Name', 'Phone', 'PreApproved', 'SessionID', 'Source', 'Timeline'])
    expect(first).toMatchObject({
      SessionID: sessionA, Name: '', Email: 'jo@example.com', Phone: '+14155552671', Source: 'chat',
      Message: 'Email me at Jo@Example.com or call (415) 555-2671', Listing: null, CreatedAt: '2026-03-01T23:59:59.000Z'
    })
    expect(first.MessageID).toBeTypeOf('number')
  })

  it('includes both end days and nothing outside them', async () => {
    const days = async (startTime: string, endTime: string) =>
      (await leadList({ startTime, endTime })).body.Data.List.map((lead) => lead.Email || lead.Phone)
    expect(await days('2026-03-01', '2026-03-01')).toEqual(['jo@example.com'])
    expect(await days('2026-03-02', '2026-03-02')).toEqual([])
    expect(await days('2026-03-03', '2026-03-03')).toEqual(['+442079460958'])
    expect(await days('2026-03-04', '2026-03-04')).toEqual(['sam@example.org'])
  })

  it('filters by sessionID and pages', async () => {
    const session = await leadList({ startTime: '2026-03-01', endTime: '2026-03-31', sessionID: sessionB })
    expect(session.body.Data.List.map((lead) => lead.SessionID)).toEqual([sessionB, sessionB])
    const page = await leadList({ startTime: '2026-03-01', endTime: '2026-03-31', pageSize: 1, pageNumber: 2 })
    expect(page.body.Data.List.map((lead) => lead.Phone)).toEqual(['+442079460958'])
    expect(page.body.Data.VirtualCount).toBe(3)
  })

  it('answers 404 for another workspace\'s chatbot, as for one that does not exist', async () => {
    const other = await createWorkspace(server.db, 'Other')
    const reply = await leadList({ startTime: '2026-03-01', endTime: '2026-03-31' }, other.secretKey)
    expect(reply.status).toBe(404)
    expect(reply.body).toMatchObject({ Success: false, Code: 404, Message: `Chatbot ${serial} was not found` })
    const theirs = await createChatbot(server.db, other.workspaceId)
    expect((await server.post('/chat/Chatbot/LeadList', { serialNumber: theirs, startTime: '2026-03-01', endTime: '2026-03-02' }, { key: server.workspace.secretKey })).status).toBe(404)
  })

  it.each([
    [{ startTime: '2026/03/01', endTime: '2026-03-04' }, 'startTime must be a UTC date written YYYY-MM-DD (the first day included)'],
    [{ startTime: '2026-03-04', endTime: '2026-03-01' }, 'endTime must be the same day as startTime or later'],
    [{ startTime: '2026-03-01' }, 'endTime is required'],
    [{ startTime: '2026-03-01', endTime: '2026-03-04', sessionID: 'x' }, 'sessionID must be an integer']
  ])('refuses %j with 400', async (body, message) => {
    const reply = await leadList(body)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })

  it('needs a workspace key', async () => {
    expect((await server.post('/chat/Chatbot/LeadList', { serialNumber: serial, startTime: '2026-03-01', endTime: '2026-03-02' })).status).toBe(401)
  })
})

describe('removing a chatbot', () => {
  it('removes its leads, handoffs and daily deliveries with it', async () => {
    const doomed = await server.newChatbot({ TalkToHumanEmail: 'agent@example.com' })
    const session = await createSession(server.db, doomed)
    const messageId = await addMessage(server.db, { session_id: session, chatbot_id: doomed, role: 'user', content: 'x@example.com', ask_type: 'Text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0 })
    await recordLeadsFromMessage(server.db, { chatbotId: doomed, sessionId: session, messageId, text: 'x@example.com' })
    await server.db.insertInto('handoffs').values({ chatbot_id: doomed, session_id: session, name: 'X', email: 'x@example.com', message: 'hi', created_at: '2026-03-01T00:00:00.000Z' }).execute()
    await server.db.insertInto('daily_deliveries').values({ chatbot_id: doomed, kind: 'leads_mail', local_date: '2026-03-01', status: 'sent', attempts: 1, claimed_at: '2026-03-02T07:00:00.000Z', error: '' }).execute()

    const reply = await server.post('/chat/Chatbot/Remove', { serialNumber: doomed }, { key: server.workspace.secretKey })
    expect(reply.status).toBe(200)
    for (const table of ['leads', 'handoffs', 'daily_deliveries'] as const) {
      expect(await server.db.selectFrom(table).select('chatbot_id').where('chatbot_id', '=', doomed).execute(), table).toEqual([])
    }
  })
})

describe('migration 017', () => {
  it('gives the leads a database already held their messages back', async () => {
    const before = await server.db.selectFrom('leads').select(['id', 'message']).where('chatbot_id', '=', serial).orderBy('id').execute()
    expect(before.filter((lead) => lead.message).length).toBeGreaterThan(2)
    await leadMessageListing.down(server.db as never)
    await leadMessageListing.up(server.db as never)
    expect(await server.db.selectFrom('leads').select(['id', 'message']).where('chatbot_id', '=', serial).orderBy('id').execute()).toEqual(before)
  })
})
