import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type App } from '../../../server/app.ts'
import { loadConfig, type Config } from '../../../server/config.ts'
import { DEMO_SETTINGS, seedDemo } from '../../../server/demo/seed.ts'
import { defaultSettings, type ChatbotSettings } from '../../../server/schemas/chatbot.ts'
import { findChatbot, updateChatbotSettings } from '../../../server/store/chatbots.ts'
import { openDatabase, type Db } from '../../../server/store/database.ts'
import { listListings, type ListingRow } from '../../../server/store/listings.ts'

const WIDGET = path.resolve('dist/widget/widget.js')


/** The real server, seeded with the demo exactly as `npm start` seeds it, on a fresh data folder. */
export interface DemoServer {
  url: string
  db: Db
  app: App
  dataDir: string
  chatbotId: string
  /** Changes the demo chatbot's settings, as the owner would through ChatbotEdit. */
  settings(changes: Partial<ChatbotSettings>): Promise<void>
  /** Puts the demo settings back (and the lifted rate limit). */
  reset(): Promise<void>
  /** The stored listing with this MLS number. */
  listing(mls: string): Promise<ListingRow | undefined>
  close(): Promise<void>
}

/**
 * Starts the server in this process on a random loopback port, seeds the demo on a new data
 * folder and returns handles on its database; `overrides` change the config (an OpenAI-compatible
 * endpoint, say). The widget must be built (`npm test` builds it).
 *
 * @example
 * const server = await startDemoServer()
 * await page.goto(server.url)
 */
export async function startDemoServer(overrides: Partial<Config> = {}): Promise<DemoServer> {
  if (!fs.existsSync(WIDGET)) throw new Error(`${WIDGET} is missing: run \`npx vite build\` before the e2e tests (npm test does)`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-e2e-'))
  const config: Config = { ...loadConfig({}), dataDir, databaseUrl: '', host: '127.0.0.1', port: 0, seedDemo: true, logLevel: 'silent', ...overrides }
  const db = await openDatabase(config)
  const app = await buildApp({ config, db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the server has no address')
  // Seeded after listening: listing links and upload URLs need the real port.
  config.port = address.port
  config.publicUrl = `http://127.0.0.1:${address.port}`
  const demo = await seedDemo(db, dataDir, config.publicUrl)
  if (!demo) throw new Error('the demo was not seeded')
  const { chatbotId, workspaceId } = demo
  /**
   * Every setting back to the seed's. Every test shares 127.0.0.1, and the rate limit also
   * counts per client IP: the baseline lifts it so that only the rate-limit test meets it,
   * with the numbers it sets itself.
   */
  const seeded = (await findChatbot(db, chatbotId))!
  const baseline: Partial<ChatbotSettings> = { ...defaultSettings, ...DEMO_SETTINGS, ChatProfilePicture: seeded.ChatProfilePicture, RateLimitCount: 10_000 }

  const settings = async (changes: Partial<ChatbotSettings>) => {
    if (!(await updateChatbotSettings(db, chatbotId, workspaceId, changes))) throw new Error('the demo chatbot is gone')
  }
  await settings(baseline)
  return {
    url: config.publicUrl,
    db,
    app,
    dataDir,
    chatbotId,
    settings,
    reset: () => settings(baseline),
    listing: async (mls) => (await listListings(db, chatbotId, { mlsNumber: mls }, 1, 1)).rows[0],
    async close() {
      const closing = app.close()
      // Browsers keep idle keep-alive sockets open; close would otherwise wait for them.
      app.server.closeAllConnections()
      await closing
      await db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
