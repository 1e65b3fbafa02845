import fs from 'node:fs'
import path from 'node:path'
import type { App } from '../../server/app.ts'
import type { Config } from '../../server/config.ts'
import { DEMO_SETTINGS, seedDemo } from '../../server/demo/seed.ts'
import { defaultSettings, type ChatbotSettings } from '../../server/schemas/chatbot.ts'
import { findChatbot, updateChatbotSettings } from '../../server/store/chatbots.ts'
import type { Db } from '../../server/store/database.ts'
import { listListings, type ListingRow } from '../../server/store/listings.ts'
import { startServer } from './server.ts'

const WIDGET = path.resolve('dist/widget/widget.js')

/** The real server, seeded with the demo exactly as `npm start` seeds it, on a fresh data folder. */
export interface DemoServer {
  url: string
  db: Db
  app: App
  dataDir: string
  chatbotId: string
  /** The demo workspace's secret key as the seed made it (rotating the keys ends it). */
  secretKey: string
  /** Changes the demo chatbot's settings, as the owner would through ChatbotEdit. */
  settings(changes: Partial<ChatbotSettings>): Promise<void>
  /** Puts the demo settings back (and the lifted rate limit), and the seed's keys if a test rotated them. */
  reset(): Promise<void>
  /** The demo owner's e-mail address and password, for the console. */
  owner: { email: string; password: string }
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
  const server = await startServer({ seedDemo: true, ...overrides })
  const { db, app } = server
  // Seeded after listening: listing links and upload URLs need the real port.
  const demo = await seedDemo(db, server.config.dataDir, server.url)
  if (!demo) throw new Error('the demo was not seeded')
  const { chatbotId, workspaceId, secretKey } = demo
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
  const keys = await db.selectFrom('workspaces').select(['secret_key_hash', 'session_key_hash']).where('id', '=', workspaceId).executeTakeFirstOrThrow()
  const reset = async () => {
    await settings(baseline)
    await db.updateTable('workspaces').set(keys).where('id', '=', workspaceId).execute()
  }
  return {
    url: server.url,
    db,
    app,
    dataDir: server.config.dataDir,
    chatbotId,
    secretKey,
    owner: { email: demo.ownerEmail, password: demo.ownerPassword ?? '' },
    settings,
    reset,
    listing: async (mls) => (await listListings(db, chatbotId, { mlsNumber: mls }, 1, 1)).rows[0],
    close: server.close
  }
}
