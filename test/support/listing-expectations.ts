import { afterAll, beforeAll, expect } from 'vitest'
import { demoListings } from '../../server/demo/listings.ts'
import type { ChatbotSettings } from '../../server/schemas/chatbot.ts'
import type { ListingFields } from '../../server/schemas/listing.ts'
import { createListing } from '../../server/store/listings.ts'
import { ask, workspaceSession } from './chat-helpers.ts'
import { startTestServer, type TestServer } from './server.ts'

/** A chatbot with the fifty demo listings; the listings are returned so tests can work out the right answers. */
export async function seedDemoChatbot(server: TestServer, settings: Partial<ChatbotSettings> = {}) {
  const chatbotId = await server.newChatbot(settings)
  const listings = demoListings(chatbotId, 'https://homes.example')
  for (const listing of listings) await createListing(server.db, chatbotId, listing)
  return { chatbotId, listings }
}

/**
 * A test file's server with a demo-seeded chatbot, started before its tests and closed after,
 * and `answer(question, sessionId?)` which asks in a fresh session unless one is given.
 */
export function useDemoAssistant(settings: Partial<ChatbotSettings>) {
  const bot = {
    server: undefined as unknown as TestServer,
    chatbotId: '',
    listings: [] as ListingFields[],
    async answer(question: string, sessionId?: number) {
      const reply = await ask(bot.server, { sessionID: sessionId ?? (await workspaceSession(bot.server, bot.chatbotId)), content: question })
      expect(reply.status, reply.body.Message).toBe(200)
      return reply.body.Data
    }
  }
  beforeAll(async () => {
    bot.server = await startTestServer()
    Object.assign(bot, await seedDemoChatbot(bot.server, settings))
  })
  afterAll(() => bot.server.close())
  return bot
}

/** The MLS numbers an answer shows, in order. */
export const mlsIn = (text: string) => [...text.matchAll(/MLS ([A-Z]{2}\d{7})/g)].map((match) => match[1] as string)

/** A listing's price as a visitor should read it: "$425,000" or "$2,150/month". */
export const priceText = (l: ListingFields) =>
  l.SaleType === 'for_rent' ? `$${l.RentPrice!.toLocaleString('en-US')}/month` : `$${l.SalePrice!.toLocaleString('en-US')}`

/** The answer lists the first page of exactly `expected`, says how many there are, and shows each one's real values. */
export function expectListing(text: string, expected: ListingFields[]) {
  expect(expected.length, 'the question should match some seeded listings').toBeGreaterThan(0)
  const shown = mlsIn(text)
  expect(shown).toHaveLength(Math.min(5, expected.length))
  const byMls = new Map(expected.map((l) => [l.MLSNumber, l]))
  for (const mls of shown) {
    const listing = byMls.get(mls)
    expect(listing, `${mls} does not match the question`).toBeDefined()
    const line = text.split('\n').find((row) => row.includes(`MLS ${mls}`)) ?? ''
    expect(line).toContain(`[${listing!.Address}, ${listing!.City}, ${listing!.State} ${listing!.ZIP}](${listing!.Url})`)
    expect(line).toContain(priceText(listing!))
    expect(line).toContain(`${listing!.Bedrooms} bd`)
  }
  expect(text).toContain(expected.length === 1 ? 'I found one listing' : `I found **${expected.length} `)
}
