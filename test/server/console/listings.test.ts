import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ConsoleListing } from '../../../server/schemas/console-listings.ts'
import type { ImportJob } from '../../../server/schemas/listing-import.ts'
import type { ListListingsReply } from '../../../server/schemas/listing.ts'
import { countListings, listingsVersion } from '../../../server/store/listing-counts.ts'
import { consoleTeam, type ConsoleClient } from '../../support/console-client.ts'
import { listingInput } from '../../support/fixtures.ts'
import { csvLine, HEADER } from '../../support/listing-files.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
let owner: ConsoleClient
let agent: ConsoleClient
let chatbotId: string
beforeAll(async () => {
  server = await startTestServer()
  ;({ owner, agent } = await consoleTeam(server))
  chatbotId = (await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Harbor' })).body.Data.id
})
afterAll(() => server.close())

const fieldsOf = (overrides: Record<string, unknown> = {}) => {
  const { SerialNumber: _chatbot, ...fields } = listingInput(chatbotId, overrides)
  return fields
}
const page = async (query = '') => (await owner.call<ListListingsReply>('GET', `/chatbots/${chatbotId}/listings${query}`)).body.Data

describe('the console\'s listings page', () => {
  it('adds, reads, edits and deletes a listing with RealEstateCreate\'s rules; counts and version follow', async () => {
    const added = await owner.call<{ Key: string }>('POST', `/chatbots/${chatbotId}/listings`, fieldsOf({ Images: ['https://img.example/1.jpg'], ExtensionColumn: [{ Key: 'Pool', value: 'Yes' }] }))
    expect(added.status).toBe(200)
    const { Key } = added.body.Data
    const read = await owner.call<ConsoleListing>('GET', `/chatbots/${chatbotId}/listings/${Key}`)
    expect(read.body.Data).toEqual({ Key, Fields: { ...fieldsOf(), Images: ['https://img.example/1.jpg'], ExtensionColumn: [{ Key: 'Pool', value: 'Yes' }], Tours: '', Description: '', Location: '', SpaceType: '' } })

    const refused = await owner.call('PUT', `/chatbots/${chatbotId}/listings/${Key}`, { ...read.body.Data.Fields, Bedrooms: -1 })
    expect(refused.status).toBe(400)
    expect(refused.body.Message).toBe('Bedrooms must be a number of bedrooms, 0 or more')
    const version = await listingsVersion(server.db, chatbotId)
    const saved = await owner.call<ConsoleListing>('PUT', `/chatbots/${chatbotId}/listings/${Key}`, { ...read.body.Data.Fields, City: 'Boise' })
    expect(saved.body.Data.Fields.City).toBe('Boise')
    expect(await listingsVersion(server.db, chatbotId)).toBeGreaterThan(version)
    expect(await countListings(server.db, chatbotId, 'city', 'boise')).toBe(1)
    expect(await countListings(server.db, chatbotId, 'city', 'austin')).toBe(0)

    const missingField = await owner.call('POST', `/chatbots/${chatbotId}/listings`, { ...fieldsOf(), PropertyType: undefined })
    expect(missingField.status).toBe(400)
    expect(missingField.body.Message).toMatch(/^PropertyType is required/)

    expect((await owner.call('DELETE', `/chatbots/${chatbotId}/listings/${Key}`)).status).toBe(200)
    expect((await owner.call('GET', `/chatbots/${chatbotId}/listings/${Key}`)).status).toBe(404)
    expect((await owner.call('DELETE', `/chatbots/${chatbotId}/listings/${Key}`)).status).toBe(404)
    expect(await countListings(server.db, chatbotId, 'all')).toBe(0)
  })

  it('pages the listings newest first with the city, sale type and MLS filters, VirtualCount from the counts', async () => {
    for (let index = 0; index < 5; index++) {
      await owner.call('POST', `/chatbots/${chatbotId}/listings`, fieldsOf({ MLSNumber: `P${index}`, City: index % 2 ? 'Denver' : 'Austin', SaleType: index === 4 ? 'for_rent' : 'for_sale' }))
    }
    const first = await page('?pageSize=2')
    expect(first.VirtualCount).toBe(5)
    expect(first.List.map((row) => row.MLSNumber)).toEqual(['P4', 'P3'])
    expect((await page('?pageSize=2&pageNumber=3')).List.map((row) => row.MLSNumber)).toEqual(['P0'])
    const austin = await page('?city=austin')
    expect({ count: austin.VirtualCount, mls: austin.List.map((row) => row.MLSNumber) }).toEqual({ count: 3, mls: ['P4', 'P2', 'P0'] })
    expect((await page('?city=Austin&saleType=for_rent')).List.map((row) => row.MLSNumber)).toEqual(['P4'])
    expect((await page('?mls=P3')).VirtualCount).toBe(1)
    expect((await owner.call('GET', `/chatbots/${chatbotId}/listings?saleType=lease`)).status).toBe(400)
  })

  it('is for owners only, within their workspace, and changes need the CSRF token', async () => {
    expect((await agent.call('GET', `/chatbots/${chatbotId}/listings`)).status).toBe(403)
    expect((await owner.call('GET', `/chatbots/${'0'.repeat(32)}/listings`)).status).toBe(404)
    expect((await owner.call('POST', `/chatbots/${chatbotId}/listings`, fieldsOf(), { csrf: null })).status).toBe(403)
  })
})

describe('the console\'s import', () => {
  it('previews a file and imports it, the second time updating instead of adding', async () => {
    const chatbot = (await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Import' })).body.Data.id
    const file = [HEADER, ...Array.from({ length: 6 }, (_, index) => csvLine(index))].join('\n')
    const raw = { raw: file, headers: { 'content-type': 'text/csv' } }
    const preview = await owner.call<{ Mapping: Record<string, string>; Rows: unknown[] }>('POST', `/chatbots/${chatbot}/listings/import-preview?mapping=${encodeURIComponent('{"Pool":""}')}`, undefined, raw)
    expect(preview.status).toBe(200)
    expect(preview.body.Data.Mapping).toMatchObject({ Beds: 'Bedrooms', Pool: '' })
    expect(preview.body.Data.Rows).toHaveLength(5)
    const importFile = async () => {
      const started = await owner.call<ImportJob>('POST', `/chatbots/${chatbot}/listing-imports?fileName=export.csv`, undefined, raw)
      expect(started.status).toBe(202)
      await server.app.importJobs.settled(started.body.Data.Id)
      return (await owner.call<ImportJob>('GET', `/chatbots/${chatbot}/listing-imports/${started.body.Data.Id}`)).body.Data
    }
    expect(await importFile()).toMatchObject({ State: 'done', FileName: 'export.csv', Added: 6, Changed: 0, Unchanged: 0, Rejected: 0 })
    expect(await importFile()).toMatchObject({ State: 'done', Added: 0, Changed: 0, Unchanged: 6, Rejected: 0 })
    expect((await owner.call('POST', `/chatbots/${chatbot}/listing-imports`, undefined, { ...raw, csrf: null })).status).toBe(403)
    expect((await owner.call('POST', `/chatbots/${chatbot}/listing-imports`, undefined, { raw: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415)
    expect((await agent.call('POST', `/chatbots/${chatbot}/listing-imports`, undefined, raw)).status).toBe(403)
    expect((await agent.call('GET', `/chatbots/${chatbot}/listing-imports`)).status).toBe(403)
    expect(await countListings(server.db, chatbot, 'all')).toBe(6)
  })
})
