/**
 * Where a processor profile's time went, in µs per row: each function's own time and its time
 * with what it called, over the whole profile or a window of it. For the bulk path's profile:
 *   BENCH_CPU_PROF=/tmp/prof BENCH_IMPORT_LISTINGS=30000 BENCH_SECONDS=3 BENCH_DATABASES=sqlite npx tsx bench/listings-import.ts
 *   npx tsx bench/profile-stages.ts /tmp/prof/CPU.….cpuprofile 30000            (seconds that ran readAll: the imports)
 *   npx tsx bench/profile-stages.ts /tmp/prof/CPU.….cpuprofile 30000 7 12.5     (the first import's seconds only)
 */
import fs from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const [file, rowsText = '1', fromText, toText] = process.argv.slice(2)
if (!file) throw new Error('usage: npx tsx bench/profile-stages.ts <file.cpuprofile> <rows> [from s] [to s]')
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const rows = Number(rowsText)
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)))
const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${url.replace(/.*\/(node_modules\/)?/, '')}:${lineNumber}`
const stacks = new Map<number, string[]>()
const stackOf = (id: number) => {
  let stack = stacks.get(id)
  if (!stack) {
    stack = []
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) stack.push(nameOf(nodes.get(at)!))
    stacks.set(id, stack)
  }
  return stack
}

// Each sample: seconds from the start, its node, and the µs it stands for.
let at = profile.startTime
const samples = profile.samples.map((id, index) => {
  at += profile.timeDeltas[index] ?? 0
  return { second: (at - profile.startTime) / 1e6, id, us: profile.timeDeltas[index] ?? 0 }
})
if (fromText === undefined) {
  const seconds = new Map<number, [number, number]>()
  for (const { second, id } of samples) {
    const counts = seconds.get(Math.floor(second)) ?? [0, 0]
    counts[0]++
    if (stackOf(id).some((name) => name.startsWith('readAll '))) counts[1]++
    seconds.set(Math.floor(second), counts)
  }
  console.log(`samples in readAll / all, by second: ${[...seconds].map(([second, [all, reading]]) => `${second}s ${reading}/${all}`).join(', ')}`)
}
const [from, to] = [Number(fromText ?? 0), Number(toText ?? Infinity)]
const own = new Map<string, number>()
const within = new Map<string, number>()
let total = 0
for (const { second, id, us } of samples) {
  if (second < from || second >= to) continue
  total += us
  const stack = stackOf(id)
  own.set(stack[0]!, (own.get(stack[0]!) ?? 0) + us)
  for (const name of new Set(stack)) within.set(name, (within.get(name) ?? 0) + us)
}
console.log(`${(total / 1000).toFixed(0)} ms sampled, ${(total / rows).toFixed(1)} µs a row`)
for (const [title, times, count] of [['own time', own, 25], ['with what it called', within, 50]] as const) {
  console.log(`-- ${title}, µs a row`)
  for (const [name, us] of [...times].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`${(us / rows).toFixed(2).padStart(8)}  ${name}`)
}
