/**
 * `npm run bench`: every measure of bench/, one after the other, printed as one table.
 * BENCH_SECONDS (autocannon run length, default 10), BENCH_LOADS (page loads, default 20),
 * BENCH_LISTING_SIZES (default 100000,1000000), BENCH_DATABASES (default sqlite,postgres) and
 * BENCH_LIGHTHOUSE_RUNS (Lighthouse runs per page, default 3) shorten a trial run; BENCH_QUICK=1
 * sets the seconds, loads and Lighthouse runs low. BENCHMARKS.md holds the output of a run with the defaults.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DIST } from '../test/support/bundle-files.ts'
import { CHROMIUM } from '../test/support/chromium-path.ts'
import { allOrNothingRows, measureAllOrNothing } from './all-or-nothing-import.ts'
import { ms } from './harness.ts'
import { measureConsoleLoad } from './console-load.ts'
import { importRows, importSettings, measureListingsImport } from './listings-import.ts'
import { measureListingsScale, scaleRows, scaleSettings } from './listings-scale.ts'
import { lighthouseTable, measureLighthouse, porchlightVersusDeepChat } from './lighthouse.ts'
import { measureOpenTiming } from './open-timing.ts'
import { measureOwnerRead, type ReadLatency } from './owner-read.ts'
import { measureServerLoad, type LoadResult } from './server-load.ts'
import { measureServerMemory, mib } from './server-memory.ts'
import { measureStartMemory } from './start-memory.ts'
import { measureStreamOverhead } from './stream-overhead.ts'
import { measureWidgetSize, type Weight } from './widget-size.ts'
import { measureWidgetTiming } from './widget-timing.ts'

const QUICK = process.env.BENCH_QUICK === '1'
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 10))
const LOADS = Number(process.env.BENCH_LOADS ?? (QUICK ? 3 : 20))
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 3))
const OPENS = QUICK ? 2 : 7
const SESSIONS = 10_000

const started = performance.now()
const rows: (string | [string, string, string])[] = []
const section = (title: string, command: string) => rows.push(`${title} — ${command}`)
const progress = (what: string) => process.stderr.write(`bench: ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`)
const int = (value: number) => Math.round(value).toLocaleString('en-US')
const times = (value: number) => `${value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(3)}×`

if (!fs.existsSync(path.join(DIST, 'widget.js'))) {
  progress('dist/widget is missing: building the widget')
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
}
// The start-memory measure runs the compiled server as npm start does: compiled from these sources.
execFileSync('npm', ['run', '-s', 'build:server'], { stdio: 'inherit' })

progress('widget weight')
const size = measureWidgetSize()
section('Widget weight in bytes, gzip -9 / brotli q11; ratio = bundle / Porchlight text chat', 'npx tsx bench/widget-size.ts')
const weightRow = (weight: Weight, label: string, ratio: boolean): [string, string, string] => [
  `${label} (${weight.files.join(' + ')})`,
  `${int(weight.gzip)} / ${int(weight.brotli)}`,
  ratio ? `${times(weight.gzip / size.total.gzip)} / ${times(weight.brotli / size.total.brotli)}` : ''
]
rows.push(weightRow(size.loader, 'Porchlight loader', false), weightRow(size.total, 'Porchlight text chat, English', true))
for (const weight of size.competitors) rows.push(weightRow(weight, weight.name, true))

let chromium = ''
if (fs.existsSync(CHROMIUM)) {
  progress(`widget timing, ${LOADS} page loads`)
  const timing = await measureWidgetTiming(LOADS)
  chromium = `, Chromium ${timing.browser}`
  section(`Widget timing, headless Chromium, median of ${timing.loads} fresh page loads in a settled window, from widget.js's download start`, 'npx tsx bench/widget-timing.ts')
  rows.push(['→ bubble in the page', `${ms(timing.bubble)} ms`, ''])
  rows.push(['→ bubble in a plain page (text and the embed only)', `${ms(timing.plainBubble)} ms`, ''])
  rows.push(['→ panel open, message box shown (bubble clicked when it appears)', `${ms(timing.shown)} ms`, ''])
  rows.push(['→ panel ready: message box focused', timing.focusedLoads ? `${ms(timing.focused)} ms` : '—', `focused in ${timing.focusedLoads} of ${timing.loads} loads`])
  progress(`opening the chat, ${OPENS} loads per way`)
  const opening = await measureOpenTiming(OPENS)
  section(`Opening the chat, headless Chromium at 4× CPU, median of ${opening.loads} loads per way; ratio = the click's duration / a click on the page's own button (${ms(opening.pageClick)} ms)`, 'npx tsx bench/open-timing.ts')
  for (const way of opening.modes) {
    const label = way.mode === 'after a hover' ? 'a click after a hover (the panel mounted on the hover)' : 'a click at once, as a tap (everything starts with it)'
    rows.push([`→ ${label}: the click's duration (INP)`, `${ms(way.click)} ms`, `${times(way.click / opening.pageClick)}; longest task ${ms(way.longestTask)} ms; open ${ms(way.open)} ms after the click`])
  }
  progress(`Lighthouse, ${LIGHTHOUSE_RUNS} run(s) per page`)
  section(`Host-page cost, Lighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS}; ratio = page / page without a widget`, 'npx tsx bench/lighthouse.ts')
  const lighthouseRows = await measureLighthouse(LIGHTHOUSE_RUNS)
  for (const line of [...lighthouseTable(lighthouseRows), porchlightVersusDeepChat(lighthouseRows)]) rows.push(['→ ' + line, '', ''])
  progress(`console first load, ${OPENS} loads per way`)
  const consoleLoad = await measureConsoleLoad(OPENS)
  section(`Console first load: the files /console/ loads, gzip -9 / brotli q11; headless Chromium at 4× CPU, cold cache, median of ${consoleLoad.loads}; ratio = time / the plain host page's load (${ms(consoleLoad.plain)} ms)`, 'npx tsx bench/console-load.ts')
  rows.push([`console first load (${consoleLoad.weight.files.join(' + ')})`, `${int(consoleLoad.weight.gzip)} / ${int(consoleLoad.weight.brotli)}`, `${times(consoleLoad.weight.gzip / size.total.gzip)} the widget's text chat (gzip)`])
  rows.push(['→ signed out: the sign-in form drawn', `${ms(consoleLoad.signedOut)} ms`, times(consoleLoad.signedOut / consoleLoad.plain)])
  rows.push(['→ signed in: the chatbot list drawn', `${ms(consoleLoad.signedIn)} ms`, times(consoleLoad.signedIn / consoleLoad.plain)])
} else {
  section('Widget timing', `skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
}

progress(`server load, ${SECONDS} s per run`)
const load = await measureServerLoad(SECONDS)
section(`Server load, autocannon on loopback, 10 connections × ${SECONDS} s; median req/s, p99; ratio = route / bare`, 'npx tsx bench/server-load.ts')
const loadRow = (label: string, result: LoadResult): [string, string, string] => [
  label,
  `${int(result.rps)} req/s, p99 ${result.p99} ms`,
  result === load.bare ? '' : `req/s ${times(result.rps / load.bare.rps)}, p99 ${times(result.p99 / load.bare.p99)}`
]
rows.push(loadRow('bare Fastify route (POST /bare)', load.bare))
rows.push(loadRow('ClientAsk, built-in model, not streamed (demo chatbot)', load.ask))
rows.push([`ClientAsk streamed: first byte of the body, median of ${load.firstByte.samples}`, `${ms(load.firstByte.median)} ms`, `p99 ${ms(load.firstByte.p99)} ms`])

progress('the owner\'s read call')
const reads = await measureOwnerRead(SECONDS)
section(`Owner's read call, autocannon on loopback, 10 connections × ${SECONDS} s; latency p50 / p99; ratio = call / GetConfig (same run)`, 'npx tsx bench/owner-read.ts')
const readRow = (label: string, result: ReadLatency): [string, string, string] => [
  label,
  `p50 ${result.p50} ms / p99 ${result.p99} ms, ${int(result.rps)} req/s`,
  result === reads.getConfig ? '' : `p50 ${times(result.p50 / reads.getConfig.p50)}, p99 ${times(result.p99 / reads.getConfig.p99)}`
]
rows.push(readRow('GetConfig, demo chatbot (baseline)', reads.getConfig))
rows.push(readRow('GET /console/api/chatbots/:id, session cookie', reads.ownerRead))
rows.push(readRow('POST /chat/Chatbot/Get, workspace key', reads.apiGet))

progress(`server memory, ${SESSIONS} sessions`)
const memory = await measureServerMemory(SESSIONS)
section(`Server memory after a full GC, ${int(SESSIONS)} sessions each opened by a new visitor's GetConfig`, 'npx tsx bench/server-memory.ts')
rows.push(['RSS', mib(memory.after.rss), `${mib(memory.before.rss)} at start`])
rows.push(['heap used', mib(memory.after.heapUsed), `${mib(memory.before.heapUsed)} at start`])
progress('memory right after start, 5 starts')
const started5 = await measureStartMemory(5)
section('Memory right after start: npm start\'s command on the compiled server, a fresh DATA_DIR (demo created), RSS once /readyz answers; median of 5', 'npx tsx bench/start-memory.ts')
rows.push(['RSS right after start', mib(started5.median), `target ≤ 120 MiB: ${started5.median <= 120 * 2 ** 20 ? 'met' : 'NOT met'}; ${started5.all.map(mib).join(', ')}`])

const scale = scaleSettings()
const scaled = await measureListingsScale(scale.sizes, scale.databases, SECONDS, progress)
section(`Listings at scale: a compiled server per database and size, the listings bulk-loaded through the store; autocannon 10 connections × ${SECONDS} s; ratios to GET /healthz of the same server`, 'npx tsx bench/listings-scale.ts')
rows.push(...scaleRows(scaled))
if (scale.sizes.length > 0 && scale.databases.includes('postgres') && !scaled.some((result) => result.database === 'postgres')) {
  rows.push(['PostgreSQL', 'skipped', 'no server programs and no DATABASE_URL'])
}

const bulk = importSettings()
const imported = await measureListingsImport(bulk.listings, bulk.databases, SECONDS, progress)
section(`Bulk import (BENCH_IMPORT_LISTINGS, default 200,000): RealEstateImport of NDJSON against RealEstateCreate (autocannon 10 connections × ${SECONDS} s) in the same run; List and ClientAsk loaded during a second import`, 'npx tsx bench/listings-import.ts')
rows.push(...importRows(imported))

progress('all-or-nothing import: 30,000 listings')
section('All or nothing (SQLite): RealEstateImport of 30,000 listings over HTTP while a visitor asks every 250 ms, in batches and all or nothing', 'npx tsx bench/all-or-nothing-import.ts')
rows.push(...allOrNothingRows(await measureAllOrNothing(30_000)))

progress('streaming overhead')
const stream = await measureStreamOverhead(10, 50)
section(`Streaming, ${stream.chunks} chunks 10 ms apart: model's write → visitor's fetch read, one clock; median, p99`, 'npx tsx bench/stream-overhead.ts')
rows.push(['through Porchlight (OpenAI-compatible fake model → ClientAsk stream)', `${ms(stream.porchlight.median)} ms`, `p99 ${ms(stream.porchlight.p99)} ms`])
rows.push(['straight from the fake model (the floor)', `${ms(stream.direct.median)} ms`, `p99 ${ms(stream.direct.p99)} ms`])

const cpu = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU'
// Lines without a value (the Lighthouse table) are printed as they are and set no column's width.
const valueRows = rows.filter((row): row is [string, string, string] => typeof row !== 'string' && row[1] !== '')
const widths = [0, 1].map((column) => Math.max(...valueRows.map((row) => row[column]!.length)))
console.log(`Porchlight benchmarks (npm run bench), ${new Date().toISOString().slice(0, 10)}`)
console.log(`${os.availableParallelism()} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}${chromium}; load average at the end ${os.loadavg()[0]!.toFixed(2)}`)
for (const row of rows) {
  if (typeof row === 'string') console.log(`\n${row}`)
  else if (row[1] === '') console.log(`  ${row[0]}  ${row[2]}`.trimEnd())
  else console.log(`  ${row[0].padEnd(widths[0]!)}  ${row[1].padStart(widths[1]!)}  ${row[2]}`.trimEnd())
}
console.log(`\nRan in ${((performance.now() - started) / 1000).toFixed(0)} s.`)
