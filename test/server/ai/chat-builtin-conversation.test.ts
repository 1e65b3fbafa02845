import { beforeAll, describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { createListing } from '../../../server/store/listings.ts'
import { workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, priceText, useDemoAssistant } from '../../support/listing-expectations.ts'

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

  it('"which one is cheapest?" over homes to buy and to rent names the cheapest to buy (like with like), not a list', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const city = ['Portland', 'Seattle', 'Denver', 'Austin', 'Miami'].find((name) => new Set(bot.listings.filter((l) => l.City === name).map((l) => l.SaleType)).size === 2)!
    const homes = bot.listings.filter((l) => l.City === city && l.Status !== 'Sold')
    const ofKind = (kind: string, price: (l: ListingFields) => number) => homes.filter((l) => l.SaleType === kind).sort((a, b) => price(a) - price(b))
    const inOrder = [...ofKind('for_sale', (l) => l.SalePrice!), ...ofKind('for_rent', (l) => l.RentPrice!)].map((l) => l.MLSNumber)
    await bot.answer(`Homes in ${city}`, session)
    const { content } = await bot.answer('Which one is cheapest?', session)
    expect(content).toMatch(/^The cheapest is/)
    expect(mlsIn(content)).toEqual(inOrder.slice(0, 1))
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

describe('built-in assistant: the listings it showed', () => {
  it('"tell me about the second one", "number 3", "the last one": the details of that listing of the list', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const list = mlsIn((await bot.answer('Homes in Portland', session)).content)
    expect(list.length).toBeGreaterThan(3)
    const second = await bot.answer('Tell me about the second one', session)
    expect(mlsIn(second.content)).toEqual([list[1]])
    expect(second.content).toContain('**Price:**')
    expect(second.listings.map((card: { MLSNumber: string }) => card.MLSNumber)).toEqual([list[1]])
    // Positions stay those of the list, whatever details came in between.
    expect(mlsIn((await bot.answer('number 3', session)).content)).toEqual([list[2]])
    expect(mlsIn((await bot.answer('and the last one?', session)).content)).toEqual([list.at(-1)])
    expect(mlsIn((await bot.answer('Háblame del primero', session)).content)).toEqual([list[0]])
  })

  it('answers "does it have a pool?" about the listing it just described with a plain yes or no', async () => {
    const miami = bot.listings.filter((l) => l.City === 'Miami')
    const withPool = miami.find(says(/pool/i))!
    const without = miami.find((l) => !says(/pool/i)(l) && !/pool/i.test(JSON.stringify(l.ExtensionColumn ?? [])))!
    expect(withPool && without, 'the demo has Miami homes with and without a pool').toBeTruthy()
    const session = await workspaceSession(bot.server, bot.chatbotId)
    await bot.answer(`Tell me about MLS ${withPool.MLSNumber}`, session)
    const yes = await bot.answer('Does it have a pool?', session)
    expect(yes.content).toMatch(/^\*\*Yes\*\* — this listing mentions a pool\./)
    expect(mlsIn(yes.content)).toEqual([withPool.MLSNumber])
    await bot.answer(`Tell me about MLS ${without.MLSNumber}`, session)
    const no = await bot.answer('does that home have a pool?', session)
    expect(no.content).toMatch(/^Nothing in this listing mentions a pool\./)
    expect(mlsIn(no.content)).toEqual([without.MLSNumber])
  })

  it('leaves the search as it was after a question about one listing, and "it" among several as a search', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const portland = bot.listings.filter((l) => l.City === 'Portland')
    await bot.answer('Homes in Portland', session)
    await bot.answer('Does the first one have a yard?', session)
    expectListing((await bot.answer('and with 3 bedrooms?', session)).content, portland.filter((l) => l.Bedrooms === 3))
    // Several shown: "it" names none of them, so the question narrows the search as before.
    expectListing((await bot.answer('does any of them have a yard?', session)).content, portland.filter((l) => l.Bedrooms === 3 && says(/yard|garden|acre|lawn/i)(l)))
  })

  it('"compare the first three": the three listings of the list side by side, in a table', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const list = mlsIn((await bot.answer('Homes in Portland', session)).content)
    const { content, listings: cards } = await bot.answer('Compare the first three', session)
    const picked = list.slice(0, 3).map((mls) => bot.listings.find((l) => l.MLSNumber === mls)!)
    const rows = content.split('\n').filter((row) => row.startsWith('|'))
    expect(rows[0]).toBe(`| | ${picked.map((l) => `[${l.Address}](${l.Url})`).join(' | ')} |`)
    expect(rows).toContain(`| Price | ${picked.map(priceText).join(' | ')} |`)
    expect(rows).toContain(`| Bedrooms | ${picked.map((l) => l.Bedrooms).join(' | ')} |`)
    expect(rows).toContain(`| MLS | ${list.slice(0, 3).join(' | ')} |`)
    expect(cards.map((card: { MLSNumber: string }) => card.MLSNumber)).toEqual(list.slice(0, 3))
    // The comparison is no list: positions still count in the search's list.
    expect(mlsIn((await bot.answer('the last one', session)).content)).toEqual([list.at(-1)])
    // Asked about together without "compare", they are put side by side too.
    const together = await bot.answer('tell me about the first and the third', session)
    expect(together.content.split('\n').filter((row) => row.startsWith('|'))).toContain(`| MLS | ${list[0]} | ${list[2]} |`)
  })

  it('"compare the two cheapest": the search\'s first two in that order, side by side', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    await bot.answer('Homes in Miami', session)
    const forSale = bot.listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_sale').sort((a, b) => a.SalePrice! - b.SalePrice!)
    const { content } = await bot.answer('compare the two cheapest', session)
    expect(content.split('\n').filter((row) => row.startsWith('|'))).toContain(`| MLS | ${forSale[0]!.MLSNumber} | ${forSale[1]!.MLSNumber} |`)
  })

  it('"similar homes" and "others nearby": a new search around the listing shown, without it, that follow-ups narrow', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const home = bot.listings.find((l) => l.City === 'Austin' && l.SaleType === 'for_sale')!
    await bot.answer(`Tell me about MLS ${home.MLSNumber}`, session)
    const sameKind = bot.listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && l.MLSNumber !== home.MLSNumber)
    const similar = await bot.answer('Show me similar homes', session)
    const alike = sameKind.filter((l) => l.PropertyType === home.PropertyType)
    if (alike.length > 0) expectListing(similar.content, alike)
    else expect(similar.content).toContain("I couldn't find any")
    await bot.answer(`Tell me about MLS ${home.MLSNumber}`, session)
    const nearby = await bot.answer('any other homes nearby?', session)
    expectListing(nearby.content, sameKind)
    expect(mlsIn(nearby.content)).not.toContain(home.MLSNumber)
    const cheaper = await bot.answer('only the ones under 500k', session)
    expectListing(cheaper.content, sameKind.filter((l) => l.SalePrice! <= 500_000))
  })

  it('asks which one is meant by "it" among several listings shown', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const list = mlsIn((await bot.answer('Homes in Portland', session)).content)
    const which = await bot.answer('How many bedrooms does it have?', session)
    expect(which.content).toBe(`Which of the ${list.length} homes do you mean? Say “the first one”, “number 2” and so on, or give me its MLS number.`)
    expect(which.noAnswer).toBe(false)
    expect(mlsIn((await bot.answer('the first one', session)).content)).toEqual([list[0]])
    // One listing described: a question about its facts is about it.
    const hoa = await bot.answer('How much is the HOA?', session)
    expect(mlsIn(hoa.content)).toEqual([list[0]])
    expect(hoa.content).toContain('**Price:**')
  })

  it('says it cannot help when nothing was shown to point at, and takes thanks as thanks', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const lost = await bot.answer('Tell me about the second one', session)
    expect(lost.noAnswer).toBe(true)
    expect(lost.listings).toEqual([])
    await bot.answer('Tell me about MLS ' + bot.listings[0]!.MLSNumber, session)
    expect((await bot.answer('thanks, I like it', session)).content).not.toContain('MLS')
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
