import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { consoleCall, newConsoleUser, type ConsoleClient } from '../../support/console-client.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

interface Summary { SessionID: number; FirstQuestion: string; RatedDown: boolean }
interface Transcript { SessionID: number; TimeZone: string; Messages: { Role: string; Content: string; Feedback: { Rating: string; Comment: string } | null; Listings: { MLSNumber: string }[] }[] }

let server: TestServer
let agent: ConsoleClient
let chatbotId: string
let lookUpSession: number
let formulaSession: number

beforeAll(async () => {
  server = await startTestServer()
  agent = await newConsoleUser(server, 'agent@example.com', 'agent')
  chatbotId = await server.newChatbot({ Name: 'Inbox Homes', TimeZone: 'Europe/Lisbon' })
  const key = server.workspace.secretKey
  await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbotId, { MLSNumber: 'LX-77' }), { key })
  lookUpSession = await workspaceSession(server, chatbotId)
  const answer = await ask(server, { sessionID: lookUpSession, content: 'Tell me about MLS LX-77, my e-mail is buyer@example.com' })
  await server.post('/chat/Chat/AnswerFeedback', { answerID: answer.body.Data.messageid, rating: 'down', comment: 'too short' }, { key })
  formulaSession = await workspaceSession(server, chatbotId)
  await ask(server, { sessionID: formulaSession, content: '=HYPERLINK("https://evil.example","click"), "quoted"' })
})
afterAll(() => server.close())

describe('the inbox in the console', () => {
  it('lists conversations for an agent, newest first, with filters and text search', async () => {
    const all = await agent.call<{ List: Summary[]; TimeZone: string }>('GET', `/chatbots/${chatbotId}/conversations`)
    expect(all.status).toBe(200)
    expect(all.body.Data.TimeZone).toBe('Europe/Lisbon')
    expect(all.body.Data.List.map((row) => row.SessionID)).toEqual([formulaSession, lookUpSession])
    const rated = await agent.call<{ List: Summary[] }>('GET', `/chatbots/${chatbotId}/conversations?ratedDown=1`)
    expect(rated.body.Data.List.map((row) => row.SessionID)).toEqual([lookUpSession])
    const searched = await agent.call<{ List: Summary[] }>('GET', `/chatbots/${chatbotId}/conversations?text=${encodeURIComponent('hyperlink')}`)
    expect(searched.body.Data.List.map((row) => row.SessionID)).toEqual([formulaSession])
  })

  it('shows a transcript with each answer\'s listing cards and feedback', async () => {
    const reply = await agent.call<Transcript>('GET', `/chatbots/${chatbotId}/conversations/${lookUpSession}`)
    expect(reply.status).toBe(200)
    const [question, answer] = reply.body.Data.Messages
    expect(question).toMatchObject({ Role: 'user', Content: 'Tell me about MLS LX-77, my e-mail is buyer@example.com', Listings: [] })
    expect(answer!.Role).toBe('assistant')
    expect(answer!.Listings.map((card) => card.MLSNumber)).toEqual(['LX-77'])
    expect(answer!.Feedback).toMatchObject({ Rating: 'down', Comment: 'too short' })
  })

  it('exports the filtered set as CSV that a spreadsheet cannot run, and as JSON', async () => {
    const response = await fetch(`${server.url}/console/api/chatbots/${chatbotId}/conversations/export`, { headers: { cookie: agent.cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="conversations-${chatbotId}.csv"`)
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('SessionID,StartedAt,LastAt,Messages,RatedUp,RatedDown,Unanswered,Handoff,FirstQuestion')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(new RegExp(`^${formulaSession},.*,"'=HYPERLINK\\(""https://evil.example"",""click""\\), ""quoted"""$`))
    const json = await fetch(`${server.url}/console/api/chatbots/${chatbotId}/conversations/export?format=json&ratedDown=1`, { headers: { cookie: agent.cookie } })
    expect((await json.json() as Summary[]).map((row) => row.SessionID)).toEqual([lookUpSession])
  })

  it('lists and exports leads', async () => {
    const leads = await agent.call<{ List: { Email: string }[]; VirtualCount: number }>('GET', `/chatbots/${chatbotId}/leads`)
    expect(leads.body.Data).toMatchObject({ VirtualCount: 1, List: [{ Email: 'buyer@example.com' }] })
    const csv = await fetch(`${server.url}/console/api/chatbots/${chatbotId}/leads/export`, { headers: { cookie: agent.cookie } })
    const lines = (await csv.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('LeadID,SessionID,Name,Email,Phone,Source,Message,ListingAddress,ListingMLSNumber,ListingUrl,CreatedAt,Intent,Budget,Timeline,Area,PreApproved,ListingsAskedAbout')
    expect(lines[1]).toMatch(new RegExp(`^\\d+,${lookUpSession},,buyer@example.com,,chat,"Tell me about MLS LX-77, my e-mail is buyer@example.com",,,,20[^,]*,,,,,,LX-77$`))
  })

  it('refuses a visitor without a session, another workspace\'s chatbot and a bad filter', async () => {
    expect((await consoleCall(server, 'GET', `/chatbots/${chatbotId}/conversations`)).status).toBe(401)
    const other = await createWorkspace(server.db, 'Other')
    const foreign = await createChatbot(server.db, other.workspaceId, { Name: 'Not yours' })
    expect((await agent.call('GET', `/chatbots/${foreign}/conversations`)).status).toBe(404)
    expect((await agent.call('GET', `/chatbots/${foreign}/conversations/${lookUpSession}`)).status).toBe(404)
    expect((await agent.call('GET', `/chatbots/${chatbotId}/conversations/999999`)).status).toBe(404)
    const bad = await agent.call('GET', `/chatbots/${chatbotId}/conversations?pageSize=5000`)
    expect(bad.status).toBe(400)
    expect(bad.body.Message).toMatch(/pageSize/)
    const backwards = await agent.call('GET', `/chatbots/${chatbotId}/conversations?startTime=2026-03-02&endTime=2026-03-01`)
    expect(backwards.status).toBe(400)
  })
})
