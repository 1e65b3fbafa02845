import { describe, expect, it } from 'vitest'
import { readConversation } from '../../../../server/ai/builtin/dialogue/conversation.ts'
import { plan } from '../../../../server/ai/builtin/dialogue/plan.ts'
import { PACKS } from '../../../../server/ai/builtin/languages/index.ts'
import { say } from '../../../../server/ai/builtin/say/say.ts'
import type { ListingRow } from '../../../../server/store/listings.ts'
import type { Turn } from '../../../../server/ai/types.ts'
import { VOCABULARY } from './vocabulary.ts'

/** The pure stages after understanding: a question and its conversation → one action; an action and rows → words. No store. */
const planned = (question: string, history: Turn[] = []) => {
  const { read, context } = readConversation(history, question, VOCABULARY)
  return plan(read.at(-1)!, context)
}
const shown = (question: string, keys: string[]): Turn[] => [
  { role: 'user', content: question, askType: 'Text' },
  { role: 'assistant', content: '…', askType: 'Text', listingKeys: keys }
]

const row = (fields: Partial<ListingRow>): ListingRow => ({
  id: 1, key: 'k1', listing_key: '', feed_id: null, feed_pass: 0, chatbot_id: 'c', created_at: '', sale_type: 'for_sale', status: 'Active', currency_symbol: '$', property_type: 'Condo',
  bedrooms: 2, bathrooms: 1, url: 'https://homes.example/1', mls_number: 'TX0240000', year_built: 2001, days_on_market: 5, lot_area: 0,
  building_area: 1000, area_unit: 'Square Feet', images: '', tours: '', parking_spots: 1, description: '', extension_column: '', location: '',
  address: '1 Oak St', city: 'Austin', city_key: 'austin', state: 'TX', zip: '78701', latitude: null, longitude: null, sale_price: 425000,
  unit_area_price: null, hoa_month: null, zestimate_price: null, rent_price: null, space_type: '', deposit_fee: null, ...fields
})
const speaker = { chatbot: { Name: 'Harbor & Pine', TalkToHumanEmail: 'team@example.com' }, vocabulary: VOCABULARY, lang: 'en' as const }

describe('plan: what to do with a question, from the question read and the conversation', () => {
  it('plans small talk, refusals and look-ups without any listing', () => {
    expect(planned('hi')).toEqual({ kind: 'talk', talk: 'greeting' })
    expect(planned('can I talk to a real person?')).toEqual({ kind: 'talk', talk: 'human' })
    expect(planned('what is the weather like?')).toEqual({ kind: 'talk', talk: 'fallback' })
    expect(planned('tell me about MLS TX0240003')).toMatchObject({ kind: 'lookUp', find: { mlsNumber: 'TX0240003' }, named: 'MLS TX0240003' })
  })

  it('plans a look-up by the stored key of the listing pointed at, and a comparison of those named by place', () => {
    expect(planned('does it have a pool?', shown('tell me about MLS TX1', ['k9']))).toMatchObject({ kind: 'lookUp', find: { key: 'k9' }, keywords: [expect.any(Array)] })
    expect(planned('compare the first and the third', shown('condos in Austin', ['k1', 'k2', 'k3']))).toMatchObject({ kind: 'compare', wanted: [{ key: 'k1' }, { key: 'k3' }] })
    expect(planned('how many bedrooms does it have?', shown('condos in Austin', ['k1', 'k2']))).toEqual({ kind: 'whichOne', shown: 2 })
    // A policy word with a feature of one listing is asked of the listing; without one it goes to the office.
    expect(planned('are pets allowed at 455 brickell ave?')).toMatchObject({ kind: 'lookUp', find: { address: '455 brickell' }, keywords: [expect.any(Array)] })
    expect(planned('are dogs ok?', shown('tell me about MLS TX1', ['k9']))).toMatchObject({ kind: 'lookUp', find: { key: 'k9' } })
    expect(planned('can I see it this weekend?', shown('tell me about MLS TX1', ['k9']))).toEqual({ kind: 'talk', talk: 'contact' })
  })

  it('plans the search the conversation adds up to, and the one home of a superlative', () => {
    expect(planned('and under 500k', shown('homes for sale in Austin', ['k1']))).toMatchObject({
      kind: 'search', search: { criteria: { city: 'Austin', saleType: 'for_sale', maxPrice: 500000 }, offset: 0 }, superlative: false
    })
    expect(planned('which one is the cheapest?', shown('homes for sale in Austin', ['k1', 'k2']))).toMatchObject({ kind: 'search', superlative: true, search: { sort: 'price_asc' } })
  })
})

describe('say: an action and its rows in words', () => {
  it('writes a search page with its count and each listing\'s real values, in the answer\'s language', () => {
    const search = { criteria: { city: 'Austin', saleType: 'for_sale' as const }, offset: 0 }
    const rows = [row({}), row({ key: 'k2', mls_number: 'TX0240001', address: '2 Oak St', sale_price: 510000 })]
    const fetched = { kind: 'search' as const, search: { result: { rows, total: 2, totalIsAtLeast: false } } }
    const action = { kind: 'search' as const, search, superlative: false, greet: false, fairHousing: false }
    const english = say(action, fetched, speaker)
    expect(english).toMatchObject({ noAnswer: false, cards: true })
    expect(english.text.split('\n')[0]).toBe('I found **2 homes for sale in Austin** (from $425,000 to $510,000):')
    expect(say(action, fetched, { ...speaker, lang: 'de' }).text).toContain('425.000\u00a0$')
  })

  it('says "not found" for a look-up that found nothing, and a plain yes before the details of one that mentions the feature', () => {
    const lookUp = { kind: 'lookUp' as const, find: { mlsNumber: 'XX1' }, named: 'MLS XX1', facts: [] }
    expect(say(lookUp, { kind: 'lookUp', rows: [] }, speaker).text).toContain('MLS XX1')
    // A listing shown before and removed since is said to be gone, not "not found with …".
    expect(say({ ...lookUp, find: { key: 'k1' }, named: '' }, { kind: 'lookUp', rows: [] }, speaker).text).toBe(PACKS.en.phrases.gone)
    const pool = { ...lookUp, keywords: [['pool', 'swimming pool']] }
    const text = say(pool, { kind: 'lookUp', rows: [row({})], mentions: true }, speaker).text
    expect(text).toMatch(/^\*\*Yes\*\*/)
    expect(text).toContain('MLS TX0240000')
  })

  it('says a price limit set against one listing as the strict bound it is: "under $519,000", never "up to $518,999"', () => {
    const rows = [row({})]
    const fetched = { kind: 'search' as const, search: { result: { rows, total: 1, totalIsAtLeast: false } } }
    const cheaper = { kind: 'search' as const, search: { criteria: { city: 'Austin', saleType: 'for_sale' as const, maxPrice: 518999, exceptKey: 'k9' }, offset: 0 }, superlative: false, greet: false, fairHousing: false }
    expect(say(cheaper, fetched, speaker).text).toContain('under $519,000')
    expect(say(cheaper, fetched, speaker).text).not.toContain('518,999')
    expect(say(cheaper, fetched, { ...speaker, lang: 'de' }).text).toContain('unter 519.000')
    const pricier = { ...cheaper, search: { criteria: { city: 'Austin', saleType: 'for_sale' as const, minPrice: 519001, exceptKey: 'k9' }, offset: 0 } }
    expect(say(pricier, fetched, speaker).text).toContain('over $519,000')
    // A budget the visitor gave stays inclusive.
    const budget = { ...cheaper, search: { criteria: { city: 'Austin', saleType: 'for_sale' as const, maxPrice: 519000 }, offset: 0 } }
    expect(say(budget, fetched, speaker).text).toContain('up to $519,000')
  })

  it('answers the lot size asked of one listing from its lot area, or says it is not stated', () => {
    const lookUp = { kind: 'lookUp' as const, find: { key: 'k1' }, named: '', facts: ['lotSize' as const] }
    expect(say(lookUp, { kind: 'lookUp', rows: [row({ lot_area: 6000 })] }, speaker).text).toContain('**Lot size:** 6,000 sq ft')
    expect(say(lookUp, { kind: 'lookUp', rows: [row({ lot_area: 0 })] }, speaker).text).toContain('**Lot size:** not stated in this listing.')
    expect(say(lookUp, { kind: 'lookUp', rows: [row({ lot_area: 6000 })] }, { ...speaker, lang: 'fr' }).text).toContain('Taille du terrain')
  })

  it('says ranges of rooms and of a lot, every type asked against, and bathrooms among the other conditions in other languages', () => {
    const rows = [row({ bedrooms: 3 })]
    const fetched = { kind: 'search' as const, search: { result: { rows, total: 1, totalIsAtLeast: false } } }
    const criteria = { city: 'Austin', minBedrooms: 3, maxBedrooms: 4, maxBathrooms: 2, withoutPropertyType: ['condo', 'town'], maxLotArea: { value: 5000, unit: 'Square Feet' as const } }
    const action = { kind: 'search' as const, search: { criteria, offset: 0 }, superlative: false, greet: false, fairHousing: false }
    expect(say(action, fetched, speaker).text).toContain('homes in Austin with 3 to 4 bedrooms and at most 2 bathrooms, without condos or townhouses, on a lot of at most 5,000 sq ft')
    expect(say(action, fetched, { ...speaker, lang: 'de' }).text).toContain('in Austin mit 3 bis 4 Schlafzimmern, ohne Eigentumswohnung oder Reihenhaus, mit den übrigen gewünschten Merkmalen')
    const bathsOnly = { ...action, search: { criteria: { city: 'Austin', minBathrooms: 2, maxBathrooms: 3 }, offset: 0 } }
    expect(say(bathsOnly, fetched, { ...speaker, lang: 'es' }).text).toContain('en Austin, con las demás condiciones que pediste')
    expect(say({ ...action, search: { criteria: { maxBedrooms: 2 }, offset: 0 } }, fetched, { ...speaker, lang: 'fr' }).text).toContain('avec au plus 2 chambres')
  })

  it('names a type asked against with the features left out, and the largest lot first by its lot area', () => {
    const rows = [row({ property_type: 'Single Family', lot_area: 9000 }), row({ key: 'k2', mls_number: 'TX0240001', address: '2 Oak St', lot_area: 4000 })]
    const fetched = { kind: 'search' as const, search: { result: { rows, total: 2, totalIsAtLeast: false } } }
    const search = { criteria: { city: 'Austin', saleType: 'for_sale' as const, withoutPropertyType: ['apartment'] }, offset: 0, sort: 'lot_desc' as const }
    const action = { kind: 'search' as const, search, superlative: true, greet: false, fairHousing: false }
    const listed = { ...action, superlative: false }
    expect(say(listed, fetched, speaker).text.split('\n')[0]).toBe('I found **2 homes for sale in Austin, without apartments**, largest lot first:')
    expect(say(listed, fetched, { ...speaker, lang: 'fr' }).text.split('\n')[0]).toContain('à vendre à Austin, sans appartement**')
    expect(say(action, fetched, speaker).text).toMatch(/^The largest lot is \*\*\[1 Oak St.*\(9,000 sq ft\)/)
    expect(say(action, fetched, { ...speaker, lang: 'fr' }).text).toMatch(/^Le plus grand terrain est celui de \*\*\[1 Oak St/)
  })

  it('offers the talk-to-a-person route only when the chatbot has one', () => {
    expect(say({ kind: 'talk', talk: 'contact' }, { kind: 'none' }, speaker)).toMatchObject({ noAnswer: true, text: expect.stringContaining('Talk to a person') })
    const nobody = { ...speaker, chatbot: { Name: 'Harbor & Pine', TalkToHumanEmail: '' } }
    expect(say({ kind: 'talk', talk: 'contact' }, { kind: 'none' }, nobody).text).not.toContain('Talk to a person')
  })
})
