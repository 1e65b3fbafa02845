import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Feed, FeedRun } from '../../../server/schemas/listing-feed.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { consoleTeam, type ConsoleClient } from '../../support/console-client.ts'
import { resoProperty, startResoServer, type ResoServer } from '../../support/reso-server.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let reso: ResoServer
let owner: ConsoleClient
let agent: ConsoleClient
let chatbotId: string
beforeAll(async () => {
  reso = await startResoServer()
  for (let index = 1; index <= 3; index++) reso.records.set(`K000${index}`, resoProperty(index))
  server = await startTestServer({}, { feedPollMs: 0, feedClient: { pageSize: 2 } })
  ;({ owner, agent } = await consoleTeam(server))
  chatbotId = await server.newChatbot()
})
afterAll(async () => {
  await server.close()
  await reso.close()
})

describe('the console\'s MLS feeds', () => {
  it('adds a feed, shows it without its secret, keeps the secret on an edit, syncs now and lists the runs', async () => {
    const added = await owner.call<Feed>('POST', `/chatbots/${chatbotId}/feeds`, {
      Name: 'Austin MLS', ServerUrl: reso.serviceUrl, TokenUrl: reso.tokenUrl, ClientId: reso.clientId, ClientSecret: reso.clientSecret, EveryMinutes: 15
    })
    expect(added.status).toBe(200)
    const feedId = added.body.Data.FeedID
    await server.app.feedRunner.runDue()
    const listed = await owner.call<Feed[]>('GET', `/chatbots/${chatbotId}/feeds`)
    expect(listed.body.Data).toEqual([expect.objectContaining({ FeedID: feedId, Name: 'Austin MLS', Auth: 'client_credentials', EveryMinutes: 15, LastRun: expect.objectContaining({ Status: 'done', Added: 3 }) })])
    expect(JSON.stringify(listed.body)).not.toContain(reso.clientSecret)

    // A changed filter is tried with the stored secret, which stays.
    const edited = await owner.call<Feed>('PATCH', `/chatbots/${chatbotId}/feeds/${feedId}`, { Filter: "ListOfficeMlsId eq 'OFF1'" })
    expect(edited.status).toBe(200)
    expect(edited.body.Data.Filter).toBe("ListOfficeMlsId eq 'OFF1'")
    expect((await owner.call('POST', `/chatbots/${chatbotId}/feeds/${feedId}/sync`, {})).body.Data).toEqual({ Queued: true })
    await server.app.feedRunner.runDue()
    const runs = await owner.call<FeedRun[]>('GET', `/chatbots/${chatbotId}/feeds/${feedId}/runs`)
    // The new filter leaves out K0003 (office OFF3): the full load it started removes it.
    expect(runs.body.Data.map((run) => [run.Kind, run.Status, run.Removed])).toEqual([['full', 'done', 1], ['full', 'done', 0]])

    expect((await owner.call('DELETE', `/chatbots/${chatbotId}/feeds/${feedId}`)).status).toBe(200)
    expect((await owner.call<Feed[]>('GET', `/chatbots/${chatbotId}/feeds`)).body.Data).toEqual([])
  })

  it('is for owners only, within their workspace', async () => {
    const asAgent = await agent.call('GET', `/chatbots/${chatbotId}/feeds`)
    expect(asAgent.status).toBe(403)
    const other = await createWorkspace(server.db, 'Other')
    const foreign = await createChatbot(server.db, other.workspaceId)
    expect((await owner.call('GET', `/chatbots/${foreign}/feeds`)).status).toBe(404)
    expect((await owner.call('GET', `/chatbots/${chatbotId}/feeds/99999999999/runs`)).status).toBe(400)
    expect((await owner.call('GET', `/chatbots/${chatbotId}/feeds/12345/runs`)).body.Message).toBe('Feed 12345 was not found for this chatbot')
  })

  it('goes with its chatbot when the chatbot is removed, with the listings it brought', async () => {
    const chatbot = await server.newChatbot()
    await owner.call('POST', `/chatbots/${chatbot}/feeds`, { Name: 'MLS', ServerUrl: reso.serviceUrl, TokenUrl: reso.tokenUrl, ClientId: reso.clientId, ClientSecret: reso.clientSecret })
    await server.app.feedRunner.runDue()
    expect((await owner.call('DELETE', `/chatbots/${chatbot}`)).status).toBe(200)
    expect(await server.db.selectFrom('listing_feeds').select('id').where('chatbot_id', '=', chatbot).execute()).toEqual([])
    expect(await server.db.selectFrom('listings').select('id').where('chatbot_id', '=', chatbot).execute()).toEqual([])
  })
})
