import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { launchBrowser } from './chromium.ts'
import { startDemoServer, type DemoServer } from './demo-server.ts'
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.ts'

/**
 * Starts a demo server and a browser for a test file, hands both to `ready`, resets the demo
 * chatbot before each test and closes both after the file.
 *
 * @example
 * let server: DemoServer, browser: Browser
 * useDemoBrowser((started) => ({ server, browser } = started))
 */
export function useDemoBrowser(ready: (started: { server: DemoServer; browser: Browser }) => void): void {
  let started: { server: DemoServer; browser: Browser } | undefined
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startDemoServer(), launchBrowser()])
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
      launchBrowser()
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
