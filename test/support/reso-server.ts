import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A RESO Property record as the test server holds it (Media apart: it comes with $expand=Media). */
export type ResoRecord = Record<string, unknown> & { ListingKey: string; ModificationTimestamp: string }

/** One fault the server answers with once, instead of a page. */
export type Fault = { status: number; retryAfter?: string } | { malformed: true } | { hang: true }

export interface ResoServer {
  /** the service root: `${url}/odata` */
  serviceUrl: string
  tokenUrl: string
  clientId: string
  clientSecret: string
  /** the Property records, by ListingKey; the test changes them between runs */
  records: Map<string, ResoRecord>
  /** the Media of each listing, as the feed lists them (their Order is what counts) */
  media: Map<string, { MediaURL: string; Order: number; MediaCategory?: string }[]>
  /** every resource request, as its path and query */
  requests: string[]
  /** token requests answered */
  tokens: number
  /** answer the next resource requests with these, then pages again */
  faults: Fault[]
  close(): Promise<void>
}

const odataError = (code: string, message: string) => JSON.stringify({ error: { code, message } })

/** `Field op value` clauses joined by `and`: the $filter forms the sync sends (timestamps, an owner's eq). */
function matches(record: ResoRecord, filter: string): boolean {
  return filter.split(/\s+and\s+/i).every((clause) => {
    const [, field, op, raw] = /^\(?\s*(\w+)\s+(eq|ne|gt|ge|lt|le)\s+(.+?)\s*\)?$/i.exec(clause.trim()) ?? []
    if (!field || !raw) throw new Error(`unsupported $filter clause: ${clause}`)
    const value = raw.startsWith("'") ? raw.slice(1, -1) : raw
    const actual = record[field]
    const [a, b] = field.endsWith('Timestamp') ? [Date.parse(String(actual)), Date.parse(value)] : [String(actual), value]
    return { eq: a === b, ne: a !== b, gt: a > b, ge: a >= b, lt: a < b, le: a <= b }[op!.toLowerCase() as 'eq']
  })
}

/**
 * A RESO Web API Core server over real HTTP: an OAuth2 client-credentials token endpoint,
 * `GET /odata/Property` with `$top`, `$skip` paging through `@odata.nextLink`, `$filter` on
 * ModificationTimestamp (and `eq` on other fields), `$expand=Media`, OData error bodies, and
 * faults on demand (429 with Retry-After, 5xx, a malformed page, no answer at all). `/not-odata/...` and `/not-oauth/token` are a web
 * page; `/json-api/...` is JSON that is not OData.
 *
 * @example
 * const reso = await startResoServer()
 * reso.records.set('K1', { ListingKey: 'K1', ModificationTimestamp: '2026-01-01T00:00:00Z', ... })
 */
export async function startResoServer(): Promise<ResoServer> {
  const tokens = new Set<string>()
  const state = { tokens: 0 }
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', reso.serviceUrl)
      const send = (status: number, text: string, headers: Record<string, string> = { 'content-type': 'application/json; odata.metadata=minimal' }) => {
        response.writeHead(status, headers).end(text)
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        const form = new URLSearchParams(body)
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== reso.clientId || form.get('client_secret') !== reso.clientSecret) {
          return send(401, JSON.stringify({ error: 'invalid_client', error_description: 'Client authentication failed' }))
        }
        const token = `tok-${++state.tokens}`
        tokens.add(token)
        return send(200, JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }))
      }
      if (url.pathname.startsWith('/not-odata') || url.pathname === '/not-oauth/token') return send(200, '<!doctype html><title>MLS</title><p>Welcome', { 'content-type': 'text/html' })
      if (url.pathname.startsWith('/json-api')) return send(200, JSON.stringify({ status: 'ok', listings: [] }), { 'content-type': 'application/json' })
      const match = /^\/odata\/(\w+)$/.exec(url.pathname)
      if (!match || request.method !== 'GET') return send(404, odataError('NotFound', `No resource at ${url.pathname}`))
      if (match[1] !== 'Property') return send(404, odataError('NotFound', `Resource ${match[1]} is not offered`))
      if (!tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return send(401, odataError('Unauthorized', 'The access token is missing or expired'))
      reso.requests.push(url.pathname + url.search)
      const fault = reso.faults.shift()
      if (fault && 'malformed' in fault) return send(200, '{"value": [{"ListingKey": "K1", ')
      if (fault && 'hang' in fault) return // no answer: the client's timeout ends it
      if (fault) return send(fault.status, odataError('Busy', `HTTP ${fault.status}`), { 'content-type': 'application/json', ...(fault.retryAfter && { 'retry-after': fault.retryAfter }) })
      const top = Number(url.searchParams.get('$top') ?? 100)
      const skip = Number(url.searchParams.get('$skip') ?? 0)
      const filter = url.searchParams.get('$filter')
      const expand = (url.searchParams.get('$expand') ?? '').split(',').includes('Media')
      const all = [...reso.records.values()]
        .filter((record) => !filter || matches(record, filter))
        .sort((a, b) => a.ModificationTimestamp.localeCompare(b.ModificationTimestamp) || a.ListingKey.localeCompare(b.ListingKey))
      const value = all.slice(skip, skip + top).map((record) => (expand ? { ...record, Media: reso.media.get(record.ListingKey) ?? [] } : record))
      const next = new URL(url)
      next.searchParams.set('$skip', String(skip + top))
      return send(200, JSON.stringify({
        '@odata.context': `${reso.serviceUrl}/$metadata#Property`,
        value,
        ...(skip + top < all.length && { '@odata.nextLink': next.toString() })
      }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const reso: ResoServer = {
    serviceUrl: `${base}/odata`,
    tokenUrl: `${base}/token`,
    clientId: 'porchlight-test',
    clientSecret: 'client-secret-123',
    records: new Map(),
    media: new Map(),
    requests: [],
    get tokens() {
      return state.tokens
    },
    faults: [],
    close: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
  return reso
}

/**
 * A Property record as a real feed sends it: Data Dictionary names, a lease or a sale by
 * PropertyType, bathrooms in parts, an association fee with its frequency, and fields the
 * listing has no place for (they go into ExtensionColumn).
 */
export function resoProperty(index: number, changes: Partial<ResoRecord> = {}): ResoRecord {
  return {
    ListingKey: `K${String(index).padStart(4, '0')}`,
    ListingId: `MLS${1000 + index}`,
    ModificationTimestamp: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    StandardStatus: 'Active',
    PropertyType: index % 5 === 0 ? 'Residential Lease' : 'Residential',
    PropertySubType: 'Single Family Residence',
    ListPrice: index % 5 === 0 ? 2500 : 400_000 + index * 1000,
    BedroomsTotal: 3,
    BathroomsFull: 2,
    BathroomsHalf: 1,
    LivingArea: 1800,
    LivingAreaUnits: 'Square Feet',
    LotSizeArea: 0.25,
    LotSizeUnits: 'Acres',
    YearBuilt: 1990 + (index % 30),
    DaysOnMarket: index % 60,
    ParkingTotal: 2,
    AssociationFee: 600,
    AssociationFeeFrequency: 'Quarterly',
    PublicRemarks: `Bright home number ${index}`,
    StreetNumber: String(100 + index),
    StreetName: 'Oak',
    StreetSuffix: 'St',
    City: index % 2 ? 'Austin' : 'Round Rock',
    StateOrProvince: 'TX',
    PostalCode: '78701',
    Latitude: 30.2,
    Longitude: -97.7,
    PoolFeatures: ['In Ground', 'Heated'],
    ListOfficeMlsId: index % 3 === 0 ? 'OFF3' : 'OFF1',
    ...changes
  }
}
