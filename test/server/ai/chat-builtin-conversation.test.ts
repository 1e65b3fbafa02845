import { beforeAll, describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { createListing } from '../../../server/store/listings.ts'
import { workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })
const says = (re: RegExp) => (l: ListingFields) => re.test(l.Description ?? '')
const petsAllowed = (l: ListingFields) => l.ExtensionColumn?.some((pair) => pair.value === 'Allowed') ?? false
const SOLD = { Address: '77 Harbor View Ter', MLSNumber: 'WA0299999', Status: 'Sold' as const }

beforeAll(async () => {
  const seattle = bot.listings.find((l) => l.City === 'Seattle')!
  await createListing(bot.server.db, bot.chatbotId, { ...seattle, ...SOLD, Url: 'https://homes.example/listing.html?mls=WA0299999' })
})

describe('built-in assistant: conversation', () => {
  it('narrows by features in follow-ups: "only the ones with a yard", then "and pet friendly?"', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const portland = bot.listings.filter((l) => l.City === 'Portland')
    expectListing((await bot.answer('Homes in Portland', session)).content, portland)
    const yards = portland.filter(says(/yard|garden|acre|lawn/i))
    expectListing((await bot.answer('Only the ones with a yard', session)).content, yards)
    const narrowed = await bot.answer('and pet friendly?', session)
    expectListing(narrowed.content, yards.filter(petsAllowed))
    expect(narrowed.content).toContain('homes in Portland, with a yard or garden and pets allowed')
  })

  it('turns a feature around in a follow-up: "pet friendly rentals", then "only the ones without pets"', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const rentals = bot.listings.filter((l) => l.SaleType === 'for_rent')
    expectListing((await bot.answer('Pet friendly rentals', session)).content, rentals.filter(petsAllowed))
    const turned = await bot.answer('only the ones without pets', session)
    expectListing(turned.content, rentals.filter((l) => !petsAllowed(l)))
    expect(turned.content).toContain('homes for rent, without pets allowed')
    expect(turned.content).not.toContain('with pets allowed')
  })

  it('starts afresh for an unrelated new question, so no filter leaks', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    await bot.answer('3 bedroom homes for sale in Austin', session)
    const rentals = bot.listings.filter((l) => l.SaleType === 'for_rent').sort((a, b) => a.RentPrice! - b.RentPrice!)
    const cheapest = await bot.answer('Cheapest rental', session)
    expectListing(cheapest.content, rentals)
    expect(mlsIn(cheapest.content)[0]).toBe(rentals[0]!.MLSNumber)
    await bot.answer('Apartments for sale in Portland', session)
    const houses = await bot.answer('cheapest 3 bedroom house', session)
    expectListing(houses.content, bot.listings.filter((l) => l.SaleType === 'for_sale' && l.Bedrooms === 3))
  })

  it('"show more" after the closest matches moves on to the next of them', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const closest = bot.listings.filter((l) => l.City === 'Seattle' && l.SaleType === 'for_sale').sort((a, b) => a.SalePrice! - b.SalePrice!)
    expect(closest.length).toBeGreaterThan(3)
    const first = await bot.answer('Homes for sale in Seattle under 100k', session)
    expect(mlsIn(first.content)).toEqual(closest.slice(0, 3).map((l) => l.MLSNumber))
    const more = await bot.answer('show me more', session)
    expect(mlsIn(more.content)).toEqual(closest.slice(3, 8).map((l) => l.MLSNumber))
  })

  it('finds a Sold listing asked for by its address, and leaves it out of searches unless asked', async () => {
    const { content } = await bot.answer(`Is ${SOLD.Address} still available?`)
    expect(mlsIn(content)).toEqual([SOLD.MLSNumber])
    expect(content).toContain('**Status:** Sold')
    expect(mlsIn((await bot.answer('Show me homes in Seattle')).content)).not.toContain(SOLD.MLSNumber)
    expect(mlsIn((await bot.answer('Recently sold homes')).content)).toEqual([SOLD.MLSNumber])
  })
})

describe('built-in assistant: places', () => {
  it('matches the chatbot\'s cities despite typos and odd case', async () => {
    expectListing((await bot.answer('Homes for sale in Seatle')).content, bot.listings.filter((l) => l.City === 'Seattle' && l.SaleType === 'for_sale'))
    expectListing((await bot.answer('houses in san deigo')).content, bot.listings.filter((l) => l.City === 'San Diego'))
    expectListing((await bot.answer('PORTLAND RENTALS')).content, bot.listings.filter((l) => l.City === 'Portland' && l.SaleType === 'for_rent'))
  })

  it('reads states by name or code', async () => {
    expectListing((await bot.answer('Homes in California')).content, bot.listings.filter((l) => l.State === 'CA'))
    expectListing((await bot.answer('homes in tx')).content, bot.listings.filter((l) => l.State === 'TX'))
  })

  it('still says so for a place it has nothing in', async () => {
    expect((await bot.answer('Homes in Boston')).content).toContain('I don\'t have any listings in Boston')
  })
})
