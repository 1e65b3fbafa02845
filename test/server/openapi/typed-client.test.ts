import createClient from 'openapi-fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import type { paths } from './api-types.ts'

/**
 * A client as an integrator would write it: openapi-fetch typed by the types openapi-typescript
 * generated from the live document (openapi-tools.test.ts keeps them equal to it), against a
 * real server. A body the document describes wrongly fails to compile (npm test runs tsc) or
 * is refused here.
 */
let server: TestServer
let client: ReturnType<typeof createClient<paths>>
beforeAll(async () => {
  server = await startTestServer()
  client = createClient<paths>({ baseUrl: server.url, headers: { authorization: server.workspace.secretKey } })
})
afterAll(() => server.close())

describe('a typed client (openapi-typescript + openapi-fetch)', () => {
  let serialNumber: string

  it('creates and edits a chatbot', async () => {
    const added = await client.POST('/chat/Chatbot/Add', { body: { name: 'Typed', timeZone: 'America/Chicago' } })
    expect(added.response.status).toBe(200)
    serialNumber = added.data!.Data
    const models = await client.GET('/chat/Chatbot/ModelList')
    const model = models.data!.Data[0]!.Key
    const edited = await client.POST('/chat/Chatbot/Edit', { body: { serialNumber, Model: model, ChatBubbleAlign: 1, AIResponseLanguage: 'Português' } })
    expect(edited.data).toMatchObject({ Success: true, Data: 1 })
    const config = await client.POST('/chat/Chatbot/GetConfig', { body: { serialNumber }, headers: { authorization: undefined } })
    expect(config.data!.Data).toMatchObject({ Name: 'Typed', ChatBubbleAlign: 1, AIResponseLanguage: 'Português' })
  })

  it('reads a refusal as the documented envelope', async () => {
    const refused = await client.POST('/chat/Chatbot/Edit', { body: { serialNumber, Temperature: 101 } })
    expect(refused.response.status).toBe(400)
    expect(refused.error).toMatchObject({ Success: false, Code: 400, Message: expect.stringContaining('Temperature') })
  })

  it('creates, updates and deletes listings with every KeyType', async () => {
    const created = await client.POST('/chat/Chatbot/RealEstateCreate', { body: listing(serialNumber, 1) })
    const key = created.data!.Data
    await client.POST('/chat/Chatbot/RealEstateCreate', { body: listing(serialNumber, 2) })
    await client.POST('/chat/Chatbot/RealEstateCreate', { body: listing(serialNumber, 3) })
    const byKey = await client.POST('/chat/Chatbot/RealEstateUpdate', { body: { ...listing(serialNumber, 1, { DaysOnMarket: 40 }), Key: key, KeyType: 'NewOaks' } })
    const byMls = await client.POST('/chat/Chatbot/RealEstateUpdate', { body: { ...listing(serialNumber, 2, { DaysOnMarket: 41 }), Key: 'MLS-T2', KeyType: 'MLSNumber' } })
    const byUrl = await client.POST('/chat/Chatbot/RealEstateUpdate', { body: { ...listing(serialNumber, 3, { DaysOnMarket: 42 }), Key: 'https://homes.example.com/t/3', KeyType: 'URL' } })
    expect([byKey.data!.Data, byMls.data!.Data, byUrl.data!.Data]).toEqual([1, 1, 1])
    const page = await client.POST('/chat/Chatbot/RealEstateList', { body: { SerialNumber: serialNumber } })
    expect(page.data!.Data.List.map((item) => item.DaysOnMarket).sort()).toEqual(['40', '41', '42'])

    const deleted = await Promise.all([
      client.POST('/chat/Chatbot/RealEstateDelete', { body: { SerialNumber: serialNumber, KeyType: 'NewOaks', Keys: [key] } }),
      client.POST('/chat/Chatbot/RealEstateDelete', { body: { SerialNumber: serialNumber, KeyType: 'MLSNumber', Keys: ['MLS-T2'] } }),
      client.POST('/chat/Chatbot/RealEstateDelete', { body: { SerialNumber: serialNumber, KeyType: 'URL', Keys: ['https://homes.example.com/t/3'] } })
    ])
    expect(deleted.map((reply) => reply.data!.Data.SuccessCount)).toEqual([1, 1, 1])
  })

  it('lists with filters and paging, PageNumber and PageSize left out or given', async () => {
    for (let n = 1; n <= 5; n++) {
      await client.POST('/chat/Chatbot/RealEstateCreate', { body: listing(serialNumber, 10 + n, { City: n <= 3 ? 'Austin' : 'Dallas', SaleType: n % 2 ? 'for_sale' : 'for_rent', RentPrice: 2000 }) })
    }
    const all = await client.POST('/chat/Chatbot/RealEstateList', { body: { SerialNumber: serialNumber } })
    expect(all.data!.Data.VirtualCount).toBe(5)
    const austin = await client.POST('/chat/Chatbot/RealEstateList', { body: { SerialNumber: serialNumber, CityName: 'Austin', SaleType: 'for_sale', PageSize: 1, PageNumber: 2 } })
    expect(austin.data!.Data.VirtualCount).toBe(2)
    expect(austin.data!.Data.List).toHaveLength(1)
    expect(austin.data!.Data.List[0]).toMatchObject({ City: 'Austin', SaleType: 'For Sale', MLSNumber: 'MLS-T11' })
    const byMls = await client.POST('/chat/Chatbot/RealEstateList', { body: { SerialNumber: serialNumber, MLSNumber: 'MLS-T14' } })
    expect(byMls.data!.Data.List.map((item) => item.City)).toEqual(['Dallas'])
  })

  it('asks a question and gets the answer as JSON', async () => {
    const session = await client.POST('/chat/Chatbot/GetSession', { body: { serialNumber } })
    const sessionID = session.data!.Data.SessionID
    const asked = await client.POST('/chat/Chat/ClientAsk', { body: { sessionID, content: 'Any homes for rent in Dallas?' } })
    expect(asked.response.headers.get('content-type')).toContain('application/json')
    // One operation, two media types: stream:false answers the JSON envelope.
    const reply = asked.data!
    if (!('Data' in reply)) throw new Error('expected the JSON envelope')
    expect(reply.Data.content).toContain('Dallas')
    expect(reply.Data.totalToken).toBeGreaterThan(0)
    const history = await client.POST('/chat/Chatbot/ChatContentHistory', {
      body: { SerialNumber: serialNumber, StartTime: '2000-01-01', EndTime: '2999-12-31', SessionID: sessionID }
    })
    expect(history.data!.Data.List.map((message) => message.Role)).toEqual(expect.arrayContaining(['user', 'assistant']))
  })
})

function listing(serialNumber: string, n: number, overrides: Record<string, unknown> = {}) {
  return listingInput(serialNumber, { MLSNumber: `MLS-T${n}`, Url: `https://homes.example.com/t/${n}`, ...overrides }) as
    paths['/chat/Chatbot/RealEstateCreate']['post']['requestBody']['content']['application/json']
}
