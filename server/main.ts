import pino from 'pino'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { seedDemo } from './demo/seed.ts'
import { openDatabase } from './store/database.ts'

const config = loadConfig()
const db = await openDatabase({ ...config, log: pino({ level: config.logLevel }) })
const demo = config.seedDemo ? await seedDemo(db, config.dataDir, config.publicUrl) : undefined
const app = await buildApp({ config, db, logger: { level: config.logLevel } })
await app.listen({ port: config.port, host: config.host })

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

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down; letting requests in flight finish')
    void app.close().then(() => db.destroy()).then(() => process.exit(0))
  })
}
