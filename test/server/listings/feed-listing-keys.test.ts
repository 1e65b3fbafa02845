/**
 * One listing-key mechanism: a feed stores its listings by `listings.listing_key` through the
 * import's upsert, so a file with the same ListingKey updates the feed's listing (never a
 * second one), and a full pass still finds the listings that left the feed. Migration 025
 * moves the keys of the feed's own table (014) onto the listings and drops the table.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as feedListingKeys from '../../../server/store/migrations/025-feed-listing-keys.ts'
import { countListings } from '../../../server/store/listing-counts.ts'
import { listingInput } from '../../support/fixtures.ts'
import { resoProperty, startResoServer, type ResoServer } from '../../support/reso-server.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type Run = { Kind: string; Status: string; Added: number; Changed: number; Removed: number; Rejected: number; Error: string }

let server: TestServer
let reso: ResoServer
let key: string

beforeAll(async () => {
  reso = await startResoServer()
  server = await startTestServer({}, { feedPollMs: 0, feedClient: { pageSize: 2, backoffMs: 20, maxWaitMs: 5000, timeoutMs: 2000 } })
  key = server.workspace.secretKey
})
afterAll(async () => {
  await server.close()
  await reso.close()
})

const call = <T>(route: string, body: Record<string, unknown>) => server.post<T>(`/chat/Chatbot/${route}`, body, { key })
async function addFeed(chatbot: string): Promise<number> {
  const created = await call<{ FeedID: number }>('FeedCreate', { SerialNumber: chatbot, Name: 'MLS', ServerUrl: reso.serviceUrl, TokenUrl: reso.tokenUrl, ClientId: reso.clientId, ClientSecret: reso.clientSecret })
  expect(created.status).toBe(200)
  return created.body.Data.FeedID
}
/** Runs the feed (in full when asked) and returns its newest run. */
async function sync(chatbot: string, feedId: number, full = false): Promise<Run> {
  await call('FeedSync', { SerialNumber: chatbot, FeedID: feedId, Full: full })
  await server.app.feedRunner.runDue()
  return (await call<Run[]>('FeedRuns', { SerialNumber: chatbot, FeedID: feedId, PageSize: 1 })).body.Data[0]!
}
const stored = (chatbot: string) =>
  server.db.selectFrom('listings').select(['listing_key', 'feed_id', 'city']).where('chatbot_id', '=', chatbot).orderBy('listing_key').execute()
const importNdjson = (chatbot: string, rows: Record<string, unknown>[]) =>
  server.post<{ Added: number; Changed: number; Unchanged: number }>(`/chat/Chatbot/RealEstateImport?SerialNumber=${chatbot}`, undefined,
    { key, raw: rows.map((row) => JSON.stringify(row)).join('\n'), headers: { 'content-type': 'application/x-ndjson' } })
const fileListing = (listingKey: string, city: string) => {
  const { SerialNumber: _chatbot, ...fields } = listingInput('', { MLSNumber: `F-${listingKey}`, City: city })
  return { ...fields, ListingKey: listingKey }
}

describe('a feed\'s listings by listing_key', () => {
  it('are the listings a file with the same ListingKey updates; a full pass still removes those that left the feed', async () => {
    reso.records.clear()
    for (let index = 1; index <= 3; index++) reso.records.set(`K000${index}`, resoProperty(index))
    const chatbot = await server.newChatbot()
    const feedId = await addFeed(chatbot)
    expect(await sync(chatbot, feedId)).toMatchObject({ Kind: 'full', Status: 'done', Added: 3 })
    expect(await stored(chatbot)).toEqual([
      { listing_key: 'K0001', feed_id: feedId, city: 'Austin' },
      { listing_key: 'K0002', feed_id: feedId, city: 'Round Rock' },
      { listing_key: 'K0003', feed_id: feedId, city: 'Austin' }
    ])

    // A spreadsheet with the feed's key: the feed's listing changes, no second one is added.
    expect((await importNdjson(chatbot, [fileListing('K0002', 'Boise')])).body.Data).toMatchObject({ Added: 0, Changed: 1 })
    expect(await countListings(server.db, chatbot, 'all')).toBe(3)
    expect(await countListings(server.db, chatbot, 'city', 'boise')).toBe(1)

    // K0003 leaves the feed: the full pass removes it and puts K0002 back as the feed has it.
    reso.records.delete('K0003')
    expect(await sync(chatbot, feedId, true)).toMatchObject({ Kind: 'full', Status: 'done', Added: 0, Changed: 1, Removed: 1 })
    expect((await stored(chatbot)).map((row) => [row.listing_key, row.city])).toEqual([['K0001', 'Austin'], ['K0002', 'Round Rock']])
    expect(await countListings(server.db, chatbot, 'all')).toBe(2)
    // Nothing changed in the feed: an incremental run writes nothing.
    expect(await sync(chatbot, feedId)).toMatchObject({ Kind: 'incremental', Status: 'done', Added: 0, Changed: 0, Removed: 0 })
  })

  it('take off only the feed\'s own listings: a Withdrawn record leaves a file\'s listing with the same key alone', async () => {
    reso.records.clear()
    reso.records.set('K0001', resoProperty(1))
    const chatbot = await server.newChatbot()
    const feedId = await addFeed(chatbot)
    expect(await sync(chatbot, feedId)).toMatchObject({ Status: 'done', Added: 1 })
    expect((await importNdjson(chatbot, [fileListing('K0009', 'Boise')])).body.Data).toMatchObject({ Added: 1 })
    // The feed's K0001 and a K0009 it never brought are both withdrawn in the next run.
    const later = new Date(Date.UTC(2026, 5, 1)).toISOString()
    reso.records.set('K0001', resoProperty(1, { StandardStatus: 'Withdrawn', ModificationTimestamp: later }))
    reso.records.set('K0009', resoProperty(9, { StandardStatus: 'Withdrawn', ModificationTimestamp: later }))
    expect(await sync(chatbot, feedId)).toMatchObject({ Kind: 'incremental', Status: 'done', Removed: 1 })
    expect((await stored(chatbot)).map((row) => [row.listing_key, row.feed_id, row.city])).toEqual([['K0009', null, 'Boise']])
  })

  it('migration 025 moves the keys of the feed\'s table onto its listings, and rolls back', async () => {
    reso.records.clear()
    for (let index = 1; index <= 3; index++) reso.records.set(`K000${index}`, resoProperty(index))
    const chatbot = await server.newChatbot()
    const feedId = await addFeed(chatbot)
    await sync(chatbot, feedId)

    // Before 025: the keys in the feed's table, the listings without them.
    await feedListingKeys.down(server.db as never)
    expect((await sql<{ listing_key: string }>`select listing_key from listing_feed_keys where feed_id = ${feedId} order by listing_key`.execute(server.db)).rows
      .map((row) => row.listing_key)).toEqual(['K0001', 'K0002', 'K0003'])
    await server.db.updateTable('listings').set({ listing_key: '' }).where('chatbot_id', '=', chatbot).execute()
    // A file's listing already has K0001: the feed's K0001 listing cannot take the key.
    expect((await importNdjson(chatbot, [fileListing('K0001', 'Boise')])).body.Data).toMatchObject({ Added: 1 })

    await feedListingKeys.up(server.db as never)
    await expect(sql`select 1 from listing_feed_keys`.execute(server.db)).rejects.toThrow()
    expect((await stored(chatbot)).map((row) => [row.listing_key, row.feed_id, row.city])).toEqual([
      ['', feedId, 'Austin'], ['K0001', null, 'Boise'], ['K0002', feedId, 'Round Rock'], ['K0003', feedId, 'Austin']
    ])
    // The next full pass: K0001 is the listing with the key; the keyless copy, not seen, leaves.
    expect(await sync(chatbot, feedId, true)).toMatchObject({ Status: 'done', Added: 0, Changed: 1, Removed: 1 })
    expect((await stored(chatbot)).map((row) => [row.listing_key, row.feed_id, row.city])).toEqual([
      ['K0001', feedId, 'Austin'], ['K0002', feedId, 'Round Rock'], ['K0003', feedId, 'Austin']
    ])
  })
})
