/**
 * What the bulk path's writes cost a listing, and what the listing indexes are of it: N distinct
 * listings through upsertListings, in transactions of BENCH_WRITE_BATCH (1,000), into a fresh
 * database (SQLite: the import writer's own connection, as its thread has; PostgreSQL when its
 * programs are installed or DATABASE_URL names a server), no HTTP. Each database is measured
 * as shipped (the baseline), then without the read indexes (every listing index but the
 * primary key, the ListingKey and MLS look-ups and SQLite's chatbot id bounds: what a load
 * that dropped them and built them after would maintain), with the time building them again
 * takes, and (SQLite) as shipped with a chatbot id of one character instead of 32 (what the
 * width of the key every index starts with costs). Not the product's path end to end (that is
 * bench/listings-import.ts): a measure of where the time a listing goes, for the bulk path's design.
 * Usage: BENCH_IMPORT_LISTINGS=30000 npx tsx bench/listing-write-costs.ts   (BENCH_DATABASES=sqlite for one)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { demoListings } from '../server/demo/listings.ts'
import type { ImportedListing } from '../server/schemas/listing-import.ts'
import { createChatbot } from '../server/store/chatbots.ts'
import { openDatabase, openWriterConnection, sqliteFileOf, sqliteHandleOf, type Db } from '../server/store/database.ts'
import { isPostgres } from '../server/store/dialect.ts'
import { upsertListings } from '../server/store/listing-upsert.ts'
import { writeTransaction } from '../server/store/write-transaction.ts'
import { createWorkspace } from '../server/store/workspaces.ts'
import { importedCopyAt } from './distinct-copy.ts'
import { freshPostgresDatabase, postgresForBench } from './harness.ts'

const count = Number(process.env.BENCH_IMPORT_LISTINGS ?? 30_000)
const batch = Number(process.env.BENCH_WRITE_BATCH ?? 1000)
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',')
/** The indexes an import's writes need: its look-ups by key and MLS number, and SQLite's full-text bounds. */
const KEPT = ['listings_listing_key', 'listings_mls_lower_newest', 'listings_chatbot_id']

type Variant = 'shipped' | 'without read indexes' | 'short chatbot id'

/** The read indexes of `listings` with the statements that make them, from the database's catalogue. */
async function readIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'listings' and indexname like 'listings\\_%' and indexname not like '%\\_pkey' and indexname not like '%\\_key\\_key'`.execute(db)
    : await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master
        where type = 'index' and tbl_name = 'listings' and sql is not null`.execute(db)
  return rows.filter((row) => !KEPT.includes(row.name))
}

/** µs a listing to write `count` listings (and to build the read indexes again, for the variant without them). */
async function measure(databaseUrl: string, variant: Variant): Promise<{ write: number; rebuild?: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-write-costs-'))
  const db = await openDatabase({ databaseUrl, dataDir: dir })
  let writer = db
  try {
    let chatbot = await createChatbot(db, (await createWorkspace(db, 'Costs')).workspaceId)
    if (variant === 'short chatbot id') {
      // No listing yet: only the chatbot's own row and its counts name it.
      const sqlite = sqliteHandleOf(db)!
      sqlite.pragma('foreign_keys = off')
      for (const table of ['chatbots', 'listing_counts']) sqlite.prepare(`update ${table} set ${table === 'chatbots' ? 'id' : 'chatbot_id'} = 'c' where ${table === 'chatbots' ? 'id' : 'chatbot_id'} = ?`).run(chatbot)
      sqlite.pragma('foreign_keys = on')
      chatbot = 'c'
    }
    const template = demoListings(chatbot, 'https://bench.example')
    const listings: ImportedListing[] = Array.from({ length: count }, (_, index) => importedCopyAt(template, index))
    const indexes = await readIndexes(db)
    if (variant === 'without read indexes') for (const { name } of indexes) await sql.raw(`drop index ${name}`).execute(db)
    const file = sqliteFileOf(db)
    if (file) writer = await openWriterConnection(file)
    const started = performance.now()
    for (let start = 0; start < count; start += batch) await writeTransaction(writer, (trx) => upsertListings(trx, chatbot, listings.slice(start, start + batch)))
    const write = (performance.now() - started) * 1000 / count
    if (variant !== 'without read indexes') return { write }
    const building = performance.now()
    for (const { definition } of indexes) await sql.raw(definition).execute(writer)
    return { write, rebuild: (performance.now() - building) * 1000 / count }
  } finally {
    if (writer !== db) await writer.destroy()
    await db.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const postgres = databases.includes('postgres') ? await postgresForBench() : undefined
try {
  for (const database of databases) {
    if (database === 'postgres' && !postgres) continue
    const variants: Variant[] = database === 'sqlite' ? ['shipped', 'without read indexes', 'short chatbot id'] : ['shipped', 'without read indexes']
    let baseline = 0
    for (const variant of variants) {
      const url = postgres && database === 'postgres' ? await freshPostgresDatabase(postgres.url, 'bench_write_costs') : ''
      const { write, rebuild } = await measure(url, variant)
      baseline ||= write
      const ratio = (us: number) => `${(us / baseline).toFixed(2)}× shipped`
      console.log(`${database}, ${variant}: ${write.toFixed(1)} µs a listing (${Math.round(1e6 / write).toLocaleString('en-US')}/s), ${ratio(write)}`
        + (rebuild === undefined ? '' : `; building the read indexes after: ${rebuild.toFixed(1)} µs a listing, write and build ${ratio(write + rebuild)}`))
    }
  }
  console.log(`(${count.toLocaleString('en-US')} listings, transactions of ${batch.toLocaleString('en-US')}, load ${os.loadavg()[0]!.toFixed(1)})`)
} finally {
  postgres?.cluster?.stop()
}
