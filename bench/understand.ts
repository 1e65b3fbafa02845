/**
 * How long the built-in assistant takes to understand one message in-process (issue 34: under
 * 1 ms): every utterance of test/server/ai/builtin/utterances.*.json, with its earlier turns,
 * read by readConversation (detection, translation, reading, references, the search it means),
 * no store. Each message is read RUNS times, in rounds over every message, after a warm-up; the caches of already-read
 * questions are bypassed by a fresh vocabulary object per run. Prints the median per message
 * and the slowest message's median, as a ratio to the 1 ms budget, then the five slowest messages, by the wall
 * clock and by the CPU time of the process (which a busy machine's waits for a core leave out).
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
/** Each message's median wall-clock time and median CPU time of this process, in ms: on a busy machine the CPU time leaves out the waits for a core. */
// Runs in rounds over every message, so a busy spell of the machine slows one run of many messages rather than every run of one.
const wall: number[][] = messages.map(() => [])
const cpu: number[][] = messages.map(() => [])
for (let run = 0; run < RUNS; run++) {
  messages.forEach(({ say, history }, i) => {
    const vocabulary = { ...VOCABULARY }
    const start = performance.now()
    const used = process.cpuUsage()
    readConversation(history, say, vocabulary)
    const { user, system } = process.cpuUsage(used)
    wall[i]!.push(performance.now() - start)
    cpu[i]!.push((user + system) / 1000)
  })
}
const perMessage = messages.map((_, i) => ({ wall: median(wall[i]!), cpu: median(cpu[i]!) }))
for (const clock of ['wall', 'cpu'] as const) {
  const times = perMessage.map((time) => time[clock])
  const typical = median(times)
  const slowest = Math.max(...times)
  const slowestFive = messages.map((message, i) => ({ say: message.say, time: times[i]! })).sort((a, b) => b.time - a.time).slice(0, 5)
  console.log(`understand (${clock} time): ${messages.length} messages, median ${(typical * 1000).toFixed(0)} µs per message (${(typical / BUDGET_MS).toFixed(2)}× the 1 ms budget), slowest ${(slowest * 1000).toFixed(0)} µs (${(slowest / BUDGET_MS).toFixed(2)}×)`)
  console.log(`  slowest: ${slowestFive.map(({ say, time }) => `${(time * 1000).toFixed(0)} µs ${JSON.stringify(say)}`).join('; ')}`)
}
