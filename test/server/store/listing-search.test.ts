import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoListings } from '../../../server/demo/listings.ts'
import { CONCEPTS } from '../../../server/listings/concepts.ts'
import { COUNT_CAP, searchListings } from '../../../server/store/listing-search.ts'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { createListing, createListings, deleteListings, updateListings } from '../../../server/store/listings.ts'
import * as chatbotTextIndex from '../../../server/store/migrations/023-chatbot-text-index.ts'
import * as bulkFullTextTriggers from '../../../server/store/migrations/027-bulk-full-text-triggers.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let chatbotId = ''
let other = ''
let base: ListingFields
beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot()
  other = await server.newChatbot()
  base = demoListings(chatbotId, 'https://homes.example', 1)[0]!
})
afterAll(() => server.close())

const mls = async (chatbot: string, keywords: string[][], withoutKeywords?: string[][]) =>
  (await searchListings(server.db, chatbot, { keywords, ...(withoutKeywords && { withoutKeywords }) }, { limit: 10 })).rows.map((row) => row.mls_number).sort()

describe('full-text listing search', () => {
  it('finds words of the description, location, address and extension pairs, stemmed, and keeps up with Update and Delete', async () => {
    await createListing(server.db, chatbotId, { ...base, MLSNumber: 'FT1', Description: 'Sunny home with two swimming pools', Location: 'Old Town', Address: '9 Harbor Way', ExtensionColumn: [{ Key: 'Sauna', value: 'Wood fired' }] })
    await createListing(server.db, other, { ...base, SerialNumber: other, MLSNumber: 'FT2', Description: 'Another chatbot\'s pool house' })
    expect(await mls(chatbotId, [['pool']])).toEqual(['FT1'])
    expect(await mls(chatbotId, [['old town']])).toEqual(['FT1'])
    expect(await mls(chatbotId, [['harbor']])).toEqual(['FT1'])
    expect(await mls(chatbotId, [['sauna wood fired']])).toEqual(['FT1'])
    expect(await mls(chatbotId, [['pool'], ['garage']])).toEqual([])
    await updateListings(server.db, chatbotId, 'MLSNumber', 'FT1', { ...base, MLSNumber: 'FT1', Description: 'Now with a garage' })
    expect(await mls(chatbotId, [['pool']])).toEqual([])
    expect(await mls(chatbotId, [['garage']])).toEqual(['FT1'])
    expect(await mls(chatbotId, [['pool']], [['garage']])).toEqual([])
    await deleteListings(server.db, chatbotId, 'MLSNumber', ['FT1'])
    expect(await mls(chatbotId, [['garage']])).toEqual([])
    expect(await mls(other, [['pool']])).toEqual(['FT2'])
  })

  it('finds one-level homes by the words listings use for them, hyphenated or not, and not a two-story home on Ranch Road', async () => {
    const bot = await server.newChatbot()
    const home = (number: string, Description: string, Address = '1 Elm St'): ListingFields => ({ ...base, SerialNumber: bot, MLSNumber: number, Description, Address })
    await createListings(server.db, bot, [
      home('L1', 'Charming single-story home with an open plan'),
      home('L2', 'Ranch-style home, everything on one level'),
      home('L3', 'Spacious two-story home with a loft', '400 Ranch Rd'),
      home('L4', 'Single storey cottage, no stairs')
    ])
    const oneLevel = CONCEPTS.find((concept) => concept.name === 'one-level living')!.says
    expect(await mls(bot, [oneLevel])).toEqual(['L1', 'L2', 'L4'])
  })

  it('finds in-law suites and fixer-uppers by the words listings use for them, and not a home near the law school', async () => {
    const bot = await server.newChatbot()
    const home = (number: string, Description: string): ListingFields => ({ ...base, SerialNumber: bot, MLSNumber: number, Description })
    await createListings(server.db, bot, [
      home('A1', 'Detached ADU with its own entrance'),
      home('A2', 'Main house plus a mother-in-law suite over the garage'),
      home('A3', 'Walk to the law school; in a quiet street'),
      home('A4', 'Handyman special: needs work, priced to sell'),
      home('A5', 'Charming casita in the back, bring some TLC'),
      home('A6', 'Turnkey and fully renovated')
    ])
    const says = (name: string) => CONCEPTS.find((concept) => concept.name === name)!.says
    expect(await mls(bot, [says('an in-law suite or guest house')])).toEqual(['A1', 'A2', 'A5'])
    expect(await mls(bot, [says('fixer-upper potential')])).toEqual(['A4', 'A5'])
  })

  it('counts at most COUNT_CAP matches and says there are more', async () => {
    const many = Array.from({ length: COUNT_CAP + 20 }, (_, i) => ({ ...base, SerialNumber: other, MLSNumber: `MANY${i}`, City: 'Capville' }))
    await createListings(server.db, other, many)
    const result = await searchListings(server.db, other, { city: 'Capville' }, { limit: 5 })
    expect(result).toMatchObject({ total: COUNT_CAP, totalIsAtLeast: true })
    expect(result.rows).toHaveLength(5)
  })
  it('counts a rare combination exactly in a small place, and as a lower bound among the newest 2,000 of a big one', async () => {
    const bot = await server.newChatbot()
    const listing = (i: number, fields: Partial<ListingFields> = {}) => ({ ...base, SerialNumber: bot, MLSNumber: `BIG${i}`, City: 'Bigtown', PropertyType: 'Single Family', Bathrooms: 2, ...fields })
    // The 30 condos with 3 baths are the oldest of 2,130 listings in Bigtown.
    await createListings(server.db, bot, Array.from({ length: 30 }, (_, i) => listing(i, { PropertyType: 'Condo', Bathrooms: 3 })))
    const small = await searchListings(server.db, bot, { city: 'Bigtown', propertyType: 'condo', bathrooms: 3 }, { limit: 5 })
    expect(small).toMatchObject({ total: 30, totalIsAtLeast: false })
    for (let start = 30; start < 2130; start += 700) {
      await createListings(server.db, bot, Array.from({ length: 700 }, (_, i) => listing(start + i)))
    }
    const big = await searchListings(server.db, bot, { city: 'Bigtown', propertyType: 'condo', bathrooms: 3 }, { limit: 5 })
    expect(big.rows.map((row) => row.property_type)).toEqual(Array(5).fill('Condo'))
    expect(big).toMatchObject({ total: 5, totalIsAtLeast: true })
    const next = await searchListings(server.db, bot, { city: 'Bigtown', propertyType: 'condo', bathrooms: 3 }, { limit: 5, offset: 25 })
    expect(next).toMatchObject({ total: 30, totalIsAtLeast: true })
  })

  it('reads a word most listings have, a word none may have and a wide price range newest first, and a rare word or a narrow range through its index', async () => {
    const bot = await server.newChatbot()
    // 2,700 listings in Wordtown, oldest first: five in six welcome pets (past the 2,000 matches that are ranked); the ten oldest are waterfront.
    const listing = (i: number): ListingFields => ({
      ...base, SerialNumber: bot, MLSNumber: `W${i}`, City: 'Wordtown', SaleType: 'for_sale', SalePrice: 100_000 + i * 1000, Status: 'Active',
      Description: `${i % 6 === 0 ? 'Quiet street' : 'Pets welcome, fenced yard'}${i < 10 ? ', waterfront' : ''}`
    })
    for (let start = 0; start < 2700; start += 900) await createListings(server.db, bot, Array.from({ length: 900 }, (_, i) => listing(start + i)))
    const newest = async (criteria: Parameters<typeof searchListings>[2]) =>
      (await searchListings(server.db, bot, { city: 'Wordtown', ...criteria }, { limit: 5 })).rows.map((row) => row.mls_number)
    expect(await newest({ keywords: [['pets welcome']] })).toEqual(['W2699', 'W2698', 'W2697', 'W2696', 'W2695'])
    expect(await newest({ withoutKeywords: [['pets welcome']] })).toEqual(['W2694', 'W2688', 'W2682', 'W2676', 'W2670'])
    // 2,051 listings cost at most 2,150,000: too many to read through the price index.
    expect(await newest({ keywords: [['pets welcome']], withoutKeywords: [['waterfront']], saleType: 'for_sale', maxPrice: 2_150_000 }))
      .toEqual(['W2050', 'W2049', 'W2048', 'W2047', 'W2045'])
    const waterfront = await searchListings(server.db, bot, { city: 'Wordtown', keywords: [['waterfront']] }, { limit: 20 })
    expect(waterfront.rows.map((row) => row.mls_number).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `W${i}`).sort())
    const cheap = await searchListings(server.db, bot, { city: 'Wordtown', saleType: 'for_sale', minPrice: 101_000, maxPrice: 105_000 }, { limit: 5 })
    expect(cheap.rows.map((row) => row.mls_number)).toEqual(['W5', 'W4', 'W3', 'W2', 'W1'])
    expect(cheap).toMatchObject({ total: 5, totalIsAtLeast: false })
  })

  it('leaves words out exactly, also when every one of the newest 2,000 has them and only older listings qualify', async () => {
    const bot = await server.newChatbot()
    // 2,100 rentals in Oldtown, oldest first: the six oldest say nothing of pets (three have a garden), the rest welcome them.
    const listing = (i: number): ListingFields => ({
      ...base, SerialNumber: bot, MLSNumber: `O${i}`, City: 'Oldtown', SaleType: 'for_rent', RentPrice: 1000 + i, Status: 'Active',
      Description: i < 6 ? `Quiet street${i < 3 ? ', garden' : ''}` : 'Pets welcome, fenced yard'
    })
    for (let start = 0; start < 2100; start += 700) await createListings(server.db, bot, Array.from({ length: 700 }, (_, i) => listing(start + i)))
    const without = await searchListings(server.db, bot, { city: 'Oldtown', saleType: 'for_rent', withoutKeywords: [['pets welcome']] }, { limit: 5 })
    expect(without.rows.map((row) => row.mls_number)).toEqual(['O5', 'O4', 'O3', 'O2', 'O1'])
    const rest = await searchListings(server.db, bot, { city: 'Oldtown', saleType: 'for_rent', withoutKeywords: [['pets welcome']] }, { limit: 5, offset: 5 })
    expect(rest.rows.map((row) => row.mls_number)).toEqual(['O0'])
    // Words to find and to leave out together: many matches (read newest first) and few (ranked).
    expect((await searchListings(server.db, bot, { city: 'Oldtown', keywords: [['fenced yard']], withoutKeywords: [['pets welcome']] }, { limit: 5 })).rows).toEqual([])
    const quiet = await searchListings(server.db, bot, { city: 'Oldtown', keywords: [['quiet street']], withoutKeywords: [['garden']] }, { limit: 10 })
    expect(quiet.rows.map((row) => row.mls_number).sort()).toEqual(['O3', 'O4', 'O5'])
  })

  it('ranks a chatbot\'s matches by its own listings: another chatbot\'s stock does not reorder them', async () => {
    const [mine, theirs] = [await server.newChatbot(), await server.newChatbot()]
    const listing = (bot: string, number: string, Description: string): ListingFields => ({ ...base, SerialNumber: bot, MLSNumber: number, Description, ExtensionColumn: [] })
    // One turret and two solariums among six. SQLite weighs the rarer turret most, though it is the
    // oldest (PostgreSQL's ts_rank weighs no rarity: the three tie, newest first).
    await createListings(server.db, mine, [listing(mine, 'R1', 'A turret'), listing(mine, 'R2', 'A solarium'), listing(mine, 'R3', 'A solarium'),
      ...['R4', 'R5', 'R6'].map((number) => listing(mine, number, 'A garden'))])
    const ranked = async () => (await searchListings(server.db, mine, { keywords: [['turret', 'solarium']] }, { limit: 5 })).rows.map((row) => row.mls_number)
    const alone = await ranked()
    expect([...alone].sort()).toEqual(['R1', 'R2', 'R3'])
    if (inject('postgresUrl') === '') expect(alone[0]).toBe('R1')
    // Turrets are common in another chatbot's stock (SQLite's bm25 counted them all, and walked them for every search of this one).
    await createListings(server.db, theirs, Array.from({ length: 300 }, (_, i) => listing(theirs, `T${i}`, 'A turret')))
    expect(await ranked()).toEqual(alone)
  })

  it.skipIf(inject('postgresUrl') === '')('keys the documents a PostgreSQL database already held by their chatbot (migration 023)', async () => {
    const [mine, theirs] = [await server.newChatbot(), await server.newChatbot()]
    await createListing(server.db, mine, { ...base, SerialNumber: mine, MLSNumber: 'CK1', Description: 'A lap pool' })
    // 027's triggers write the chatbot: they go first and come back last.
    await bulkFullTextTriggers.down(server.db as never)
    await chatbotTextIndex.down(server.db as never)
    // Written while the documents had no chatbot: the migration fills it in.
    await createListing(server.db, theirs, { ...base, SerialNumber: theirs, MLSNumber: 'CK2', Description: 'A pool house' })
    await server.db.transaction().execute(async (trx) => {
      await chatbotTextIndex.up(trx as never)
      await bulkFullTextTriggers.up(trx as never)
    })
    const { rows } = await sql<{ unkeyed: string }>`select count(*) as unkeyed from listing_search s join listings l on l.id = s.listing_id
      where s.chatbot_id is distinct from l.chatbot_id`.execute(server.db)
    expect(Number(rows[0]!.unkeyed)).toBe(0)
    // A small pending list: every search reads it whole until it is merged.
    const { rows: [index] } = await sql<{ reloptions: string[] }>`select reloptions from pg_class where relname = 'listing_search_chatbot_document'`.execute(server.db)
    expect(index!.reloptions).toEqual(['gin_pending_list_limit=256'])
    expect([await mls(mine, [['pool']]), await mls(theirs, [['pool']])]).toEqual([['CK1'], ['CK2']])
  })
})

describe('property types asked against and the order by lot size', () => {
  it('leaves out a type asked against and sorts the largest lot first, listings without a lot (0) last', async () => {
    const bot = await server.newChatbot()
    const listing = (mlsNumber: string, PropertyType: string, LotArea: number) => ({ ...base, SerialNumber: bot, MLSNumber: mlsNumber, City: 'Lotville', PropertyType, LotArea })
    await createListings(server.db, bot, [listing('L1', 'Condo', 4000), listing('L2', 'Apartment', 0), listing('L3', 'Single Family', 9000), listing('L4', 'Condominium', 12000)])
    const keys = async (...args: Parameters<typeof searchListings>) => (await searchListings(...args)).rows.map((row) => row.mls_number)
    expect((await keys(server.db, bot, { city: 'Lotville', withoutPropertyType: ['condo'] }, { limit: 10 })).sort()).toEqual(['L2', 'L3'])
    expect(await keys(server.db, bot, { city: 'Lotville' }, { limit: 10, sort: 'lot_desc' })).toEqual(['L4', 'L3', 'L1', 'L2'])
    expect(await keys(server.db, bot, { city: 'Lotville', withoutPropertyType: ['apartment'] }, { limit: 10, sort: 'lot_desc' })).toEqual(['L4', 'L3', 'L1'])
  })
})

describe('ranges of rooms, a lot at most so big and several types asked against', () => {
  it('reads each bound in the listing\'s own unit and leaves out every type asked against', async () => {
    const bot = await server.newChatbot()
    const listing = (mlsNumber: string, fields: Partial<ListingFields>) => ({ ...base, SerialNumber: bot, MLSNumber: mlsNumber, City: 'Rangeville', ...fields })
    await createListings(server.db, bot, [
      listing('R1', { PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1, LotArea: 0, AreaUnit: 'Square Feet' }),
      listing('R2', { PropertyType: 'Townhouse', Bedrooms: 3, Bathrooms: 2, LotArea: 3000, AreaUnit: 'Square Feet' }),
      listing('R3', { PropertyType: 'Single Family', Bedrooms: 4, Bathrooms: 3, LotArea: 6000, AreaUnit: 'Square Feet' }),
      listing('R4', { PropertyType: 'Single Family', Bedrooms: 5, Bathrooms: 4, LotArea: 400, AreaUnit: 'Square Meters' })
    ])
    const keys = async (criteria: Parameters<typeof searchListings>[2]) =>
      (await searchListings(server.db, bot, { city: 'Rangeville', ...criteria }, { limit: 10 })).rows.map((row) => row.mls_number).sort()
    expect(await keys({ minBedrooms: 3, maxBedrooms: 4 })).toEqual(['R2', 'R3'])
    expect(await keys({ minBathrooms: 2, maxBathrooms: 3 })).toEqual(['R2', 'R3'])
    // 400 m² is about 4,306 sq ft; a listing with no lot stated (0) is no small lot.
    expect(await keys({ maxLotArea: { value: 5000, unit: 'Square Feet' } })).toEqual(['R2', 'R4'])
    expect(await keys({ maxLotArea: { value: 300, unit: 'Square Meters' } })).toEqual(['R2'])
    expect(await keys({ withoutPropertyType: ['condo', 'town'] })).toEqual(['R3', 'R4'])
    // Any of several types: "condos or townhouses".
    expect(await keys({ propertyTypes: ['condo', 'town'] })).toEqual(['R1', 'R2'])
    expect(await keys({ propertyTypes: ['condo', 'town'], minBedrooms: 3 })).toEqual(['R2'])
  })
})

describe('time on the market', () => {
  it('finds the listings new to the market and those that have sat on it, each bound included', async () => {
    const bot = await server.newChatbot()
    const listing = (mlsNumber: string, DaysOnMarket: number) => ({ ...base, SerialNumber: bot, MLSNumber: mlsNumber, City: 'Marketville', DaysOnMarket })
    await createListings(server.db, bot, [listing('D1', 3), listing('D2', 30), listing('D3', 90), listing('D4', 91), listing('D5', 400)])
    const keys = async (criteria: Parameters<typeof searchListings>[2]) =>
      (await searchListings(server.db, bot, { city: 'Marketville', ...criteria }, { limit: 10 })).rows.map((row) => row.mls_number).sort()
    expect(await keys({ maxDaysOnMarket: 30 })).toEqual(['D1', 'D2'])
    expect(await keys({ minDaysOnMarket: 91 })).toEqual(['D4', 'D5'])
    expect(await keys({ minDaysOnMarket: 30, maxDaysOnMarket: 90 })).toEqual(['D2', 'D3'])
  })
})
