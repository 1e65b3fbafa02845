import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileRows } from '../../../server/listings/import/file-rows.ts'
import { importListings } from '../../../server/listings/import/import-listings.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const listing = (key: string, fields: object) => ({
  ListingKey: key, SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1.5,
  Url: '', MLSNumber: `M-${key}`, YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1, City: 'Boise',
  Description: 'A condo', ...fields
})

describe('the bulk insert of an import', () => {
  it('stores every value as given: fractions exactly, quotes, backslashes, tabs and new lines, and half a surrogate pair as U+FFFD (SQLite: one a byte)', async () => {
    const chatbot = await server.newChatbot()
    const odd = 'He said "hi" \\ then\ttabbed\nand wrapped: ünïcödé 🏠, {"json": [1]}'
    // JSON.stringify of the file's line writes the lone half as \ud800
    const file = [
      listing('K1', { Description: odd, SalePrice: 123456.78, Latitude: 43.615019, Longitude: -116.202316, Bathrooms: 2.25 }),
      listing('K2', { Description: 'broken \ud800 half' })
    ]
    const rows = fileRows(Readable.from([file.map((item) => JSON.stringify(item)).join('\n')]), 'ndjson')
    expect(await importListings(server.db, chatbot, rows)).toMatchObject({ Added: 2, Rejected: 0 })
    const stored = await server.db.selectFrom('listings').select(['listing_key', 'description', 'sale_price', 'latitude', 'longitude', 'bathrooms'])
      .where('chatbot_id', '=', chatbot).orderBy('listing_key').execute()
    expect(stored).toEqual([
      { listing_key: 'K1', description: odd, sale_price: 123456.78, latitude: 43.615019, longitude: -116.202316, bathrooms: 2.25 },
      { listing_key: 'K2', description: expect.stringMatching(/^broken \ufffd+ half$/), sale_price: null, latitude: null, longitude: null, bathrooms: 1.5 }
    ])
  })
})
