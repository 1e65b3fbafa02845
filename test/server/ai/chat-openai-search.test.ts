import { describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { messagesOf, useOpenAIChatbot } from '../../support/openai-setup.ts'

const setup = useOpenAIChatbot()

/** Asks once while the fake model calls search_listings with `args`; returns what the tool gave back to the model. */
async function toolResult(args: Record<string, unknown>) {
  setup.fake.script({ toolCalls: [{ id: 'call_1', name: 'search_listings', arguments: [JSON.stringify(args)] }] }, { content: ['Listo.'] })
  const reply = await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'Busco casa' })
  expect(reply.status).toBe(200)
  const tool = messagesOf(setup.fake.requests.at(-1)!).find((m) => m.role === 'tool')
  return JSON.parse(String(tool?.content)) as { total: number; listings: { MLSNumber: string }[] }
}
const mlsOf = (listings: ListingFields[]) => listings.map((l) => l.MLSNumber).sort()
const petsAllowed = (l: ListingFields) => l.ExtensionColumn?.some((pair) => pair.value === 'Allowed') ?? false

describe('OpenAI-compatible model: the search_listings tool', () => {
  it('offers keywords and the new filters to the model', async () => {
    setup.fake.script({ content: ['Hola.'] })
    await ask(setup.server, { sessionID: await workspaceSession(setup.server, setup.chatbotId), content: 'Hola' })
    const tool = (setup.fake.requests[0]!.tools as { function: { parameters: { properties: Record<string, unknown> } } }[])[0]!
    for (const name of ['keywords', 'exclude_keywords', 'min_year_built', 'max_hoa', 'min_area', 'tours', 'status', 'max_deposit', 'space_type',
      'exclude_property_types', 'max_bedrooms', 'max_bathrooms', 'max_lot_area']) {
      expect(tool.function.parameters.properties).toHaveProperty(name)
    }
  })

  it('searches keywords with their synonyms together with structured filters', async () => {
    const result = await toolResult({ keywords: 'pool, beach', sale_type: 'for_sale', max_hoa: 700, min_year_built: 2010, limit: 10 })
    const expected = setup.listings.filter((l) => l.SaleType === 'for_sale' && /\bpool\b/i.test(l.Description!) &&
      /ocean|beach|coast|waterfront|\bbay\b/i.test(l.Description!) && (l.HOAMonth ?? 0) <= 700 && l.YearBuilt >= 2010)
    expect(expected.length).toBeGreaterThan(0)
    expect(result.total).toBe(expected.length)
    expect(result.listings.map((l) => l.MLSNumber).sort()).toEqual(mlsOf(expected))
  })

  it('leaves out what exclude_keywords names, and reads tours, status and areas', async () => {
    const noPets = await toolResult({ exclude_keywords: 'pets', sale_type: 'for_rent', city: 'Portland' })
    expect(noPets.listings.map((l) => l.MLSNumber).sort()).toEqual(mlsOf(setup.listings.filter((l) => l.City === 'Portland' && l.SaleType === 'for_rent' && !petsAllowed(l))))
    const soon = await toolResult({ status: 'PreOnMarket', limit: 10 })
    expect(soon.total).toBe(setup.listings.filter((l) => l.Status === 'PreOnMarket').length)
    const big = await toolResult({ min_area: 220, area_unit: 'Square Meters', tours: 'OpenHouse', limit: 10 })
    expect(big.listings.map((l) => l.MLSNumber).sort()).toEqual(mlsOf(setup.listings.filter((l) => l.BuildingArea >= 220 * 10.7639 && l.Tours === 'OpenHouse')))
  })

  it('leaves out every property type excluded, and reads ranges of rooms and a lot at most so big', async () => {
    const noCondos = await toolResult({ exclude_property_types: ['condo', 'townhouse'], city: 'Denver', limit: 10 })
    const expected = setup.listings.filter((l) => l.City === 'Denver' && l.Status !== 'Sold' && !/condo|townhouse/i.test(l.PropertyType))
    expect(expected.length).toBeGreaterThan(0)
    expect(setup.listings.some((l) => l.City === 'Denver' && /townhouse/i.test(l.PropertyType))).toBe(true)
    expect(noCondos.total).toBe(expected.length)
    // One text of types apart by commas is read too.
    expect((await toolResult({ exclude_property_types: 'condo, townhouse', city: 'Denver', limit: 10 })).total).toBe(expected.length)
    const rooms = await toolResult({ min_bedrooms: 3, max_bedrooms: 4, max_bathrooms: 2, limit: 10 })
    expect(rooms.total).toBe(setup.listings.filter((l) => l.Status !== 'Sold' && l.Bedrooms >= 3 && l.Bedrooms <= 4 && l.Bathrooms <= 2).length)
    const smallLots = await toolResult({ max_lot_area: 6000, limit: 10 })
    const small = setup.listings.filter((l) => l.Status !== 'Sold' && l.LotArea > 0 && l.LotArea <= 6000)
    expect(small.length).toBeGreaterThan(0)
    expect(smallLots.total).toBe(small.length)
  })
})
