/**
 * Listings at scale: one compiled server per database and size, with N listings bulk-loaded
 * through the store (1,000 a transaction, counts included), then measured over HTTP against
 * GET /healthz of the same server. Prints List req/s (ratio to /healthz) and p99, sequential
 * List median, the deepest page, the built-in assistant at N against the 50-listing demo,
 * ClientAsk req/s, create throughput over HTTP, and RSS at start and after the load.
 * Usage: npx tsx bench/listings-scale.ts   (BENCH_LISTING_SIZES=20000 BENCH_SECONDS=3 for a quick trial;
 * BENCH_DATABASES=sqlite or postgres for one)
 */
import autocannon from 'autocannon'
import { demoListings } from '../server/demo/listings.ts'
import { freshPostgresDatabase, percentile, postgresForBench } from './harness.ts'
import { openSession, post } from './server-load.ts'
import { startServeChild, type Memory, type ServeInfo } from './serve.ts'

const CONNECTIONS = 10
const CITIES = ['Austin', 'Denver', 'Miami', 'Seattle', 'Portland', 'San Diego']

/** The List requests of the issue: city; sale type page 7; MLS number; city + sale type page 3 of 50; no filter. */
export function listRequest(serial: string, index: number): Record<string, unknown> {
  switch (index % 5) {
    case 0: return { SerialNumber: serial, CityName: CITIES[index % CITIES.length], PageSize: 20 }
    case 1: return { SerialNumber: serial, SaleType: 'for_rent', PageNumber: 7, PageSize: 20 }
    case 2: return { SerialNumber: serial, MLSNumber: `TX${String(240000 + (index % 1000) * 137).padStart(7, '0')}`, PageSize: 20 }
    case 3: return { SerialNumber: serial, CityName: 'austin', SaleType: 'for_sale', PageNumber: 3, PageSize: 50 }
    default: return { SerialNumber: serial, PageSize: 20 }
  }
}

/** Ten kinds of question to the built-in assistant; the last three go through the full-text index. */
const QUESTIONS = [
  'Homes for sale in Austin under $600k',
  '3 bedroom houses in Denver',
  'Condos for rent in Miami',
  'Tell me about MLS TX0240137',
  'Anything in 78704?',
  'Cheapest homes for sale in Seattle',
  'Do you have townhouses in Portland with 2 bathrooms?',
  'Houses with a pool in Austin',
  'Pet friendly rentals in Denver',
  'Homes with a view, newest first'
]

export interface ScaleResult {
  database: string
  listings: number
  loadSeconds: number
  healthz: { rps: number; p99: number }
  list: { rps: number; p99: number }
  /** the same kinds, every request a page not kept (150 pages of each, cycled) */
  listNew: { rps: number; p99: number }
  listMedian: number
  deepPageMedian: number
  assistantMedian: number
  assistantMedianAt50: number
  ask: { rps: number; p99: number }
  createRps: number
  atStart: Memory
  afterLoad: Memory
}

async function load(url: string, requests: autocannon.Request[], seconds: number, method: 'GET' | 'POST' = 'POST') {
  const options = { url, connections: CONNECTIONS, requests, method }
  await autocannon({ ...options, duration: Math.min(2, seconds) }) // warm-up: JIT, caches, pooled statements
  const result = await autocannon({ ...options, duration: seconds })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors`)
  return { rps: result.requests.p50, p99: result.latency.p99 }
}

/** Median milliseconds of `count` requests one at a time (after 10 that warm up). */
async function sequentialMedian(url: string, key: string, bodies: (index: number) => object, count: number): Promise<number> {
  const samples: number[] = []
  for (let index = 0; index < count + 10; index++) {
    const started = performance.now()
    const response = await fetch(url, { method: 'POST', headers: { authorization: key, 'content-type': 'application/json' }, body: JSON.stringify(bodies(index)) })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    if (index >= 10) samples.push(performance.now() - started)
  }
  return percentile(samples, 50)
}

async function measure(info: ServeInfo, seconds: number, listings: number) {
  const { url, key, listChatbotId, demoChatbotId, demoKey } = info
  const listUrl = `${url}/chat/Chatbot/RealEstateList`
  const healthz = await load(`${url}/healthz`, [{ method: 'GET' }], seconds, 'GET')
  const list = await load(listUrl, [0, 1, 2, 3, 4].map((index) => post(listRequest(listChatbotId, index), key)), seconds)
  let sent = 0
  const newPage: autocannon.Request = {
    ...post({}, key),
    setupRequest: (request) => {
      const index = sent++
      return { ...request, body: JSON.stringify({ ...listRequest(listChatbotId, index), PageNumber: 1 + (Math.floor(index / 5) % 150) }) }
    }
  }
  const listNew = await load(listUrl, [newPage], seconds)
  // One at a time, each request a page not asked for before, so none is a kept reply: the database's own work.
  const listMedian = await sequentialMedian(listUrl, key, (index) => ({ ...listRequest(listChatbotId, index), PageNumber: 1 + Math.floor(index / 5) }), 300)
  const deepest = Math.max(1, Math.min(500, Math.floor(listings / 100)))
  const deepPageMedian = await sequentialMedian(listUrl, key, (index) => ({ SerialNumber: listChatbotId, PageNumber: Math.max(1, deepest - index), PageSize: 100 }), 30)
  const askUrl = `${url}/chat/Chat/ClientAsk`
  const assistant = async (chatbot: string, chatKey: string) => {
    const sessionID = await openSession(url, chatKey, chatbot)
    return sequentialMedian(askUrl, chatKey, (index) => ({ sessionID, content: QUESTIONS[index % QUESTIONS.length], stream: false }), 100)
  }
  const assistantMedian = await assistant(listChatbotId, key)
  const assistantMedianAt50 = await assistant(demoChatbotId, demoKey)
  const sessions = await Promise.all(Array.from({ length: CONNECTIONS }, () => openSession(url, demoKey, demoChatbotId)))
  const ask = await load(askUrl, sessions.map((sessionID) => post({ sessionID, content: QUESTIONS[0], stream: false }, demoKey)), seconds)
  const create = await load(`${url}/chat/Chatbot/RealEstateCreate`, demoListings(listChatbotId, url, 20).map((listing) => post(listing, key)), seconds)
  return { healthz, list, listNew, listMedian, deepPageMedian, assistantMedian, assistantMedianAt50, ask, createRps: create.rps }
}

/** Every size on every database named, one server each; `progress` hears what starts. */
export async function measureListingsScale(sizes: number[], databases: string[], seconds: number, progress: (what: string) => void): Promise<ScaleResult[]> {
  const results: ScaleResult[] = []
  const postgres = databases.includes('postgres') ? await postgresForBench() : undefined
  try {
    for (const database of databases) {
      if (database === 'postgres' && !postgres) continue
      for (const listings of sizes) {
        progress(`listings at scale: ${listings.toLocaleString('en-US')} on ${database}, loading`)
        const databaseUrl = postgres && database === 'postgres' ? await freshPostgresDatabase(postgres.url, `bench_${listings}`) : ''
        const server = await startServeChild({ kind: 'porchlight', listings, databaseUrl })
        try {
          progress(`listings at scale: ${listings.toLocaleString('en-US')} on ${database}, loaded in ${server.info.loadSeconds.toFixed(0)} s, measuring`)
          const measured = await measure(server.info, seconds, listings)
          results.push({ database, listings, loadSeconds: server.info.loadSeconds, ...measured, atStart: server.info.atStart, afterLoad: await server.memory() })
        } finally {
          await server.stop()
        }
      }
    }
  } finally {
    postgres?.cluster?.stop()
  }
  return results
}

const int = (value: number) => Math.round(value).toLocaleString('en-US')
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
const ratio = (value: number) => `${value >= 1 ? value.toFixed(2) : value.toFixed(3)}×`
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

/** The results as rows of the bench table (label, figure, ratio and target), each target judged. */
export function scaleRows(results: ScaleResult[]): [string, string, string][] {
  const rows: [string, string, string][] = []
  for (const r of results) {
    const sqlite = r.database === 'sqlite'
    const name = `${sqlite ? 'SQLite' : 'PostgreSQL'}, ${int(r.listings)} listings`
    const listRatio = r.list.rps / r.healthz.rps
    const listTarget = sqlite && r.listings === 100_000 ? `; target ≥ 0.5×, p99 ≤ 10 ms: ${verdict(listRatio >= 0.5 && r.list.p99 <= 10)}` : ''
    const medianLimit = sqlite ? 5 : 10
    const medianTarget = r.listings >= 1_000_000 ? `target ≤ ${medianLimit} ms: ${verdict(r.listMedian <= medianLimit)}` : ''
    const assistantRatio = r.assistantMedian / r.assistantMedianAt50
    const askRatio = r.ask.rps / r.healthz.rps
    rows.push(
      [`${name}: GET /healthz (the baseline)`, `${int(r.healthz.rps)} req/s, p99 ${r.healthz.p99} ms`, ''],
      ['  RealEstateList, 5 kinds of request, repeated (kept replies)', `${int(r.list.rps)} req/s, p99 ${r.list.p99} ms`, `${ratio(listRatio)} /healthz${listTarget}`],
      ['  RealEstateList, the same kinds, every request a new page', `${int(r.listNew.rps)} req/s, p99 ${r.listNew.p99} ms`, `${ratio(r.listNew.rps / r.healthz.rps)} /healthz`],
      ['  RealEstateList one at a time, each a new page, median', `${r.listMedian.toFixed(2)} ms`, medianTarget],
      [`  pages ${Math.max(1, Math.min(500, Math.floor(r.listings / 100)))} and below at PageSize 100, no filter, one at a time, median`, `${r.deepPageMedian.toFixed(2)} ms`, ''],
      ['  built-in assistant, 10 questions (3 full-text) one at a time, median', `${r.assistantMedian.toFixed(2)} ms`,
        `${ratio(assistantRatio)} its median at 50 listings (${r.assistantMedianAt50.toFixed(2)} ms); target ≤ 2×: ${verdict(assistantRatio <= 2)}`],
      ['  ClientAsk, built-in model, demo chatbot', `${int(r.ask.rps)} req/s, p99 ${r.ask.p99} ms`, `${ratio(askRatio)} /healthz; target ≥ 0.1×: ${verdict(askRatio >= 0.1)}`],
      ['  RealEstateCreate over HTTP', `${int(r.createRps)} req/s`, `bulk load through the store: ${int(r.listings / r.loadSeconds)} listings/s`],
      ['  RSS of the bench server (compiled, with its seeding code) at start, after GC', mib(r.atStart.rss), `after the load and the measures ${mib(r.afterLoad.rss)}`]
    )
  }
  return rows
}

/** BENCH_LISTING_SIZES, BENCH_DATABASES: what to measure. */
export const scaleSettings = () => ({
  sizes: (process.env.BENCH_LISTING_SIZES ?? '100000,1000000').split(',').map(Number).filter((size) => size > 0),
  databases: (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim())
})

if (import.meta.url === `file://${process.argv[1]}`) {
  const { sizes, databases } = scaleSettings()
  const results = await measureListingsScale(sizes, databases, Number(process.env.BENCH_SECONDS ?? 10), (what) => process.stderr.write(`${what}\n`))
  for (const row of scaleRows(results)) console.log(row.filter(Boolean).join('  '))
}
