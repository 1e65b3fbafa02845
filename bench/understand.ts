/**
 * How long the built-in assistant takes to understand one message in-process (issue 34: under
 * 1 ms): every utterance of test/server/ai/builtin/utterances.*.json, with its earlier turns,
 * read by readConversation (detection, translation, reading, references, the search it means),
 * no store. Each message is read RUNS times after a warm-up of every message; the caches of already-read
 * questions are bypassed by a fresh vocabulary object per run. Prints the median per message
 * and the slowest message's median, as a ratio to the 1 ms budget, then the five slowest messages.
 * Usage: [RUNS=50] npx tsx bench/understand.ts
 */
import { readFileSync, readdirSync } from 'node:fs'
import { readConversation } from '../server/ai/builtin/dialogue/conversation.ts'
import type { Turn } from '../server/ai/types.ts'
import { VOCABULARY } from '../test/server/ai/builtin/vocabulary.ts'

const RUNS = Number(process.env.RUNS ?? 50)
const BUDGET_MS = 1
const dir = new URL('../test/server/ai/builtin/', import.meta.url)
const messages = readdirSync(dir).filter((name) => /^utterances\.\w+\.json$/.test(name)).flatMap((name) =>
  (JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as { say: string; after?: [Turn['role'], string][] }[]).map((utterance) => ({
    say: utterance.say,
    history: (utterance.after ?? []).map(([role, content]): Turn => ({ role, content, askType: 'Text' }))
  })))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

// Warm-up: every message read a few times first, as a running server has, so the first message timed is not the one that compiles the code.
for (let round = 0; round < 5; round++) for (const { say, history } of messages) readConversation(history, say, { ...VOCABULARY })
const perMessage: number[] = []
for (const { say, history } of messages) {
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const vocabulary = { ...VOCABULARY }
    const start = performance.now()
    readConversation(history, say, vocabulary)
    times.push(performance.now() - start)
  }
  perMessage.push(median(times))
}
const typical = median(perMessage)
const slowest = Math.max(...perMessage)
const slowestFive = messages.map((message, i) => ({ say: message.say, time: perMessage[i]! })).sort((a, b) => b.time - a.time).slice(0, 5)
console.log(`understand: ${messages.length} messages, median ${(typical * 1000).toFixed(0)} µs per message (${(typical / BUDGET_MS).toFixed(2)}× the 1 ms budget), slowest ${(slowest * 1000).toFixed(0)} µs (${(slowest / BUDGET_MS).toFixed(2)}×)`)
console.log(`slowest: ${slowestFive.map(({ say, time }) => `${(time * 1000).toFixed(0)} µs ${JSON.stringify(say)}`).join('; ')}`)
