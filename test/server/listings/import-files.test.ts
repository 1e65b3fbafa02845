import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countListings, listingsVersion } from '../../../server/store/listing-counts.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import { csvLine, HEADER } from '../../support/listing-files.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type Report = { Added: number; Rejected: number; Errors: { Row: number; Field: string; Rule: string }[]; Mapping: Record<string, string>; Stopped?: string }

let server: TestServer
let key: string
beforeAll(async () => {
  server = await startTestServer()
  key = server.workspace.secretKey
})
afterAll(() => server.close())

const importFile = <T = Report>(chatbot: string, type: string, file: string, query: Record<string, string> = {}, route = 'RealEstateImport') =>
  server.post<T>(`/chat/Chatbot/${route}?${new URLSearchParams({ SerialNumber: chatbot, ...query })}`, undefined, { key, raw: file, headers: { 'content-type': type } })

/** Bad rows by line: what is wrong with each, and the field and rule the import names. */
const BAD: Record<number, [string, string, string]> = {
  102: [csvLine(100).replace(',3,2.5,', ',three,2.5,'), 'Bedrooms', 'Bedrooms must be a number'],
  503: [csvLine(501).replace('Single Family Residence', ''), 'PropertyType', 'PropertyType is required'],
  2004: [csvLine(2002).replace('Active', 'Withdrawn'), 'Status', 'Status must be one of: Active, PreOnMarket, Sold'],
  7007: [csvLine(7005).replace(',TX,', ',TX,extra,'), '', 'The row has 19 cells and the header 18'],
  9999: [csvLine(9997).replace('https://img.example/9997-1.jpg', 'ftp://img.example/x.jpg'), 'Images.0', 'Images.0 must be an http:// or https:// URL']
}

function spreadsheet(rows: number): string {
  const lines = [HEADER]
  for (let index = 0; index < rows; index++) lines.push(BAD[index + 2]?.[0] ?? csvLine(index))
  return `${lines.join('\r\n')}\r\n`
}

const list = async (chatbot: string, filter: Record<string, unknown> = {}) =>
  (await server.post<{ VirtualCount: number; List: { MLSNumber: string; Images: string; SalePrice: string }[] }>('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot, ...filter }, { key })).body.Data
const textMatches = async (chatbot: string, keywords: string[][]) =>
  (await searchListings(server.db, chatbot, { keywords }, { limit: 500 })).rows.length

describe('RealEstateImport of a CSV file', () => {
  it('stores the 10,000-row export but its bad rows, named by line, field and rule, with counts, full-text index and version exact', async () => {
    const chatbot = await server.newChatbot()
    expect((await list(chatbot, { CityName: 'Austin' })).VirtualCount).toBe(0)
    const before = await listingsVersion(server.db, chatbot)
    const reply = await importFile(chatbot, 'text/csv', spreadsheet(10_000))
    expect(reply.status).toBe(200)
    const report = reply.body.Data
    expect(report.Errors).toEqual(Object.entries(BAD).map(([line, [, Field, Rule]]) => ({ Row: Number(line), Field, Rule })))
    expect({ Added: report.Added, Rejected: report.Rejected }).toEqual({ Added: 9995, Rejected: 5 })
    expect(report.Mapping).toMatchObject({
      ListingId: 'MLSNumber', StandardStatus: 'Status', 'Transaction Type': 'SaleType', PropertySubType: 'PropertyType', Beds: 'Bedrooms',
      'List Price': 'SalePrice', 'Living Area': 'BuildingArea', DOM: 'DaysOnMarket', 'Public Remarks': 'Description', Photos: 'Images'
    })
    expect(report.Mapping.Pool).toBeUndefined()

    // The bad rows were indexes 100 (Austin, Closed, a rental), 501, 2002, 7005 (a rental) and 9997 (Denver, Miami, Denver, Denver).
    expect(await listingsVersion(server.db, chatbot)).toBeGreaterThan(before)
    expect((await list(chatbot, { CityName: 'Austin' })).VirtualCount).toBe(2499)
    expect((await list(chatbot, { SaleType: 'for_rent' })).VirtualCount).toBe(1998)
    expect(await countListings(server.db, chatbot, 'all')).toBe(9995)
    expect(await countListings(server.db, chatbot, 'active')).toBe(9995 - 199)
    const [mls42] = (await list(chatbot, { MLSNumber: 'MLS42' })).List
    expect(mls42).toMatchObject({ SalePrice: '450000.00', Images: 'https://img.example/42-1.jpg,https://img.example/42-2.jpg' })
    // The description, and a column with no field (Pool) kept in ExtensionColumn, are in the full-text index.
    const stored = Array.from({ length: 10_000 }, (_, index) => index).filter((index) => !BAD[index + 2])
    expect(await textMatches(chatbot, [['saltwater lagoon']])).toBe(stored.filter((index) => index % 100 === 1).length)
    expect(await textMatches(chatbot, [['saltwater lagoon'], ['pool yes']])).toBe(stored.filter((index) => index % 100 === 1 && index % 3 === 0).length)
  })

  it('all or nothing: one bad row stores nothing and reports it; a good file is stored whole', async () => {
    const chatbot = await server.newChatbot()
    const bad = [HEADER, csvLine(0), csvLine(1).replace(',3,2.5,', ',-1,2.5,'), csvLine(2)].join('\n')
    const rejected = await importFile(chatbot, 'text/csv', bad, { AllOrNothing: 'true' })
    expect(rejected.body.Data).toMatchObject({ Added: 0, Rejected: 3, Errors: [{ Row: 3, Field: 'Bedrooms', Rule: 'Bedrooms must be a number of bedrooms, 0 or more' }] })
    expect(await countListings(server.db, chatbot, 'all')).toBe(0)
    expect(await listingsVersion(server.db, chatbot)).toBe(0)
    const good = await importFile(chatbot, 'text/csv', [HEADER, csvLine(0), csvLine(1)].join('\n'), { AllOrNothing: 'true' })
    expect(good.body.Data).toMatchObject({ Added: 2, Rejected: 0, Errors: [] })
    expect((await list(chatbot)).VirtualCount).toBe(2)
  })

  it('takes the owner\'s mapping over the proposal, and previews the first rows without storing them', async () => {
    const chatbot = await server.newChatbot()
    const file = [HEADER, ...Array.from({ length: 8 }, (_, index) => csvLine(index))].join('\n')
    const mapping = JSON.stringify({ Pool: 'Location', Zip: '' })
    const preview = await importFile<{ Mapping: Record<string, string>; Rows: { Row: number; Listing?: Record<string, unknown> }[] }>(
      chatbot, 'text/csv', file, { Mapping: mapping }, 'RealEstateImportPreview')
    expect(preview.status).toBe(200)
    expect(preview.body.Data.Mapping).toMatchObject({ Pool: 'Location', Zip: '', Beds: 'Bedrooms' })
    expect(preview.body.Data.Rows.map((row) => row.Row)).toEqual([2, 3, 4, 5, 6])
    expect(preview.body.Data.Rows[0]!.Listing).toMatchObject({ MLSNumber: 'MLS0', SaleType: 'for_rent', SalePrice: 2400, Location: 'Yes', Status: 'Sold' })
    expect(preview.body.Data.Rows[0]!.Listing!.ZIP).toBeUndefined()
    expect(await countListings(server.db, chatbot, 'all')).toBe(0)
  })
})

describe('RealEstateImport of JSON', () => {
  const listing = (index: number) => ({
    SaleType: 'for_sale', Status: 'Active', CurrencySymbol: '$', PropertyType: 'Condo', Bedrooms: 2, Bathrooms: 1, Url: `https://homes.example/${index}`,
    MLSNumber: `J${index}`, YearBuilt: 2001, DaysOnMarket: 3, LotArea: 0, BuildingArea: 900, AreaUnit: 'Square Feet', ParkingSpots: 1, City: 'Boise', ZIP: 83702
  })

  it('reads NDJSON a line at a time and a JSON array an item at a time, with the API\'s own field names', async () => {
    const chatbot = await server.newChatbot()
    const ndjson = [JSON.stringify(listing(1)), 'not json', JSON.stringify({ ...listing(2), Bathrooms: '1.5' }), '', JSON.stringify([1])].join('\n')
    const lines = await importFile(chatbot, 'application/x-ndjson', ndjson)
    expect(lines.body.Data).toMatchObject({ Added: 2, Rejected: 2, Errors: [{ Row: 2, Field: '', Rule: 'The line is not JSON' }, { Row: 5, Field: '', Rule: 'The line must be a JSON object' }] })
    const array = await importFile(chatbot, 'application/json', JSON.stringify([listing(3), { ...listing(4), Latitude: 95 }, listing(5)]))
    expect(array.body.Data).toMatchObject({ Added: 2, Rejected: 1, Errors: [{ Row: 2, Field: 'Latitude', Rule: 'Latitude must be a latitude from -90 to 90' }] })
    const stored = (await list(chatbot)).List.map((row) => row.MLSNumber).sort()
    expect(stored).toEqual(['J1', 'J2', 'J3', 'J5'])
  })
})

describe('RealEstateImport refusals', () => {
  it('answers 400 for a file that is not its format or a bad mapping, 415 for another type, 404 for another workspace\'s chatbot', async () => {
    const chatbot = await server.newChatbot()
    const notCsv = await importFile(chatbot, 'text/csv', '{"SaleType":"for_sale"}\n')
    expect(notCsv.status).toBe(400)
    expect(notCsv.body.Message).toMatch(/^The file is not CSV/)
    const unclosed = await importFile(chatbot, 'text/csv', `${HEADER}\n"MLS1,Active`)
    expect(unclosed.status).toBe(400)
    expect(unclosed.body.Message).toMatch(/^The file is not (valid )?CSV: Quote Not Closed/)
    const notArray = await importFile(chatbot, 'application/json', '{"a": 1}')
    expect(notArray.status).toBe(400)
    expect(notArray.body.Message).toMatch(/^The file is not a JSON array/)
    const mapping = await importFile(chatbot, 'text/csv', HEADER, { Mapping: JSON.stringify({ Beds: 'Rooms' }) })
    expect(mapping.status).toBe(400)
    expect(mapping.body.Message).toMatch(/^Mapping: The mapping of column "Beds" must be one of: SaleType, /)
    const excel = await importFile(chatbot, 'application/vnd.ms-excel', 'x')
    expect(excel.status).toBe(415)
    expect(excel.body.Message).toMatch(/^The file must be CSV \(text\/csv\)/)
    const missing = await importFile('0'.repeat(32), 'text/csv', HEADER)
    expect(missing.status).toBe(404)
    expect(await countListings(server.db, chatbot, 'all')).toBe(0)
  })
})
