import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fileRows } from '../../../server/listings/import/file-rows.ts'
import { importListings } from '../../../server/listings/import/import-listings.ts'
import { countListings, listingsVersion } from '../../../server/store/listing-counts.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const listing = (index: number) => ({
  ListingKey: `T-${index}`, SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1,
  Url: '', MLSNumber: `T-${index}`, YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1,
  City: index % 2 ? 'Boise' : 'Eagle', Description: index === 2345 ? 'A condo with a rooftop observatory' : 'A condo'
})
const rowsOf = (count: number) => fileRows(Readable.from(Array.from({ length: count }, (_, index) => `${JSON.stringify(listing(index))}\n`)), 'ndjson')

// A SQLite import of more than a batch is written by a thread of its own (SqliteImportWriter), on its own connection.
describe.skipIf(inject('postgresUrl') !== '')('a big SQLite import, written on a thread of its own', () => {
  it('lets the server\'s own writes in between its transactions, and keeps counts, full-text index and version exact', async () => {
    const chatbot = await server.newChatbot()
    const versionBefore = await listingsVersion(server.db, chatbot)
    let done = false
    const importing = importListings(server.db, chatbot, rowsOf(4000), { batchSize: 500 }).finally(() => {
      done = true
    })
    // RealEstateCreate writes on the server's connection: it waits for the import's transaction at hand, never fails with SQLITE_BUSY.
    const created: number[] = []
    while (!done || created.length === 0) {
      const reply = await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbot, { MLSNumber: `C-${created.length}` }), { key: server.workspace.secretKey })
      created.push(reply.status)
    }
    expect(await importing).toMatchObject({ Added: 4000, Changed: 0, Rejected: 0 })
    expect(created.every((status) => status === 200)).toBe(true)
    expect(await countListings(server.db, chatbot, 'all')).toBe(4000 + created.length)
    expect(await countListings(server.db, chatbot, 'city', 'boise')).toBe(2000)
    expect(await listingsVersion(server.db, chatbot)).toBeGreaterThan(versionBefore)
    const { rows } = await searchListings(server.db, chatbot, { keywords: [['observatory']] }, { limit: 5 })
    expect(rows.map((row) => row.mls_number)).toEqual(['T-2345'])
  })

  it('imports the same file again as updates, not doubles', async () => {
    const chatbot = await server.newChatbot()
    expect(await importListings(server.db, chatbot, rowsOf(1500), { batchSize: 400 })).toMatchObject({ Added: 1500 })
    expect(await importListings(server.db, chatbot, rowsOf(1500), { batchSize: 400 })).toMatchObject({ Added: 0, Changed: 0, Unchanged: 1500 })
    expect(await countListings(server.db, chatbot, 'all')).toBe(1500)
  })
})
