import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demoListings } from '../../../server/demo/listings.ts'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'

const started: Array<{ server: ChildServer; dataDir: string }> = []

/** `npm start`'s server as a process of its own, with SEED_DEMO as given. */
async function startWithSeedDemo(seedDemo: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-demo-'))
  const server = await startChildServer({ dataDir, env: { SEED_DEMO: seedDemo } })
  started.push({ server, dataDir })
  return server.url
}

afterAll(async () => {
  for (const { server, dataDir } of started) {
    server.process.kill('SIGTERM')
    await server.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

describe('the demo site, a plugin', () => {
  it('is served by default: the Harbor & Pine pages and their listing feed', async () => {
    const url = await startWithSeedDemo('')
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Harbor &amp; Pine')
    expect((await fetch(`${url}/contact.html`)).status).toBe(200)
    // A page that is not there is a 404 in the envelope, not "takes GET" (405).
    const missing = await fetch(`${url}/nonexistent`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ Success: false, Code: 404, Message: 'No route GET /nonexistent' })
    const feed = (await (await fetch(`${url}/demo/listings.json`)).json()) as { listings: unknown[] }
    expect(feed.listings).toHaveLength(demoListings('', '').length)
  })

  it('with SEED_DEMO=0 serves no demo page, asset or route: / is a page that says where to go', async () => {
    const url = await startWithSeedDemo('0')
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Porchlight is running')
    for (const page of ['/contact.html', '/index.html', '/listings.html', '/demo/listings.json', '/assets/site.js']) {
      expect((await fetch(`${url}${page}`)).status, page).toBe(404)
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200)
  })
})
