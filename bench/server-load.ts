/**
 * Server throughput on loopback, each server in a child process and autocannon here:
 * a bare Fastify route and a non-streamed ClientAsk to the built-in model; then the time to
 * the first byte of a streamed answer. RealEstateList is measured by listings-scale.ts.
 * Usage: npx tsx bench/server-load.ts [seconds]
 */
import autocannon from 'autocannon'
import { ms, percentile } from './harness.ts'
import { startServeChild } from './serve.ts'

const CONNECTIONS = 10
const QUESTION = 'Homes for sale in Austin under $600k'

export interface LoadResult {
  /** median requests per second over the run's one-second samples */
  rps: number
  p99: number
}

async function load(url: string, requests: autocannon.Request[], seconds: number): Promise<LoadResult> {
  const options = { url, connections: CONNECTIONS, requests }
  await autocannon({ ...options, duration: Math.min(2, seconds) }) // warm-up: JIT, caches, pooled statements
  const result = await autocannon({ ...options, duration: seconds })
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors`)
  return { rps: result.requests.p50, p99: result.latency.p99 }
}

export const post = (body: object, key = ''): autocannon.Request => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(key && { authorization: key }) },
  body: JSON.stringify(body)
})

/** Opens a session on a chatbot of the key's workspace. */
export async function openSession(url: string, key: string, serialNumber: string): Promise<number> {
  const response = await fetch(`${url}/chat/Chatbot/GetSession`, { method: 'POST', headers: { authorization: key, 'content-type': 'application/json' }, body: JSON.stringify({ serialNumber }) })
  const reply = (await response.json()) as { Data?: { SessionID: number } }
  if (!reply.Data) throw new Error(`GetSession answered ${response.status}`)
  return reply.Data.SessionID
}

/** Milliseconds from sending a streamed ClientAsk to the first byte of its body, `samples` times. */
async function firstByte(url: string, key: string, sessionID: number, samples: number): Promise<number[]> {
  const times: number[] = []
  for (let index = 0; index < samples + 5; index++) {
    const started = performance.now()
    const response = await fetch(`${url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers: { authorization: key, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionID, content: QUESTION, stream: true })
    })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const { value } = await reader.read()
    if (index >= 5) times.push(performance.now() - started) // the first 5 warm up
    if (!response.ok || !value?.length) throw new Error(`streamed ClientAsk answered ${response.status}`)
    await reader.cancel()
  }
  return times
}

export async function measureServerLoad(seconds: number) {
  const bare = await startServeChild({ kind: 'bare' })
  let bareResult: LoadResult
  try {
    bareResult = await load(`${bare.info.url}/bare`, [post({})], seconds)
  } finally {
    await bare.stop()
  }
  const server = await startServeChild({ kind: 'porchlight', listings: 0 })
  try {
    const { url, demoChatbotId, demoKey } = server.info
    const sessions = await Promise.all(Array.from({ length: CONNECTIONS }, () => openSession(url, demoKey, demoChatbotId)))
    const ask = await load(`${url}/chat/Chat/ClientAsk`, sessions.map((sessionID) => post({ sessionID, content: QUESTION, stream: false }, demoKey)), seconds)
    const firstBytes = await firstByte(url, demoKey, sessions[0] as number, 50)
    return { bare: bareResult, ask, firstByte: { median: percentile(firstBytes, 50), p99: percentile(firstBytes, 99), samples: firstBytes.length } }
  } finally {
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 10)
  const result = await measureServerLoad(seconds)
  for (const name of ['bare', 'ask'] as const) {
    const { rps, p99 } = result[name]
    console.log(`${name.padEnd(5)} ${rps.toFixed(0).padStart(6)} req/s  p99 ${p99} ms  (×${(rps / result.bare.rps).toFixed(3)} of bare)`)
  }
  console.log(`first streamed byte: median ${ms(result.firstByte.median)} ms, p99 ${ms(result.firstByte.p99)} ms`)
}
