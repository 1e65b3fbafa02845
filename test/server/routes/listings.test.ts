import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingOutput } from '../../../server/schemas/listing.ts'
import { listingInput, REQUIRED_LISTING_FIELDS } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

type ListData = { List: ListingOutput[]; VirtualCount: number }

let server: TestServer
let chatbot: string
let key: string

beforeAll(async () => {
  server = await startTestServer()
  key = server.workspace.secretKey
  chatbot = await server.newChatbot()
})
afterAll(() => server.close())

const create = (overrides: Record<string, unknown> = {}, serial = chatbot) =>
  server.post<string>('/chat/Chatbot/RealEstateCreate', listingInput(serial, overrides), { key })
const list = (body: Record<string, unknown> = {}, serial = chatbot) =>
  server.post<ListData>('/chat/Chatbot/RealEstateList', { SerialNumber: serial, ...body }, { key })

describe('RealEstateCreate', () => {
  it('returns the new listing key, 32 hex characters, in the envelope', async () => {
    const reply = await create()
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ Data: expect.stringMatching(/^[0-9a-f]{32}$/), Version: '0.1.0', Success: true, Code: 200, Message: '' })
  })

  it.each(REQUIRED_LISTING_FIELDS)('answers 400 naming %s when it is missing', async (field) => {
    const body: Record<string, unknown> = listingInput(chatbot)
    delete body[field]
    const reply = await server.post('/chat/Chatbot/RealEstateCreate', body, { key })
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ Success: false, Code: 400, Data: null })
    expect(reply.body.Message).toBe(`${field} is required`)
  })

  it.each([
    ['SaleType', 'for_lease', 'SaleType must be one of: for_sale, for_rent'],
    ['Status', 'Pending', 'Status must be one of: Active, PreOnMarket, Sold'],
    ['AreaUnit', 'Acres', 'AreaUnit must be one of: Square Feet, Square Meters'],
    ['Tours', 'VR', 'Tours must be one of: OpenHouse, 3D, ""'],
    ['SpaceType', 'Garage', 'SpaceType must be one of: Entire place, Room, ""']
  ])('answers 400 when %s is not an allowed value', async (field, value, message) => {
    const reply = await create({ [field]: value })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })

  it.each([
    ['Bedrooms', 'three', 'Bedrooms must be a number'],
    ['Bedrooms', -1, 'Bedrooms must be a number of bedrooms, 0 or more'],
    ['Url', 'javascript:alert(1)', 'Url must be an http:// or https:// URL'],
    ['Images', ['ftp://x/y.png'], 'Images.0 must be an http:// or https:// URL'],
    ['ExtensionColumn', [{ Key: 'Pets' }], 'ExtensionColumn.0.value is required'],
    ['Latitude', 91, 'Latitude must be a latitude from -90 to 90']
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const reply = await create({ [field]: value })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })

  it('stores nothing when the body is refused', async () => {
    const serial = await server.newChatbot()
    await create({ SaleType: 'bogus' }, serial)
    expect((await list({}, serial)).body.Data.VirtualCount).toBe(0)
  })
})

describe('RealEstateList', () => {
  let serial: string
  beforeAll(async () => {
    serial = await server.newChatbot()
    const cities = ['Austin', 'Denver', 'Austin', 'Miami', 'austin']
    for (const [index, city] of cities.entries()) {
      const forRent = index % 2 === 1
      await create({
        City: city,
        MLSNumber: `M-${index}`,
        Url: `https://homes.example.com/${index}`,
        SaleType: forRent ? 'for_rent' : 'for_sale',
        ...(forRent ? { SalePrice: undefined, RentPrice: 2150.5, DepositFee: 2000 } : { SalePrice: 725000 + index })
      }, serial)
    }
  })

  it('formats every value as the interface says', async () => {
    const created = await create({
      Images: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'],
      ExtensionColumn: [{ Key: 'Pool', value: 'Yes' }],
      Latitude: 30.25,
      HOAMonth: 120,
      Tours: '3D'
    })
    const { List } = (await list({ PageSize: 1 })).body.Data
    expect(List[0]).toMatchObject({
      Key: created.body.Data,
      SaleType: 'For Sale',
      Price: '725000.00',
      SalePrice: '725000.00',
      RentPrice: '',
      HOAMonth: '120.00',
      DepositFee: '',
      Area: '2500 Square Feet',
      Bathrooms: '2.5',
      Bedrooms: '3',
      YearBuilt: '1998',
      Images: 'https://img.example.com/a.jpg,https://img.example.com/b.jpg',
      ExtensionColumn: '[{"Key":"Pool","value":"Yes"}]',
      LATITUDE: 30.25,
      LONGITUDE: null,
      Tours: '3D',
      Description: ''
    })
    expect(List[0]?.ID).toEqual(expect.any(Number))
  })

  it('shows rent listings with Price from RentPrice', async () => {
    const { List } = (await list({ SaleType: 'for_rent' }, serial)).body.Data
    expect(List).toHaveLength(2)
    expect(List.every((item) => item.SaleType === 'For Rent' && item.Price === '2150.50' && item.SalePrice === '')).toBe(true)
  })

  it('filters by city without regard to case, and counts all matches in VirtualCount', async () => {
    const reply = await list({ CityName: 'AUSTIN', PageSize: 2 }, serial)
    expect(reply.body.Data.VirtualCount).toBe(3)
    expect(reply.body.Data.List).toHaveLength(2)
    expect(reply.body.Data.List.every((item) => item.City.toLowerCase() === 'austin')).toBe(true)
  })

  it('filters by MLS number and by sale type together', async () => {
    expect((await list({ MLSNumber: 'M-2', SaleType: 'for_sale' }, serial)).body.Data.VirtualCount).toBe(1)
    expect((await list({ MLSNumber: 'M-2', SaleType: 'for_rent' }, serial)).body.Data.VirtualCount).toBe(0)
  })

  it('pages newest first with PageNumber and PageSize, defaulting to page 1 of 20', async () => {
    const all = (await list({}, serial)).body.Data
    expect(all.VirtualCount).toBe(5)
    expect(all.List.map((item) => item.MLSNumber)).toEqual(['M-4', 'M-3', 'M-2', 'M-1', 'M-0'])
    const page2 = (await list({ PageNumber: 2, PageSize: 2 }, serial)).body.Data
    expect(page2.List.map((item) => item.MLSNumber)).toEqual(['M-2', 'M-1'])
    expect(page2.VirtualCount).toBe(5)
    expect((await list({ PageNumber: 9, PageSize: 2 }, serial)).body.Data.List).toEqual([])
  })

  it.each([
    [{ PageSize: 0 }, 'PageSize must be an integer from 1 to 100'],
    [{ PageSize: 101 }, 'PageSize must be an integer from 1 to 100'],
    [{ PageNumber: 0 }, 'PageNumber must be a page number, 1 or more'],
    [{ PageNumber: 1.5 }, 'PageNumber must be an integer'],
    [{ SaleType: 'sold' }, 'SaleType must be one of: for_sale, for_rent, ""']
  ])('refuses %j', async (body, message) => {
    const reply = await list(body, serial)
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })

  it('accepts the List call without a Content-Type, as the interface allows', async () => {
    const response = await fetch(`${server.url}/chat/Chatbot/RealEstateList`, {
      method: 'POST',
      headers: { 'chatrobot-sessionkey': server.workspace.sessionKey },
      body: JSON.stringify({ SerialNumber: serial })
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { Data: ListData }).Data.VirtualCount).toBe(5)
  })
})

describe('RealEstateUpdate and RealEstateDelete by each KeyType', () => {
  it.each([
    ['NewOaks', (created: string) => created],
    ['MLSNumber', () => 'UPD-1'],
    ['URL', () => 'https://homes.example.com/upd-1']
  ] as const)('updates and deletes by %s', async (keyType, keyOf) => {
    const serial = await server.newChatbot()
    const created = (await create({ MLSNumber: 'UPD-1', Url: 'https://homes.example.com/upd-1' }, serial)).body.Data
    const update = await server.post('/chat/Chatbot/RealEstateUpdate', {
      ...listingInput(serial, { MLSNumber: 'UPD-1', Url: 'https://homes.example.com/upd-1', Status: 'Sold', SalePrice: 700000 }),
      Key: keyOf(created),
      KeyType: keyType
    }, { key })
    expect(update.body).toMatchObject({ Success: true, Data: 1 })
    const [item] = (await list({}, serial)).body.Data.List
    expect(item).toMatchObject({ Status: 'Sold', Price: '700000.00', Key: created })

    const removed = await server.post('/chat/Chatbot/RealEstateDelete', { SerialNumber: serial, Keys: [keyOf(created), 'nope'], KeyType: keyType }, { key })
    expect(removed.body).toMatchObject({ Success: true, Data: { SuccessCount: 1 } })
    expect((await list({}, serial)).body.Data.VirtualCount).toBe(0)
  })

  it('answers Data 0 when no listing matches the key', async () => {
    const reply = await server.post('/chat/Chatbot/RealEstateUpdate', { ...listingInput(chatbot), Key: 'missing', KeyType: 'MLSNumber' }, { key })
    expect(reply.body).toMatchObject({ Success: true, Data: 0 })
  })

  it('keeps the required fields of Create required in Update', async () => {
    const body: Record<string, unknown> = { ...listingInput(chatbot), Key: 'x', KeyType: 'MLSNumber' }
    delete body.PropertyType
    const reply = await server.post('/chat/Chatbot/RealEstateUpdate', body, { key })
    expect(reply.body.Message).toBe('PropertyType is required')
  })

  it.each([
    [{ KeyType: 'Id' }, 'KeyType must be one of: NewOaks, MLSNumber, URL'],
    [{ Key: undefined }, 'Key is required']
  ])('refuses an Update with %j', async (change, message) => {
    const reply = await server.post('/chat/Chatbot/RealEstateUpdate', { ...listingInput(chatbot), Key: 'x', KeyType: 'MLSNumber', ...change }, { key })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })

  it.each([
    [{ Keys: [] }, 'Keys must be 1 to 1000 keys'],
    [{ Keys: 'abc' }, 'Keys must be an array'],
    [{ KeyType: 'ID' }, 'KeyType must be one of: NewOaks, MLSNumber, URL']
  ])('refuses a Delete with %j', async (change, message) => {
    const reply = await server.post('/chat/Chatbot/RealEstateDelete', { SerialNumber: chatbot, Keys: ['a'], KeyType: 'NewOaks', ...change }, { key })
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toBe(message)
  })

  it('updates every listing that shares an MLS number and reports the count', async () => {
    const serial = await server.newChatbot()
    await create({ MLSNumber: 'DUP' }, serial)
    await create({ MLSNumber: 'DUP' }, serial)
    const reply = await server.post('/chat/Chatbot/RealEstateUpdate', { ...listingInput(serial, { MLSNumber: 'DUP' }), Key: 'DUP', KeyType: 'MLSNumber' }, { key })
    expect(reply.body.Data).toBe(2)
  })
})
