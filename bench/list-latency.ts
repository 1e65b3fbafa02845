/**
 * RealEstateList latency with 100,000 listings, on SQLite and on PostgreSQL.
 * Usage: npx tsx bench/list-latency.ts [listings] [requests]
 */
import { sql } from 'kysely'
import { demoListings } from '../server/demo/listings.ts'
import { createChatbot } from '../server/store/chatbots.ts'
import { createListings } from '../server/store/listings.ts'
import { startServer } from '../test/support/server.ts'
import { ms, percentile, postgresForBench } from './harness.ts'

const LISTINGS = Number(process.argv[2] ?? 100_000)
const REQUESTS = Number(process.argv[3] ?? 500)
const CITIES = ['Austin', 'Denver', 'Miami', 'Seattle', 'Portland', 'San Diego']

/** Requests a user of the List endpoint makes: by city, by sale type, by MLS number, deep pages. */
export function requestBody(serial: string, index: number) {
  switch (index % 4) {
    case 0: return { SerialNumber: serial, CityName: CITIES[index % CITIES.length], PageSize: 20 }
    case 1: return { SerialNumber: serial, SaleType: 'for_rent', PageNumber: 1 + (index % 50), PageSize: 20 }
    case 2: return { SerialNumber: serial, MLSNumber: `TX${String(240000 + (index % 1000) * 137).padStart(7, '0')}` }
    default: return { SerialNumber: serial, CityName: 'austin', SaleType: 'for_sale', PageNumber: 2, PageSize: 100 }
  }
}

export async function measureListLatency(databaseUrl: string, listings = LISTINGS, requests = REQUESTS) {
  const server = await startServer({ databaseUrl })
  try {
    const serial = await createChatbot(server.db, server.workspace.workspaceId)
    const template = demoListings(serial, 'https://bench.example.com', 1000)
    for (let done = 0; done < listings; done += template.length) {
      await createListings(server.db, serial, template.slice(0, Math.min(template.length, listings - done)))
    }
    // A bulk load is followed by fresh planner statistics (and on PostgreSQL a visibility map
    // for index-only counts), as autovacuum or PRAGMA optimize would give a running server.
    await (databaseUrl ? sql`vacuum analyze listings` : sql`analyze listings`).execute(server.db)
    const samples: number[] = []
    for (let index = 0; index < requests + 20; index++) {
      const started = performance.now()
      const response = await fetch(`${server.url}/chat/Chatbot/RealEstateList`, {
        method: 'POST',
        headers: { authorization: server.workspace.secretKey, 'content-type': 'application/json' },
        body: JSON.stringify(requestBody(serial, index))
      })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`RealEstateList answered ${response.status}`)
      if (index >= 20) samples.push(performance.now() - started) // the first 20 warm up caches and JIT
    }
    return { median: percentile(samples, 50), p99: percentile(samples, 99) }
  } finally {
    await server.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: string[] = [`RealEstateList, ${LISTINGS} listings, ${REQUESTS} sequential requests (city, sale type, MLS number, deep pages)`]
  const sqlite = await measureListLatency('')
  rows.push(`  SQLite      median ${ms(sqlite.median)} ms   p99 ${ms(sqlite.p99)} ms`)
  const postgres = await postgresForBench()
  if (postgres) {
    try {
      const result = await measureListLatency(postgres.url)
      rows.push(`  PostgreSQL  median ${ms(result.median)} ms   p99 ${ms(result.p99)} ms`)
    } finally {
      postgres.cluster?.stop()
    }
  } else {
    rows.push('  PostgreSQL  skipped: no server programs and no DATABASE_URL')
  }
  console.log(rows.join('\n'))
}
