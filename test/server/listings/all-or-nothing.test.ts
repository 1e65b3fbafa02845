/**
 * All-or-nothing imports check every row before writing any: no transaction is open while the
 * file is read, so on SQLite the server's own writes (a visitor's message, a listing created)
 * go on meanwhile instead of waiting out busy_timeout and failing.
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoListings } from '../../../server/demo/listings.ts'
import { fileRows } from '../../../server/listings/import/file-rows.ts'
import { importListings } from '../../../server/listings/import/import-listings.ts'
import { ListingSpool, spoolBatches } from '../../../server/listings/import/listing-spool.ts'
import type { ImportedListing } from '../../../server/schemas/listing-import.ts'
import { sqliteFileOf } from '../../../server/store/database.ts'
import { countListings } from '../../../server/store/listing-counts.ts'
import { createListings } from '../../../server/store/listings.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const line = (index: number, bedrooms: number | string = 2) => JSON.stringify({
  ListingKey: `K${index}`, SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: bedrooms, Bathrooms: 1, Url: '',
  MLSNumber: `M${index}`, YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1, City: 'Boise', Description: 'A condo'
})

describe('an all-or-nothing import', () => {
  it('holds no transaction while it reads the file: a write of the server\'s in the middle goes through at once, and a bad last row still stores nothing', async () => {
    const [chatbot, other] = [await server.newChatbot(), await server.newChatbot()]
    let waited = -1
    async function* file() {
      for (let index = 0; index < 60; index++) yield `${line(index)}\n`
      // Three batches read and checked: the server stores a listing of another chatbot meanwhile.
      const started = performance.now()
      await createListings(server.db, other, [{ ...demoListings(other, 'https://homes.example', 1)[0]!, MLSNumber: 'ELSEWHERE' }])
      waited = performance.now() - started
      for (let index = 60; index < 80; index++) yield `${line(index)}\n`
      yield `${line(80, 'many')}\n`
    }
    const report = await importListings(server.db, chatbot, fileRows(Readable.from(file()), 'ndjson'), { batchSize: 20, allOrNothing: true })
    expect(report).toMatchObject({ Added: 0, Rejected: 81, Errors: [{ Row: 81, Field: 'Bedrooms' }] })
    expect(await countListings(server.db, chatbot, 'all')).toBe(0)
    expect(await countListings(server.db, other, 'all')).toBe(1)
    expect(waited, 'the server\'s write waited (ms)').toBeLessThan(1000)
  })

  it('stores a file of many batches as one transaction once every row is good, reporting each batch written', async () => {
    const chatbot = await server.newChatbot()
    const rows = Array.from({ length: 100 }, (_, index) => line(index)).join('\n')
    const progress: number[] = []
    const report = await importListings(server.db, chatbot, fileRows(Readable.from([rows]), 'ndjson'), { batchSize: 30, allOrNothing: true, onProgress: ({ added }) => progress.push(added) })
    expect(report).toMatchObject({ Added: 100, Rejected: 0 })
    // While the rows are read nothing is stored yet; then each batch of the one transaction.
    expect(progress).toEqual([0, 0, 0, 0, 30, 60, 90, 100])
    expect(await countListings(server.db, chatbot, 'all')).toBe(100)
  })
})

describe('ListingSpool', () => {
  it('gives back the listings in order, in batches, from a file no one else sees', async () => {
    const folder = sqliteFileOf(server.db)?.replace(/[^/]+$/, '')
    const before = folder ? fs.readdirSync(folder) : []
    const spool = await ListingSpool.open(folder)
    try {
      await spool.add(Array.from({ length: 5 }, (_, index) => ({ ListingKey: `S${index}`, City: 'Ünïcødé "quoted"\nline' }) as ImportedListing))
      await spool.add([])
      await spool.add([{ ListingKey: 'S5' } as ImportedListing])
      expect(spool.count).toBe(6)
      if (folder) expect(fs.readdirSync(folder)).toEqual(before)
      const batches: string[][] = []
      for await (const batch of spoolBatches(spool.fd, 4)) batches.push(batch.map((listing) => listing.ListingKey!))
      expect(batches).toEqual([['S0', 'S1', 'S2', 'S3'], ['S4', 'S5']])
      const [first] = (await spoolBatches(spool.fd, 1).next()).value!
      expect(first!.City).toBe('Ünïcødé "quoted"\nline')
    } finally {
      await spool.close()
    }
  })
})
