import { describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })

const says = (re: RegExp) => (l: ListingFields) => re.test(`${l.Description} ${l.Location} ${l.Address}`)
const petsAllowed = (l: ListingFields) => l.ExtensionColumn?.some((pair) => pair.Key === 'Pets' && pair.value === 'Allowed') ?? false
const year = new Date().getFullYear()

describe('built-in assistant: what listings say, through the full-text index', () => {
  it('finds a pool', async () => {
    expectListing((await bot.answer('Homes with a pool')).content, bot.listings.filter(says(/\bpool\b/i)))
  })

  it('finds "near the beach" as ocean, coast, waterfront or bay', async () => {
    const { content } = await bot.answer('Anything near the beach?')
    expectListing(content, bot.listings.filter(says(/beach|ocean|coast|waterfront|\bbay\b|\bsea\b/i)))
  })

  it('finds a big yard as a yard, a backyard, a garden or an acre', async () => {
    expectListing((await bot.answer('Houses with a big yard')).content, bot.listings.filter(says(/yard|garden|acre|lawn/i)))
  })

  it('finds pet-friendly rentals from the ExtensionColumn', async () => {
    const { content } = await bot.answer('Pet friendly rentals in Portland')
    expectListing(content, bot.listings.filter((l) => l.City === 'Portland' && l.SaleType === 'for_rent' && petsAllowed(l)))
  })

  it('honours "no pets" by leaving pet-friendly listings out', async () => {
    const { content } = await bot.answer('Rentals with no pets')
    expectListing(content, bot.listings.filter((l) => l.SaleType === 'for_rent' && !petsAllowed(l)))
  })

  it('combines two features: every one must match', async () => {
    const { content } = await bot.answer('Homes with a pool and ocean views')
    expectListing(content, bot.listings.filter((l) => says(/\bpool\b/i)(l) && says(/ocean|beach|coast|waterfront|\bbay\b/i)(l) && says(/\bviews?\b/i)(l)))
  })
})

describe('built-in assistant: every field a visitor asks about', () => {
  it('year built: after a year, new construction, historic', async () => {
    expectListing((await bot.answer('Homes built after 2015')).content, bot.listings.filter((l) => l.YearBuilt > 2015))
    expectListing((await bot.answer('New construction homes')).content, bot.listings.filter((l) => l.YearBuilt >= year - 5))
    expectListing((await bot.answer('Historic homes')).content, bot.listings.filter((l) => l.YearBuilt > 0 && l.YearBuilt <= year - 60))
  })

  it('parking spots', async () => {
    expectListing((await bot.answer('Homes with at least 2 parking spots')).content, bot.listings.filter((l) => l.ParkingSpots >= 2))
  })

  it('HOA under an amount', async () => {
    const { content } = await bot.answer('Condos for sale with HOA under $400')
    expectListing(content, bot.listings.filter((l) => l.PropertyType === 'Condo' && l.SaleType === 'for_sale' && (l.HOAMonth ?? 0) <= 400))
  })

  it('building area in square feet, and in square meters converted to each listing\'s unit', async () => {
    expectListing((await bot.answer('Homes over 2,500 sq ft')).content, bot.listings.filter((l) => l.BuildingArea >= 2500))
    expectListing((await bot.answer('Homes of at least 230 m2')).content, bot.listings.filter((l) => l.BuildingArea >= 230 * 10.7639))
  })

  it('lot area', async () => {
    expectListing((await bot.answer('A home on a lot of at least half an acre')).content, bot.listings.filter((l) => l.LotArea >= 21_780))
  })

  it('days on market and the newest listings', async () => {
    expectListing((await bot.answer('Homes listed this week')).content, bot.listings.filter((l) => l.DaysOnMarket <= 7))
    const newest = mlsIn((await bot.answer('Show me the newest listings')).content)
    const fewest = Math.min(...bot.listings.map((l) => l.DaysOnMarket))
    expect(bot.listings.find((l) => l.MLSNumber === newest[0])?.DaysOnMarket).toBe(fewest)
  })

  it('tours: open house and 3D', async () => {
    expectListing((await bot.answer('Open house homes in Austin')).content, bot.listings.filter((l) => l.City === 'Austin' && l.Tours === 'OpenHouse'))
    expectListing((await bot.answer('Listings with a 3D tour')).content, bot.listings.filter((l) => l.Tours === '3D'))
  })

  it('status: coming soon', async () => {
    const { content } = await bot.answer('What is coming soon?')
    expectListing(content, bot.listings.filter((l) => l.Status === 'PreOnMarket'))
    expect(content).toContain('(coming soon)')
  })

  it('price per area, deposit and space type', async () => {
    expectListing((await bot.answer('Homes under $500 per sq ft')).content, bot.listings.filter((l) => (l.UnitAreaPrice ?? 0) > 0 && l.UnitAreaPrice! <= 500))
    expectListing((await bot.answer('Rentals with a deposit under $3,000')).content, bot.listings.filter((l) => l.SaleType === 'for_rent' && l.DepositFee! <= 3000))
    expectListing((await bot.answer('An entire place for rent in Miami')).content, bot.listings.filter((l) => l.SaleType === 'for_rent' && l.City === 'Miami' && l.SpaceType === 'Entire place'))
  })

  it('superlatives: most expensive, biggest, cheapest, newest built', async () => {
    const first = async (question: string) => {
      const shown = mlsIn((await bot.answer(question)).content)
      return bot.listings.find((l) => l.MLSNumber === shown[0])!
    }
    const miamiSales = bot.listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_sale')
    expect((await first('The most expensive home for sale in Miami')).SalePrice).toBe(Math.max(...miamiSales.map((l) => l.SalePrice!)))
    expect((await first('Biggest home in Seattle')).BuildingArea).toBe(Math.max(...bot.listings.filter((l) => l.City === 'Seattle').map((l) => l.BuildingArea)))
    expect((await first('Cheapest rental in Denver')).RentPrice).toBe(Math.min(...bot.listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_rent').map((l) => l.RentPrice!)))
    expect((await first('Newest built homes')).YearBuilt).toBe(Math.max(...bot.listings.map((l) => l.YearBuilt)))
  })
})
