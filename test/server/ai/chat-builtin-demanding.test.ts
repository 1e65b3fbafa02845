import { beforeAll, describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { createListing } from '../../../server/store/listings.ts'
import { workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

/** What demanding visitors type, over HTTP, judged from the listing data (issue 34's failures). */
const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })
const price = (l: ListingFields) => (l.SaleType === 'for_rent' ? l.RentPrice : l.SalePrice) ?? 0
const added: Record<string, ListingFields> = {}

beforeAll(async () => {
  const seattle = bot.listings.find((l) => l.City === 'Seattle' && l.SaleType === 'for_rent')!
  const extra: Record<string, Partial<ListingFields>> = {
    catsOnly: { SaleType: 'for_rent', RentPrice: 2100, Description: 'Sunny flat. Pets allowed: cats only.' },
    dogs: { SaleType: 'for_rent', RentPrice: 2200, Description: 'Dogs allowed, fenced yard.' },
    downtown: { SaleType: 'for_rent', RentPrice: 2300, Description: 'Walk to downtown in ten minutes.' },
    waterfront: { SaleType: 'for_sale', SalePrice: 910000, Description: 'Waterfront home with a private dock.' },
    perArea: { SaleType: 'for_sale', SalePrice: 600000, UnitAreaPrice: 400, Description: 'Tidy condo.' }
  }
  let n = 0
  for (const [name, fields] of Object.entries(extra)) {
    const mls = `WA03000${String(n).padStart(2, '0')}`
    const listing = { ...seattle, ...fields, Address: `${900 + n++} Test Harbor Rd`, MLSNumber: mls, Url: `https://homes.example/listing.html?mls=${mls}` } as ListingFields
    await createListing(bot.server.db, bot.chatbotId, listing)
    added[name] = listing
  }
})

describe('built-in assistant: what demanding visitors type', () => {
  it('reads a budget in words: "half a million tops" lists nothing above $500,000', async () => {
    const { content } = await bot.answer('Homes for sale in Austin, half a million tops')
    const expected = bot.listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && price(l) <= 500_000)
    expectListing(content, expected)
  })

  it('sums up a search it shows in full with its price range before the list', async () => {
    const { content } = await bot.answer('Homes for sale in Miami')
    const miami = bot.listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_sale' && l.Status !== 'Sold').map((l) => l.SalePrice!)
    const money = (n: number) => `$${n.toLocaleString('en-US')}`
    expect(content.split('\n')[0]).toBe(`I found **${miami.length} homes for sale in Miami** (from ${money(Math.min(...miami))} to ${money(Math.max(...miami))}):`)
    expect(mlsIn(content)).toHaveLength(miami.length)
  })

  it('reads "3 bedrooms or more" as at least 3', async () => {
    const { content } = await bot.answer('3 bedrooms or more in Denver')
    expectListing(content, bot.listings.filter((l) => l.City === 'Denver' && (l.Bedrooms ?? 0) >= 3))
  })

  it('reads "about" before a house number as an address, not a price', async () => {
    const home = bot.listings.find((l) => /^\d+ \w+ \w+ (?:St|Ave|Rd|Blvd|Dr|Ln)$/.test(l.Address ?? ''))!
    const { content } = await bot.answer(`Tell me about ${home.Address}`)
    expect(mlsIn(content)).toEqual([home.MLSNumber])
  })

  it('takes back "forget the pool" and "never mind the budget"', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    await bot.answer('Homes for sale in Denver under $400k with a pool', session)
    const forgot = await bot.answer('actually, forget the pool and the budget', session)
    expect(forgot.content).not.toContain('pool')
    expectListing(forgot.content, bot.listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_sale'))
    const biggest = await bot.answer('which one is the biggest?', session)
    const denver = bot.listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_sale')
    const largest = denver.reduce((a, b) => ((b.BuildingArea ?? 0) > (a.BuildingArea ?? 0) ? b : a))
    expect(biggest.content).toMatch(/^The biggest is/)
    expect(mlsIn(biggest.content)).toEqual([largest.MLSNumber])
  })

  it('puts two addresses side by side and names the bigger first', async () => {
    const [a, b] = bot.listings.filter((l) => l.City === 'Austin' && l.BuildingArea)
    const { content } = await bot.answer(`Which one is bigger, ${a!.Address} or ${b!.Address}?`)
    const bigger = (a!.BuildingArea ?? 0) >= (b!.BuildingArea ?? 0) ? a! : b!
    expect(content.split('\n')[0]).toContain(bigger.Address)
    expect(content).toContain(a!.Address)
    expect(content).toContain(b!.Address)
  })

  it('keeps both places of "Seattle or Portland, rentals under $3,000"', async () => {
    const { content } = await bot.answer('Seattle or Portland, rentals under $3,000')
    const expected = bot.listings.concat(Object.values(added)).filter((l) => (l.City === 'Seattle' || l.City === 'Portland') && l.SaleType === 'for_rent' && price(l) <= 3000)
    const shown = mlsIn(content)
    expect(shown.length).toBe(Math.min(5, expected.length))
    for (const mls of shown) expect(expected.map((l) => l.MLSNumber)).toContain(mls)
    expect(content).toContain('Seattle or Portland')
  })

  it('leaves "cats only" rentals out when dogs are asked for, and reads "walk downtown" and "waterfront"', async () => {
    const dogs = mlsIn((await bot.answer('Which rentals in Seattle allow dogs?')).content)
    expect(dogs).toContain(added.dogs!.MLSNumber)
    expect(dogs).not.toContain(added.catsOnly!.MLSNumber)
    expect(mlsIn((await bot.answer('Something I can walk downtown from in Seattle')).content)).toContain(added.downtown!.MLSNumber)
    const waterfront = await bot.answer('Waterfront homes in Seattle')
    expect(mlsIn(waterfront.content)).toEqual([added.waterfront!.MLSNumber])
  })

  it('gives the price per square foot of a listing', async () => {
    const { content } = await bot.answer(`What is the price per square foot of ${added.perArea!.Address}?`)
    expect(content).toContain('$400/sq ft')
  })

  it('answers both parts of "does it have a gym? and what is the HOA?" about the listing shown', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    await bot.answer(`Tell me about MLS ${added.perArea!.MLSNumber}`, session)
    const { content } = await bot.answer('does it have a gym? and what is the HOA?', session)
    expect(content).toMatch(/^Nothing in this listing mentions a gym\.|^\*\*Yes\*\*/)
    expect(content).toContain(added.perArea!.HOAMonth ? `**HOA:** $${added.perArea!.HOAMonth}` : '**HOA:** not stated in this listing.')
    expect(mlsIn(content)).toEqual([added.perArea!.MLSNumber])
  })

  it('answers what it cannot know (schools, crime, mortgage rates, legal advice) with the talk-to-a-person offer and no listing', async () => {
    for (const question of ['What are the school ratings in Austin?', 'How much crime is there in Denver?', 'What are current mortgage rates?', 'Can you give me legal advice on a contract?']) {
      const { content, noAnswer } = await bot.answer(question)
      expect(noAnswer, question).toBe(true)
      expect(content, question).toContain('**Talk to a person**')
      expect(mlsIn(content), question).toEqual([])
    }
  })

  it('answers in the visitor\'s language by default, unaccented Spanish and Portuguese included', async () => {
    expect((await bot.answer('casas en venta en Miami, y cual es la mas barata?')).content).toMatch(/^La más barata es/)
    expect((await bot.answer('quanto e o aluguel por mes em Seattle?')).content).toMatch(/imóveis|Encontrei/)
    const italian = await bot.answer('Case in vendita a Austin con piscina')
    expect(italian.content).toMatch(/^Ho trovato|^Non ho trovato/)
    expect(italian.content).toContain('in vendita a Austin')
  })
})
