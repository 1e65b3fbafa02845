import fs from 'node:fs'
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core'
import { describe, test } from 'vitest'
import { CHROMIUM } from './chromium-path.ts'

export { CHROMIUM }

/** Whether Debian's chromium (or CHROMIUM_PATH) is there; CI installs it with apt-get. */
export const chromiumFound = fs.existsSync(CHROMIUM)

/**
 * Headless and quiet, with a fake microphone that needs no permission prompt: the
 * push-to-talk test records from it like a visitor would.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream'
]

/**
 * The one Chromium launcher of the tests and benchmarks, with a clear error when it is missing.
 * One browser per test file; each test opens its own context (a fresh profile).
 *
 * @example
 * const browser = await launchBrowser([`--use-file-for-fake-audio-capture=${wavPath}`])
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!chromiumFound) throw new Error(`Chromium is needed here: install it (apt-get install chromium) or set CHROMIUM_PATH (looked at ${CHROMIUM})`)
  return chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...extraArgs] })
}

/**
 * A desktop visitor. Reduced motion keeps screenshots and measured boxes off the panel's
 * opening animation; the widget honours it, so what is measured is still what people see.
 */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }

/**
 * `describe` when Chromium is installed; otherwise one skipped test whose title says what is
 * missing, so a run without a browser says so plainly instead of passing in silence.
 *
 * @example
 * describeInChromium('the chat panel', () => { test('opens', async () => { … }) })
 */
export function describeInChromium(name: string, body: () => void): void {
  if (chromiumFound) describe(name, body)
  else test.skip(`e2e: no Chromium found at ${CHROMIUM}; install chromium (apt-get install chromium) or set CHROMIUM_PATH`, () => {})
}
