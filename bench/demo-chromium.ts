/**
 * What the widget's browser benches share: a real server with the demo seeded and headless
 * Chromium beside it, the plain page's embed at that server's origin, and scripts that run in
 * the page before its own.
 */
import type { Browser } from 'playwright-core'
import { seedDemo } from '../server/demo/seed.ts'
import { launchBrowser } from '../test/support/chromium.ts'
import { startServer } from '../test/support/server.ts'
import { hostPage } from './host-page.ts'

export interface DemoChromium {
  browser: Browser
  /** the server's origin */
  url: string
  chatbotId: string
  /** The demo owner, for the console. */
  owner: { email: string; password: string }
  /** The Lighthouse bench's plain page, with the embed's usual relative form at this origin. */
  plainPage: string
}

/**
 * Runs `work` with a seeded server and Chromium, and closes both after it.
 *
 * @example
 * const version = await withDemoChromium(async ({ browser }) => browser.version())
 */
export async function withDemoChromium<T>(work: (demo: DemoChromium) => Promise<T>): Promise<T> {
  const server = await startServer({ seedDemo: true })
  const browser = await launchBrowser()
  try {
    const demo = await seedDemo(server.db, server.app.config.dataDir, server.url)
    if (!demo) throw new Error('the demo was not seeded')
    const plainPage = hostPage('Porchlight', `<script src="/widget.js" data-chatbot-id="${demo.chatbotId}" async></script>`)
    return await work({ browser, url: server.url, chatbotId: demo.chatbotId, owner: { email: demo.ownerEmail, password: demo.ownerPassword ?? '' }, plainPage })
  } finally {
    await browser.close()
    await server.close()
  }
}

/**
 * An init script that calls `record(argument)` in the page. tsx keeps function names with an
 * `__name` helper that the page does not have, so the script brings a stand-in.
 *
 * @example
 * await page.addInitScript({ content: pageCall(recordMarks, chatbotId) })
 */
export const pageCall = (record: (argument: string) => void, argument: string) =>
  `globalThis.__name ??= (f) => f; (${record.toString()})(${JSON.stringify(argument)})`
