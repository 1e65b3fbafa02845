import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingFields } from '../../server/schemas/listing.ts'
import { startTestServer, type TestServer } from './helpers.ts'
import { ask, workspaceSession } from './chat-helpers.ts'
import { expectListing, mlsIn, seedDemoChatbot } from './listing-expectations.ts'

let server: TestServer
let chatbotId: string
let listings: ListingFields[]

beforeAll(async () => {
  server = await startTestServer()
  ;({ chatbotId, listings } = await seedDemoChatbot(server, { Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' }))
})
afterAll(() => server.close())

/** Asks in a fresh session unless one is given; returns the answer. */
async function answer(question: string, sessionId?: number) {
  const reply = await ask(server, { sessionID: sessionId ?? (await workspaceSession(server, chatbotId)), content: question })
  expect(reply.status, reply.body.Message).toBe(200)
  return reply.body.Data
}

describe('built-in listing assistant: talk', () => {
  it('greets honestly as an automated assistant', async () => {
    const { content, noAnswer } = await answer('Hello!')
    expect(noAnswer).toBe(false)
    expect(content).toContain('automated listing assistant of Harbor & Pine')
    expect(content).toContain(`${listings.length} homes`)
  })

  it('says it is not a person when asked', async () => {
    expect((await answer('Are you a real person?')).content).toContain('not a person')
  })

  it('lists the cities it covers with their counts', async () => {
    const { content } = await answer('Which cities do you cover?')
    expect(content).toContain(`Austin, TX (${listings.filter((l) => l.City === 'Austin').length})`)
    expect(content).toContain(`San Diego, CA (${listings.filter((l) => l.City === 'San Diego').length})`)
  })

  it('sets noAnswer for anything else, offering a person when the chatbot has one', async () => {
    const { content, noAnswer } = await answer('What will the weather be tomorrow?')
    expect(noAnswer).toBe(true)
    expect(content).toContain('only knows the homes listed here')
    expect(content).toContain('a member of our team')
    const alone = await server.newChatbot()
    const reply = await ask(server, { sessionID: await workspaceSession(server, alone), content: 'What will the weather be tomorrow?' })
    expect(reply.body.Data.noAnswer).toBe(true)
    expect(reply.body.Data.content).not.toContain('a member of our team')
  })

  it('does not take a question that merely mentions a house for a search', async () => {
    const { noAnswer, content } = await answer('Can I bring my pets to the house?')
    expect(noAnswer).toBe(true)
    expect(content).not.toContain('I found')
  })
})

describe('built-in listing assistant: follow-ups', () => {
  it('keeps the city and sale type for "and with 2 bedrooms?", then swaps the city for "what about Denver?"', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    expectListing((await answer('Homes for sale in Austin', sessionId)).content, listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale'))
    const twoBeds = await answer('and with 2 bedrooms?', sessionId)
    expectListing(twoBeds.content, listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && l.Bedrooms === 2))
    expect(twoBeds.content).toContain('homes for sale in Austin with 2 bedrooms')
    const denver = await answer('What about Denver?', sessionId)
    expectListing(denver.content, listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && l.Bedrooms === 2))
  })

  it('shows the next page for "show more"', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    const denver = listings.filter((l) => l.City === 'Denver')
    const first = mlsIn((await answer('Homes in Denver', sessionId)).content)
    const more = await answer('show more', sessionId)
    const next = mlsIn(more.content)
    expect(next).toHaveLength(Math.min(5, denver.length - 5))
    expect(next.every((mls) => !first.includes(mls) && denver.some((l) => l.MLSNumber === mls))).toBe(true)
    expect(more.content).toContain(`6 to ${5 + next.length} of ${denver.length}`)
  })

  it('starts afresh when a new place is named without continuing', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    await answer('3 bedroom homes in Austin under 900k', sessionId)
    expectListing((await answer('Rentals in Miami', sessionId)).content, listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_rent'))
  })
})
