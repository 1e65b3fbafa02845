import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../../support/fake-openai.ts'
import { seedDemoChatbot } from '../../support/listing-expectations.ts'
import { startMailingServer, type MailingServer } from '../../support/mailing-server.ts'
import { messagesOf } from '../../support/openai-setup.ts'

let fake: FakeOpenAI
let server: MailingServer
let chatbotId: string
let listing: ListingFields

beforeAll(async () => {
  fake = await startFakeOpenAI()
  server = await startMailingServer({ openaiBaseUrl: fake.baseUrl, openaiApiKey: 'sk-test', openaiModels: ['fake-model'] })
  const seeded = await seedDemoChatbot(server, { Name: 'Casa Bot', Model: 'fake-model', AIResponseLanguage: 'Spanish', TalkToHumanEmail: 'agentes@casa.example' })
  chatbotId = seeded.chatbotId
  listing = seeded.listings[0]!
})
afterAll(async () => {
  await server.close()
  await fake.close()
})
beforeEach(() => {
  fake.reset()
  server.sink.mails.length = 0
})

const showingsOf = (sessionId: number) => server.db.selectFrom('showing_requests').selectAll().where('session_id', '=', sessionId).execute()
const toolReply = (request: Record<string, unknown>) => JSON.parse(String(messagesOf(request).find((message) => message.role === 'tool')?.content)) as Record<string, unknown>
const showingCall = (args: object) => ({ toolCalls: [{ id: 'call_showing', name: 'request_showing', arguments: [JSON.stringify(args)] }] })

describe('the request_showing tool of a model with tools', () => {
  it('stores the request with the visitor\'s times and contact, mails the agents and gives the model the visitor\'s message in their language', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    fake.script({ content: ['¡Claro! ¿Qué días y horarios te vienen bien?'] })
    const first = await ask(server, { sessionID, content: `Me gustaría agendar una visita a ${listing.Address} (MLS ${listing.MLSNumber}).` })
    expect(first.body.Data.content).toBe('¡Claro! ¿Qué días y horarios te vienen bien?')
    expect((fake.requests[0]!.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toEqual(['search_listings', 'save_lead', 'request_showing'])
    // Asking is not yet a request: the model asked for times.
    expect(await showingsOf(sessionID)).toEqual([])

    fake.script(
      showingCall({ listing: listing.MLSNumber, preferred_times: 'el sábado por la mañana', contact: 'ana@example.com' }),
      { content: ['¡Hecho! Un agente te escribirá a ana@example.com.'] }
    )
    const second = await ask(server, { sessionID, content: 'El sábado por la mañana. Mi correo es ana@example.com' })
    expect(second.body.Data.content).toBe('¡Hecho! Un agente te escribirá a ana@example.com.')
    const reply = toolReply(fake.requests[2]!)
    // Read as next Saturday's morning, in the chatbot's time zone.
    const [slot] = reply.read_as as string[]
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T09:00$/)
    expect(new Date(`${slot!.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(6)
    expect(reply).toEqual({
      requested: true, listing: listing.MLSNumber, address: listing.Address, preferred_times: 'el sábado por la mañana', read_as: [slot],
      message_for_visitor: `¡Gracias! He pasado tus horarios preferidos para ${listing.Address} (MLS ${listing.MLSNumber}) a nuestro equipo: «el sábado por la mañana». ` +
        'Un agente te confirmará la visita en ana@example.com, normalmente en un día hábil.'
    })
    const [stored] = await showingsOf(sessionID)
    expect(stored).toMatchObject({ mls_number: listing.MLSNumber, preferred_times: 'el sábado por la mañana', preferred_slots: JSON.stringify([slot]) })
    expect(stored!.notified_at).not.toBeNull()
    const [mail] = await server.sink.waitFor(1)
    expect(mail!.envelopeTo).toEqual(['agentes@casa.example'])
    expect(mail!.subject).toBe(`Showing request: ${listing.Address} (MLS ${listing.MLSNumber}) (Casa Bot)`)
    expect(mail!.text).toContain('Preferred times: el sábado por la mañana')
    expect(mail!.text).toContain(`Read as (UTC): ${slot!.replace('T', ' ')}`)
    expect(mail!.text).toContain('Visitor: ana@example.com')
    const leads = await server.db.selectFrom('leads').select('email').where('session_id', '=', sessionID).execute()
    expect(leads).toEqual([{ email: 'ana@example.com' }])
  })

  it('refuses a listing the site does not have and a request without times, and stores nothing', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    fake.script(showingCall({ listing: 'NOPE-1', preferred_times: 'mañana' }), { content: ['¿Qué vivienda?'] })
    await ask(server, { sessionID, content: 'Quiero ver la casa NOPE-1 mañana' })
    expect(toolReply(fake.requests[1]!)).toEqual({ error: 'No listing of this website has the MLS number or link "NOPE-1"; find it with search_listings first' })
    fake.script(showingCall({ listing: listing.MLSNumber, preferred_times: '  ' }), { content: ['¿Qué días te vienen bien?'] })
    await ask(server, { sessionID, content: `Quiero visitar MLS ${listing.MLSNumber}` })
    expect(toolReply(fake.requests[3]!)).toEqual({ error: 'preferred_times is empty: ask the visitor which days and times suit them, then call request_showing again' })
    expect(await showingsOf(sessionID)).toEqual([])
    expect(server.sink.mails).toEqual([])
  })

  it('answers arguments that are not a JSON object (null) with an error for the model, and the visitor still gets the answer', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    fake.script({ toolCalls: [{ id: 'call_showing', name: 'request_showing', arguments: ['null'] }] }, { content: ['Which home?'] })
    const reply = await ask(server, { sessionID, content: `Show me MLS ${listing.MLSNumber}` })
    expect(reply.status).toBe(200)
    expect(toolReply(fake.requests[1]!)).toEqual({ error: 'The arguments must be a JSON object' })
    expect(await showingsOf(sessionID)).toEqual([])
  })

  it('lets the model call again in the same message after a refused call, and then stores the request', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    fake.script(showingCall({ listing: 'NOPE-1', preferred_times: 'Saturday 10 am' }), showingCall({ listing: listing.MLSNumber, preferred_times: 'Saturday 10 am' }), { content: ['Done.'] })
    await ask(server, { sessionID, content: `Show me MLS ${listing.MLSNumber} on Saturday at 10 am` })
    expect(toolReply(fake.requests[1]!)).toMatchObject({ error: expect.stringContaining('NOPE-1') })
    const second = messagesOf(fake.requests[2]!).filter((message) => message.role === 'tool').at(-1)
    expect(JSON.parse(String(second?.content))).toMatchObject({ requested: true, listing: listing.MLSNumber })
    expect(await showingsOf(sessionID)).toHaveLength(1)
  })

  it('makes one showing request per message, however many calls the model makes', async () => {
    const sessionID = await workspaceSession(server, chatbotId)
    const call = (id: string) => ({ id, name: 'request_showing', arguments: [JSON.stringify({ listing: listing.MLSNumber, preferred_times: 'Saturday 10 am' })] })
    fake.script({ toolCalls: [call('call_1'), call('call_2')] }, { content: ['Done.'] })
    await ask(server, { sessionID, content: `Show me MLS ${listing.MLSNumber} on Saturday at 10 am` })
    const replies = messagesOf(fake.requests[1]!).filter((message) => message.role === 'tool').map((message) => JSON.parse(String(message.content)) as Record<string, unknown>)
    expect(replies.map((reply) => reply.requested ?? reply.error)).toEqual([true, 'One showing request per message: ask the visitor which listing they want to see first'])
    expect(await showingsOf(sessionID)).toHaveLength(1)
    expect(await server.sink.waitFor(1)).toHaveLength(1)
  })

  it('is not offered when the chatbot has no TalkToHumanEmail to tell, and a call to it is refused', async () => {
    const noAgents = (await seedDemoChatbot(server, { Name: 'Sin Agentes', Model: 'fake-model' })).chatbotId
    const sessionID = await workspaceSession(server, noAgents)
    fake.script(showingCall({ listing: listing.MLSNumber, preferred_times: 'Saturday' }), { content: ['OK.'] })
    await ask(server, { sessionID, content: 'Can I see it Saturday?' })
    expect((fake.requests[0]!.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toEqual(['search_listings', 'save_lead'])
    expect(toolReply(fake.requests[1]!)).toEqual({ error: 'There is no tool named request_showing; use search_listings or save_lead' })
    expect(await showingsOf(sessionID)).toEqual([])
  })
})
