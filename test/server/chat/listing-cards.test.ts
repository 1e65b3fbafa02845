import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingCard } from '../../../server/schemas/listing-card.ts'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { ask, askStream, visitorSession, workspaceSession } from '../../support/chat-helpers.ts'
import { seedDemoChatbot } from '../../support/listing-expectations.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let chatbotId: string
let listings: ListingFields[]

beforeAll(async () => {
  server = await startTestServer()
  ;({ chatbotId, listings } = await seedDemoChatbot(server, { Name: 'Harbor & Pine' }))
})
afterAll(() => server.close())

describe('listing cards', () => {
  it('carries the listings an answer names, in the order it names them, as cards with price, rooms, photo and status', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    const reply = await ask(server, { sessionID: sessionId, content: 'Homes for sale in Austin' })
    expect(reply.status).toBe(200)
    const { content, listings: cards } = reply.body.Data
    expect(cards.length).toBeGreaterThan(1)
    const positions = cards.map((card) => content.indexOf(card.MLSNumber))
    expect(positions.every((at) => at > 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    for (const card of cards) {
      const source = listings.find((listing) => listing.MLSNumber === card.MLSNumber)!
      expect(card).toMatchObject({
        Url: source.Url, SaleType: 'for_sale', Status: source.Status, CurrencySymbol: source.CurrencySymbol,
        Price: source.SalePrice, Bedrooms: source.Bedrooms, Bathrooms: source.Bathrooms, BuildingArea: source.BuildingArea,
        Image: source.Images![0]
      })
      expect(card.Address).toContain('Austin')
      expect(card.Key).toMatch(/^[0-9a-f]{32}$/)
    }
  })

  it('puts the same cards in the final stream event, and none for an answer that names no listing', async () => {
    const visitor = await visitorSession(server, chatbotId)
    const reply = await askStream(server, { sessionID: visitor.sessionId, content: 'Apartments for rent in Austin' }, { headers: visitor.headers })
    const final = reply.final!
    // The cards are the rentals in Austin the answer names by MLS number, in the order it names them.
    const named = listings
      .filter((listing) => listing.SaleType === 'for_rent' && final.Answer.includes(listing.MLSNumber))
      .sort((a, b) => final.Answer.indexOf(a.MLSNumber) - final.Answer.indexOf(b.MLSNumber))
    expect(named.length).toBeGreaterThan(1)
    expect(final.Listings.map((card: ListingCard) => card.MLSNumber)).toEqual(named.map((listing) => listing.MLSNumber))
    expect(final.Listings.every((card: ListingCard) => card.SaleType === 'for_rent')).toBe(true)
    const empty = await server.newChatbot()
    const hello = await ask(server, { sessionID: await workspaceSession(server, empty), content: 'Homes for sale in Austin' })
    expect(hello.body.Data.content).toContain('Austin')
    expect(hello.body.Data.listings).toEqual([])
  })

  it('makes no card of a listing the help texts name only as an example to ask about', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    for (const question of ['Hello', 'Which areas do you cover?', 'Tell me a joke']) {
      const { content, listings: cards } = (await ask(server, { sessionID: sessionId, content: question })).body.Data
      expect(content, question).toMatch(/tell me about MLS [A-Z]{2}\d{7}/)
      expect(cards, question).toEqual([])
    }
  })

  it('is in the OpenAPI document for ClientAsk, beside the contract fields', async () => {
    type Schema = { required?: string[]; properties: Record<string, { items?: { $ref?: string } }> }
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> } }>
      components: { schemas: Record<string, Schema> }
    }
    const { schemas } = doc.components
    const ask = doc.paths['/chat/Chat/ClientAsk']!.post!.responses['200']!.content
    expect(ask['application/json']!.schema.$ref).toBe('#/components/schemas/ClientAskReplyEnvelope')
    expect(ask['text/event-stream']!.schema.$ref).toBe('#/components/schemas/StreamEvent')
    // The reply and the stream's final event both carry the cards, beside the contract's fields.
    expect(schemas.ClientAskReply!.required).toEqual(expect.arrayContaining(['messageid', 'content', 'totalToken', 'listings']))
    expect(schemas.ClientAskReply!.properties.listings!.items!.$ref).toBe('#/components/schemas/ListingCard')
    expect(schemas.StreamFinal!.required).toEqual(expect.arrayContaining(['QuestionID', 'AnswerID', 'Answer', 'TotalToken', 'Listings']))
    expect(schemas.StreamFinal!.properties.Listings!.items!.$ref).toBe('#/components/schemas/ListingCard')
    expect(Object.keys(schemas.ListingCard!.properties)).toContain('MLSNumber')
    for (const route of ['/chat/Chat/AnswerFeedback', '/chat/Chat/ResumeAnswer', '/chat/Chat/StopAnswer']) expect(doc.paths[route]?.post, route).toBeDefined()
  })
})
