/**
 * The bulk path: a compiled server per database (the demo seeded, 1,000 listings), then
 * RealEstateImport of N distinct listings as NDJSON streamed over HTTP, against
 * RealEstateCreate one listing a request measured in the same run; then the same import again
 * while RealEstateList and ClientAsk are under load, with their p99 during it.
 * Usage: npx tsx bench/listings-import.ts   (BENCH_IMPORT_LISTINGS=20000 BENCH_SECONDS=3 for a quick
 * trial; BENCH_DATABASES=sqlite or postgres for one). BENCH_CPU_PROF=<folder> writes the server's
 * processor profile there; bench/profile-stages.ts turns it into µs a row by function.
 *
 * Profiled (30,000 listings on SQLite, load 3.4 on two cores, 6,516 listings/s, the first import's
 * seconds): 183 µs of processor time a row, of which the store's statements 138 (the multi-row
 * INSERT into a table of 20 indexes and the batch's full-text documents 78, COMMIT writing the
 * WAL 60), the listing counts 3 and garbage collection 8; the HTTP side is small: NDJSON lines and
 * JSON.parse 5, the row to a listing 5, the schema check 2.5, toColumns 2.3, the socket 1. The
 * import is bound by SQLite's writes on the event loop, not by reading the request.
 *
 * Since then an import of more than a batch (2,000 rows) is written by a worker thread
 * (server/listings/import/sqlite-import-writer.ts); BENCH_CPU_PROF then writes one profile a
 * thread (a worker's frames are in serve.sqlite-import-worker.mjs). Profiled (30,000 listings,
 * load 10 on two cores, the first import): the worker thread 267 µs a row not idle (wall clock
 * on a busy machine), of which the multi-row INSERT with its full-text documents 112 and the
 * kysely statements (BEGIN, the look-ups, the counts, COMMIT) 91. Same run order, load 0–1,
 * 30,000 listings: the thread imported 7,161 and 7,340/s (3,662 and 3,873/s under List and
 * ClientAsk) against 6,741 and 6,565/s (3,325 and 3,048/s) on the event loop; 1,000,000
 * listings (load 3–7): 4,058/s, 2,295/s under load, List p99 394 ms, ClientAsk p99 442 ms.
 */
import autocannon from 'autocannon'
import { demoListings } from '../server/demo/listings.ts'
import { ndjsonChunks } from './distinct-copy.ts'
import { freshPostgresDatabase, postgresForBench } from './harness.ts'
import { listRequest } from './listings-scale.ts'
import { openSession, post } from './server-load.ts'
import { startServeChild, type ServeInfo } from './serve.ts'

const CONNECTIONS = 10
/** The demo listings an import's lines are copies of: copy c of listing i is line (c - 1) × TEMPLATE_LISTINGS + i. */
const TEMPLATE_LISTINGS = 50

interface Loaded {
  rps: number
  p99: number
  timeouts: number
  errors: number
}

export interface ImportResult {
  database: string
  listings: number
  createRps: number
  importRate: number
  /** the import's rate while List and ClientAsk were under load */
  loadedImportRate: number
  /** timeouts: requests unanswered after 10 s; errors include them and those cut off when the load stopped */
  list: Loaded
  ask: Loaded
}

/** `count` distinct listings of the chatbot as NDJSON, produced a thousand lines at a time as the upload reads them. */
async function* ndjson(serial: string, count: number, offset: number): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  for (const chunk of ndjsonChunks(demoListings(serial, 'https://bench.example', TEMPLATE_LISTINGS), count, offset)) yield encoder.encode(chunk)
}

/** Listings a second of one RealEstateImport of `count` listings. */
async function importRate(info: ServeInfo, count: number, offset: number): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${info.url}/chat/Chatbot/RealEstateImport?SerialNumber=${info.listChatbotId}`, {
    method: 'POST',
    headers: { authorization: info.key, 'content-type': 'application/x-ndjson' },
    body: ndjson(info.listChatbotId, count, offset) as unknown as BodyInit,
    duplex: 'half'
  } as RequestInit)
  const reply = await response.json() as { Data: { Added: number; Rejected: number } }
  if (!response.ok || reply.Data.Added !== count) throw new Error(`RealEstateImport answered ${response.status}: ${JSON.stringify(reply).slice(0, 300)}`)
  return count / ((performance.now() - started) / 1000)
}

async function load(url: string, requests: autocannon.Request[], seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, requests, method: 'POST', duration: seconds })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
}

async function measure(info: ServeInfo, listings: number, seconds: number) {
  const { url, key, listChatbotId, demoChatbotId, demoKey } = info
  await load(`${url}/chat/Chatbot/RealEstateCreate`, demoListings(listChatbotId, url, 20).map((listing) => post(listing, key)), Math.min(2, seconds))
  const create = await load(`${url}/chat/Chatbot/RealEstateCreate`, demoListings(listChatbotId, url, 20).map((listing) => post(listing, key)), seconds)
  const rate = await importRate(info, listings, 0)
  // The second import runs while List (half the connections) and ClientAsk (the other half) are loaded; both stop when it ends.
  const sessions = await Promise.all(Array.from({ length: CONNECTIONS }, () => openSession(url, demoKey, demoChatbotId)))
  const under = (route: string, requests: autocannon.Request[]) => {
    let instance: autocannon.Instance | undefined
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon({ url: `${url}${route}`, connections: CONNECTIONS / 2, requests, method: 'POST', duration: 3600 }, (error, done) => (error ? reject(error) : resolve(done)))
    })
    return { result, stop: () => instance?.stop() }
  }
  const listLoad = under('/chat/Chatbot/RealEstateList', [0, 1, 2, 3, 4].map((index) => post(listRequest(listChatbotId, index), key)))
  const askLoad = under('/chat/Chat/ClientAsk', sessions.map((sessionID) => post({ sessionID, content: 'Homes for sale in Austin under $600k', stream: false }, demoKey)))
  // copies after the first import's, so that it adds as many listings (past 50,000 it updated those of the first)
  const loadedRate = await importRate(info, listings, Math.ceil(listings / TEMPLATE_LISTINGS))
  listLoad.stop()
  askLoad.stop()
  const [list, ask] = await Promise.all([listLoad.result, askLoad.result])
  // Under BENCH_CPU_PROF the profiler's signals cut SQLite's busy-timeout sleeps short, so a visitor's write that waits for
  // a transaction of the import's writer thread can fail with SQLITE_BUSY (503): said, not thrown, when profiling.
  for (const result of [list, ask]) {
    if (!result.non2xx) continue
    if (!process.env.BENCH_CPU_PROF) throw new Error(`${result.url}: ${result.non2xx} non-2xx replies during the import`)
    console.warn(`${result.url}: ${result.non2xx} non-2xx replies during the import (profiling)`)
  }
  return {
    createRps: create.rps,
    importRate: rate,
    loadedImportRate: loadedRate,
    list: { rps: list.requests.average, p99: list.latency.p99, timeouts: list.timeouts, errors: list.errors },
    ask: { rps: ask.requests.average, p99: ask.latency.p99, timeouts: ask.timeouts, errors: ask.errors }
  }
}

/** The bulk path on every database named, one server each. */
export async function measureListingsImport(listings: number, databases: string[], seconds: number, progress: (what: string) => void): Promise<ImportResult[]> {
  const results: ImportResult[] = []
  const postgres = databases.includes('postgres') ? await postgresForBench() : undefined
  try {
    for (const database of databases) {
      if (database === 'postgres' && !postgres) continue
      progress(`bulk import: ${listings.toLocaleString('en-US')} listings on ${database}`)
      const databaseUrl = postgres && database === 'postgres' ? await freshPostgresDatabase(postgres.url, 'bench_import') : ''
      const server = await startServeChild({ kind: 'porchlight', listings: 1000, databaseUrl })
      try {
        results.push({ database, listings, ...(await measure(server.info, listings, seconds)) })
      } finally {
        await server.stop()
      }
    }
  } finally {
    postgres?.cluster?.stop()
  }
  return results
}

const int = (value: number) => Math.round(value).toLocaleString('en-US')
const unanswered = (r: Loaded) => `${r.timeouts} unanswered in 10 s, ${r.errors - r.timeouts} cut off at the end`
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

/** The results as rows of the bench table (label, figure, ratio and target), each target judged. */
export function importRows(results: ImportResult[]): [string, string, string][] {
  return results.flatMap((r): [string, string, string][] => {
    const sqlite = r.database === 'sqlite'
    const floor = sqlite ? 20_000 : 10_000
    const ratio = r.importRate / r.createRps
    return [
      [`${sqlite ? 'SQLite' : 'PostgreSQL'}: RealEstateCreate, one listing a request (the baseline)`, `${int(r.createRps)} listings/s`, ''],
      [`  RealEstateImport of ${int(r.listings)} listings, NDJSON streamed`, `${int(r.importRate)} listings/s`,
        `${ratio.toFixed(1)}× Create; target ≥ ${int(floor)}/s and ≥ 25×: ${verdict(r.importRate >= floor && ratio >= 25)}`],
      ['  the same import while List and ClientAsk are loaded', `${int(r.loadedImportRate)} listings/s`, ''],
      ['  RealEstateList during the import, 5 connections', `${int(r.list.rps)} req/s, p99 ${r.list.p99} ms`, unanswered(r.list)],
      ['  ClientAsk (built-in model) during the import, 5 connections', `${int(r.ask.rps)} req/s, p99 ${r.ask.p99} ms`, unanswered(r.ask)]
    ]
  })
}

/** BENCH_IMPORT_LISTINGS, BENCH_DATABASES: what to measure. */
export const importSettings = () => ({
  listings: Number(process.env.BENCH_IMPORT_LISTINGS ?? 200_000),
  databases: (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((name) => name.trim())
})

if (import.meta.url === `file://${process.argv[1]}`) {
  const { listings, databases } = importSettings()
  const results = await measureListingsImport(listings, databases, Number(process.env.BENCH_SECONDS ?? 10), (what) => process.stderr.write(`${what}\n`))
  for (const row of importRows(results)) console.log(row.filter(Boolean).join('  '))
}
