import { describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

/**
 * A second held-out set: thirty conversations of demanding visitors over HTTP, written before the
 * slot tagger took money, places, features, negations, ordinals and intents over, each judged
 * from the listing data (never from the wording of an answer): budgets in words, numbers in the
 * visitor's locale, text typed without accents, follow-ups of two to four turns, take-backs,
 * two-part questions, look-ups by address and MLS number, and what the assistant cannot know.
 */
const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })
const price = (l: ListingFields) => (l.SaleType === 'for_rent' ? l.RentPrice : l.SalePrice) ?? 0
const byMls = (mls: string) => bot.listings.find((l) => l.MLSNumber === mls)!
const where = (test: (l: ListingFields) => boolean) => bot.listings.filter((l) => l.Status !== 'Sold' && test(l))
const sale = (city: string) => (l: ListingFields) => l.City === city && l.SaleType === 'for_sale'
const rent = (city: string) => (l: ListingFields) => l.City === city && l.SaleType === 'for_rent'
const type = (l: ListingFields, name: string) => (l.PropertyType ?? '').toLowerCase().includes(name)

/** A conversation in one session: each question answered in turn, the answers returned. */
async function conversation(...questions: string[]) {
  const session = await workspaceSession(bot.server, bot.chatbotId)
  const answers: { content: string; noAnswer: boolean }[] = []
  for (const question of questions) answers.push(await bot.answer(question, session))
  return answers
}

/** In any language: the answer shows the first page of exactly `expected` (up to five), none other, and says how many. */
function expectShown(text: string, expected: ListingFields[]) {
  expect(expected.length, 'the question should match some seeded listings').toBeGreaterThan(0)
  const allowed = new Set(expected.map((l) => l.MLSNumber))
  const shown = mlsIn(text)
  expect(shown).toHaveLength(Math.min(5, expected.length))
  for (const mls of shown) expect(allowed.has(mls), `${mls} does not match the question`).toBe(true)
  if (expected.length > 1) expect(text).toContain(String(expected.length))
}

/** The one listing first in `order` among `among`, as a superlative answer must name it first. */
const first = (among: ListingFields[], order: (a: ListingFields, b: ListingFields) => number) => [...among].sort(order)[0]!

describe('built-in assistant: held-out conversations, second set', () => {
  it('1 "condos for sale under four hundred thousand": a budget in words', async () => {
    const [answer] = await conversation('condos for sale under four hundred thousand')
    expectListing(answer!.content, where((l) => l.SaleType === 'for_sale' && type(l, 'condo') && price(l) <= 400_000))
  })

  it('2 "three bedroom homes for sale in Denver under seven hundred and fifty thousand dollars"', async () => {
    const [answer] = await conversation('three bedroom homes for sale in Denver under seven hundred and fifty thousand dollars')
    expectListing(answer!.content, where((l) => sale('Denver')(l) && l.Bedrooms === 3 && price(l) <= 750_000))
  })

  it('3 three turns: Seattle rentals, then two bedrooms, then "under 3 grand"', async () => {
    const [, , budget] = await conversation('Rentals in Seattle', 'just the ones with 2 bedrooms', 'what about under 3 grand?')
    expectListing(budget!.content, where((l) => rent('Seattle')(l) && l.Bedrooms === 2 && price(l) <= 3000))
  })

  it('4 "never mind the office, 3 bedrooms or more": the feature taken back, a range added', async () => {
    const [, relaxed] = await conversation('Homes for sale in Portland with a home office', 'never mind the office, 3 bedrooms or more')
    expectListing(relaxed!.content, where((l) => sale('Portland')(l) && (l.Bedrooms ?? 0) >= 3))
  })

  it('5 a look-up by address, then "when was it built?"', async () => {
    const [found, year] = await conversation('Tell me about 1107 Travis Heights Blvd', 'when was it built?')
    expect(mlsIn(found!.content)).toEqual(['TX0250007'])
    expect(mlsIn(year!.content)).toEqual(['TX0250007'])
    expect(year!.content).toContain('1925')
  })

  it('6 "what\'s the price of MLS CO0245069?"', async () => {
    const [answer] = await conversation('what\'s the price of MLS CO0245069?')
    expect(mlsIn(answer!.content)).toEqual(['CO0245069'])
    expect(answer!.content).toContain('$754,000')
  })

  it('7 a two-part question about the listing shown: "does it have a gym and when was it built?"', async () => {
    const [, both] = await conversation('Tell me about MLS FL0250000', 'does it have a gym? and when was it built?')
    expect(mlsIn(both!.content)).toEqual(['FL0250000'])
    expect(both!.content).toMatch(/\*\*Yes\*\*/)
    expect(both!.content).toContain('2019')
  })

  it('8 out of scope: a loan pre-approval gets the talk-to-a-person route and no listing', async () => {
    const [answer] = await conversation('Can you help me get pre-approved for a loan?')
    expect(answer!.content).toContain('**Talk to a person**')
    expect(mlsIn(answer!.content)).toEqual([])
  })

  it('9 out of scope: "Is Denver a safe area to raise kids?" lists nothing', async () => {
    const [answer] = await conversation('Is Denver a safe area to raise kids?')
    expect(mlsIn(answer!.content)).toEqual([])
    expect(answer!.noAnswer).toBe(true)
  })

  it('10 Spanish without accents: "casas en alquiler en Denver", then "y cual es la mas barata?"', async () => {
    const [, cheapest] = await conversation('casas en alquiler en Denver', 'y cual es la mas barata?')
    const expected = first(where(rent('Denver')), (a, b) => price(a) - price(b))
    expect(mlsIn(cheapest!.content)[0]).toBe(expected.MLSNumber)
    expect(cheapest!.content).toMatch(/más barat/)
  })

  it('11 Spanish budget in words: "casas en venta en Miami por menos de un millon"', async () => {
    const [answer] = await conversation('casas en venta en Miami por menos de un millon')
    expectShown(answer!.content, where((l) => sale('Miami')(l) && price(l) <= 1_000_000))
    expect(answer!.content).toMatch(/^Encontré/)
  })

  it('12 French: Portland apartments to rent, then "et moins de 2000 dollars par mois ?"', async () => {
    const [, budget] = await conversation('appartements à louer à Portland', 'et moins de 2000 dollars par mois ?')
    expectShown(budget!.content, where((l) => rent('Portland')(l) && type(l, 'apartment') && price(l) <= 2000))
  })

  it('13 French without accents: "maisons a vendre a Austin avec au moins 3 chambres"', async () => {
    const [answer] = await conversation('maisons a vendre a Austin avec au moins 3 chambres')
    expectShown(answer!.content, where((l) => sale('Austin')(l) && (l.Bedrooms ?? 0) >= 3))
  })

  it('14 German: homes to buy in San Diego, then "welches ist das gunstigste?" typed without umlauts', async () => {
    const [, cheapest] = await conversation('Häuser zum Kauf in San Diego', 'welches ist das gunstigste?')
    const expected = first(where(sale('San Diego')), (a, b) => price(a) - price(b))
    expect(mlsIn(cheapest!.content)[0]).toBe(expected.MLSNumber)
  })

  it('15 German number separators: "Wohnungen zur Miete in Denver unter 2.000 Dollar"', async () => {
    const [answer] = await conversation('Wohnungen zur Miete in Denver unter 2.000 Dollar')
    expectShown(answer!.content, where((l) => rent('Denver')(l) && type(l, 'apartment') && price(l) <= 2000))
  })

  it('16 Portuguese without accents: Portland rentals, then "qual e o mais barato?"', async () => {
    const [, cheapest] = await conversation('imoveis para alugar em Portland', 'qual e o mais barato?')
    const expected = first(where(rent('Portland')), (a, b) => price(a) - price(b))
    expect(mlsIn(cheapest!.content)[0]).toBe(expected.MLSNumber)
    expect(cheapest!.content).toMatch(/barat/)
  })

  it('17 Portuguese amount in words: "casas a venda em Seattle ate 900 mil"', async () => {
    const [answer] = await conversation('casas a venda em Seattle ate 900 mil')
    expectShown(answer!.content, where((l) => sale('Seattle')(l) && price(l) <= 900_000))
  })

  it('18 Italian: "case in vendita a Denver sotto i 600 mila dollari"', async () => {
    const [answer] = await conversation('case in vendita a Denver sotto i 600 mila dollari')
    expectShown(answer!.content, where((l) => sale('Denver')(l) && price(l) <= 600_000))
  })

  it('19 Italian follow-up: Miami rentals, then "la seconda"', async () => {
    const [list, second] = await conversation('case in affitto a Miami', 'la seconda')
    expect(mlsIn(list!.content).length).toBeGreaterThan(1)
    expect(mlsIn(second!.content)).toEqual([mlsIn(list!.content)[1]])
  })

  it('20 two places in one ask: "Seattle or Portland condos for sale"', async () => {
    const [answer] = await conversation('Seattle or Portland condos for sale')
    expectListing(answer!.content, where((l) => (sale('Seattle')(l) || sale('Portland')(l)) && type(l, 'condo')))
  })

  it('21 relax: no 2-bedroom Austin rental under $2,500, then "any price"', async () => {
    const [none, any] = await conversation('2 bedroom rentals in Austin under 2500', 'ok, any price then')
    expect(none!.content).toMatch(/^I couldn't find any/)
    expectListing(any!.content, where((l) => rent('Austin')(l) && l.Bedrooms === 2))
  })

  it('22 "What\'s the biggest house for sale in Seattle?" names the largest first', async () => {
    const [answer] = await conversation('What\'s the biggest house for sale in Seattle?')
    const expected = first(where(sale('Seattle')), (a, b) => (b.BuildingArea ?? 0) - (a.BuildingArea ?? 0))
    expect(mlsIn(answer!.content)[0]).toBe(expected.MLSNumber)
  })

  it('23 one listing found, then "does it have a garage?" about it', async () => {
    const [list, garage] = await conversation('Homes for sale in Denver under 400k', 'does it have a garage?')
    const only = where((l) => sale('Denver')(l) && price(l) <= 400_000)
    expectListing(list!.content, only)
    expect(mlsIn(garage!.content)).toEqual([only[0]!.MLSNumber])
    expect(garage!.content).toMatch(/\*\*Yes\*\*/)
  })

  it('24 "compare 328 Sunset Blvd and 7752 Park Pl" puts both side by side', async () => {
    const [answer] = await conversation('compare 328 Sunset Blvd and 7752 Park Pl')
    const header = answer!.content.split('\n').find((row) => row.startsWith('| |')) ?? ''
    expect(header).toContain('328 Sunset Blvd')
    expect(header).toContain('7752 Park Pl')
  })

  it('25 "townhouses between 700k and 1.3 million"', async () => {
    const [answer] = await conversation('townhouses between 700k and 1.3 million')
    expectListing(answer!.content, where((l) => type(l, 'townhouse') && price(l) >= 700_000 && price(l) <= 1_300_000))
  })

  it('26 "homes with at least 4 beds in Miami for rent"', async () => {
    const [answer] = await conversation('homes with at least 4 beds in Miami for rent')
    expectListing(answer!.content, where((l) => rent('Miami')(l) && (l.Bedrooms ?? 0) >= 4))
  })

  it('27 a greeting and a search at once: "hi! any condos for rent in Austin?"', async () => {
    const [answer] = await conversation('hi! any condos for rent in Austin?')
    expectListing(answer!.content, where((l) => rent('Austin')(l) && type(l, 'condo')))
  })

  it('28 Spanish out of scope: school ratings list nothing and offer a person', async () => {
    const [answer] = await conversation('cuales son las mejores escuelas en Austin?')
    expect(mlsIn(answer!.content)).toEqual([])
    expect(answer!.noAnswer).toBe(true)
  })

  it('29 Spanish three turns without accents: Portland for sale, "la segunda", "hay algo mas barato que esa?"', async () => {
    const [list, second, cheaper] = await conversation('casas en venta en Portland', 'la segunda', 'hay algo mas barato que esa?')
    const picked = byMls(mlsIn(list!.content)[1]!)
    expect(mlsIn(second!.content)).toEqual([picked.MLSNumber])
    expectShown(cheaper!.content, where((l) => sale('Portland')(l) && price(l) < price(picked)))
  })

  it('30 four turns: San Diego, for sale only, 3 bedrooms, then "forget the bedrooms, under 1.3 million"', async () => {
    const [, , , last] = await conversation('Homes in San Diego', 'only for sale', 'with 3 bedrooms', 'forget the bedrooms, under 1.3 million')
    expectListing(last!.content, where((l) => sale('San Diego')(l) && price(l) <= 1_300_000))
  })
})
