import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countListings } from '../../../server/store/listing-counts.ts'
import { createFeed } from '../../../server/store/listing-feeds.ts'
import { resoProperty, startResoServer, type ResoServer } from '../../support/reso-server.ts'
import { startServer, startTestServer, type TestServer } from '../../support/server.ts'

let a: TestServer
let b: TestServer
let reso: ResoServer
const client = { pageSize: 2, backoffMs: 20 }

beforeAll(async () => {
  reso = await startResoServer()
  a = await startTestServer({}, { feedPollMs: 0, feedClient: client })
  // A second instance on the same database (and DATA_DIR, so the same feed key).
  b = await startServer({ databaseUrl: a.config.databaseUrl, dataDir: a.config.dataDir }, { feedPollMs: 0, feedClient: client })
})
afterAll(async () => {
  await b.app.close()
  await b.db.destroy()
  await a.close()
  await reso.close()
})

describe('the MLS feed schedule', () => {
  it('runs a due feed once across two instances on one database, then not again until it is due', async () => {
    for (let index = 1; index <= 6; index++) reso.records.set(`K000${index}`, resoProperty(index))
    const chatbot = await a.newChatbot()
    const feed = await createFeed(a.db, chatbot, {
      name: 'MLS', serverUrl: reso.serviceUrl, resource: 'Property', tokenUrl: reso.tokenUrl, clientId: reso.clientId,
      sealedSecret: a.app.feedSecrets.seal(reso.clientSecret), filter: '', everyMinutes: 30, removal: 'remove'
    }, new Date())

    const outcomes = (await Promise.all([a.app.feedRunner.runDue(), b.app.feedRunner.runDue(), a.app.feedRunner.runDue(), b.app.feedRunner.runDue()])).flat()
    expect(outcomes).toHaveLength(1)
    expect(outcomes[0]).toMatchObject({ status: 'done', added: 6 })
    expect(reso.requests).toHaveLength(3)
    expect(await countListings(a.db, chatbot, 'all')).toBe(6)
    const runs = await a.db.selectFrom('listing_feed_runs').select('id').where('feed_id', '=', feed.id).execute()
    expect(runs).toHaveLength(1)
    const next = await a.db.selectFrom('listing_feeds').select(['next_run_at', 'claimed_until']).where('id', '=', feed.id).executeTakeFirstOrThrow()
    expect(next.claimed_until).toBeNull()
    expect(Date.parse(next.next_run_at) - Date.now()).toBeGreaterThan(29 * 60_000)
    expect([...await a.app.feedRunner.runDue(), ...await b.app.feedRunner.runDue()]).toEqual([])
  })
})
