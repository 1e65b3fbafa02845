/**
 * Where an import's time goes on PostgreSQL, without HTTP: N distinct listings as NDJSON through
 * fileRows and importListings into a fresh database of DATABASE_URL's server (1,000 listings
 * stored first, as the bench's server has). Prints the elapsed time and rate, this process's
 * processor time and that of the server's processes (read from /proc, so run it on the
 * PostgreSQL server's machine, against a cluster nothing else uses), each in µs a listing.
 * Usage: DATABASE_URL=postgres://…/postgres BENCH_IMPORT_LISTINGS=30000 npx tsx bench/import-profile-postgres.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import { Readable } from 'node:stream'
import pg from 'pg'
import { demoListings } from '../server/demo/listings.ts'
import { fileRows } from '../server/listings/import/file-rows.ts'
import { importListings } from '../server/listings/import/import-listings.ts'
import { createChatbot } from '../server/store/chatbots.ts'
import { openDatabase } from '../server/store/database.ts'
import { createListings } from '../server/store/listings.ts'
import { createWorkspace } from '../server/store/workspaces.ts'
import { copyAt, ndjsonChunks } from './distinct-copy.ts'
import { freshPostgresDatabase } from './harness.ts'

const count = Number(process.env.BENCH_IMPORT_LISTINGS ?? 30_000)
const url = await freshPostgresDatabase(process.env.DATABASE_URL ?? '', 'bench_import_profile')

/** Processor seconds (user + system) of the PostgreSQL server's processes: the postmaster's pid is the first line of postmaster.pid. */
async function serverSeconds(): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ dir: string }>('select current_setting(\'data_directory\') as dir')
  await client.end()
  const dir = rows[0]!.dir
  const postmaster = fs.readFileSync(`${dir}/postmaster.pid`, 'utf8').split('\n')[0]!.trim()
  const children = fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  const ticks = [postmaster, ...children].reduce((sum, pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
      // utime, stime, cutime, cstime: fields 14–17 of stat, 12–15 after the name
      return sum + fields.slice(11, 15).reduce((total, value) => total + Number(value), 0)
    } catch {
      return sum
    }
  }, 0)
  return ticks / 100
}

const db = await openDatabase({ databaseUrl: url, dataDir: os.tmpdir() })
try {
  const chatbot = await createChatbot(db, (await createWorkspace(db, 'Profile')).workspaceId)
  const template = demoListings(chatbot, 'https://bench.example')
  const firstCopy = Math.ceil(count / template.length) + 1
  await createListings(db, chatbot, Array.from({ length: 1000 }, (_, index) => copyAt(template, index, firstCopy - 1)))
  const serverBefore = await serverSeconds()
  const started = performance.now()
  const cpu = process.cpuUsage()
  const report = await importListings(db, chatbot, fileRows(Readable.from(ndjsonChunks(template, count)), 'ndjson'))
  const seconds = (performance.now() - started) / 1000
  const { user, system } = process.cpuUsage(cpu)
  const server = await serverSeconds() - serverBefore
  if (report.Added !== count) throw new Error(`added ${report.Added} of ${count}`)
  const perRow = (value: number) => Math.round(value * 1e6 / count)
  console.log(`${count} listings in ${seconds.toFixed(2)} s: ${Math.round(count / seconds)} listings/s; processor a listing: this process ${perRow((user + system) / 1e6)} µs, PostgreSQL ${perRow(server)} µs (load ${os.loadavg()[0]!.toFixed(1)})`)
} finally {
  await db.destroy()
}
