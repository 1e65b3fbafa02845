/**
 * What each chat widget costs the page that embeds it, by Lighthouse (mobile, simulated
 * throttling) driving Debian's Chromium: the same plain page without a widget, with
 * Porchlight (the real server, demo seeded), deep-chat, flowise-embed and @typebot.io/js
 * (their published bundles, bench/competitors.ts, sent Brotli-compressed as Porchlight's
 * server sends its own), side by side in one run, in turn (every other run in reverse order).
 * Per page the median of `runs`: JavaScript execution time (bootup-time), Total Blocking Time,
 * main-thread work and bytes (as transferred), each also as a ratio to the bare page.
 * JavaScript execution three ways: as Lighthouse's audit counts it, which leaves out any script
 * whose work on the page stays under 50 ms in all (so a small widget's own script counts in
 * one run and not in the next); counting every script; and every script by the main thread's
 * CPU time (lighthouse-thread-time.ts), which a busy machine moves much less than wall time.
 * Usage: npx tsx bench/lighthouse.ts [runs] (after `npx vite build`); runs 1 is the quick mode;
 * BENCH_LIGHTHOUSE_DETAIL=1 also prints each page's execution per script (scripting+parse) on stderr.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, constants } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { seedDemo } from '../server/demo/seed.ts'
import { CHROMIUM } from '../test/support/chromium-path.ts'
import { startServer } from '../test/support/server.ts'
import { COMPETITORS, competitorFiles } from './competitors.ts'
import { percentile } from './harness.ts'
import { hostPage } from './host-page.ts'
import { scriptThreadTime } from './lighthouse-thread-time.ts'

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Lighthouse's defaults, with bootup-time listing every script; its own threshold is 50 ms. */
const EVERY_SCRIPT = { extends: 'lighthouse:default', audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }] }
const AUDIT_THRESHOLD_MS = 50

type BootupItem = { url: string; total: number; scripting: number; scriptParseCompile: number }
const bootupItems = (details: unknown) => (details as { items?: BootupItem[] } | undefined)?.items ?? []
/** Execution of the listed scripts whose work on the page reaches `threshold` ms in all. */
const executionOver = (items: BootupItem[], threshold: number) =>
  items.filter((item) => item.total >= threshold).reduce((sum, item) => sum + item.scripting + item.scriptParseCompile, 0)

export interface LighthouseRow {
  name: string
  /** JavaScript execution as Lighthouse's bootup-time audit counts it (scripts of 50 ms or more in all), ms */
  js: number
  /** JavaScript execution of every script, ms */
  jsEvery: number
  /** the same by the main thread's CPU time rather than wall time (lighthouse-thread-time.ts), ms */
  jsThread: number
  /** Total Blocking Time, ms */
  tbt: number
  /** main-thread work, ms */
  mainThread: number
  bytes: number
}

/** Serves the pages and the competitors' bundles from one loopback origin. */
async function hostPages(porchlight: { url: string; chatbotId: string }) {
  const deepChat = competitorFiles(COMPETITORS[0])[0]!
  const flowise = competitorFiles(COMPETITORS[1])[0]!
  const typebot = competitorFiles(COMPETITORS[2])[0]!
  const files: Record<string, string> = { '/c/deep-chat.js': deepChat, '/c/flowise.js': flowise, '/c/typebot.js': typebot }
  const pages: Record<string, string> = {
    '/bare.html': hostPage('No widget', ''),
    '/porchlight.html': hostPage('Porchlight', `<script src="${porchlight.url}/widget.js" data-chatbot-id="${porchlight.chatbotId}" async></script>`),
    '/deep-chat.html': hostPage('deep-chat', '<script type="module" src="/c/deep-chat.js"></script><deep-chat></deep-chat>'),
    '/flowise-embed.html': hostPage('flowise-embed', '<script type="module">import Chatbot from "/c/flowise.js"; Chatbot.init({ chatflowid: "demo", apiHost: "http://127.0.0.1:9" })</script>'),
    '/typebot.html': hostPage('@typebot.io/js', '<script type="module">import Typebot from "/c/typebot.js"; Typebot.initBubble({ typebot: "demo", apiHost: "http://127.0.0.1:9" })</script>')
  }
  // Brotli, as Porchlight's server sends its own files (and any CDN would send these), so bytes compare like with like.
  const compressed = Object.fromEntries(
    Object.entries(files).map(([path, file]) => [path, brotliCompressSync(fs.readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })])
  )
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/'
    if (pages[path]) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[path])
    else if (!compressed[path]) response.writeHead(404).end()
    else if (/\bbr\b/.test(String(request.headers['accept-encoding']))) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br', vary: 'accept-encoding' }).end(compressed[path])
    } else response.writeHead(200, { 'content-type': 'text/javascript', vary: 'accept-encoding' }).end(fs.readFileSync(files[path]!))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    pages: [
      ['no widget', `${base}/bare.html`],
      ['Porchlight', `${base}/porchlight.html`],
      ['deep-chat', `${base}/deep-chat.html`],
      ['flowise-embed', `${base}/flowise-embed.html`],
      ['@typebot.io/js', `${base}/typebot.html`]
    ] as const,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** With BENCH_LIGHTHOUSE_DETAIL: one page's JavaScript execution per script URL ("Unattributable" is work no script is named for). */
function printBootup(name: string, items: BootupItem[]) {
  const parts = items.map((item) => `${item.url.split('/').pop() || item.url} ${item.scripting.toFixed(0)}+${item.scriptParseCompile.toFixed(0)} ms`)
  console.error(`${name}: ${parts.join(', ') || 'no script over the audit threshold'}`)
}

/** What bootup-time multiplies measured time by: the simulated CPU slowdown, or 1 when the CPU was really throttled. */
const cpuMultiplier = (settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier?: number } }) =>
  settings.throttlingMethod === 'simulate' ? (settings.throttling.cpuSlowdownMultiplier ?? 1) : 1

/** Lighthouse on every page, `runs` times in turn; the median per page. */
export async function measureLighthouse(runs: number): Promise<LighthouseRow[]> {
  const server = await startServer()
  const demo = await seedDemo(server.db, server.app.config.dataDir, server.url)
  if (!demo) throw new Error('the demo was not seeded')
  const host = await hostPages({ url: server.url, chatbotId: demo.chatbotId })
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
  try {
    const samples = new Map<string, LighthouseRow[]>()
    for (let run = 0; run < runs; run++) {
      // Every other run in reverse, so no page always follows the same one.
      for (const [name, url] of run % 2 ? [...host.pages].reverse() : host.pages) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, EVERY_SCRIPT)
        const audits = result!.lhr.audits
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
        const items = bootupItems(audits['bootup-time']?.details)
        const row = {
          name,
          js: executionOver(items, AUDIT_THRESHOLD_MS),
          jsEvery: executionOver(items, 0),
          jsThread: scriptThreadTime(result!.artifacts.Trace, cpuMultiplier(result!.lhr.configSettings)),
          tbt: value('total-blocking-time'),
          mainThread: value('mainthread-work-breakdown'),
          bytes: value('total-byte-weight')
        }
        if (process.env.BENCH_LIGHTHOUSE_DETAIL) printBootup(name, items)
        samples.set(name, [...(samples.get(name) ?? []), row])
      }
    }
    return host.pages.map(([name]) => {
      const rows = samples.get(name)!
      const median = (key: Exclude<keyof LighthouseRow, 'name'>) => percentile(rows.map((row) => row[key]), 50)
      return { name, js: median('js'), jsEvery: median('jsEvery'), jsThread: median('jsThread'), tbt: median('tbt'), mainThread: median('mainThread'), bytes: median('bytes') }
    })
  } finally {
    chrome.kill()
    await host.close()
    await server.close()
  }
}

/** The rows as lines: each figure and its ratio to the page without a widget. */
export function lighthouseTable(rows: LighthouseRow[]): string[] {
  const bare = rows[0]!
  const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}×` : '—')
  return rows.map(
    (row) =>
      `${row.name.padEnd(15)} JS ${row.js.toFixed(0).padStart(4)} ms (${ratio(row.js, bare.js)}), every script ${row.jsEvery.toFixed(0).padStart(4)} ms (${ratio(row.jsEvery, bare.jsEvery)}), by thread time ${row.jsThread.toFixed(0).padStart(4)} ms  TBT ${row.tbt.toFixed(0).padStart(4)} ms  ` +
      `main thread ${row.mainThread.toFixed(0).padStart(5)} ms (${ratio(row.mainThread, bare.mainThread)})  bytes ${Math.round(row.bytes).toLocaleString('en-US').padStart(9)} (${ratio(row.bytes, bare.bytes)})`
  )
}

/**
 * Porchlight's JavaScript execution as a ratio to deep-chat's, each way of counting; and the
 * widgets' own, once the page's own (the page without a widget) is taken from both.
 */
export function porchlightVersusDeepChat(rows: LighthouseRow[]): string {
  const [bare, porchlight, deepChat] = ['no widget', 'Porchlight', 'deep-chat'].map((name) => rows.find((row) => row.name === name)!) as [LighthouseRow, LighthouseRow, LighthouseRow]
  const own = (key: 'jsEvery' | 'jsThread') => {
    const [ours, theirs] = [porchlight[key] - bare[key], deepChat[key] - bare[key]]
    return `${ours.toFixed(0)} / ${theirs.toFixed(0)} ms = ${(ours / theirs).toFixed(2)}×`
  }
  return (
    `Porchlight's JS execution / deep-chat's: ${(porchlight.js / deepChat.js).toFixed(2)}× as Lighthouse counts it, ${(porchlight.jsEvery / deepChat.jsEvery).toFixed(2)}× counting every script (target ≤ 0.5×); ` +
    `the widgets' own (every script, less the page without a widget): ${own('jsEvery')}; ` +
    `by thread time: ${(porchlight.jsThread / deepChat.jsThread).toFixed(2)}×, the widgets' own ${own('jsThread')}`
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[2] ?? 3)
  console.log(`Lighthouse (mobile, simulated throttling), median of ${runs} run(s); ratios to the page without a widget`)
  const rows = await measureLighthouse(runs)
  for (const line of lighthouseTable(rows)) console.log(line)
  console.log(porchlightVersusDeepChat(rows))
}
