import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qualificationFacts } from '../../../server/leads/qualification.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { newConsoleUser } from '../../support/console-client.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts'

const SECRET = 'whsec-qualify-0123456789abcdef'
let receiver: WebhookReceiver
let server: TestServer
let chatbotId: string

interface QualifiedLead { LeadID: number; Email: string; Intent: string; Budget: number | null; Timeline: string; Area: string; PreApproved: boolean | null; ListingsAskedAbout: string[] }

const QUESTION = 'So an agent can help you best, may I ask:'

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET)
  server = await startTestServer({ webhookUrl: receiver.url, webhookSecret: SECRET, webhookBackoffMs: 20 }, { leadPushPollMs: 20, dailyTickMs: 0 })
  chatbotId = await server.newChatbot({ Name: 'Qualify Homes' })
  const key = server.workspace.secretKey
  for (const mls of ['QL-100', 'QL-200']) await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbotId, { MLSNumber: mls }), { key })
})
afterAll(async () => {
  await server.close()
  await receiver.close()
})

const leadsOf = async (sessionId: number) => {
  const reply = await server.post<{ List: QualifiedLead[] }>('/chat/Chatbot/LeadList', { serialNumber: chatbotId, startTime: '2020-01-01', endTime: '2099-12-31', sessionID: sessionId }, { key: server.workspace.secretKey })
  return reply.body.Data.List
}
const pushedEvents = (email = 'lee@example.com') => receiver.received.map((hook) => JSON.parse(hook.body) as { Event: string; Lead: QualifiedLead }).filter((event) => event.Lead.Email === email)

describe('reading what a visitor wants', () => {
  it('finds intent, budget, timeline, area and pre-approval stated in plain English, and guesses nothing', () => {
    expect(qualificationFacts('We are pre-approved up to $650k and want to buy in Round Rock within 3 months')).toEqual({
      intent: 'buy', budget: 650_000, timeline: 'within 3 months', area: 'Round Rock', preApproved: true
    })
    expect(qualificationFacts('Looking to rent, budget is 2,500 a month, moving next spring')).toEqual({ intent: 'rent', budget: 2500, timeline: 'next spring' })
    expect(qualificationFacts('I want to sell my house; we are not pre-approved yet')).toEqual({ intent: 'sell', preApproved: false })
    expect(qualificationFacts('How many bedrooms does it have?')).toEqual({})
    expect(qualificationFacts('Any homes with 3 bedrooms in March?')).toEqual({ timeline: 'in march' })
  })
})

describe('qualified leads through the built-in assistant', () => {
  it('asks for what is missing once, under a full answer, when a visitor asks about one listing again; never again after', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    const first = await ask(server, { sessionID, content: 'Tell me about MLS QL-100' })
    expect(first.body.Data.content).not.toContain(QUESTION)
    const again = await ask(server, { sessionID, content: 'Is MLS QL-100 still available?' })
    const answer = again.body.Data.content
    expect(answer).toContain('QL-100')
    expect(answer.slice(answer.indexOf(QUESTION))).toBe(`${QUESTION} are you looking to buy, rent or sell? What budget do you have in mind? When do you hope to move? ` +
      'Which area do you prefer? Are you pre-approved for a mortgage? What e-mail address or phone number can an agent reach you at? Share only what you like; I am happy to keep answering either way.')
    expect(answer.indexOf(QUESTION)).toBeGreaterThan(0)
    const third = await ask(server, { sessionID, content: 'Can I schedule a showing of MLS QL-100?' })
    expect(third.body.Data.content).not.toContain(QUESTION)
  })

  it('asks only for what is still missing when a visitor asks for a person, and not at all when nothing is', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    await ask(server, { sessionID, content: 'We want to buy in Austin within 6 months, reach me at sam@example.com' })
    const person = await ask(server, { sessionID, content: 'Can I talk to an agent?' })
    expect(person.body.Data.content).toContain(`${QUESTION} what budget do you have in mind? Are you pre-approved for a mortgage? Share only`)

    const known = await workspaceSession(server, chatbotId)
    await ask(server, { sessionID: known, content: 'We are pre-approved and want to buy in Austin within 6 months, budget up to $700k, mail kim@example.com' })
    const showing = await ask(server, { sessionID: known, content: 'I would like to schedule a showing of MLS QL-200' })
    expect(showing.body.Data.content).not.toContain(QUESTION)
  })

  it('keeps the facts on the lead (LeadList, console list and CSV), pushes lead.created with them and lead.updated when they change', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    await ask(server, { sessionID, content: 'Tell me about MLS QL-200' })
    await ask(server, { sessionID, content: 'We want to buy within 3 months, budget up to $650k, we are pre-approved. Write to lee@example.com' })
    const [lead] = await leadsOf(sessionID)
    expect(lead).toMatchObject({ Email: 'lee@example.com', Intent: 'buy', Budget: 650_000, Timeline: 'within 3 months', Area: '', PreApproved: true, ListingsAskedAbout: ['QL-200'] })
    await expect.poll(() => pushedEvents().map((event) => event.Event), { timeout: 10_000 }).toEqual(['lead.created'])
    expect(pushedEvents()[0]!.Lead).toMatchObject({ Intent: 'buy', Budget: 650_000, PreApproved: true })

    await ask(server, { sessionID, content: 'Actually we are looking for homes in Round Rock' })
    await expect.poll(() => pushedEvents().map((event) => event.Event), { timeout: 10_000 }).toEqual(['lead.created', 'lead.updated'])
    expect(pushedEvents()[1]!.Lead).toMatchObject({ LeadID: lead!.LeadID, Area: 'Round Rock', Intent: 'buy' })
    const ids = receiver.received.filter((hook) => hook.body.includes('lee@example.com')).map((hook) => hook.headers['x-webhook-id'])
    expect(ids[0]).toBe(`lead.created:${lead!.LeadID}`)
    expect(ids[1]).toMatch(new RegExp(`^lead\\.updated:${lead!.LeadID}:\\d+$`))
    await ask(server, { sessionID, content: 'Thanks!' })

    const agent = await newConsoleUser(server, 'qualify-agent@example.com', 'agent')
    const listed = await agent.call<{ List: QualifiedLead[] }>('GET', `/chatbots/${chatbotId}/leads`)
    expect(listed.body.Data.List.find((row) => row.Email === 'lee@example.com')).toMatchObject({ Area: 'Round Rock', Timeline: 'within 3 months' })
    const csv = await (await fetch(`${server.url}/console/api/chatbots/${chatbotId}/leads/export`, { headers: { cookie: agent.cookie } })).text()
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('LeadID,SessionID,Name,Email,Phone,Source,Message,ListingAddress,ListingMLSNumber,ListingUrl,CreatedAt,Intent,Budget,Timeline,Area,PreApproved,ListingsAskedAbout')
    expect(lines.find((line) => line.includes('lee@example.com'))).toMatch(/,buy,650000,within 3 months,Round Rock,true,QL-200$/)
    // Nothing changed by "Thanks!": no third push (the delivery log, settled, has two per target).
    await expect.poll(async () => (await agent.call<{ List: { LeadID: number; Status: string }[] }>('GET', `/chatbots/${chatbotId}/lead-pushes`)).body.Data.List
      .filter((push) => push.LeadID === lead!.LeadID).map((push) => push.Status), { timeout: 10_000 }).toEqual(['delivered', 'delivered'])
    expect(pushedEvents().map((event) => event.Event)).toEqual(['lead.created', 'lead.updated'])
  })
})
