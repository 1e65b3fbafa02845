/**
 * A feed the server cannot use is refused at FeedCreate with a 400 naming the field and what
 * is wrong, before anything is stored: a URL that is not one, a JSON API that is not OData, a
 * token endpoint that is not OAuth2, and bad credentials with the feed's own message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startResoServer, type ResoServer } from '../../support/reso-server.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let reso: ResoServer

beforeAll(async () => {
  reso = await startResoServer()
  server = await startTestServer({}, { feedPollMs: 0, feedClient: { pageSize: 2, backoffMs: 20, maxWaitMs: 2000, timeoutMs: 2000 } })
})
afterAll(async () => {
  await server.close()
  await reso.close()
})

describe('FeedCreate refusals', () => {
  it('names the field and the rule for each feed it cannot use, and stores nothing', async () => {
    const chatbot = await server.newChatbot()
    const create = async (settings: Record<string, unknown>) => {
      const reply = await server.post('/chat/Chatbot/FeedCreate', { SerialNumber: chatbot, Name: 'MLS', ...settings }, { key: server.workspace.secretKey })
      expect(reply.status, reply.body.Message).toBe(400)
      return reply.body.Message
    }
    const credentials = { TokenUrl: reso.tokenUrl, ClientId: reso.clientId, ClientSecret: reso.clientSecret }
    const origin = new URL(reso.serviceUrl).origin

    expect(await create({ ServerUrl: 'mls.example/odata', BearerToken: 'x' })).toMatch(/^ServerUrl must be an http:\/\/ or https:\/\/ URL/)
    expect(await create({ ServerUrl: reso.serviceUrl, ...credentials, TokenUrl: 'token please' })).toMatch(/^TokenUrl must be an http:\/\/ or https:\/\/ URL/)
    expect(await create({ ServerUrl: `${origin}/json-api`, ...credentials }))
      .toBe(`ServerUrl: The server did not answer as an OData feed: the reply to ${origin}/json-api/Property?%24top=1&%24expand=Media has no "value" array`)
    expect(await create({ ServerUrl: reso.serviceUrl, ...credentials, TokenUrl: `${origin}/not-oauth/token` }))
      .toBe(`TokenUrl: The token endpoint ${origin}/not-oauth/token did not answer with an OAuth2 access_token`)
    expect(await create({ ServerUrl: reso.serviceUrl, ...credentials, ClientId: 'someone-else' }))
      .toBe('ClientId/ClientSecret: The token endpoint refused the client credentials (HTTP 401): invalid_client: Client authentication failed')
    const feeds = await server.post<unknown[]>('/chat/Chatbot/FeedList', { SerialNumber: chatbot }, { key: server.workspace.secretKey })
    expect(feeds.body.Data).toEqual([])
  })
})
