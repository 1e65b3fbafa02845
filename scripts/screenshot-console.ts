/**
 * Makes README's picture of the console, docs/console-settings.png: the demo chatbot's settings
 * page with its live preview open, from the running console (a real server with the demo
 * seeded, headless Chromium signed in as the demo owner), so the picture follows the product.
 * Usage: npx tsx scripts/screenshot-console.ts (after `npx vite build`)
 */
import path from 'node:path'
import { seedDemo } from '../server/demo/seed.ts'
import { launchBrowser } from '../test/support/chromium.ts'
import { previewWidget, signInToConsole } from '../test/support/console-page.ts'
import { startServer } from '../test/support/server.ts'

const OUT = path.resolve('docs/console-settings.png')

const server = await startServer({ seedDemo: true })
const browser = await launchBrowser()
try {
  const demo = await seedDemo(server.db, server.app.config.dataDir, server.url)
  if (!demo) throw new Error('the demo was not seeded')
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', colorScheme: 'light' })
  await signInToConsole(page, server.url, { email: demo.ownerEmail, password: demo.ownerPassword ?? '' })
  await page.goto(`${server.url}/console/#/chatbots/${demo.chatbotId}/settings`)
  const preview = previewWidget(page)
  await preview.bubble.waitFor()
  await page.getByRole('radio', { name: 'Open' }).check()
  await preview.accept.dispatchEvent('click')
  await preview.suggestions.first().waitFor()
  await page.screenshot({ path: OUT })
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`)
} finally {
  await browser.close()
  await server.close()
}
