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

describe('built-in assistant: ranges, a lot at most so big, no HOA and several types asked against', () => {
  const shownIn = (content: string) => mlsIn(content).map((mls) => bot.listings.find((l) => l.MLSNumber === mls)!)

  it('a range of bedrooms, said back as a range, in English and in Spanish', async () => {
    const inRange = bot.listings.filter((l) => l.Bedrooms >= 3 && l.Bedrooms <= 4)
    const { content } = await bot.answer('Homes with 3 to 4 bedrooms')
    expectListing(content, inRange)
    expect(content).toContain('with 3 to 4 bedrooms')
    const spanish = (await bot.answer('Busco casas de 3 a 4 habitaciones')).content
    expect(spanish).toContain(`**${inRange.length} viviendas con 3 a 4 habitaciones**`)
    expect(shownIn(spanish).every((l) => l.Bedrooms >= 3 && l.Bedrooms <= 4)).toBe(true)
  })

  it('a range of years built, never a price, in English and in German', async () => {
    const built = bot.listings.filter((l) => l.YearBuilt >= 1990 && l.YearBuilt <= 2005)
    const { content } = await bot.answer('Homes built between 1990 and 2005')
    expectListing(content, built)
    expect(content).toContain('built 1990–2005')
    const german = (await bot.answer('Häuser gebaut von 1990 bis 2005')).content
    expect(german).toContain(`**${built.length} Immobilien`)
    expect(shownIn(german)).toHaveLength(Math.min(5, built.length))
    expect(shownIn(german).every((l) => l.YearBuilt >= 1990 && l.YearBuilt <= 2005)).toBe(true)
  })

  it('a lot at most so big leaves out listings with no lot stated', async () => {
    const { content } = await bot.answer('Homes on a lot under 6,000 sq ft')
    expectListing(content, bot.listings.filter((l) => l.LotArea > 0 && l.LotArea <= 6000))
    expect(content).toContain('on a lot of at most 6,000 sq ft')
  })

  it('HOA-free is no HOA fee', async () => {
    const { content } = await bot.answer('HOA-free homes for sale')
    expectListing(content, bot.listings.filter((l) => l.SaleType === 'for_sale' && !l.HOAMonth))
    expect(content).toContain('with no HOA fee')
  })

  it('a big lot is a home\'s lot, the largest first, no search for land', async () => {
    const { content } = await bot.answer('Homes with a big lot')
    expect(shownIn(content)[0]!.LotArea).toBe(Math.max(...bot.listings.map((l) => l.LotArea)))
    expect(content).not.toMatch(/\bland\b/i)
  })

  it('every type asked against is left out', async () => {
    const { content } = await bot.answer('Homes in Seattle, no condos or townhouses')
    expectListing(content, bot.listings.filter((l) => l.City === 'Seattle' && !/condo|townhouse/i.test(l.PropertyType)))
    expect(content).toContain('without condos or townhouses')
  })
})
