/**
 * The console's MLS feeds page in real Chromium against the demo server and a real RESO Web
 * API test server: the owner adds a feed (the first full load runs), sees its counts and the
 * listing it could not map, syncs now and sees the change, with the secret never shown.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { signInToConsole } from '../support/console-page.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { resoProperty, startResoServer, type ResoServer } from '../support/reso-server.ts'

describeInChromium('the console\'s MLS feeds page', () => {
  let server: DemoServer
  let browser: Browser
  let reso: ResoServer
  useDemoBrowser((started) => ({ server, browser } = started))
  beforeAll(async () => {
    reso = await startResoServer()
  })
  afterAll(() => reso.close())

  test('adds a feed, shows its run with counts and problems, syncs now, and never shows the secret', async () => {
    for (let index = 1; index <= 3; index++) reso.records.set(`K000${index}`, resoProperty(index, { ListingId: `FEED${index}` }))
    reso.records.set('K0004', resoProperty(4, { ListingId: 'FEED4', BedroomsTotal: null }))
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await signInToConsole(page, server.url, server.owner)
    await page.getByRole('link', { name: 'MLS feeds of Harbor & Pine Assistant' }).click()
    await page.getByRole('heading', { level: 1, name: 'MLS feeds' }).waitFor({ timeout: 30_000 })

    const form = page.getByRole('form', { name: 'Add an MLS feed' })
    await form.getByLabel('Name').fill('Austin MLS')
    await form.getByLabel('Server URL').fill(reso.serviceUrl)
    await form.getByLabel('Token URL').fill(reso.tokenUrl)
    await form.getByLabel('Client ID').fill(reso.clientId)
    await form.getByLabel('Client secret').fill('wrong-secret')
    await form.getByRole('button', { name: 'Add the feed' }).click()
    await expect.poll(() => form.getByRole('alert').innerText(), { timeout: 30_000 })
      .toBe('ClientId/ClientSecret: The token endpoint refused the client credentials (HTTP 401): invalid_client: Client authentication failed')
    await form.getByLabel('Client secret').fill(reso.clientSecret)
    await form.getByRole('button', { name: 'Add the feed' }).click()

    const row = page.getByRole('row', { name: /Austin MLS/ })
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('3 added, 0 changed, 0 removed, 1 rejected')
    await row.getByText('1 listing problem').click()
    expect(await row.innerText()).toContain('K0004: Bedrooms is required')
    expect(await server.listing('FEED1')).toBeDefined()
    expect(await page.content()).not.toContain(reso.clientSecret)
    expect(await axeViolations(page)).toEqual([])

    reso.records.set('K0001', resoProperty(1, { ListingId: 'FEED1', StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-06-01T00:00:00Z' }))
    await row.getByRole('button', { name: 'Sync now: Austin MLS' }).click()
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain('(incremental): 0 added, 0 changed, 1 removed, 0 rejected')
    expect(await server.listing('FEED1')).toBeUndefined()
    await context.close()
  })
})
