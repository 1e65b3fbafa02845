/**
 * What a visitor meets while an owner imports listings on SQLite: a compiled server (the demo
 * seeded, its defaults untouched), RealEstateImport of N distinct listings as NDJSON over HTTP,
 * in batches (the baseline) and then with AllOrNothing=true, each into a chatbot of its own,
 * while one visitor asks ClientAsk (built-in model) every 250 ms. Prints each import's seconds,
 * the asks answered and refused and the slowest, and all-or-nothing's time as a ratio to the
 * batches' in the same run.
 * Usage: npx tsx bench/all-or-nothing-import.ts   (BENCH_IMPORT_LISTINGS=30000 by default)
 */
import { demoListings } from '../server/demo/listings.ts'
import { ndjsonChunks } from './distinct-copy.ts'
import { openSession } from './server-load.ts'
import { startServeChild, type ServeInfo } from './serve.ts'

/** How often the visitor asks, in ms. */
const ASK_EVERY = 250

interface Run {
  seconds: number
  answered: number
  refused: number
  slowestAsk: number
}

/** `count` distinct listings of the chatbot as NDJSON, a thousand lines at a time. */
async function* ndjson(chatbotId: string, count: number): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  for (const chunk of ndjsonChunks(demoListings(chatbotId, 'https://bench.example', 50), count, 0)) yield encoder.encode(chunk)
}

/** One import of `count` listings into a new chatbot, all or nothing or not, while the visitor asks. */
async function importWhileAsked(info: ServeInfo, count: number, allOrNothing: boolean): Promise<Run> {
  const created = await fetch(`${info.url}/chat/Chatbot/Add`, {
    method: 'POST', headers: { authorization: info.key, 'content-type': 'application/json' }, body: JSON.stringify({ name: allOrNothing ? 'All or nothing' : 'In batches' })
  })
  const chatbotId = ((await created.json()) as { Data: string }).Data
  const session = await openSession(info.url, info.demoKey, info.demoChatbotId)
  const asks: { ok: boolean; ms: number }[] = []
  let importing = true
  const visitor = (async () => {
    while (importing) {
      const started = performance.now()
      const reply = await fetch(`${info.url}/chat/Chat/ClientAsk`, {
        method: 'POST', headers: { authorization: info.demoKey, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionID: session, content: 'homes in Austin under 600k', stream: false })
      })
      await reply.arrayBuffer()
      asks.push({ ok: reply.ok, ms: performance.now() - started })
      await new Promise((resolve) => setTimeout(resolve, ASK_EVERY))
    }
  })()
  const started = performance.now()
  const response = await fetch(`${info.url}/chat/Chatbot/RealEstateImport?SerialNumber=${chatbotId}&AllOrNothing=${allOrNothing}`, {
    method: 'POST', headers: { authorization: info.key, 'content-type': 'application/x-ndjson' }, body: ndjson(chatbotId, count) as unknown as BodyInit, duplex: 'half'
  } as RequestInit)
  const report = await response.json() as { Data: { Added: number } }
  const seconds = (performance.now() - started) / 1000
  importing = false
  await visitor
  if (!response.ok || report.Data.Added !== count) throw new Error(`RealEstateImport answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`)
  return { seconds, answered: asks.filter((ask) => ask.ok).length, refused: asks.filter((ask) => !ask.ok).length, slowestAsk: Math.max(...asks.map((ask) => ask.ms)) }
}

/** Both imports of `count` listings on one compiled SQLite server: in batches, then all or nothing. */
export async function measureAllOrNothing(count: number): Promise<{ count: number; batches: Run; whole: Run }> {
  const server = await startServeChild({ kind: 'porchlight', listings: 0 })
  try {
    return { count, batches: await importWhileAsked(server.info, count, false), whole: await importWhileAsked(server.info, count, true) }
  } finally {
    await server.stop()
  }
}

/** The results as rows of the bench table: label, figure, the visitor's asks meanwhile. */
export function allOrNothingRows({ batches, whole }: Awaited<ReturnType<typeof measureAllOrNothing>>): [string, string, string][] {
  const asks = (run: Run) => `the visitor's asks meanwhile: ${run.answered} answered, ${run.refused} refused, slowest ${Math.round(run.slowestAsk)} ms`
  return [
    ['in batches (the baseline)', `${batches.seconds.toFixed(1)} s`, asks(batches)],
    ['all or nothing', `${whole.seconds.toFixed(1)} s (${(whole.seconds / batches.seconds).toFixed(2)}× the batches)`, asks(whole)]
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureAllOrNothing(Number(process.env.BENCH_IMPORT_LISTINGS ?? 30_000))
  console.log(`RealEstateImport of ${result.count.toLocaleString('en-US')} listings on SQLite while a visitor asks every ${ASK_EVERY} ms`)
  for (const row of allOrNothingRows(result)) console.log(`  ${row.join('  ')}`)
}
