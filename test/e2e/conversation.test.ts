/**
 * Talking to the demo chatbot: answers streamed word by word that name real listings, the
 * Stop button, history that survives a reload (and, with RemoveChatLogOnBrowserClose, does
 * not survive closing the browser), and a conversation by keyboard alone.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { describeInChromium, DESKTOP, sharedBrowser } from '../support/chromium.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { sharedDemoServer } from '../support/shared-demo.ts'
import { ask, draftFrames, focusedName, openDemoPage, sampleDraftFrames, screenshot, startChat, tabTo, waitForAnswer } from '../support/widget-page.ts'

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`

describeInChromium('a conversation with the demo chatbot', () => {
  let server: DemoServer
  let browser: Browser
  let contexts: BrowserContext[] = []
  const newContext = async (options = DESKTOP) => {
    const context = await browser.newContext(options)
    contexts.push(context)
    return context
  }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([sharedDemoServer(), sharedBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  beforeEach(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    contexts = []
    await server.reset()
  })

  test('a suggestion is answered with streamed text that names real listings from the database', async () => {
    const page = await (await newContext()).newPage()
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    await sampleDraftFrames(page)
    await widget.dialog.getByRole('button', { name: 'Homes for sale in Austin under $600k' }).click()
    await widget.draft.waitFor()
    await screenshot(page, '07-answer-streaming')
    const finished = await waitForAnswer(page, 1)
    await screenshot(page, '08-streamed-answer')

    // At least two partial texts were on screen before the end, each the start of the answer
    // as it was finally written (the list the cards then replace included): no raw markup
    // flashed by while it was written.
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
    const frames = (await draftFrames(page)).map(flat)
    const written = frames.reduce((longest, frame) => (frame.length > longest.length ? frame : longest), '')
    const partial = frames.filter((text) => text !== written)
    expect(partial.length).toBeGreaterThanOrEqual(2)
    for (const frame of partial) expect(written.startsWith(frame), frame).toBe(true)
    expect(written).toContain(flat(await finished.locator('.md').first().innerText()))
    expect(await widget.questions.last().innerText()).toBe('Homes for sale in Austin under $600k')

    // Every listing it shows (as a card, in place of the list) is a real Austin listing for sale
    // under $600k, with its real address and price; the text names them no second time.
    const cards = finished.getByRole('list', { name: 'Homes in this answer' }).getByRole('listitem')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3)
    const text = (await finished.locator('.md').allInnerTexts()).join('\n')
    for (const card of await cards.all()) {
      const mls = new URL((await card.getByRole('link').getAttribute('href'))!).searchParams.get('mls')!
      const listing = (await server.listing(mls))!
      expect(listing, mls).toBeDefined()
      expect([listing.city, listing.sale_type, listing.sale_price! <= 600_000]).toEqual(['Austin', 'for_sale', true])
      expect(await card.getByRole('link').innerText()).toBe(`${listing.address}, Austin, TX ${listing.zip}`)
      expect(await card.locator('.price').innerText()).toBe(dollars(listing.sale_price!))
      expect(text).not.toContain(mls)
    }
    // Listing links open the demo site's listing page in a new tab.
    const link = widget.answers.last().getByRole('link').first()
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${server.url}/listing\\.html\\?mls=`))
    expect(await link.getAttribute('target')).toBe('_blank')
  })

  test('the conversation is still there after a reload, and after the browser restarts', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    const answer = await ask(page, 'Rentals in Seattle with 2 bedrooms')
    await page.reload()
    // Open stays open across page loads: no click needed.
    await expect.poll(() => widget.questions.allInnerTexts()).toEqual(['Rentals in Seattle with 2 bedrooms'])
    expect((await widget.answers.last().locator('.md').allInnerTexts()).join('\n\n').trim()).toBe(answer)

    // A restarted browser keeps local storage (its profile on disk) but not session storage.
    const restarted = await newContext({ ...DESKTOP, storageState: await context.storageState() })
    const later = await restarted.newPage()
    const again = await openDemoPage(later, server.url)
    await again.bubble.click()
    await expect.poll(() => again.questions.allInnerTexts()).toEqual(['Rentals in Seattle with 2 bedrooms'])
  })

  test('with RemoveChatLogOnBrowserClose the conversation survives a reload but not a browser restart', async () => {
    await server.settings({ RemoveChatLogOnBrowserClose: true })
    const context = await newContext()
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    await ask(page, 'What condos do you have in Miami?')
    await page.reload()
    await expect.poll(() => widget.questions.allInnerTexts()).toEqual(['What condos do you have in Miami?'])

    const restarted = await newContext({ ...DESKTOP, storageState: await context.storageState() })
    const later = await restarted.newPage()
    const again = await openDemoPage(later, server.url)
    await again.bubble.click()
    // Consent is kept (local storage); the conversation is gone: only the welcome message.
    await again.messageBox.waitFor()
    expect(await again.questions.count()).toBe(0)
    expect(await again.log.innerText()).toBe('Hi! I can help you find a home. Ask me about listings by city, price or bedrooms.')
  })

  test('a whole conversation by keyboard alone', async () => {
    const page = await (await newContext()).newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.teaser.waitFor()
    await tabTo(page, 'Open chat')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedName(page)).toBe('Accept and chat')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedName(page)).toBe('Message')
    await page.keyboard.type('3 bedroom homes in Portland')
    await page.keyboard.press('Enter')
    const answer = await waitForAnswer(page, 1)
    await expect.poll(() => answer.innerText()).toContain('Portland, OR')
    expect(await focusedName(page)).toBe('Message')

    // Shift+Enter writes a new line instead of sending.
    await page.keyboard.type('Any with a garage?')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('Under $700k')
    expect(await widget.messageBox.inputValue()).toBe('Any with a garage?\nUnder $700k')
    await page.keyboard.press('Enter')
    await waitForAnswer(page, 2)
    await screenshot(page, '10-keyboard-conversation')

    await page.keyboard.press('Escape')
    await widget.dialog.waitFor({ state: 'hidden' })
    expect(await focusedName(page)).toBe('Open chat')
  })
})
