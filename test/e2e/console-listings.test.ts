/**
 * The console's listings page and import wizard in real Chromium against the real server with
 * the demo seeded: the owner filters and pages the demo listings, edits one (the server's rule
 * shown at the field), deletes one; imports a CSV through the wizard (proposed mapping, preview
 * with a bad row, progress, counts), and imports it again without doubling it; the wizard opened
 * while an import runs (a reload) follows that import to its counts. No axe violations.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { countListings } from '../../server/store/listing-counts.ts'
import { axeViolations } from '../support/axe.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { signInToConsole } from '../support/console-page.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { csvLine, HEADER } from '../support/listing-files.ts'

const WAIT = { timeout: 20_000 }
const CHATBOT = 'Harbor & Pine Assistant'

describeInChromium('the console\'s listings', () => {
  let server: DemoServer
  let browser: Browser
  useDemoBrowser((started) => ({ server, browser } = started))

  async function openListings(options: BrowserContextOptions = DESKTOP): Promise<Page> {
    const page = await (await browser.newContext(options)).newPage()
    await signInToConsole(page, server.url, server.owner)
    await page.getByRole('link', { name: `Listings of ${CHATBOT}` }).click()
    await page.getByRole('heading', { level: 1, name: 'Listings' }).waitFor(WAIT)
    await page.locator('table.listings tbody tr').first().waitFor(WAIT)
    return page
  }
  const countText = (page: Page) => page.locator('p.count').innerText()
  const chatbotId = async () => (await server.db.selectFrom('chatbots').select('id').where('name', '=', CHATBOT).executeTakeFirstOrThrow()).id

  test('filters and pages the listings, edits one with the server\'s rule at the field, deletes one', async () => {
    const page = await openListings()
    const id = await chatbotId()
    const all = await countListings(server.db, id, 'all')
    expect(await countText(page)).toBe(`${all} listings`)
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('City').fill('denver')
    await page.getByLabel('Sale type').selectOption('for_rent')
    await page.getByRole('button', { name: 'Filter' }).click()
    const rentals = await countListings(server.db, id, 'city_sale', 'for_rent:denver')
    await expect.poll(() => countText(page), WAIT).toBe(`${rentals} ${rentals === 1 ? 'listing' : 'listings'}`)
    expect(new Set(await page.locator('table.listings tbody td[data-label="City"]').allInnerTexts())).toEqual(new Set(['Denver']))
    expect(new Set(await page.locator('table.listings tbody td[data-label="Sale type"]').allInnerTexts())).toEqual(new Set(['For Rent']))

    await page.getByLabel('City').fill('')
    await page.getByLabel('Sale type').selectOption('')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect.poll(() => countText(page), WAIT).toBe(`${all} listings`)
    const firstPage = await page.locator('table.listings tbody th').allInnerTexts()
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.getByText(`Page 2 of ${Math.ceil(all / 20)}`).waitFor(WAIT)
    // The pager moves at the click; the rows follow when the server's page comes.
    await expect.poll(() => page.locator('table.listings tbody th').allInnerTexts(), WAIT).not.toEqual(firstPage)

    // Edit the first listing of page 2: a rule broken is shown at its field; fixed, it is saved.
    const address = (await page.locator('table.listings tbody th').first().innerText())
    await page.getByRole('button', { name: `Edit ${address}`, exact: false }).first().click()
    await page.getByRole('heading', { name: 'Edit listing' }).waitFor(WAIT)
    await expect.poll(() => page.getByLabel('Address (optional)').inputValue(), WAIT).toBe(address)
    await page.getByLabel('Bedrooms').fill('-1')
    await page.getByRole('button', { name: 'Save listing' }).click()
    const bedrooms = page.getByLabel('Bedrooms')
    await expect.poll(() => bedrooms.getAttribute('aria-invalid'), WAIT).toBe('true')
    expect(await page.locator('#listing-Bedrooms-error').innerText()).toBe('Bedrooms must be a number of bedrooms, 0 or more')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('listing-Bedrooms')
    expect(await axeViolations(page)).toEqual([])
    await bedrooms.fill('7')
    await page.getByLabel('City (optional)').fill('Boise')
    await page.getByRole('button', { name: 'Save listing' }).click()
    await page.locator('table.listings').waitFor(WAIT)
    await expect.poll(() => countListings(server.db, id, 'city', 'boise'), WAIT).toBe(1)

    // Delete it, after the question.
    await page.getByLabel('City').fill('Boise')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect.poll(() => countText(page), WAIT).toBe('1 listing')
    await page.getByRole('button', { name: /^Delete / }).click()
    await page.getByRole('dialog', { name: 'Delete this listing?' }).getByRole('button', { name: 'Delete listing' }).click()
    await expect.poll(() => countText(page), WAIT).toBe('0 listings')
    expect(await countListings(server.db, id, 'all')).toBe(all - 1)
    await page.context().close()
  })

  test('the import wizard: proposed mapping, first rows with a bad one, progress and counts; a second import updates', async () => {
    const page = await openListings()
    const id = await chatbotId()
    const before = await countListings(server.db, id, 'all')
    await page.getByRole('link', { name: 'Import a file' }).click()
    await page.getByRole('heading', { level: 1, name: 'Import listings' }).waitFor(WAIT)

    const rows = Array.from({ length: 30 }, (_, index) => csvLine(index))
    rows[2] = csvLine(2).replace(',3,2.5,', ',three,2.5,')
    const file = { name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\n')) }
    await page.getByLabel('CSV, JSON or NDJSON file').setInputFiles(file)
    await page.getByRole('heading', { name: '2. Check the columns' }).waitFor(WAIT)
    expect(await page.getByLabel('Beds', { exact: true }).inputValue()).toBe('Bedrooms')
    expect(await page.getByLabel('Pool', { exact: true }).inputValue()).toBe('(extra)')
    const preview = page.locator('table.preview-rows tbody tr')
    expect(await preview.count()).toBe(5)
    expect(await preview.nth(2).innerText()).toContain('Not a listing: Bedrooms must be a number')
    expect(await axeViolations(page)).toEqual([])

    // The owner leaves Pool out: the preview asks the server again with the choice.
    await page.getByLabel('Pool', { exact: true }).selectOption('')
    await expect.poll(() => page.getByLabel('Pool', { exact: true }).inputValue(), WAIT).toBe('')

    await page.getByRole('button', { name: /^Import export\.csv/ }).click()
    const result = page.locator('.result-counts')
    await expect.poll(() => result.innerText(), WAIT).toBe('Added 29, changed 0, unchanged 0, rejected 1.')
    const progress = page.locator('progress#import-progress')
    expect(await progress.evaluate((bar: HTMLProgressElement) => bar.value === bar.max)).toBe(true)
    expect(await page.locator('table.row-errors tbody').innerText()).toContain('Bedrooms must be a number')
    expect(await axeViolations(page)).toEqual([])
    expect(await countListings(server.db, id, 'all')).toBe(before + 29)

    // Again, with Pool kept as searchable text this time: the ten rows with a pool change, none is added twice.
    await page.getByRole('button', { name: 'Import another file' }).click()
    await page.getByLabel('CSV, JSON or NDJSON file').setInputFiles(file)
    await page.getByRole('button', { name: /^Import export\.csv/ }).click()
    await expect.poll(() => result.innerText(), WAIT).toBe('Added 0, changed 10, unchanged 19, rejected 1.')
    expect(await countListings(server.db, id, 'all')).toBe(before + 29)
    await page.context().close()
  })

  test('the wizard opened while an import runs (a reload) follows it: rows processed, then its counts', async () => {
    const page = await openListings()
    const id = await chatbotId()
    // The row a job has while another tab's import runs: the wizard reads it as it would any job.
    const at = new Date().toISOString()
    const { id: jobId } = await server.db.insertInto('listing_imports').values({
      chatbot_id: id, file_name: 'big.csv', format: 'csv', all_or_nothing: 0, mapping: '{}', state: 'running',
      file_bytes: 4000, bytes_read: 1000, rows_read: 1234, added: 1200, changed: 30, rejected: 4, created_at: at, started_at: at, heartbeat_at: at
    }).returning('id').executeTakeFirstOrThrow()
    try {
      await page.getByRole('link', { name: 'Import a file' }).click()
      const label = page.locator('label[for="import-progress"]')
      await expect.poll(() => label.innerText(), WAIT).toBe('1,234 rows of big.csv processed: 1,200 added, 30 changed, 4 rejected')
      expect(await page.locator('progress#import-progress').evaluate((bar: HTMLProgressElement) => bar.value / bar.max)).toBe(0.25)
      expect(await page.getByLabel('CSV, JSON or NDJSON file').count()).toBe(0)

      await page.reload()
      await expect.poll(() => label.innerText(), WAIT).toMatch(/^1,234 rows of big\.csv processed/)
      await server.db.updateTable('listing_imports').set({
        state: 'done', bytes_read: 4000, rows_read: 2000, added: 1990, changed: 6, unchanged: 0, rejected: 4, finished_at: new Date().toISOString(),
        errors: JSON.stringify([{ Row: 17, Field: 'Bedrooms', Rule: 'Bedrooms must be a number of bedrooms, 0 or more' }])
      }).where('id', '=', jobId).execute()
      await expect.poll(() => page.locator('.result-counts').innerText(), WAIT).toBe('Added 1,990, changed 6, unchanged 0, rejected 4.')
      expect(await label.innerText()).toBe('Done: 2,000 rows of big.csv')
      expect(await page.locator('table.row-errors tbody').innerText()).toContain('Bedrooms must be a number')
      expect(await axeViolations(page)).toEqual([])
      // Back at the start, the import heads the recent ones.
      await page.getByRole('button', { name: 'Import another file' }).click()
      const newest = page.locator('table.recent-imports tbody tr').first()
      await newest.waitFor(WAIT)
      expect((await newest.locator('th, td').allInnerTexts()).filter((_, index) => index !== 1)).toEqual(['big.csv', 'Done', '2,000', '1,990', '6', '4'])
      expect(await axeViolations(page)).toEqual([])
    } finally {
      await server.db.deleteFrom('listing_imports').where('id', '=', jobId).execute()
      await page.context().close()
    }
  })

  test('dark, at 360 px (200% zoom): the listings, the form and the wizard have no axe violations and no sideways scrolling', async () => {
    const page = await openListings({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, colorScheme: 'dark', reducedMotion: 'reduce' })
    const check = async (name: string) => {
      expect(await axeViolations(page), name).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).toBe(true)
    }
    await check('listings')
    await page.getByRole('button', { name: 'Add a listing' }).click()
    await page.getByRole('heading', { name: 'Add a listing' }).waitFor(WAIT)
    await check('new listing form')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('link', { name: 'Import a file' }).click()
    await page.getByLabel('CSV, JSON or NDJSON file').setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, csvLine(0), csvLine(1)].join('\n')) })
    await page.getByRole('heading', { name: '2. Check the columns' }).waitFor(WAIT)
    await check('import wizard')
    await page.context().close()
  })
})
