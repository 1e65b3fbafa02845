import type { Kysely } from 'kysely'
import pino from 'pino'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { seedDemo } from './demo/seed.ts'
import { cliCommand, startBanner } from './start-banner.ts'
import { openDatabase } from './store/database.ts'
import { migrateToLatest } from './store/migrate.ts'
import { whenReachable } from './store/when-reachable.ts'

const config = loadConfig()
const db = await openDatabase({ ...config, log: pino({ level: config.logLevel }), migrate: false })
const app = await buildApp({ config, db, logger: { level: config.logLevel } })
const starting = new AbortController()
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    starting.abort()
    app.log.info({ signal }, 'shutting down; letting requests in flight finish')
    void app.close().then(() => db.destroy()).then(() => process.exit(0))
  })
}
const bringUp = async () => {
  await migrateToLatest(db as Kysely<unknown>)
  return config.seedDemo ? seedDemo(db, config.dataDir, config.publicUrl) : undefined
}
// Migrated (and seeded) before listening when the database answers; otherwise the server listens
// anyway (/healthz 200, /readyz 503) and keeps trying with backoff instead of exiting into an
// orchestrator's restart loop. The seeding is one transaction, so trying again is safe.
const firstTry = await bringUp().then((demo) => ({ demo }), (error: unknown) => {
  app.log.warn({ err: error }, 'the database cannot be migrated yet; serving /healthz and trying again')
  return undefined
})
await app.listen({ port: config.port, host: config.host })
const demo = firstTry ? firstTry.demo : await whenReachable('applying the database migrations', bringUp, { log: app.log, signal: starting.signal })

if (!closing) console.log(startBanner(config, demo, cliCommand()))
