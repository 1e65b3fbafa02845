import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileRows } from '../../../server/listings/import/file-rows.ts'
import { importListings } from '../../../server/listings/import/import-listings.ts'
import { PostgresLanes } from '../../../server/listings/import/postgres-lanes.ts'
import type { ImportedListing } from '../../../server/schemas/listing-import.ts'
import { countListings, listingsVersion } from '../../../server/store/listing-counts.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import type { UpsertCounts } from '../../../server/store/listing-upsert.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const listing = (fields: { key?: string; mls?: string; city: string; words?: string }) => ({
  ...(fields.key ? { ListingKey: fields.key } : {}), SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1,
  Url: '', MLSNumber: fields.mls ?? '', YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1, City: fields.city,
  Description: `A condo in ${fields.city} ${fields.words ?? ''}`
})
const rowsOf = (listings: object[]) => fileRows(Readable.from([listings.map((item) => JSON.stringify(item)).join('\n')]), 'ndjson')
const textMatches = async (chatbot: string, phrase: string) => (await searchListings(server.db, chatbot, { keywords: [[phrase]] }, { limit: 500 })).rows.length

// On PostgreSQL two batches are written at once, on two connections: the result must be the one of writing them in file order.
describe('an import written two batches at a time', () => {
  it('stores batches of distinct listings with counts, full-text index, version and progress exact', async () => {
    const chatbot = await server.newChatbot()
    const file = Array.from({ length: 300 }, (_, index) => listing({ key: `K${index}`, mls: `M${index}`, city: ['Boise', 'Eagle', 'Nampa'][index % 3]!, words: index % 10 === 0 ? 'saltwater lagoon' : '' }))
    const progress: number[] = []
    const report = await importListings(server.db, chatbot, rowsOf(file), { batchSize: 20, onProgress: ({ added }) => progress.push(added) })
    expect(report).toMatchObject({ Added: 300, Changed: 0, Unchanged: 0, Rejected: 0 })
    expect(progress).toEqual(Array.from({ length: 15 }, (_, index) => (index + 1) * 20).concat(300))
    expect(await countListings(server.db, chatbot, 'all')).toBe(300)
    expect(await countListings(server.db, chatbot, 'city', 'eagle')).toBe(100)
    expect(await listingsVersion(server.db, chatbot)).toBe(15)
    expect(await textMatches(chatbot, 'saltwater lagoon')).toBe(30)
  })

  it('ends as one transaction writing the batches in order would, for keys and MLS numbers met again in the next batch', async () => {
    const file = [
      listing({ key: 'K1', mls: 'M1', city: 'Boise' }), listing({ key: 'K2', mls: 'M2', city: 'Boise' }),
      // keyless, by MLS number: K1 of the batch before
      listing({ mls: 'M1', city: 'Eagle' }), listing({ mls: 'M9', city: 'Eagle' }),
      // keyed again: K2 of two batches before, and a key with the MLS number of the keyless row before
      listing({ key: 'K2', mls: 'M2', city: 'Nampa' }), listing({ key: 'K3', mls: 'M9', city: 'Nampa' }),
      listing({ mls: 'M9', city: 'Meridian' }), listing({ key: 'K3', mls: 'M9', city: 'Kuna' }), listing({ key: 'K4', city: 'Kuna' })
    ]
    const stored = async (chatbot: string) => {
      const rows = await server.db.selectFrom('listings').select(['listing_key', 'mls_number', 'city']).where('chatbot_id', '=', chatbot).execute()
      return { rows: rows.map((row) => `${row.listing_key}/${row.mls_number}/${row.city}`).sort(), all: await countListings(server.db, chatbot, 'all'), kuna: await countListings(server.db, chatbot, 'city', 'kuna') }
    }
    for (const batchSize of [1, 2, 3]) {
      // all or nothing writes every batch in one transaction, one after the other
      const [inBatches, inOne] = [await server.newChatbot(), await server.newChatbot()]
      const reports = [await importListings(server.db, inBatches, rowsOf(file), { batchSize }), await importListings(server.db, inOne, rowsOf(file), { batchSize, allOrNothing: true })]
      expect(reports[0], `batches of ${batchSize}`).toEqual(reports[1])
      expect(await stored(inBatches), `batches of ${batchSize}`).toEqual(await stored(inOne))
    }
  })
})

describe('PostgresLanes', () => {
  const counts = (added: number): UpsertCounts => ({ added, changed: 0, unchanged: 0 })
  const keyed = (...keys: string[]) => keys.map((key) => ({ ListingKey: key }) as ImportedListing)
  /** A write that ends when told to, recording when each batch started. */
  const controlled = () => {
    const started: string[] = []
    const finishers = new Map<string, (error?: Error) => void>()
    const write = (batch: ImportedListing[]) => new Promise<UpsertCounts>((resolve, reject) => {
      const name = batch.map((item) => item.ListingKey).join('')
      started.push(name)
      finishers.set(name, (error) => (error ? reject(error) : resolve(counts(batch.length))))
    })
    const settle = async () => new Promise((resolve) => setImmediate(resolve))
    return { started, finish: (name: string, error?: Error) => finishers.get(name)!(error), settle, write }
  }

  it('starts a batch sharing no listing with the one being written at once, one sharing a key after it, and reports in order', async () => {
    const { started, finish, settle, write } = controlled()
    const lanes = new PostgresLanes(write)
    const reported: string[] = []
    await lanes.add(keyed('a', 'b'), () => reported.push('ab'))
    await lanes.add(keyed('c', 'd'), () => reported.push('cd'))
    expect(started).toEqual(['ab', 'cd'])
    finish('cd')
    await settle()
    expect(reported).toEqual([])
    const third = lanes.add(keyed('d', 'e'), () => reported.push('de'))
    finish('ab')
    await third
    await settle()
    expect(reported).toEqual(['ab', 'cd'])
    // d was in the batch before: it waits for that one, done already
    expect(started).toEqual(['ab', 'cd', 'de'])
    const fourth = lanes.add(keyed('e'), () => reported.push('e'))
    await settle()
    expect(started).toEqual(['ab', 'cd', 'de'])
    finish('de')
    await fourth
    await settle()
    expect(started).toEqual(['ab', 'cd', 'de', 'e'])
    finish('e')
    await lanes.finish()
    expect(reported).toEqual(['ab', 'cd', 'de', 'e'])
  })

  it('keeps keyed and keyless batches apart, and throws the first failure in file order once every batch has ended', async () => {
    const { started, finish, settle, write } = controlled()
    const lanes = new PostgresLanes(write)
    await lanes.add(keyed('a'), () => undefined)
    await lanes.add([{ MLSNumber: 'x' } as ImportedListing], () => undefined)
    await settle()
    expect(started).toEqual(['a'])
    finish('a', new Error('first'))
    await settle()
    // the keyless batch waited for one that failed: it is not written
    expect(started).toEqual(['a'])
    await expect(lanes.finish()).rejects.toThrow('first')
  })
})
