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
import type { Db } from '../server/store/database.ts'

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 100_000)
const MESSAGES_EACH = Number(process.env.MESSAGES_EACH ?? 10)
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
const RUNS = 20
const WORDS = 'home house condo pool garden garage price rent sale bedroom bathroom school park downtown view quiet street schedule showing agent offer mortgage budget kitchen basement yard dogs cats parking'.split(' ')

/** A visitor question or an answer of a dozen words; every 5,000th message names the rare word. */
const text = (n: number) => Array.from({ length: 12 }, (_, i) => WORDS[(n * 7 + i * 13) % WORDS.length]).join(' ') + (n % 5000 === 0 ? ' zanzibar' : '')

async function seed(db: Db, chatbotId: string, conversations: number): Promise<void> {
  const start = Date.now() - conversations * 60_000
  let n = 0
  for (let done = 0; done < conversations; done += 500) {
    await db.transaction().execute(async (trx) => {
      const count = Math.min(500, conversations - done)
      const at = (i: number) => new Date(start + (done + i) * 60_000).toISOString()
      const sessions = await trx.insertInto('chat_sessions').values(Array.from({ length: count }, (_, i) => ({ chatbot_id: chatbotId, visitor_key_hash: null, created_at: at(i) })))
        .returning('id').execute()
      const messages = sessions.flatMap(({ id }, i) => Array.from({ length: MESSAGES_EACH }, (_, m) => ({
        session_id: id, chatbot_id: chatbotId, role: m % 2 === 0 ? 'user' as const : 'assistant' as const, content: text(n++),
        ask_type: 'text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0, created_at: at(i), client_ip: '', from_visitor: 1,
        feedback: m === 1 && (done + i) % 50 === 0 ? -1 : 0
      })))
      for (let i = 0; i < messages.length; i += 1000) await trx.insertInto('messages').values(messages.slice(i, i + 1000)).execute()
    })
  }
}

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
  await seed(server.db, small, 50)
  const t0 = performance.now()
  await seed(server.db, big, CONVERSATIONS)
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
