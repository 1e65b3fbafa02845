import fs from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM } from '../support/chromium-path.ts'

export { CHROMIUM }

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
