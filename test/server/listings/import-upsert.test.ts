import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countListings, listingsVersion } from '../../../server/store/listing-counts.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import * as listingKeys from '../../../server/store/migrations/016-listing-keys.ts'
import { csvLine, HEADER } from '../../support/listing-files.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type Report = { Added: number; Changed: number; Unchanged: number; Rejected: number; Errors: { Row: number; Field: string; Rule: string }[] }

let server: TestServer
let key: string
beforeAll(async () => {
  server = await startTestServer()
  key = server.workspace.secretKey
})
afterAll(() => server.close())

const importFile = async (chatbot: string, type: string, file: string, query: Record<string, string> = {}) => {
  const reply = await server.post<Report>(`/chat/Chatbot/RealEstateImport?${new URLSearchParams({ SerialNumber: chatbot, ...query })}`, undefined,
    { key, raw: file, headers: { 'content-type': type } })
  expect(reply.status).toBe(200)
  const { Added, Changed, Unchanged, Rejected } = reply.body.Data
  return { Added, Changed, Unchanged, Rejected }
}
const csv = (lines: string[]) => [HEADER, ...lines].join('\n')
const textMatches = async (chatbot: string, phrase: string) => (await searchListings(server.db, chatbot, { keywords: [[phrase]] }, { limit: 500 })).rows.length
const list = async (chatbot: string, filter: Record<string, unknown>) =>
  (await server.post<{ VirtualCount: number; List: { MLSNumber: string; SalePrice: string; City: string }[] }>('/chat/Chatbot/RealEstateList',
    { SerialNumber: chatbot, ...filter }, { key })).body.Data

/** 2,500 rows: more than one batch of the import. */
const ROWS = Array.from({ length: 2500 }, (_, index) => csvLine(index))

describe('RealEstateImport of a file imported before', () => {
  it('updates the listings by MLS number instead of adding them twice; counts, full-text index and version stay exact', async () => {
    const chatbot = await server.newChatbot()
    expect(await importFile(chatbot, 'text/csv', csv(ROWS))).toEqual({ Added: 2500, Changed: 0, Unchanged: 0, Rejected: 0 })
    const version = await listingsVersion(server.db, chatbot)
    const lagoons = await textMatches(chatbot, 'saltwater lagoon')

    expect(await importFile(chatbot, 'text/csv', csv(ROWS))).toEqual({ Added: 0, Changed: 0, Unchanged: 2500, Rejected: 0 })
    expect(await countListings(server.db, chatbot, 'all')).toBe(2500)
    expect(await listingsVersion(server.db, chatbot)).toBe(version)

    // Row 1 (Denver, with a lagoon) moves to Boise with new remarks; row 4 (Austin) gets a new price; one row is new.
    const edited = [...ROWS]
    edited[1] = csvLine(1).replace(',Denver,', ',Boise,').replace('saltwater lagoon', 'rooftop orchard')
    edited[4] = csvLine(4).replace('"$450,000"', '"$475,000"')
    edited.push(csvLine(2500))
    expect(await importFile(chatbot, 'text/csv', csv(edited))).toEqual({ Added: 1, Changed: 2, Unchanged: 2498, Rejected: 0 })
    expect(await countListings(server.db, chatbot, 'all')).toBe(2501)
    expect(await countListings(server.db, chatbot, 'city', 'boise')).toBe(1)
    expect(await countListings(server.db, chatbot, 'city', 'denver')).toBe(625 - 1)
    expect(await countListings(server.db, chatbot, 'city', 'austin')).toBe(626)
    expect(await listingsVersion(server.db, chatbot)).toBeGreaterThan(version)
    expect(await textMatches(chatbot, 'saltwater lagoon')).toBe(lagoons - 1)
    expect(await textMatches(chatbot, 'rooftop orchard')).toBe(1)
    expect((await list(chatbot, { MLSNumber: 'MLS4' })).List.map((row) => row.SalePrice)).toEqual(['475000.00'])
    expect((await list(chatbot, { CityName: 'Boise' })).List.map((row) => row.MLSNumber)).toEqual(['MLS1'])
  })

  it('all or nothing: a file imported again updates what changed in one transaction, or nothing when a row is bad', async () => {
    const chatbot = await server.newChatbot()
    const rows = ROWS.slice(0, 3)
    await importFile(chatbot, 'text/csv', csv(rows), { AllOrNothing: 'true' })
    const changed = rows.map((row) => row.replace('Single Family Residence', 'Townhouse'))
    const bad = await importFile(chatbot, 'text/csv', csv([...changed, csvLine(3).replace(',3,2.5,', ',-1,2.5,')]), { AllOrNothing: 'true' })
    expect(bad).toEqual({ Added: 0, Changed: 0, Unchanged: 0, Rejected: 4 })
    expect(await countListings(server.db, chatbot, 'active_type', 'Townhouse')).toBe(0)
    expect(await importFile(chatbot, 'text/csv', csv(changed), { AllOrNothing: 'true' })).toEqual({ Added: 0, Changed: 3, Unchanged: 0, Rejected: 0 })
    expect(await countListings(server.db, chatbot, 'active_type', 'Townhouse')).toBe(2)
    expect(await countListings(server.db, chatbot, 'all')).toBe(3)
  })
})

describe('RealEstateImport with a ListingKey', () => {
  const listing = (key: string, mls: string, city: string) => ({
    ListingKey: key, SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1,
    Url: '', MLSNumber: mls, YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1, City: city
  })
  const ndjson = (...listings: object[]) => listings.map((item) => JSON.stringify(item)).join('\n')

  it('finds a listing by its key before its MLS number; a key twice in a file is one listing, the later row winning', async () => {
    const chatbot = await server.newChatbot()
    // Two listings of one MLS number (an MLS that reuses numbers) with keys of their own stay two.
    expect(await importFile(chatbot, 'application/x-ndjson', ndjson(listing('K1', 'A1', 'Boise'), listing('K2', 'A1', 'Boise'))))
      .toEqual({ Added: 2, Changed: 0, Unchanged: 0, Rejected: 0 })
    expect(await importFile(chatbot, 'application/x-ndjson', ndjson(listing('K1', 'A1', 'Nampa'), listing('K2', 'A1', 'Boise'), listing('K3', 'A3', 'Eagle'),
      listing('K3', 'A3', 'Meridian')))).toEqual({ Added: 1, Changed: 2, Unchanged: 1, Rejected: 0 })
    expect(await countListings(server.db, chatbot, 'all')).toBe(3)
    expect((await list(chatbot, { CityName: 'Nampa' })).VirtualCount).toBe(1)
    expect((await list(chatbot, { CityName: 'Boise' })).VirtualCount).toBe(1)
    expect((await list(chatbot, { CityName: 'Meridian' })).VirtualCount).toBe(1)
    expect(await countListings(server.db, chatbot, 'city', 'eagle')).toBe(0)
    // Another chatbot's listing with the same key is its own.
    const other = await server.newChatbot()
    expect(await importFile(other, 'application/x-ndjson', ndjson(listing('K1', 'A1', 'Boise')))).toMatchObject({ Added: 1 })
    expect(await countListings(server.db, chatbot, 'city', 'nampa')).toBe(1)
  })

  it('migration 016 rolls back and applies again over stored listings', async () => {
    const chatbot = await server.newChatbot()
    await importFile(chatbot, 'application/x-ndjson', ndjson(listing('K1', 'A1', 'Boise')))
    await listingKeys.down(server.db as never)
    await listingKeys.up(server.db as never)
    // The keys went with the column: the listing is found by its MLS number instead.
    expect(await importFile(chatbot, 'application/x-ndjson', ndjson({ ...listing('K1', 'A1', 'Boise'), ListingKey: undefined })))
      .toEqual({ Added: 0, Changed: 0, Unchanged: 1, Rejected: 0 })
  })

  it('refuses a key longer than 255 characters as a row error', async () => {
    const chatbot = await server.newChatbot()
    const reply = await server.post<Report>(`/chat/Chatbot/RealEstateImport?SerialNumber=${chatbot}`, undefined,
      { key, raw: ndjson(listing('K'.repeat(256), 'A1', 'Boise')), headers: { 'content-type': 'application/x-ndjson' } })
    expect(reply.body.Data.Errors).toEqual([{ Row: 1, Field: 'ListingKey', Rule: expect.stringMatching(/^ListingKey must be .*255/) }])
  })
})
