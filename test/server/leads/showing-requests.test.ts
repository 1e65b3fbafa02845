import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startMailingServer, type MailingServer } from '../../support/mailing-server.ts'

let server: MailingServer
let chatbotId: string

beforeAll(async () => {
  server = await startMailingServer()
  chatbotId = await server.newChatbot({ Name: 'Showing Homes', TalkToHumanEmail: 'agents@showing.example' })
  await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbotId, { MLSNumber: 'SH-300' }), { key: server.workspace.secretKey })
})
afterAll(() => server.close())
beforeEach(() => void (server.sink.mails.length = 0))

const showingsOf = (sessionId: number) => server.db.selectFrom('showing_requests').selectAll().where('session_id', '=', sessionId).execute()

describe('showing requests in the chat', () => {
  it('asks for times, stores them on a showing request, mails the agents and tells the visitor what happens next', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    await ask(server, { sessionID, content: 'My e-mail is pat@example.com' })
    const asked = await ask(server, { sessionID, content: 'I would like to schedule a showing of MLS SH-300.' })
    expect(asked.body.Data.content).toMatch(/^I would be glad to arrange a showing of .+ \(MLS SH-300\)\. Which days and times suit you\?/)
    expect(asked.body.Data.listings.map((card) => card.MLSNumber)).toEqual(['SH-300'])
    expect(await showingsOf(sessionID)).toMatchObject([{ mls_number: 'SH-300', preferred_times: '', notified_at: null }])

    const confirmed = await ask(server, { sessionID, content: 'Saturday morning or Monday after 5 pm' })
    expect(confirmed.body.Data.content).toContain('I have passed your preferred times for')
    expect(confirmed.body.Data.content).toContain('"Saturday morning or Monday after 5 pm"')
    expect(confirmed.body.Data.content).toContain('An agent will confirm the showing with you at pat@example.com, usually within one business day.')
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['agents@showing.example'])
    expect(mail!.subject).toMatch(/^Showing request: .+ \(MLS SH-300\) \(Showing Homes\)$/)
    expect(mail!.text).toContain('Preferred times: Saturday morning or Monday after 5 pm')
    expect(mail!.text).toContain('Visitor: pat@example.com')
    expect(mail!.text).toContain(`/console/#/chatbots/${chatbotId}/conversations/${sessionID}`)
    const [stored] = await showingsOf(sessionID)
    expect(stored).toMatchObject({ preferred_times: 'Saturday morning or Monday after 5 pm' })
    expect(stored!.notified_at).not.toBeNull()

    // The request is settled: the next message about times is an ordinary question.
    const later = await ask(server, { sessionID, content: 'Is Sunday afternoon fine too?' })
    expect(later.body.Data.content).not.toContain('I have passed your preferred times')
  })

  it('asks a visitor who left no contact for one, and answers as usual when the next message gives no time', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    await ask(server, { sessionID, content: 'Can I tour MLS SH-300?' })
    const other = await ask(server, { sessionID, content: 'How big is the lot?' })
    expect(other.body.Data.content).not.toContain('preferred times')
    const confirmed = await ask(server, { sessionID, content: 'tomorrow at 10:30 am' })
    expect(confirmed.body.Data.content).toContain('An agent will confirm the showing with you. What e-mail address or phone number can they reach you at?')
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.text).toContain('Visitor: no contact left yet (they were asked for one)')
  })
  it('opens no request when the chatbot has no TalkToHumanEmail to tell', async () => {
    const noAgents = await server.newChatbot({ Name: 'No Agents' })
    await server.post('/chat/Chatbot/RealEstateCreate', listingInput(noAgents, { MLSNumber: 'SH-400' }), { key: server.workspace.secretKey })
    const sessionID = await workspaceSession(server, noAgents)
    const reply = await ask(server, { sessionID, content: 'I would like to schedule a showing of MLS SH-400.' })
    expect(reply.body.Data.content).not.toContain('Which days and times suit you?')
    expect(await showingsOf(sessionID)).toEqual([])
  })
})
