import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Config } from '../../server/config.ts'
import { launchBrowser } from './chromium.ts'
import { startDemoServer, type DemoServer } from './demo-server.ts'

/**
 * Starts a demo server and a browser for a test file, hands both to `ready`, resets the demo
 * chatbot before each test and closes both after the file. `overrides` change the server's config.
 *
 * @example
 * let server: DemoServer, browser: Browser
 * useDemoBrowser((started) => ({ server, browser } = started))
 */
export function useDemoBrowser(ready: (started: { server: DemoServer; browser: Browser }) => void, overrides: () => Partial<Config> = () => ({})): void {
  let started: { server: DemoServer; browser: Browser } | undefined
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startDemoServer(overrides()), launchBrowser()])
    started = { server, browser }
    ready(started)
  })
  afterAll(async () => {
    await started?.browser.close()
    await started?.server.close()
  })
  beforeEach(() => started?.server.reset())
}
