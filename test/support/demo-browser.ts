import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Config } from '../../server/config.ts'
import { sharedBrowser } from './chromium.ts'
import { startDemoServer, type DemoServer } from './demo-server.ts'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts'
import { sharedDemoServer } from './shared-demo.ts'

/**
 * A demo server and a browser for a test file, handed to `ready`; the demo chatbot is reset
 * before each test. The browser is the run's shared Chromium, its contexts closed after the file.
 * Without `overrides` the server is the shared one (shared-demo.ts), brought back to the seed
 * for this file; with them (changes to the server's config) the file starts and closes its own.
 *
 * @example
 * let server: DemoServer, browser: Browser
 * useDemoBrowser((started) => ({ server, browser } = started))
 */
export function useDemoBrowser(ready: (started: { server: DemoServer; browser: Browser }) => void, overrides?: () => Partial<Config>): void {
  let started: { server: DemoServer; browser: Browser } | undefined
  beforeAll(async () => {
    const [server, browser] = await Promise.all([overrides ? startDemoServer(overrides()) : sharedDemoServer(), sharedBrowser()])
    started = { server, browser }
    ready(started)
  })
  afterAll(async () => {
    await started?.browser.close()
    await started?.server.close()
  })
  beforeEach(() => started?.server.reset())
}

/**
 * A demo server whose chatbot answers from a fake OpenAI-compatible model (a real HTTP server
 * the test scripts with `fake.script`), and a browser, for a test file; closed after it.
 *
 * @example
 * let started: { server: DemoServer; browser: Browser; fake: FakeOpenAI }
 * useFakeModelDemo((ready) => (started = ready))
 */
export function useFakeModelDemo(ready: (started: { server: DemoServer; browser: Browser; fake: FakeOpenAI }) => void): void {
  let started: { server: DemoServer; browser: Browser; fake: FakeOpenAI } | undefined
  beforeAll(async () => {
    const fake = await startFakeOpenAI()
    const [server, browser] = await Promise.all([
      startDemoServer({ openaiBaseUrl: fake.baseUrl, openaiApiKey: 'sk-test', openaiModels: ['gpt-4o-mini'] }),
      sharedBrowser()
    ])
    await server.settings({ Model: 'gpt-4o-mini' })
    started = { server, browser, fake }
    ready(started)
  })
  afterAll(async () => {
    await started?.browser.close()
    await started?.server.close()
    await started?.fake.close()
  })
}
