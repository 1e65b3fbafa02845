/**
 * The inbox at scale: ConversationList over real HTTP (the newest page, a flag filter, a full-text
 * search for a common and a rare word) on a chatbot with CONVERSATIONS (default 100,000)
 * conversations of MESSAGES_EACH (default 10) messages, against the same calls on a 50-conversation
 * chatbot of the same server. Conversations go in as the server writes them (a session row, then
 * its messages one statement per batch, the database's own triggers keeping the summaries and the
 * full-text index); nothing is analyzed or warmed by hand.
 * Usage: [CONVERSATIONS=100000] [MESSAGES_EACH=10] [BENCH_DATABASES=sqlite,postgres] npx tsx bench/inbox-scale.ts
 */
import { freshPostgresDatabase, ms, percentile, postgresForBench } from './harness.ts'
import { startServer, type TestServer } from '../test/support/server.ts'
import { seedConversations } from './seed-conversations.ts'

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 100_000)
const MESSAGES_EACH = Number(process.env.MESSAGES_EACH ?? 10)
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const RUNS = 20

/** The call's median and 95th-percentile times over RUNS calls. */
async function timings(server: TestServer, serialNumber: string, body: Record<string, unknown>): Promise<{ median: number; p95: number }> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const reply = await server.post('/chat/Chatbot/ConversationList', { serialNumber, ...body }, { key: server.workspace.secretKey })
    times.push(performance.now() - t0)
    if (reply.status !== 200) throw new Error(`ConversationList answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  }
  return { median: percentile(times, 50), p95: percentile(times, 95) }
}

const calls: [string, Record<string, unknown>][] = [
  ['newest page of 50', {}],
  ['rated down', { ratedDown: true }],
  ['search, common word', { text: 'pool' }],
  ['search, rare word', { text: 'zanzibar' }],
  ['search + rated down', { text: 'garden', ratedDown: true }]
]

for (const database of DATABASES) {
  const postgres = database === 'postgres' ? await postgresForBench() : undefined
  if (database === 'postgres' && !postgres) { console.log('postgres: not installed, skipped'); continue }
  const databaseUrl = postgres ? await freshPostgresDatabase(postgres.url, 'inbox_bench') : ''
  const server = await startServer({ databaseUrl })
  const small = await server.newChatbot({ Name: 'small' })
  const big = await server.newChatbot({ Name: 'big' })
  await seedConversations(server.db, small, 50, MESSAGES_EACH)
  const t0 = performance.now()
  await seedConversations(server.db, big, CONVERSATIONS, MESSAGES_EACH)
  const seconds = (performance.now() - t0) / 1000
  console.log(`${database}: ${CONVERSATIONS.toLocaleString('en-US')} conversations, ${(CONVERSATIONS * MESSAGES_EACH).toLocaleString('en-US')} messages seeded in ${seconds.toFixed(0)} s`)
  for (const [label, body] of calls) {
    const a = await timings(server, small, body)
    const b = await timings(server, big, body)
    console.log(`${database.padEnd(8)} ${label.padEnd(24)} 50: ${ms(a.median)} ms (p95 ${ms(a.p95)})  ${CONVERSATIONS}: ${ms(b.median)} ms (p95 ${ms(b.p95)})  ratio ${(b.median / a.median).toFixed(2)}×`)
  }
  await server.close()
  postgres?.cluster?.stop()
}
