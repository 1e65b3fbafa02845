/**
 * The built-in assistant's search at scale: the same questions to a chatbot with the 50 demo
 * listings and to one with BIG (default 100,000) listings in the same database, median time
 * of each and the ratio; questions about a listing's text are marked [text] and summed up
 * apart, a row where the small chatbot is the slower is flagged, and the worst question at each
 * size is named. The listing vocabulary is read once per chatbot and timed apart (issue 14
 * turns it into a lookup of its counts table); the rest is what issue 15 owns.
 * Usage: [BIG=100000] [DATA_DIR=/tmp/keep] [DATABASE_URL=postgres://…] [ONLY='q1|q2'] [CPU=1] npx tsx bench/assistant-scale.ts
 * CPU=1 (SQLite) times each answer by this process's CPU time instead of the wall clock: on a
 * busy machine that leaves out the time other processes held the CPU (SQLite works in this
 * process; PostgreSQL's work is in its own, so there only the wall clock tells).
 * With DATA_DIR the seeded database is kept and reused by the next run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { replyTo } from '../server/ai/builtin/builtin-model.ts'
import { storePort } from '../server/ai/builtin/fetch.ts'
import { demoListings } from '../server/demo/listings.ts'
import { distinctCopy } from './distinct-copy.ts'
import { listingVocabulary } from '../server/store/listing-search.ts'
import { createChatbot, findChatbot } from '../server/store/chatbots.ts'
import { openDatabase } from '../server/store/database.ts'
import { createListings } from '../server/store/listings.ts'
import { createWorkspace } from '../server/store/workspaces.ts'

const BIG = Number(process.env.BIG ?? 100_000)
const dir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'asb-'))
const fresh = !fs.existsSync(path.join(dir, 'ids.json'))
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir: dir })
let small: string
let big: string
if (fresh) {
  const ws = await createWorkspace(db, 'bench')
  small = await createChatbot(db, ws.workspaceId, { AIResponseLanguage: '' })
  big = await createChatbot(db, ws.workspaceId, { AIResponseLanguage: '' })
  await createListings(db, small, demoListings(small, 'https://b.example'))
  const template = demoListings(big, 'https://b.example', 1000)
  const t0 = Date.now()
  for (let n = 0; n < BIG / 1000; n++) {
    await createListings(db, big, template.map((listing, i) => distinctCopy(listing, n, i)))
  }
  fs.writeFileSync(path.join(dir, 'ids.json'), JSON.stringify({ small, big }))
  console.log(`seeded ${BIG} in ${Date.now() - t0} ms`)
} else ({ small, big } = JSON.parse(fs.readFileSync(path.join(dir, 'ids.json'), 'utf8')) as { small: string; big: string })
const questions = ['Homes for sale in Austin under $600k', 'Rentals in Seattle with 2 bedrooms', 'What condos do you have in Miami?',
  'cheapest rental', 'newest listings', 'Homes built after 2015', 'biggest home in Seattle', 'Casas en venta en Denver con 3 habitaciones',
  'Homes for sale in Seattle under 100k', 'Seattle or Portland, rentals under $3,000', 'Condos in Miami, half a million tops']
/** Questions about what a listing's text says (full-text search): the small chatbot must not pay for the big one's stock. */
const featureQuestions = ['Homes with a pool', 'Pet friendly rentals in Portland', 'Rentals with no pets', 'Which rentals allow dogs?',
  'Homes with a home office', 'Condos with a rooftop deck', 'Homes with hardwood floors and a garage', 'Waterfront homes']
/** Milliseconds, of the wall clock or (CPU=1) of this process's CPU. */
const now = process.env.CPU === '1' ? () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000 } : () => performance.now()
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
async function time(chatbotId: string, question: string, runs = 15) {
  const chatbot = (await findChatbot(db, chatbotId))!
  // The vocabulary is read once: issue 14's counts table makes it a lookup; this times everything else.
  const vocabulary = await listingVocabulary(db, chatbotId)
  const port = storePort(db, chatbotId)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = now()
    // A fresh vocabulary object each run, so the question is read anew rather than from the reader's cache.
    await replyTo({ port, chatbot, vocabulary: { ...vocabulary }, history: [], question })
    times.push(now() - start)
  }
  return median(times)
}
const asked = process.env.ONLY ? process.env.ONLY.split('|') : [...questions, ...featureQuestions]
async function vocab(id: string) {
  const start = performance.now()
  for (let i = 0; i < 5; i++) await listingVocabulary(db, id)
  return (performance.now() - start) / 5
}
console.log(`listingVocabulary: 50 → ${(await vocab(small)).toFixed(2)} ms, ${BIG} → ${(await vocab(big)).toFixed(2)} ms (issue 14 replaces it with the counts table)`)
interface Row { question: string; feature: boolean; small: number; big: number }
const rows: Row[] = []
for (const question of asked) {
  const row = { question, feature: featureQuestions.includes(question), small: await time(small, question), big: await time(big, question) }
  rows.push(row)
  // A feature question slower on the small chatbot than on the big one: the small one pays for the big one's stock.
  const flag = row.small > row.big ? '  ← 50 slower than ' + BIG : ''
  console.log(`${(row.feature ? '[text] ' : '') + question}`.padEnd(52), `50: ${row.small.toFixed(2)} ms  ${BIG}: ${row.big.toFixed(2)} ms  ratio ${(row.big / row.small).toFixed(2)}${flag}`)
}
const worst = (size: 'small' | 'big') => rows.reduce((a, b) => (b[size] > a[size] ? b : a))
function summary(label: string, of: Row[]) {
  if (of.length === 0) return
  const [a, b] = [median(of.map((row) => row.small)), median(of.map((row) => row.big))]
  console.log(`median over ${label}: 50 → ${a.toFixed(2)} ms, ${BIG} → ${b.toFixed(2)} ms, ratio ${(b / a).toFixed(2)}`)
}
summary(`${rows.length} questions`, rows)
summary(`${rows.filter((row) => row.feature).length} text questions`, rows.filter((row) => row.feature))
for (const size of ['small', 'big'] as const) {
  const row = worst(size)
  console.log(`worst at ${size === 'small' ? 50 : BIG}: "${row.question}" ${row[size].toFixed(2)} ms`)
}
console.log(`${process.env.CPU === '1' ? 'CPU time' : 'wall clock'}; load: ${os.loadavg().map((load) => load.toFixed(2)).join(' ')} (1, 5, 15 min)`)
await db.destroy()
if (!process.env.DATA_DIR) fs.rmSync(dir, { recursive: true, force: true })
