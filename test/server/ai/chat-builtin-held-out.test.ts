import { describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

/**
 * Multi-turn conversations of demanding visitors, over HTTP, each judged from the listing data:
 * references to what was shown ("the second one", "cheaper than that one", "something bigger"),
 * refinements and take-backs across turns.
 */
const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })
const price = (l: ListingFields) => (l.SaleType === 'for_rent' ? l.RentPrice : l.SalePrice) ?? 0
const active = (l: ListingFields) => l.Status !== 'Sold'
const byMls = (mls: string) => bot.listings.find((l) => l.MLSNumber === mls)!
const where = (test: (l: ListingFields) => boolean) => bot.listings.filter((l) => active(l) && test(l))

/** A conversation in one session: each question answered in turn, the answers returned. */
async function conversation(...questions: string[]) {
  const session = await workspaceSession(bot.server, bot.chatbotId)
  const answers: { content: string; noAnswer: boolean }[] = []
  for (const question of questions) answers.push(await bot.answer(question, session))
  return answers
}

describe('built-in assistant: held-out conversations', () => {
  it('"anything cheaper than that one?" after a listing of the list: the same search below its price', async () => {
    const [list, second, cheaper] = await conversation('Homes for sale in Austin', 'tell me about the second one', 'anything cheaper than that one?')
    const picked = byMls(mlsIn(list!.content)[1]!)
    expect(mlsIn(second!.content)).toEqual([picked.MLSNumber])
    expectListing(cheaper!.content, where((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && price(l) < price(picked)))
  })

  it('"got something bigger?" after one listing: the same search, larger than it', async () => {
    const [list, , bigger] = await conversation('Homes for sale in Denver', 'the first one', 'got something bigger?')
    const first = byMls(mlsIn(list!.content)[0]!)
    expectListing(bigger!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && (l.BuildingArea ?? 0) > (first.BuildingArea ?? 0)))
  })

  it('"bigger than the first one" names the listing by its place in the list', async () => {
    const [list, bigger] = await conversation('Homes for sale in Miami', 'any bigger than the first one?')
    const first = byMls(mlsIn(list!.content)[0]!)
    expectListing(bigger!.content, where((l) => l.City === 'Miami' && l.SaleType === 'for_sale' && (l.BuildingArea ?? 0) > (first.BuildingArea ?? 0)))
  })

  it('"cheaper than MLS …" compares with a listing named by its MLS number', async () => {
    const named = where((l) => l.City === 'Seattle' && l.SaleType === 'for_sale').sort((a, b) => price(b) - price(a))[0]!
    const [, cheaper] = await conversation('Homes for sale in Seattle', `show me ones cheaper than MLS ${named.MLSNumber}`)
    expectListing(cheaper!.content, where((l) => l.City === 'Seattle' && l.SaleType === 'for_sale' && price(l) < price(named)))
  })

  it('"cheaper than 500k" stays a price, not a listing', async () => {
    const [, , cheaper] = await conversation('Homes for sale in Denver', 'tell me about the first one', 'and homes in Denver cheaper than 500k?')
    expectListing(cheaper!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && price(l) <= 500_000))
  })

  it('"show more" then "number 7": the listing numbered 7 in the second page', async () => {
    const [, more, seventh] = await conversation('Homes in Seattle', 'show more', 'tell me about number 7')
    expect(mlsIn(seventh!.content)).toEqual([mlsIn(more!.content)[1]])
  })

  it('"compare the first and the third": the two listings of the list side by side', async () => {
    const [list, compared] = await conversation('Homes for sale in Austin', 'compare the first and the third')
    const [first, , third] = mlsIn(list!.content).map(byMls)
    const header = compared!.content.split('\n').find((row) => row.startsWith('| |'))!
    expect(header).toContain(first!.Address)
    expect(header).toContain(third!.Address)
    expect(header).not.toContain(byMls(mlsIn(list!.content)[1]!).Address)
  })

  it('refines across turns: a place, then rooms, then a budget, each kept', async () => {
    const [, , budget] = await conversation('Homes for sale in Portland', 'with at least 3 bedrooms', 'and under 900k')
    expectListing(budget!.content, where((l) => l.City === 'Portland' && l.SaleType === 'for_sale' && (l.Bedrooms ?? 0) >= 3 && price(l) <= 900_000))
  })

  it('"any price" takes the budget back and keeps the rest', async () => {
    const [, any] = await conversation('Condos for sale in Miami under 400k', 'any price')
    expectListing(any!.content, where((l) => l.City === 'Miami' && l.SaleType === 'for_sale' && /condo/i.test(l.PropertyType ?? '')))
  })

  it('"what about Denver?" swaps the place and keeps the kind and the rooms', async () => {
    const [, denver] = await conversation('Rentals in Austin with 2 bedrooms', 'what about Denver?')
    expectListing(denver!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_rent' && l.Bedrooms === 2))
  })

  it('"which is the cheapest?" after a search names the one home of that search', async () => {
    const [, cheapest] = await conversation('Homes for sale in San Diego', 'which one is the cheapest?')
    const expected = where((l) => l.City === 'San Diego' && l.SaleType === 'for_sale').sort((a, b) => price(a) - price(b))[0]!
    expect(cheapest!.content).toMatch(/^The cheapest is/)
    expect(mlsIn(cheapest!.content)).toEqual([expected.MLSNumber])
  })

  it('"the last one" points at the last listing of the list, and "it" then at that listing', async () => {
    const [list, last, pets] = await conversation('Rentals in Seattle', 'the last one', 'does it allow pets?')
    const lastShown = mlsIn(list!.content).at(-1)!
    expect(mlsIn(last!.content)).toEqual([lastShown])
    expect(mlsIn(pets!.content)).toEqual([lastShown])
  })

  it('"more expensive than that one" after one listing: the same kind above its price', async () => {
    const cheapest = where((l) => l.City === 'Denver' && l.SaleType === 'for_sale').sort((a, b) => price(a) - price(b))[0]!
    const [, pricier] = await conversation(`Tell me about MLS ${cheapest.MLSNumber}`, 'show me ones more expensive than that one in Denver')
    expectListing(pricier!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && price(l) > price(cheapest)))
  })

  it('"cheaper than that one" among rentals compares monthly rents', async () => {
    const [list, , cheaper] = await conversation('Rentals in Portland', 'the first one', 'anything cheaper than that one?')
    const first = byMls(mlsIn(list!.content)[0]!)
    const expected = where((l) => l.City === 'Portland' && l.SaleType === 'for_rent' && price(l) < price(first))
    if (expected.length > 0) expectListing(cheaper!.content, expected)
    else for (const mls of mlsIn(cheaper!.content)) expect(mls).not.toBe(first.MLSNumber)
  })

  it('keeps the search when a listing is looked at in between, then "show more" pages on', async () => {
    const [list, , more] = await conversation('Homes in Austin', 'tell me about the second one', 'show more')
    const seen = new Set(mlsIn(list!.content))
    const next = mlsIn(more!.content)
    expect(next.length).toBeGreaterThan(0)
    for (const mls of next) expect(seen.has(mls), mls).toBe(false)
    for (const mls of next) expect(byMls(mls).City).toBe('Austin')
  })

  it('"similar homes" to the one shown: the same city and kind, without it', async () => {
    const [list, , similar] = await conversation('Homes for sale in Seattle', 'tell me about the first one', 'any similar homes?')
    const first = byMls(mlsIn(list!.content)[0]!)
    const shown = mlsIn(similar!.content)
    expect(shown).not.toContain(first.MLSNumber)
    for (const mls of shown) expect([byMls(mls).City, byMls(mls).SaleType]).toEqual(['Seattle', 'for_sale'])
  })

  it('asks which one is meant by "it" among several, then answers once the visitor says', async () => {
    const [list, which, second] = await conversation('Homes for sale in Miami', 'how many bedrooms does it have?', 'the second one')
    expect(mlsIn(which!.content)).toEqual([])
    expect(mlsIn(second!.content)).toEqual([mlsIn(list!.content)[1]])
  })

  it('a Spanish conversation: "la segunda" and then "¿y más barata que esa?"', async () => {
    const [list, second, cheaper] = await conversation('casas en venta en Austin', 'la segunda', 'algo más barato que esa?')
    const picked = byMls(mlsIn(list!.content)[1]!)
    expect(mlsIn(second!.content)).toEqual([picked.MLSNumber])
    const expected = where((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && price(l) < price(picked))
    expect(expected.length).toBeGreaterThan(0)
    expect(mlsIn(cheaper!.content)).toHaveLength(Math.min(5, expected.length))
    for (const mls of mlsIn(cheaper!.content)) expect(price(byMls(mls))).toBeLessThan(price(picked))
    expect(cheaper!.content).toMatch(/^Encontré/)
  })

  it('forgets the type but keeps the place: "condos in Denver", then "actually any type of home"', async () => {
    const [, any] = await conversation('condos for sale in Denver', 'forget the condo part, any type')
    expectListing(any!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_sale'))
  })

  it('answers a fact of the listing shown: "what year was it built?"', async () => {
    const [list, , year] = await conversation('Homes for sale in Miami', 'the first one', 'what year was it built?')
    const first = byMls(mlsIn(list!.content)[0]!)
    expect(mlsIn(year!.content)).toEqual([first.MLSNumber])
    if (first.YearBuilt) expect(year!.content).toContain(String(first.YearBuilt))
  })
})
