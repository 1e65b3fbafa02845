/**
 * The server's memory after 10,000 chat sessions: each a GetConfig call from a new visitor (from
 * an address of its own, as X-Forwarded-For through the trusted proxy the bench server is behind),
 * which creates a visitor session as the widget's first call does. Memory is read in the
 * server's own process after a full GC, before and after.
 * Usage: npx tsx bench/server-memory.ts [sessions]
 */
import autocannon from 'autocannon'
import { post } from './server-load.ts'
import { startServeChild, type Memory } from './serve.ts'

/** The `n`th address of 10.0.0.0/8. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

export async function measureServerMemory(sessions: number): Promise<{ before: Memory; after: Memory }> {
  const server = await startServeChild({ kind: 'porchlight', listings: 0 })
  try {
    const { url, demoChatbotId } = server.info
    const before = await server.memory()
    const request = post({ serialNumber: demoChatbotId })
    // Each visitor from an address of its own: one address may open only REQUEST_LIMITS.newSessionsPerMinute a minute.
    let visitor = 0
    const setupRequest = (next: autocannon.Request) => ({ ...next, headers: { ...next.headers, 'x-forwarded-for': addressOf(visitor++) } })
    const result = await autocannon({ url: `${url}/chat/Chatbot/GetConfig`, connections: 10, amount: sessions, requests: [{ ...request, headers: { ...request.headers, origin: url }, setupRequest }] })
    if (result.non2xx || result.errors || result['2xx'] !== sessions) throw new Error(`GetConfig: ${result['2xx']} sessions, ${result.non2xx} non-2xx replies, ${result.errors} errors`)
    return { before, after: await server.memory() }
  } finally {
    await server.stop()
  }
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

if (import.meta.url === `file://${process.argv[1]}`) {
  const sessions = Number(process.argv[2] ?? 10_000)
  const { before, after } = await measureServerMemory(sessions)
  console.log(`after ${sessions} sessions: RSS ${mib(after.rss)} (${mib(before.rss)} at start), heap used ${mib(after.heapUsed)} (${mib(before.heapUsed)} at start)`)
}
