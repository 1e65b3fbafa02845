import { describe, expect, it } from 'vitest'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { messagesOf, useOpenAIChatbot } from '../../support/openai-setup.ts'

const setup = useOpenAIChatbot()

interface QualifiedLead { Email: string; Intent: string; Budget: number | null; Timeline: string; Area: string; PreApproved: boolean | null; ListingsAskedAbout: string[] }

describe('the save_lead tool of a model with tools', () => {
  it('is offered beside the listing search and writes the fields it is given onto the session\'s lead', async () => {
    const mls = setup.listings[0]!.MLSNumber
    const args = JSON.stringify({ intent: 'rent', budget: 2400, timeline: 'next month', area: 'Coral Gables', pre_approved: false, mls_numbers: [mls, 'NOT-A-LISTING'] })
    setup.fake.script(
      { toolCalls: [{ id: 'call_lead', name: 'save_lead', arguments: [args.slice(0, 20), args.slice(20)] }] },
      { content: ['Anotado. ¿Algo más?'] }
    )
    const sessionID = await workspaceSession(setup.server, setup.chatbotId)
    const reply = await ask(setup.server, { sessionID, content: 'Quiero alquilar en Coral Gables el mes que viene, hasta 2400 al mes. Mi correo es ana@example.com' })
    expect(reply.body.Data.content).toBe('Anotado. ¿Algo más?')

    const [first, second] = setup.fake.requests as [Record<string, unknown>, Record<string, unknown>]
    expect((first.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toEqual(['search_listings', 'save_lead', 'request_showing'])
    const toolReply = messagesOf(second).find((message) => message.role === 'tool')
    expect(JSON.parse(String(toolReply?.content))).toEqual({ saved: ['intent', 'budget', 'timeline', 'area', 'preApproved', 'mls_numbers'] })

    const leads = await setup.server.post<{ List: QualifiedLead[] }>('/chat/Chatbot/LeadList',
      { serialNumber: setup.chatbotId, startTime: '2020-01-01', endTime: '2099-12-31', sessionID }, { key: setup.server.workspace.secretKey })
    expect(leads.body.Data.List).toEqual([expect.objectContaining({
      Email: 'ana@example.com', Intent: 'rent', Budget: 2400, Timeline: 'next month', Area: 'Coral Gables', PreApproved: false, ListingsAskedAbout: [mls]
    })])
  })

  it('leaves out arguments of the wrong kind instead of failing the answer', async () => {
    setup.fake.script(
      { toolCalls: [{ id: 'call_bad', name: 'save_lead', arguments: ['{"intent":"lease","budget":"a lot","pre_approved":"yes","timeline":"  "}'] }] },
      { content: ['Vale.'] }
    )
    const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'Hola' })
    expect(reply.body.Data.content).toBe('Vale.')
    const toolReply = messagesOf(setup.fake.requests[1]!).find((message) => message.role === 'tool')
    expect(JSON.parse(String(toolReply?.content))).toEqual({ saved: [] })
  })
})
