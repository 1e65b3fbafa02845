import { describe, expect, it } from 'vitest'
import { expectListing, mlsIn, priceText, useDemoAssistant } from '../../support/listing-expectations.ts'

const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })

describe('built-in listing assistant: one question at a time', () => {
  it('finds homes by city', async () => {
    const { content, noAnswer } = await bot.answer('What homes do you have in Denver?')
    expect(noAnswer).toBe(false)
    expectListing(content, bot.listings.filter((l) => l.City === 'Denver'))
  })

  it('finds homes by state name', async () => {
    expectListing((await bot.answer('Any listings in Florida?')).content, bot.listings.filter((l) => l.State === 'FL'))
  })

  it('finds homes by city and state code', async () => {
    expectListing((await bot.answer('Show me homes in Portland, OR')).content, bot.listings.filter((l) => l.City === 'Portland'))
  })

  it('finds homes by ZIP code', async () => {
    const zip = bot.listings[7]!.ZIP!
    expectListing((await bot.answer(`Anything in ${zip}?`)).content, bot.listings.filter((l) => l.ZIP === zip))
  })

  it('reads "under 400k" as a sale price limit', async () => {
    expectListing((await bot.answer('Homes for sale under 400k')).content, bot.listings.filter((l) => l.SaleType === 'for_sale' && l.SalePrice! <= 400_000))
  })

  it('reads "between $300,000 and $450k" as a price range', async () => {
    const { content } = await bot.answer('Homes between $300,000 and $450k')
    expectListing(content, bot.listings.filter((l) => l.SaleType === 'for_sale' && l.SalePrice! >= 300_000 && l.SalePrice! <= 450_000))
    expect(content).toContain('between $300,000 and $450,000')
  })

  it('reads "$3,000 a month" as a monthly rent', async () => {
    const { content } = await bot.answer('Apartments for $3,000 a month')
    expectListing(content, bot.listings.filter((l) => l.SaleType === 'for_rent' && l.PropertyType === 'Apartment' && l.RentPrice! <= 3000))
    expect(content).toContain('/month')
  })

  it('finds an exact number of bedrooms in a city', async () => {
    const city = bot.listings.find((l) => l.Bedrooms === 4)!.City!
    expectListing((await bot.answer(`4 bedroom homes in ${city}`)).content, bot.listings.filter((l) => l.City === city && l.Bedrooms === 4))
  })

  it('finds at least a number of bedrooms', async () => {
    expectListing((await bot.answer('At least 3 bedrooms in Seattle')).content, bot.listings.filter((l) => l.City === 'Seattle' && l.Bedrooms >= 3))
  })

  it('finds a number of bathrooms, fractions included', async () => {
    expectListing((await bot.answer('Homes with 2.5 baths')).content, bot.listings.filter((l) => l.Bathrooms === 2.5))
  })

  it('finds rentals in a city', async () => {
    expectListing((await bot.answer('Rentals in Miami')).content, bot.listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_rent'))
  })

  it('finds homes for rent in a two-word city', async () => {
    expectListing((await bot.answer('Houses for rent in San Diego')).content, bot.listings.filter((l) => l.City === 'San Diego' && l.SaleType === 'for_rent'))
  })

  it('finds homes for sale in a city', async () => {
    expectListing((await bot.answer('Homes to buy in Seattle')).content, bot.listings.filter((l) => l.City === 'Seattle' && l.SaleType === 'for_sale'))
  })

  it('finds condos in a city', async () => {
    const city = bot.listings.find((l) => l.PropertyType === 'Condo')!.City!
    expectListing((await bot.answer(`Condos in ${city}`)).content, bot.listings.filter((l) => l.City === city && l.PropertyType === 'Condo'))
  })

  it('finds townhouses for sale', async () => {
    expectListing((await bot.answer('Townhouses for sale')).content, bot.listings.filter((l) => l.PropertyType === 'Townhouse' && l.SaleType === 'for_sale'))
  })

  it('names the cheapest when asked for the cheapest, and lists cheapest first when asked for the cheapest homes', async () => {
    const denver = bot.listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_sale').sort((a, b) => a.SalePrice! - b.SalePrice!)
    const one = await bot.answer('What is the cheapest home for sale in Denver?')
    expect(one.content).toMatch(/^The cheapest is/)
    expect(mlsIn(one.content)).toEqual([denver[0]!.MLSNumber])
    const { content } = await bot.answer('Show me the cheapest homes for sale in Denver')
    expect(mlsIn(content)[0]).toBe(denver[0]!.MLSNumber)
    expect(content).toContain('cheapest first')
  })

  it('shows the details of a listing by MLS number', async () => {
    const listing = bot.listings[10]!
    const { content } = await bot.answer(`Tell me about MLS ${listing.MLSNumber}`)
    expect(content).toContain(`**[${listing.Address}, ${listing.City}, ${listing.State} ${listing.ZIP}](${listing.Url})** — MLS ${listing.MLSNumber}`)
    expect(content).toContain(priceText(listing))
    expect(content).toContain(`**Year built:** ${listing.YearBuilt}`)
    expect(content).toContain(listing.Description!)
  })

  it('shows the details of a listing by its street address', async () => {
    const listing = bot.listings[23]!
    const { content } = await bot.answer(`Is ${listing.Address} still available?`)
    expect(mlsIn(content)).toEqual([listing.MLSNumber])
    expect(content).toContain(`**Status:** ${listing.Status === 'PreOnMarket' ? 'Coming soon' : 'Active'}`)
  })

  it('says when it has nothing there and names the places it does cover', async () => {
    const { content, noAnswer } = await bot.answer('Homes in Boston')
    expect(noAnswer).toBe(false)
    expect(content).toContain('I don\'t have any listings in Boston')
    for (const city of ['Austin', 'Denver', 'Miami', 'Portland', 'San Diego', 'Seattle']) expect(content).toContain(city)
  })

  it('offers the closest matches when nothing meets every filter', async () => {
    const { content } = await bot.answer('5 bedroom condos in Austin under 100k')
    // The price and the property type are let go first; the place, sale type and rooms are kept.
    const closest = bot.listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && l.Bedrooms === 5)
    expect(content).toContain('I couldn\'t find any condos for sale in Austin with 5 bedrooms, up to $100,000')
    expect(content).toContain(`The closest matches are homes for sale in Austin with 5 bedrooms (${closest.length} in all)`)
    const mostAffordable = [...closest].sort((a, b) => a.SalePrice! - b.SalePrice!).slice(0, 3)
    expect(mlsIn(content)).toEqual(mostAffordable.map((l) => l.MLSNumber))
  })
})
