/**
 * The server's memory after 10,000 chat sessions: each a GetConfig call from a new visitor,
 * which creates a visitor session as the widget's first call does. Memory is read in the
 * server's own process after a full GC, before and after.
 * Usage: npx tsx bench/server-memory.ts [sessions]
 */
import autocannon from 'autocannon'
import { post } from './server-load.ts'
import { startServeChild, type Memory } from './serve.ts'

export async function measureServerMemory(sessions: number): Promise<{ before: Memory; after: Memory }> {
  const server = await startServeChild({ kind: 'porchlight', listings: 0 })
  try {
    const { url, demoChatbotId } = server.info
    const before = await server.memory()
    const request = post({ serialNumber: demoChatbotId })
    const result = await autocannon({ url: `${url}/chat/Chatbot/GetConfig`, connections: 10, amount: sessions, requests: [{ ...request, headers: { ...request.headers, origin: url } }] })
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
