import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoListings } from '../../../server/demo/listings.ts'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import { createListings, updateListings } from '../../../server/store/listings.ts'
import * as bulkSearchWrites from '../../../server/store/migrations/026-bulk-search-writes.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/**
 * SQLite's full-text index as bulk writes keep it (migration 026): a batch's documents written
 * after its rows by one statement, and a document rewritten only when its text changes.
 */
let server: TestServer
let chatbotId = ''
let base: ListingFields
beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot()
  base = demoListings(chatbotId, 'https://homes.example', 1)[0]!
})
afterAll(() => server.close())

const mls = async (keywords: string[][]) =>
  (await searchListings(server.db, chatbotId, { keywords }, { limit: 10 })).rows.map((row) => row.mls_number).sort()
const matches = async (keywords: string[][]) => (await searchListings(server.db, chatbotId, { keywords }, { limit: 1 })).total

/** The FTS5 index's stored blocks: a write to the index adds some when its transaction commits. */
const indexBlocks = async () => (await sql<{ blocks: number; last: number }>`select count(*) as blocks, max(rowid) as last from listing_search_data`.execute(server.db)).rows[0]

describe.skipIf(inject('postgresUrl') !== '')('SQLite full-text index under bulk writes', () => {
  it('indexes every listing of a batch, those written with it by the trigger too, and leaves no mark behind', async () => {
    // more rows than one INSERT statement writes (100); each word on fewer than a search counts exactly (COUNT_CAP)
    const batch = Array.from({ length: 150 }, (_, i) => ({ ...base, MLSNumber: `BW${i}`, Description: i % 2 ? 'Cozy loft with a rooftop terrace' : 'Quiet cabin by the lake' }))
    await createListings(server.db, chatbotId, batch)
    expect([await matches([['rooftop']]), await matches([['cabin']]), await matches([['lake']])]).toEqual([75, 75, 75])
    expect(await mls([['rooftop'], ['cabin']])).toEqual([])
    expect((await sql<{ marks: number }>`select count(*) as marks from listing_search_deferred`.execute(server.db)).rows[0]?.marks).toBe(0)
    // a listing inserted by any other statement is indexed by the trigger, as before
    await sql`insert into listings (key, chatbot_id, created_at, sale_type, status, currency_symbol, property_type, bedrooms, bathrooms, url,
      mls_number, year_built, days_on_market, lot_area, building_area, area_unit, images, tours, parking_spots, description, extension_column,
      location, address, city, city_key, state, zip, space_type)
      select 'ffff' || key, chatbot_id, created_at, sale_type, status, currency_symbol, property_type, bedrooms, bathrooms, url, 'BWX', year_built,
      days_on_market, lot_area, building_area, area_unit, images, tours, parking_spots, 'A greenhouse out back', extension_column, location,
      address, city, city_key, state, zip, space_type from listings where mls_number = 'BW0'`.execute(server.db)
    expect(await mls([['greenhouse']])).toEqual(['BWX'])
  })

  it('leaves a document alone when a column it does not read changes, and rewrites it when its text does', async () => {
    await createListings(server.db, chatbotId, [{ ...base, MLSNumber: 'FP1', Description: 'Barn with a hayloft' }])
    const before = await indexBlocks()
    // what a full feed pass does to every listing it sees
    await sql`update listings set feed_pass = feed_pass + 1 where mls_number = 'FP1'`.execute(server.db)
    await updateListings(server.db, chatbotId, 'MLSNumber', 'FP1', { ...base, MLSNumber: 'FP1', Description: 'Barn with a hayloft', SalePrice: 1 })
    expect(await indexBlocks()).toEqual(before)
    await updateListings(server.db, chatbotId, 'MLSNumber', 'FP1', { ...base, MLSNumber: 'FP1', Description: 'Barn with a workshop' })
    expect(await indexBlocks()).not.toEqual(before)
    expect([await mls([['hayloft']]), await mls([['workshop']])]).toEqual([[], ['FP1']])
  })

  it('goes back to indexing every row by its trigger (down), and forward again', async () => {
    await bulkSearchWrites.down(server.db as never)
    try {
      await sql`update listings set feed_pass = feed_pass + 1, description = 'Barn with a silo' where mls_number = 'FP1'`.execute(server.db)
      expect(await mls([['silo']])).toEqual(['FP1'])
      expect((await sql`select name from sqlite_master where name = 'listing_search_deferred'`.execute(server.db)).rows).toEqual([])
    } finally {
      await bulkSearchWrites.up(server.db as never)
    }
    await createListings(server.db, chatbotId, [{ ...base, MLSNumber: 'UP1', Description: 'Chalet with a sauna' }])
    expect(await mls([['chalet']])).toEqual(['UP1'])
  })
})
