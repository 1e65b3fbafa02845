import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotFoundError } from '../../../server/errors.ts'
import { fileRows } from '../../../server/listings/import/file-rows.ts'
import { importListings } from '../../../server/listings/import/import-listings.ts'
import { deleteChatbot } from '../../../server/store/chatbots.ts'
import { countListings, listingsVersion } from '../../../server/store/listing-counts.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const listing = (key: string, city: string) => ({
  ListingKey: key, SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1,
  Url: '', MLSNumber: `M-${key}`, YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1, City: city,
  Description: `A condo in ${city}`
})
const rowsOf = (listings: object[]) => fileRows(Readable.from([listings.map((item) => JSON.stringify(item)).join('\n')]), 'ndjson')

// On PostgreSQL a batch is written while the next one is read: the batches must still apply in file order.
describe('an import in many batches', () => {
  it('applies its batches in order: a later batch updates what an earlier one added, with counts, version and progress exact', async () => {
    const chatbot = await server.newChatbot()
    const file = [listing('K1', 'Boise'), listing('K2', 'Boise'), listing('K3', 'Eagle'), listing('K1', 'Nampa'), listing('K4', 'Boise'), listing('K3', 'Nampa'), listing('K5', 'Eagle')]
    const progress: string[] = []
    const report = await importListings(server.db, chatbot, rowsOf(file), {
      batchSize: 2,
      onProgress: ({ rows, added, changed }) => progress.push(`${rows} read, ${added} added, ${changed} changed`)
    })
    expect(report).toMatchObject({ Added: 5, Changed: 2, Unchanged: 0, Rejected: 0 })
    expect(progress).toEqual(['2 read, 2 added, 0 changed', '4 read, 3 added, 1 changed', '6 read, 4 added, 2 changed', '7 read, 5 added, 2 changed'])
    expect(await countListings(server.db, chatbot, 'all')).toBe(5)
    expect(await countListings(server.db, chatbot, 'city', 'nampa')).toBe(2)
    expect(await countListings(server.db, chatbot, 'city', 'boise')).toBe(2)
    expect(await countListings(server.db, chatbot, 'city', 'eagle')).toBe(1)
    expect(await listingsVersion(server.db, chatbot)).toBe(4)
  })

  it('fails with the error of a batch that cannot be written, keeping the batches before it', async () => {
    const chatbot = await server.newChatbot()
    const line = (index: number) => `${JSON.stringify(listing(`K${index}`, 'Boise'))}\n`
    let stored = 0
    let firstStored: () => void
    const first = new Promise<void>((resolve) => (firstStored = resolve))
    // The chatbot is removed once its first batch is stored, before the file's last batches are read: they find no chatbot.
    async function* file() {
      for (let index = 0; index < 4; index++) yield line(index)
      await first
      await deleteChatbot(server.db, chatbot, server.workspace.workspaceId)
      for (let index = 4; index < 8; index++) yield line(index)
    }
    const importing = importListings(server.db, chatbot, fileRows(Readable.from(file()), 'ndjson'), {
      batchSize: 2,
      onProgress: ({ added }) => {
        stored = added
        if (added >= 2) firstStored()
      }
    })
    await expect(importing).rejects.toBeInstanceOf(NotFoundError)
    expect(stored).toBeGreaterThanOrEqual(2)
    expect(stored).toBeLessThan(8)
  })
})
