import fs from 'node:fs'
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core'
import { describe, inject, test } from 'vitest'
import { CHROMIUM, CHROMIUM_ARGS } from './chromium-path.ts'

export { CHROMIUM }

/** Whether Debian's chromium (or CHROMIUM_PATH) is there; CI installs it with apt-get. */
export const chromiumFound = fs.existsSync(CHROMIUM)

/**
 * The one Chromium launcher of the tests and benchmarks, with a clear error when it is missing.
 * Each test opens its own context (a fresh profile). e2e files take sharedBrowser() instead,
 * unless they need launch flags of their own.
 *
 * @example
 * const browser = await launchBrowser([`--use-file-for-fake-audio-capture=${wavPath}`])
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!chromiumFound) throw new Error(`Chromium is needed here: install it (apt-get install chromium) or set CHROMIUM_PATH (looked at ${CHROMIUM})`)
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] })
}

/**
 * The e2e project's one Chromium (e2e-setup.ts), connected to for this file; a
 * browser of its own where no shared one runs (a project without that setup). Closing it
 * closes every context the file opened and leaves the shared browser running.
 *
 * @example
 * const browser = await sharedBrowser()
 */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint')
  if (!endpoint) return launchBrowser()
  // A bounded wait: a crashed shared browser fails the file instead of hanging the run.
  return chromium.connect(endpoint, { timeout: 30_000 })
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
