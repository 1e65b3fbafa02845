/**
 * importListings of N NDJSON listings into a fresh SQLite file in this process; prints
 * wall seconds, listings/s and processor µs a listing (main thread + workers: process.cpuUsage).
 * Usage: BENCH_IMPORT_LISTINGS=30000 npx tsx bench/import-cpu.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { demoListings } from '../server/demo/listings.ts'
import { seedDemo } from '../server/demo/seed.ts'
import { fileRows } from '../server/listings/import/file-rows.ts'
import { importListings } from '../server/listings/import/import-listings.ts'
import { openDatabase } from '../server/store/database.ts'
import { distinctCopy } from './distinct-copy.ts'

const count = Number(process.env.BENCH_IMPORT_LISTINGS ?? 30000)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cpu-'))
const db = await openDatabase({ databaseUrl: '', dataDir })
const demo = (await seedDemo(db, dataDir, 'https://bench.example'))!
const template = demoListings(demo.chatbotId, 'https://bench.example', 50)
function* lines(offset: number) {
  for (let start = 0; start < count; start += 1000) {
    let chunk = ''
    for (let index = start; index < Math.min(count, start + 1000); index++) {
      const { SerialNumber: _serial, ...listing } = distinctCopy(template[index % 50]!, offset + Math.floor(index / 50) + 1, index)
      chunk += `${JSON.stringify(listing)}\n`
    }
    yield chunk
  }
}
for (const round of [0, 1]) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const report = await importListings(db, demo.chatbotId, fileRows(Readable.from(lines(round * Math.ceil(count / 50))), 'ndjson'))
  const { user, system } = process.cpuUsage(cpu)
  const seconds = (performance.now() - started) / 1000
  console.log(`round ${round}: added ${report.Added} in ${seconds.toFixed(2)} s: ${Math.round(count / seconds)}/s, ${((user + system) / count).toFixed(0)} µs CPU a listing (load ${os.loadavg()[0]!.toFixed(1)})`)
}
await db.destroy()
fs.rmSync(dataDir, { recursive: true })
