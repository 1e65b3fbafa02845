import fs from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's chromium; the only browser this project drives (downloads cannot work here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Starts headless Chromium, with a clear error when it is missing.
 *
 * @example
 * const browser = await launchChromium()
 */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is needed for this test: install it (apt-get install chromium) or set CHROMIUM_PATH (looked at ${CHROMIUM})`)
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']
  })
}
