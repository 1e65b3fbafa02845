/**
 * The production server's memory right after it starts: `npm start`'s own command (plain node
 * on the compiled dist/server/main.js, with its flags) on a fresh DATA_DIR, so the demo
 * workspace is created too; RSS is read from /proc once /readyz answers and the server has
 * settled for two seconds. Median of `runs` starts.
 * Usage: npx tsx bench/start-memory.ts [runs]   (after npm run build)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '../test/support/ports.ts'
import { percentile } from './harness.ts'

const MAIN = path.resolve(import.meta.dirname, '../dist/server/main.js')
const FLAGS = ['--max-semi-space-size=8']

/** RSS in bytes of one fresh start of the compiled server. */
async function rssOfOneStart(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-start-'))
  const port = await freePort()
  const child = spawn(process.execPath, [...FLAGS, MAIN], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: 'ignore' })
  try {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      if (tries > 300) throw new Error('the server did not become ready in 60 s')
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((response) => response.ok, () => false)
      if (ready) break
      await sleep(200)
    }
    await sleep(2000)
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } finally {
    child.kill('SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Median RSS of `runs` fresh starts, and each one. */
export async function measureStartMemory(runs = 5): Promise<{ median: number; all: number[] }> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`)
  const all: number[] = []
  for (let run = 0; run < runs; run++) all.push(await rssOfOneStart())
  return { median: percentile(all, 50), all }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { median, all } = await measureStartMemory(Number(process.argv[2] ?? 5))
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
  console.log(`RSS right after start: median ${mib(median)} (${all.map(mib).join(', ')}); target ≤ 120 MiB`)
}
