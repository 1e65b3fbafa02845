/**
 * Where an import's time goes, without HTTP: N distinct listings as NDJSON through fileRows and
 * importListings into a fresh SQLite file (1,000 listings stored first, as the bench's server has).
 * Prints the elapsed and processor time, the rate, and what the database wrote a listing (Linux); run under `node --cpu-prof` for the profile of each row's µs.
 * Usage: BENCH_IMPORT_LISTINGS=30000 npx tsx bench/import-profile.ts
 *        node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/import-profile.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { demoListings } from '../server/demo/listings.ts'
import { fileRows } from '../server/listings/import/file-rows.ts'
import { importListings } from '../server/listings/import/import-listings.ts'
import { createChatbot } from '../server/store/chatbots.ts'
import { openDatabase } from '../server/store/database.ts'
import { createListings } from '../server/store/listings.ts'
import { createWorkspace } from '../server/store/workspaces.ts'
import { copyAt, ndjsonChunks } from './distinct-copy.ts'

const count = Number(process.env.BENCH_IMPORT_LISTINGS ?? 30_000)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-import-profile-'))
const db = await openDatabase({ databaseUrl: '', dataDir: dir })
try {
  const chatbot = await createChatbot(db, (await createWorkspace(db, 'Profile')).workspaceId)
  const template = demoListings(chatbot, 'https://bench.example')
  // copies past those imported, so the import adds every one of its listings
  const firstCopy = Math.ceil(count / template.length) + 1
  await createListings(db, chatbot, Array.from({ length: 1000 }, (_, index) => copyAt(template, index, firstCopy - 1)))
  const io = () => Object.fromEntries(fs.readFileSync('/proc/self/io', 'utf8').trim().split('\n').map((line) => line.split(': ')).map(([key, value]) => [key, Number(value)]))
  const ioBefore = io()
  const started = performance.now()
  const cpu = process.cpuUsage()
  const report = await importListings(db, chatbot, fileRows(Readable.from(ndjsonChunks(template, count)), 'ndjson'))
  const seconds = (performance.now() - started) / 1000
  const { user, system } = process.cpuUsage(cpu)
  if (report.Added !== count) throw new Error(`added ${report.Added} of ${count}`)
  const cpuSeconds = (user + system) / 1e6
  const ioAfter = io()
  console.log(`${count} listings in ${seconds.toFixed(2)} s: ${Math.round(count / seconds)} listings/s; processor ${cpuSeconds.toFixed(2)} s (system ${(system / 1e6).toFixed(2)}), ${Math.round(count / cpuSeconds)} listings per processor second; `
    + `${((ioAfter.wchar! - ioBefore.wchar!) / count / 1024).toFixed(1)} KiB written a listing in ${((ioAfter.syscw! - ioBefore.syscw!) / count).toFixed(1)} writes (load ${os.loadavg()[0]!.toFixed(1)})`)
} finally {
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}
