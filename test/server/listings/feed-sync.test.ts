import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncFeed } from '../../../server/listings/feeds/sync-feed.ts'
import { countListings } from '../../../server/store/listing-counts.ts'
import { createFeed, findFeed } from '../../../server/store/listing-feeds.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import { resoProperty, startResoServer, type ResoServer } from '../../support/reso-server.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type Run = { RunID: number; Kind: string; Status: string; Pages: number; Added: number; Changed: number; Removed: number; Rejected: number; Error: string; Problems: { ListingKey: string; Field: string; Rule: string }[]; Notes: string[] }
type Feed = { FeedID: number; Auth: string; LastRun: Run | null }
type Listing = { MLSNumber: string; Status: string; SaleType: string; Price: string; Bathrooms: string; LotArea: string; HOAMonth: string; Address: string; Images: string; Tours: string; ExtensionColumn: string }

let server: TestServer
let reso: ResoServer
let key: string
const client = { pageSize: 3, backoffMs: 20, maxWaitMs: 5000, timeoutMs: 2000 }

beforeAll(async () => {
  reso = await startResoServer()
  server = await startTestServer({}, { feedPollMs: 0, feedClient: client })
  key = server.workspace.secretKey
})
afterAll(async () => {
  await server.close()
  await reso.close()
})

const call = <T>(route: string, body: Record<string, unknown>) => server.post<T>(`/chat/Chatbot/${route}`, body, { key })
const credentials = () => ({ ServerUrl: reso.serviceUrl, TokenUrl: reso.tokenUrl, ClientId: reso.clientId, ClientSecret: reso.clientSecret })
const listings = async (chatbot: string) =>
  (await call<{ List: Listing[]; VirtualCount: number }>('RealEstateList', { SerialNumber: chatbot, PageSize: 100 })).body.Data
const byMls = async (chatbot: string) => new Map((await listings(chatbot)).List.map((listing) => [listing.MLSNumber, listing]))
/** Runs what is due (after a run "sync now" started) and returns the feed's newest run. */
async function settle(chatbot: string, feedId: number): Promise<Run> {
  await server.app.feedRunner.runDue()
  return (await call<Run[]>('FeedRuns', { SerialNumber: chatbot, FeedID: feedId, PageSize: 1 })).body.Data[0]!
}

describe('MLS feeds over the RESO Web API', () => {
  it('refuses a feed it cannot read, with the feed\'s own message, and stores nothing', async () => {
    const chatbot = await server.newChatbot()
    const base = { SerialNumber: chatbot, Name: 'MLS' }
    const wrongSecret = await call('FeedCreate', { ...base, ...credentials(), ClientSecret: 'wrong' })
    expect(wrongSecret.status).toBe(400)
    expect(wrongSecret.body.Message).toBe('ClientId/ClientSecret: The token endpoint refused the client credentials (HTTP 401): invalid_client: Client authentication failed')
    const badToken = await call('FeedCreate', { ...base, ServerUrl: reso.serviceUrl, BearerToken: 'nope' })
    expect(badToken.body.Message).toBe('BearerToken: The feed refused the credentials (HTTP 401): Unauthorized: The access token is missing or expired')
    const notOData = await call('FeedCreate', { ...base, ...credentials(), ServerUrl: reso.serviceUrl.replace('/odata', '/not-odata') })
    expect(notOData.status).toBe(400)
    expect(notOData.body.Message).toMatch(/^ServerUrl: The server did not answer as an OData feed: .* gave text\/html, not JSON$/)
    const noResource = await call('FeedCreate', { ...base, ...credentials(), Resource: 'Listing' })
    expect(noResource.body.Message).toBe('ServerUrl: The feed answered HTTP 404 for Listing: NotFound: Resource Listing is not offered')
    const nobodyThere = await call('FeedCreate', { ...base, ...credentials(), ServerUrl: 'http://127.0.0.1:9/odata', TokenUrl: '', ClientSecret: undefined, BearerToken: 'x' })
    expect(nobodyThere.status).toBe(400)
    expect(nobodyThere.body.Message).toMatch(/^ServerUrl: The feed server 127\.0\.0\.1:9 could not be reached/)
    const halfCredentials = await call('FeedCreate', { ...base, ServerUrl: reso.serviceUrl, TokenUrl: reso.tokenUrl, ClientId: reso.clientId })
    expect(halfCredentials.body.Message).toBe('ClientSecret is required with TokenUrl')
    const badUrl = await call('FeedCreate', { ...base, ServerUrl: 'ftp://mls.example/odata', BearerToken: 'x' })
    expect(badUrl.status).toBe(400)
    expect(badUrl.body.Message).toMatch(/^ServerUrl must be an http:\/\/ or https:\/\/ URL/)
    expect((await call<Feed[]>('FeedList', { SerialNumber: chatbot })).body.Data).toEqual([])
  })

  it('loads the feed in full, then only what changed: adds, changes, removals, media order, an unmappable listing reported', async () => {
    reso.records.clear()
    for (let index = 1; index <= 7; index++) reso.records.set(`K000${index}`, resoProperty(index))
    reso.records.set('K0006', resoProperty(6, { PropertyType: 'Land', PropertySubType: 'Unimproved Land', BedroomsTotal: null, BathroomsFull: null, BathroomsHalf: null }))
    reso.records.set('K0007', resoProperty(7, { AssociationFeeFrequency: 'Fortnightly' }))
    reso.media.set('K0001', [{ MediaURL: 'https://img.example/1-b.jpg', Order: 2 }, { MediaURL: 'https://img.example/1-a.jpg', Order: 1 }, { MediaURL: 'https://img.example/plan.pdf', Order: 0, MediaCategory: 'Document' }])
    const chatbot = await server.newChatbot()
    const created = await call<Feed>('FeedCreate', { SerialNumber: chatbot, Name: 'Austin MLS', ...credentials() })
    expect(created.status).toBe(200)
    expect(created.body.Data.Auth).toBe('client_credentials')
    expect(JSON.stringify(created.body.Data)).not.toContain(reso.clientSecret)
    const feedId = created.body.Data.FeedID
    const stored = await server.db.selectFrom('listing_feeds').select('sealed_secret').where('id', '=', feedId).executeTakeFirstOrThrow()
    expect(stored.sealed_secret).not.toContain(reso.clientSecret)

    reso.requests.length = 0
    const full = await settle(chatbot, feedId)
    expect(full).toMatchObject({ Kind: 'full', Status: 'done', Pages: 3, Added: 6, Changed: 0, Removed: 0, Rejected: 1, Error: '' })
    expect(full.Problems).toEqual([
      { ListingKey: 'K0006', Field: 'Bedrooms', Rule: 'Bedrooms is required' },
      { ListingKey: 'K0007', Field: 'AssociationFeeFrequency', Rule: 'AssociationFeeFrequency "Fortnightly" is not a unit the sync can turn into a monthly association fee; kept in ExtensionColumn' }
    ])
    expect(reso.requests[0]).toBe('/odata/Property?%24top=3&%24expand=Media')
    let shown = await byMls(chatbot)
    expect([...shown.keys()].sort()).toEqual(['MLS1001', 'MLS1002', 'MLS1003', 'MLS1004', 'MLS1005', 'MLS1007'])
    expect(shown.get('MLS1001')).toMatchObject({
      Status: 'Active', SaleType: 'For Sale', Price: '401000.00', Bathrooms: '2.5', LotArea: '10890', HOAMonth: '200.00', Address: '101 Oak St',
      Images: 'https://img.example/1-a.jpg,https://img.example/1-b.jpg'
    })
    expect(shown.get('MLS1005')).toMatchObject({ SaleType: 'For Rent', Price: '2500.00' })
    expect(JSON.parse(shown.get('MLS1007')!.ExtensionColumn)).toEqual(expect.arrayContaining([{ Key: 'AssociationFee', value: '600' }, { Key: 'AssociationFeeFrequency', value: 'Fortnightly' }]))
    expect(JSON.parse(shown.get('MLS1001')!.ExtensionColumn)).toEqual(expect.arrayContaining([{ Key: 'PoolFeatures', value: 'In Ground, Heated' }, { Key: 'ListOfficeMlsId', value: 'OFF1' }]))
    // The rest of the record is searchable: the assistant's full-text search finds a pool feature.
    expect((await searchListings(server.db, chatbot, { keywords: [['heated']] }, { limit: 50 })).rows).toHaveLength(6)

    const later = (minute: number) => new Date(Date.UTC(2026, 1, 1, 0, minute)).toISOString()
    reso.records.set('K0002', resoProperty(2, { ListPrice: 390_000, ModificationTimestamp: later(1) }))
    reso.records.set('K0003', resoProperty(3, { StandardStatus: 'Closed', ModificationTimestamp: later(2) }))
    reso.records.set('K0001', resoProperty(1, { ModificationTimestamp: later(3) }))
    reso.media.set('K0001', [{ MediaURL: 'https://img.example/1-b.jpg', Order: 1 }, { MediaURL: 'https://img.example/1-a.jpg', Order: 2 }])
    reso.records.set('K0009', resoProperty(9, { ModificationTimestamp: later(4) }))
    reso.requests.length = 0
    expect((await call('FeedSync', { SerialNumber: chatbot, FeedID: feedId })).body.Data).toEqual({ Queued: true })
    const incremental = await settle(chatbot, feedId)
    expect(incremental).toMatchObject({ Kind: 'incremental', Status: 'done', Added: 1, Changed: 2, Removed: 1, Rejected: 0 })
    expect(decodeURIComponent(reso.requests[0]!)).toContain('$filter=ModificationTimestamp gt 2026-01-01T00:07:00.000Z')
    shown = await byMls(chatbot)
    expect([...shown.keys()].sort()).toEqual(['MLS1001', 'MLS1002', 'MLS1004', 'MLS1005', 'MLS1007', 'MLS1009'])
    expect(shown.get('MLS1002')!.Price).toBe('390000.00')
    expect(shown.get('MLS1001')!.Images).toBe('https://img.example/1-b.jpg,https://img.example/1-a.jpg')

    // A listing that leaves the feed is found by a full load; this time it is kept, marked sold.
    reso.records.delete('K0004')
    expect((await call('FeedEdit', { SerialNumber: chatbot, FeedID: feedId, Removal: 'mark_sold' })).status).toBe(200)
    await call('FeedSync', { SerialNumber: chatbot, FeedID: feedId, Full: true })
    const again = await settle(chatbot, feedId)
    expect(again).toMatchObject({ Kind: 'full', Status: 'done', Added: 0, Changed: 0, Removed: 1, Rejected: 1 })
    shown = await byMls(chatbot)
    expect(shown.get('MLS1004')!.Status).toBe('Sold')
    expect(await countListings(server.db, chatbot, 'status', 'Sold')).toBe(1)
    expect(await countListings(server.db, chatbot, 'all')).toBe(6)
    const [listed] = (await call<Feed[]>('FeedList', { SerialNumber: chatbot })).body.Data
    expect(listed!.LastRun).toMatchObject({ RunID: again.RunID, Removed: 1 })
  })

  it('survives a 429 (waiting its Retry-After), a 503, a malformed page and no answer, and says so in the run', async () => {
    reso.records.clear()
    for (let index = 1; index <= 4; index++) reso.records.set(`K000${index}`, resoProperty(index))
    const chatbot = await server.newChatbot()
    const feedId = (await call<Feed>('FeedCreate', { SerialNumber: chatbot, Name: 'Busy MLS', ...credentials() })).body.Data.FeedID
    await server.app.feedRunner.runDue()
    for (let index = 5; index <= 6; index++) reso.records.set(`K000${index}`, resoProperty(index))
    reso.faults.push({ status: 429, retryAfter: '1' }, { status: 503 }, { malformed: true }, { hang: true })
    const started = Date.now()
    await call('FeedSync', { SerialNumber: chatbot, FeedID: feedId, Full: true })
    const run = await settle(chatbot, feedId)
    expect(run).toMatchObject({ Status: 'done', Added: 2, Error: '' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
    expect(run.Notes).toEqual([
      'The feed answered HTTP 429 (too many requests): tried again after 1 s',
      'The feed answered HTTP 503: tried again after 40 ms',
      'The feed sent a malformed page (its JSON does not parse): tried again after 80 ms',
      'The feed did not answer within 2 s: tried again after 160 ms'
    ])
  })
})

describe('a feed run stopped part way', () => {
  it('resumes from its last page with nothing applied twice or half', async () => {
    reso.records.clear()
    for (let index = 1; index <= 8; index++) reso.records.set(`K000${index}`, resoProperty(index))
    const chatbot = await server.newChatbot()
    const box = server.app.feedSecrets
    const created = await createFeed(server.db, chatbot, {
      name: 'MLS', serverUrl: reso.serviceUrl, resource: 'Property', tokenUrl: reso.tokenUrl, clientId: reso.clientId,
      sealedSecret: box.seal(reso.clientSecret), filter: '', everyMinutes: 60, removal: 'remove'
    }, new Date())
    const context = { db: server.db, box, clock: () => new Date(), client }
    const crashed = await syncFeed({
      ...context,
      onPageApplied: async (trx, page) => {
        if (page === 3) throw new Error('the process died')
      }
    }, created)
    expect(crashed).toMatchObject({ status: 'failed', error: 'the process died', added: 6 })
    // Page 3 was rolled back whole: its listings, its keys and the checkpoint.
    expect(await countListings(server.db, chatbot, 'all')).toBe(6)
    expect((await listings(chatbot)).VirtualCount).toBe(6)
    const resumedFrom = await findFeed(server.db, chatbot, created.id)
    expect(resumedFrom).toMatchObject({ pass_kind: 'full' })
    expect(resumedFrom!.next_link).toContain('%24skip=6')

    const resumed = await syncFeed(context, resumedFrom!)
    expect(resumed).toMatchObject({ status: 'done', added: 2, changed: 0, removed: 0 })
    const shown = await listings(chatbot)
    expect(shown.VirtualCount).toBe(8)
    expect(new Set(shown.List.map((listing) => listing.MLSNumber)).size).toBe(8)
    const runs = await server.db.selectFrom('listing_feed_runs').select(['kind', 'status']).where('feed_id', '=', created.id).orderBy('id').execute()
    expect(runs).toEqual([{ kind: 'full', status: 'failed' }, { kind: 'full-resumed', status: 'done' }])
  })

  it('stops after a feed keeps failing, reports why, and the next run goes on from the same page', async () => {
    reso.records.clear()
    for (let index = 1; index <= 5; index++) reso.records.set(`K000${index}`, resoProperty(index))
    const chatbot = await server.newChatbot()
    const feedId = (await call<Feed>('FeedCreate', { SerialNumber: chatbot, Name: 'Down MLS', ...credentials() })).body.Data.FeedID
    await server.app.feedRunner.runDue()
    reso.records.set('K0009', resoProperty(9, { ModificationTimestamp: '2026-03-01T00:00:00Z' }))
    reso.faults.push(...Array.from({ length: 6 }, () => ({ status: 502 })))
    await call('FeedSync', { SerialNumber: chatbot, FeedID: feedId })
    const failed = await settle(chatbot, feedId)
    expect(failed).toMatchObject({ Kind: 'incremental', Status: 'failed', Error: 'The feed answered HTTP 502 (6 tries)' })
    await call('FeedSync', { SerialNumber: chatbot, FeedID: feedId })
    expect(await settle(chatbot, feedId)).toMatchObject({ Kind: 'incremental-resumed', Status: 'done', Added: 1 })
  })
})
