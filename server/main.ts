import type { Kysely } from 'kysely'
import pino from 'pino'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { seedDemo } from './demo/seed.ts'
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

if (!closing) announce(demo)

/** The start banner: where the server runs, and the demo's keys the one time they exist. */
function announce(demo: Awaited<ReturnType<typeof seedDemo>>): void {
  if (demo) {
    console.log(`
Porchlight is running at ${config.publicUrl}
A demo workspace was created. These keys are shown only now, so keep them:
  Chatbot ID   ${demo.chatbotId}
  Secret key   ${demo.secretKey}    (header Authorization)
  Session key  ${demo.sessionKey}    (header chatrobot-sessionkey)
  Workspace    ${demo.workspaceId}
Lost them? npm run -s cli -- rotate-keys --workspace ${demo.workspaceId}   (new keys; the old ones stop working)
Sign in to the console at ${config.publicUrl}/console/
  E-mail       ${demo.ownerEmail}
  Password     ${demo.ownerPassword ?? '(unchanged from an earlier start)'}    (shown only now; new one: npm run -s cli -- reset-password --email ${demo.ownerEmail})
Open ${config.publicUrl}/ for the demo site.
`)
  } else {
    console.log(`Porchlight is running at ${config.publicUrl} ${config.seedDemo ? ` (demo site at ${config.publicUrl}/)` : ''}
Sign in to the console at ${config.publicUrl}/console/ (forgot the password? npm run -s cli -- reset-password --email E).
Keys are shown only when a workspace is created. For new ones: npm run -s cli -- list-workspaces, then
npm run -s cli -- rotate-keys --workspace WORKSPACE_ID (the old keys stop working).`)
  }
}
