import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoListings } from '../../server/demo/listings.ts'
import type { ListingFields } from '../../server/schemas/listing.ts'
import { createListing } from '../../server/store/listings.ts'
import { startTestServer, type TestServer } from './helpers.ts'
import { ask, workspaceSession } from './chat-helpers.ts'

let server: TestServer
let chatbotId: string
let listings: ListingFields[]

beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })
  listings = demoListings(chatbotId, 'https://homes.example')
  for (const listing of listings) await createListing(server.db, chatbotId, listing)
})
afterAll(() => server.close())

/** Asks in a fresh session unless one is given; returns the answer. */
async function answer(question: string, sessionId?: number) {
  const reply = await ask(server, { sessionID: sessionId ?? (await workspaceSession(server, chatbotId)), content: question })
  expect(reply.status, reply.body.Message).toBe(200)
  return reply.body.Data
}

const mlsIn = (text: string) => [...text.matchAll(/MLS ([A-Z]{2}\d{7})/g)].map((match) => match[1] as string)
const price = (l: ListingFields) => (l.SaleType === 'for_rent' ? `$${l.RentPrice!.toLocaleString('en-US')}/month` : `$${l.SalePrice!.toLocaleString('en-US')}`)

/** The answer lists the first page of exactly `expected`, says how many there are, and shows each one's real values. */
function expectListing(text: string, expected: ListingFields[]) {
  expect(expected.length, 'the question should match some seeded listings').toBeGreaterThan(0)
  const shown = mlsIn(text)
  expect(shown).toHaveLength(Math.min(5, expected.length))
  const byMls = new Map(expected.map((l) => [l.MLSNumber, l]))
  for (const mls of shown) {
    const listing = byMls.get(mls)
    expect(listing, `${mls} does not match the question`).toBeDefined()
    const line = text.split('\n').find((row) => row.includes(`MLS ${mls}`)) ?? ''
    expect(line).toContain(`[${listing!.Address}, ${listing!.City}, ${listing!.State} ${listing!.ZIP}](${listing!.Url})`)
    expect(line).toContain(price(listing!))
    expect(line).toContain(`${listing!.Bedrooms} bd`)
  }
  expect(text).toContain(expected.length === 1 ? 'I found one listing' : `I found **${expected.length} `)
}

describe('built-in listing assistant: one question at a time', () => {
  it('finds homes by city', async () => {
    const { content, noAnswer } = await answer('What homes do you have in Denver?')
    expect(noAnswer).toBe(false)
    expectListing(content, listings.filter((l) => l.City === 'Denver'))
  })

  it('finds homes by state name', async () => {
    expectListing((await answer('Any listings in Florida?')).content, listings.filter((l) => l.State === 'FL'))
  })

  it('finds homes by city and state code', async () => {
    expectListing((await answer('Show me homes in Portland, OR')).content, listings.filter((l) => l.City === 'Portland'))
  })

  it('finds homes by ZIP code', async () => {
    const zip = listings[7]!.ZIP!
    expectListing((await answer(`Anything in ${zip}?`)).content, listings.filter((l) => l.ZIP === zip))
  })

  it('reads "under 400k" as a sale price limit', async () => {
    expectListing((await answer('Homes for sale under 400k')).content, listings.filter((l) => l.SaleType === 'for_sale' && l.SalePrice! <= 400_000))
  })

  it('reads "between $300,000 and $450k" as a price range', async () => {
    const { content } = await answer('Homes between $300,000 and $450k')
    expectListing(content, listings.filter((l) => l.SaleType === 'for_sale' && l.SalePrice! >= 300_000 && l.SalePrice! <= 450_000))
    expect(content).toContain('between $300,000 and $450,000')
  })

  it('reads "$3,000 a month" as a monthly rent', async () => {
    const { content } = await answer('Apartments for $3,000 a month')
    expectListing(content, listings.filter((l) => l.SaleType === 'for_rent' && l.PropertyType === 'Apartment' && l.RentPrice! <= 3000))
    expect(content).toContain('/month')
  })

  it('finds an exact number of bedrooms in a city', async () => {
    const city = listings.find((l) => l.Bedrooms === 4)!.City!
    expectListing((await answer(`4 bedroom homes in ${city}`)).content, listings.filter((l) => l.City === city && l.Bedrooms === 4))
  })

  it('finds at least a number of bedrooms', async () => {
    expectListing((await answer('At least 3 bedrooms in Seattle')).content, listings.filter((l) => l.City === 'Seattle' && l.Bedrooms >= 3))
  })

  it('finds a number of bathrooms, fractions included', async () => {
    expectListing((await answer('Homes with 2.5 baths')).content, listings.filter((l) => l.Bathrooms === 2.5))
  })

  it('finds rentals in a city', async () => {
    expectListing((await answer('Rentals in Miami')).content, listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_rent'))
  })

  it('finds homes for rent in a two-word city', async () => {
    expectListing((await answer('Houses for rent in San Diego')).content, listings.filter((l) => l.City === 'San Diego' && l.SaleType === 'for_rent'))
  })

  it('finds homes for sale in a city', async () => {
    expectListing((await answer('Homes to buy in Seattle')).content, listings.filter((l) => l.City === 'Seattle' && l.SaleType === 'for_sale'))
  })

  it('finds condos in a city', async () => {
    const city = listings.find((l) => l.PropertyType === 'Condo')!.City!
    expectListing((await answer(`Condos in ${city}`)).content, listings.filter((l) => l.City === city && l.PropertyType === 'Condo'))
  })

  it('finds townhouses for sale', async () => {
    expectListing((await answer('Townhouses for sale')).content, listings.filter((l) => l.PropertyType === 'Townhouse' && l.SaleType === 'for_sale'))
  })

  it('puts the cheapest first when asked for the cheapest', async () => {
    const denver = listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_sale').sort((a, b) => a.SalePrice! - b.SalePrice!)
    const { content } = await answer('What is the cheapest home for sale in Denver?')
    expect(mlsIn(content)[0]).toBe(denver[0]!.MLSNumber)
    expect(content).toContain('cheapest first')
  })

  it('shows the details of a listing by MLS number', async () => {
    const listing = listings[10]!
    const { content } = await answer(`Tell me about MLS ${listing.MLSNumber}`)
    expect(content).toContain(`**[${listing.Address}, ${listing.City}, ${listing.State} ${listing.ZIP}](${listing.Url})** — MLS ${listing.MLSNumber}`)
    expect(content).toContain(price(listing))
    expect(content).toContain(`**Year built:** ${listing.YearBuilt}`)
    expect(content).toContain(listing.Description!)
  })

  it('shows the details of a listing by its street address', async () => {
    const listing = listings[23]!
    const { content } = await answer(`Is ${listing.Address} still available?`)
    expect(mlsIn(content)).toEqual([listing.MLSNumber])
    expect(content).toContain(`**Status:** ${listing.Status === 'PreOnMarket' ? 'Coming soon' : 'Active'}`)
  })

  it('says when it has nothing there and names the places it does cover', async () => {
    const { content, noAnswer } = await answer('Homes in Boston')
    expect(noAnswer).toBe(false)
    expect(content).toContain('I don\'t have any listings in Boston')
    for (const city of ['Austin', 'Denver', 'Miami', 'Portland', 'San Diego', 'Seattle']) expect(content).toContain(city)
  })

  it('offers the closest matches when nothing meets every filter', async () => {
    const { content } = await answer('5 bedroom condos in Austin under 100k')
    // The price and the property type are let go first; the place, sale type and rooms are kept.
    const closest = listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && l.Bedrooms === 5)
    expect(content).toContain('I couldn\'t find any 5-bedroom condos for sale in Austin up to $100,000')
    expect(content).toContain(`The closest matches are 5-bedroom homes for sale in Austin (${closest.length} in all)`)
    const mostAffordable = [...closest].sort((a, b) => a.SalePrice! - b.SalePrice!).slice(0, 3)
    expect(mlsIn(content)).toEqual(mostAffordable.map((l) => l.MLSNumber))
  })

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
})

describe('built-in listing assistant: follow-ups', () => {
  it('keeps the city and sale type for "and with 2 bedrooms?", then swaps the city for "what about Denver?"', async () => {
    const sessionId = await workspaceSession(server, chatbotId)
    expectListing((await answer('Homes for sale in Austin', sessionId)).content, listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale'))
    const twoBeds = await answer('and with 2 bedrooms?', sessionId)
    expectListing(twoBeds.content, listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && l.Bedrooms === 2))
    expect(twoBeds.content).toContain('2-bedroom homes for sale in Austin')
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
