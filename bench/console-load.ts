/**
 * The console's first load: its bytes (the files /console/ loads, gzip -9 and brotli q11, as
 * the build writes them beside each file) and how soon it can be used, in headless Chromium at
 * 4× CPU throttling with a cold HTTP cache: signed out, until the sign-in form is drawn; signed
 * in as the demo owner, until the chatbot list is drawn. The baseline, in the same run and the
 * same way: the plain host page of the widget benches, from navigation to its load event.
 * Usage: npx tsx bench/console-load.ts [loads] (after `npx vite build`)
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { signInToConsole } from '../test/support/console-page.ts'
import { withDemoChromium } from './demo-chromium.ts'
import { percentile } from './harness.ts'
import { weigh } from './widget-size.ts'

const CONSOLE_DIST = path.resolve(import.meta.dirname, '../dist/console')

/** index.html and the script and stylesheet it names: what the first load of /console/ fetches. */
export function consoleFirstLoadFiles(): string[] {
  const html = fs.readFileSync(path.join(CONSOLE_DIST, 'index.html'), 'utf8')
  const named = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
  return ['index.html', ...named].map((name) => path.join(CONSOLE_DIST, name))
}

/** Milliseconds from navigation start until `selector` is in the page, cold cache, 4× CPU. */
async function timeTo(browser: Browser, url: string, selector: string, signIn?: (page: Page) => Promise<void>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    if (signIn) await signIn(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto('about:blank')
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForSelector(selector, { timeout: 30_000 })
    return await page.evaluate(() => performance.now())
  } finally {
    await context.close()
  }
}

/** The console's first-load weight and its times to a usable page, median of `loads` each. */
export function measureConsoleLoad(loads: number) {
  return withDemoChromium(async ({ browser, url, owner, plainPage }) => {
    const signIn = (page: Page) => signInToConsole(page, url, owner)
    const plain: number[] = []
    const signedOut: number[] = []
    const signedIn: number[] = []
    for (let load = 0; load < loads; load++) {
      const plainContext = await browser.newContext()
      await plainContext.route(`${url}/plain.html`, (route) => route.fulfill({ contentType: 'text/html', body: plainPage.replace(/<script[^>]*widget\.js[^>]*><\/script>/, '') }))
      const page = await plainContext.newPage()
      await (await plainContext.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`${url}/plain.html`)
      plain.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.duration))
      await plainContext.close()
      signedOut.push(await timeTo(browser, `${url}/console/#/sign-in`, 'form button[type="submit"]'))
      signedIn.push(await timeTo(browser, `${url}/console/#/chatbots`, 'table.chatbots tbody tr', signIn))
    }
    const files = consoleFirstLoadFiles()
    return {
      loads,
      weight: weigh('console first load', files),
      plain: percentile(plain, 50),
      signedOut: percentile(signedOut, 50),
      signedIn: percentile(signedIn, 50)
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureConsoleLoad(Number(process.argv[2] ?? 5))
  console.log(`console first load (${result.weight.files.join(' + ')}): ${result.weight.gzip} B gzip, ${result.weight.brotli} B brotli`)
  console.log(`4× CPU, cold cache, median of ${result.loads}: plain page loaded ${result.plain.toFixed(0)} ms (the baseline)`)
  console.log(`  sign-in form drawn ${result.signedOut.toFixed(0)} ms (${(result.signedOut / result.plain).toFixed(1)}× the plain page)`)
  console.log(`  signed in, chatbot list drawn ${result.signedIn.toFixed(0)} ms (${(result.signedIn / result.plain).toFixed(1)}× the plain page)`)
}
