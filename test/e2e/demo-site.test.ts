/**
 * The demo agency's site itself: every page loads cleanly and embeds the widget the way a
 * customer would (one script tag, no inline code), listings come from the database, and the
 * page's own buttons talk to the widget through its JS API.
 */
import type { Browser, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { listListings } from '../../server/store/listings.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { openDemoPage, screenshot, waitForAnswer, widgetOf } from '../support/widget-page.ts'

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`

/** Everything that went wrong while a page loaded: failed requests, error statuses, errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`))
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`))
  page.on('pageerror', (error) => problems.push(`error ${error.message}`))
  page.on('console', (message) => message.type() === 'error' && problems.push(`console ${message.text()}`))
  return problems
}

describeInChromium('the demo site', () => {
  let server: DemoServer
  let browser: Browser

  useDemoBrowser((started) => ({ server, browser } = started))

  test('every page loads cleanly and embeds the widget with one script tag and no inline script or style', async () => {
    const { rows } = await listListings(server.db, server.chatbotId, {}, 1, 1)
    const context = await browser.newContext(DESKTOP)
    const paths = ['/', '/listings.html', `/listing.html?mls=${rows[0]!.mls_number}`, '/contact.html', '/strict-csp.html', '/hostile-css.html']
    // Side by side: each page waits for its network to fall quiet, which is mostly waiting.
    await Promise.all(
      paths.map(async (path) => {
        const page = await context.newPage()
        const problems = watchProblems(page)
        await openDemoPage(page, server.url + path)
        await page.waitForLoadState('networkidle')
        expect(problems, path).toEqual([])
        const markup = await page.evaluate(() => ({
          widgetTags: [...document.querySelectorAll('script[src*="widget.js"]')].map((tag) => tag.outerHTML),
          inlineScripts: document.querySelectorAll('script:not([src])').length,
          // The widget's own host carries CSS custom properties set through the CSSOM, which CSP allows.
          styleAttributes: document.querySelectorAll('[style]:not(porchlight-widget)').length,
          styleElements: document.querySelectorAll('style').length,
          viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content')
        }))
        expect(markup, path).toEqual({
          widgetTags: [`<script src="/widget.js" data-chatbot-id="${server.chatbotId}" async=""></script>`],
          inlineScripts: 0,
          styleAttributes: 0,
          styleElements: 0,
          viewport: 'width=device-width, initial-scale=1'
        })
      })
    )
    await context.close()
  })

  test('the widget reaches the browser compressed: under half the bytes of its code', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.bubble.click()
    await widget.dialog.waitFor()
    const sizes = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/widget(\.js|\/core\.js|\/panel\.js)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ file: new URL(entry.name).pathname, encoded: entry.encodedBodySize, decoded: entry.decodedBodySize }))
    )
    expect(new Set(sizes.map((size) => size.file))).toEqual(new Set(['/widget.js', '/widget/core.js', '/widget/panel.js']))
    for (const size of sizes) {
      expect(size.decoded, size.file).toBeGreaterThan(0)
      expect(size.encoded, size.file).toBeLessThan(size.decoded / 2)
    }
    await context.close()
  })

  test('the home page shows listings from the database and a count per city', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await openDemoPage(page, server.url)
    const featured = page.locator('[data-listings="featured"] a.card')
    await featured.first().waitFor()
    expect(await featured.count()).toBe(6)
    expect(await page.locator('[data-listings="rentals"] a.card').count()).toBe(3)
    for (const card of await page.locator('a.card').all()) {
      const mls = new URL((await card.getAttribute('href'))!, server.url).searchParams.get('mls')!
      const listing = (await server.listing(mls))!
      const text = await card.innerText()
      expect(text).toContain(`${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`)
      expect(text).toContain(dollars(listing.sale_type === 'for_rent' ? listing.rent_price! : listing.sale_price!))
    }
    const perCity = await page.locator('[data-cities] a').allInnerTexts()
    expect(perCity).toHaveLength(6)
    expect(perCity.reduce((sum, text) => sum + Number(/(\d+) homes/.exec(text)![1]), 0)).toBe(50)
    await context.close()
  })

  test('a listing page shows the home, and "Ask about this home" asks the assistant through the JS API', async () => {
    const { rows } = await listListings(server.db, server.chatbotId, { city: 'Seattle', saleType: 'for_sale' }, 1, 1)
    const listing = rows[0]!
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, `${server.url}/listing.html?mls=${listing.mls_number}`)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(listing.address)
    expect(await page.locator('main').innerText()).toContain(dollars(listing.sale_price!))
    await page.getByRole('button', { name: 'Ask about this home' }).click()
    // The page's question waits for the visitor to accept the privacy notice.
    await widget.accept.click()
    await expect.poll(() => widget.questions.allInnerTexts()).toEqual([`Tell me about MLS ${listing.mls_number}`])
    const answer = await (await waitForAnswer(page, 1)).innerText()
    expect(answer).toContain(listing.address)
    expect(answer).toContain(dollars(listing.sale_price!))
    await screenshot(page, '22-listing-page-asking')
    await context.close()
  })

  test('the listings page filters by city and sale type; the contact form thanks the visitor', async () => {
    const { total } = await listListings(server.db, server.chatbotId, { city: 'Denver', saleType: 'for_rent' }, 1, 100)
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await openDemoPage(page, `${server.url}/listings.html?city=Denver&type=for_rent`)
    await expect.poll(() => page.locator('[data-count]').innerText()).toBe(`${total} of 50 homes`)
    expect(await page.locator('a.card').count()).toBe(total)
    for (const text of await page.locator('a.card').allInnerTexts()) expect(text).toMatch(/FOR RENT[\s\S]*Denver, CO/i)
    await screenshot(page, '23-listings-page')

    await openDemoPage(page, `${server.url}/contact.html`)
    await page.getByLabel('Your name').fill('Dana')
    await page.getByLabel('E-mail').fill('dana@example.com')
    await page.getByRole('button', { name: 'Send message' }).click()
    expect(await page.getByRole('status').innerText()).toBe('Thanks, Dana! An agent will get back to you within one business day.')
    expect(await widgetOf(page).bubble.isVisible()).toBe(true)
    await screenshot(page, '24-contact-page')
    await context.close()
  })
})
