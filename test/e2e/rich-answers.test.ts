/**
 * Rich answers in a real browser on the demo site (whose pages send a strict CSP): the
 * listings an answer names as cards with photos, their actions, thumbs feedback stored and
 * listed, and the JS API and dataLayer events for analytics.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { findChatbot } from '../../server/store/chatbots.ts'
import { rotateWorkspaceKeys } from '../../server/store/workspaces.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { ask, openDemoPage, screenshot, startChat, waitForAnswer, widgetOf } from '../support/widget-page.ts'

/** Records policy violations and every widget event the page hears, from the first script on. */
function recordPage() {
  const seen: string[] = []
  const events: [string, unknown][] = []
  Object.assign(window, { violations: seen, widgetEvents: events })
  addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`), true)
  const listen = () => {
    const api = (window as unknown as { Porchlight?: { on?: (name: string, handler: (detail: unknown) => void) => void } }).Porchlight
    if (!api?.on) return void setTimeout(listen, 20)
    for (const name of ['open', 'close', 'message_sent', 'answer_shown', 'card_click', 'feedback', 'handoff']) api.on(name, (detail) => events.push([name, detail]))
  }
  listen()
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
const eventsOf = (page: Page) => page.evaluate(() => (window as unknown as { widgetEvents: [string, Record<string, unknown>][] }).widgetEvents)

describeInChromium('rich answers', () => {
  let server: DemoServer
  let browser: Browser
  useDemoBrowser((started) => ({ server, browser } = started))

  async function chatPage(options = DESKTOP) {
    const context = await browser.newContext(options)
    await context.addInitScript(recordPage)
    const page = await context.newPage()
    await openDemoPage(page, server.url)
    await startChat(page)
    return page
  }

  test('an answer about homes shows them as cards: photo, price, rooms, address link, under the strict CSP', async () => {
    const page = await chatPage()
    await ask(page, 'Homes for sale in Austin')
    const cards = widgetOf(page).answers.last().getByRole('list', { name: 'Homes in this answer' }).getByRole('listitem')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3)
    const answerText = await widgetOf(page).answers.last().locator('.md, p').first().innerText()
    for (const card of await cards.all()) {
      const photo = card.getByRole('img')
      expect(await photo.getAttribute('alt')).toMatch(/^Photo of \d+ .+, Austin, TX \d{5}$/)
      expect(await photo.getAttribute('loading')).toBe('lazy')
      expect(await card.locator('.price').innerText()).toMatch(/^\$\d{1,3}(,\d{3})+$/)
      expect(await card.locator('.facts').innerText()).toMatch(/^(?:Single Family|Condo|Townhouse|Apartment|Multi-Family) · \d+ bd · [\d.]+ ba · [\d,]+ sq ft$/)
      const link = card.getByRole('link')
      const mls = new URL((await link.getAttribute('href'))!).searchParams.get('mls')!
      const listing = (await server.listing(mls))!
      expect(await link.getAttribute('href')).toBe(listing.url)
      expect(await link.getAttribute('rel')).toContain('noopener')
      expect(await link.innerText()).toBe(`${listing.address}, Austin, TX ${listing.zip}`)
      expect(answerText).not.toContain(mls)
    }
    // The photos really load (same origin as the demo, allowed by its img-src).
    await cards.first().getByRole('img').scrollIntoViewIfNeeded()
    await expect.poll(() => cards.first().getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await screenshot(page, '40-listing-cards')
    expect(await violations(page)).toEqual([])
  })

  test('rentals read /month; a listing without photos gets a placeholder, one coming soon a badge; the row scrolls sideways by keyboard on a phone', async () => {
    const rentals = () => server.db.selectFrom('listings').selectAll().where('chatbot_id', '=', server.chatbotId).where('sale_type', '=', 'for_rent')
    const { city } = (await rentals().select((eb) => eb.fn.countAll().as('n')).groupBy('city').orderBy('n', 'desc').executeTakeFirstOrThrow()) as unknown as { city: string }
    const listing = await rentals().where('city', '=', city).orderBy('id', 'desc').executeTakeFirstOrThrow()
    await server.db.updateTable('listings').set({ images: '[]', status: 'PreOnMarket' }).where('id', '=', listing.id).execute()
    const page = await chatPage({ viewport: { width: 390, height: 760 }, reducedMotion: 'reduce', hasTouch: true })
    await ask(page, `Rentals in ${city}`)
    const row = widgetOf(page).answers.last().getByRole('list', { name: 'Homes in this answer' })
    const cards = row.getByRole('listitem')
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2)
    for (const price of await row.locator('.price').allInnerTexts()) expect(price).toMatch(/^\$[\d,]+\/month$/)
    const bare = cards.filter({ has: page.locator(`a[href="${listing.url}"]`) })
    await expect.poll(() => bare.getByRole('img', { name: 'No photo yet' }).count()).toBe(1)
    expect(await bare.locator('.badge').innerText()).toBe('Coming soon')

    // Wider than the screen: the row scrolls, and the keyboard can scroll it.
    const scroll = () => row.evaluate((element) => ({ left: element.scrollLeft, overflow: element.scrollWidth - element.clientWidth }))
    expect((await scroll()).overflow).toBeGreaterThan(100)
    await row.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0)
    await screenshot(page, '41-listing-cards-phone')
    expect(await violations(page)).toEqual([])
  })

  test('"compare the first three" on a phone: a table of the three listings whose cells keep their words whole, scrolling sideways', async () => {
    const page = await chatPage({ viewport: { width: 390, height: 760 }, reducedMotion: 'reduce', hasTouch: true })
    await ask(page, 'Homes in Portland')
    const shown = await widgetOf(page).answers.last().getByRole('list', { name: 'Homes in this answer' }).getByRole('link').allInnerTexts()
    await ask(page, 'Compare the first three')
    const table = widgetOf(page).answers.last().locator('table')
    await expect.poll(() => table.locator('tr').count()).toBe(15)
    const heads = await table.locator('th').allInnerTexts()
    expect(heads.slice(1)).toEqual(shown.slice(0, 3).map((address) => address.split(',')[0]))
    // One word per cell in these rows: each must sit on one line, as tall as a cell of the "Parking" row.
    const heights = (label: string) => table.locator('tr', { has: page.locator(`td:text-is("${label}")`) }).locator('td')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().height)))
    const line = (await heights('Parking'))[0]!
    for (const label of ['Deposit', 'Bedrooms', 'MLS']) expect(await heights(label), label).toEqual([line, line, line, line])
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await screenshot(page, '42-comparison-phone')
  })

  test('"Ask about this home" asks by MLS number; "Schedule a showing" asks in the chat for times, which reach the agents; both are reported', async () => {
    await server.settings({ TalkToHumanEmail: 'agent@example.com' })
    const page = await chatPage()
    await ask(page, 'Homes for sale in Denver')
    const cardsOf = (answer: number) => widgetOf(page).answers.nth(answer).getByRole('list', { name: 'Homes in this answer' }).getByRole('listitem')
    const card = cardsOf(1).first()
    const address = await card.getByRole('link').innerText()
    const mls = new URL((await card.getByRole('link').getAttribute('href'))!).searchParams.get('mls')!
    await card.getByRole('button', { name: 'Ask about this home' }).click()
    const details = (await (await waitForAnswer(page, 2)).innerText()).trim()
    expect(await widgetOf(page).questions.last().innerText()).toBe(`Tell me more about MLS ${mls}`)
    expect(details).toContain(mls)

    await cardsOf(2).first().getByRole('button', { name: 'Schedule a showing' }).click()
    const timesAsked = (await (await waitForAnswer(page, 3)).locator('.md').allInnerTexts()).join(' ')
    expect(await widgetOf(page).questions.last().innerText()).toBe(`I would like to schedule a showing of ${address} (MLS ${mls}).`)
    expect(timesAsked).toContain('Which days and times suit you?')
    const outbox = path.join(server.dataDir, 'outbox')
    const confirmed = await ask(page, 'Saturday morning or Monday after 5 pm', 4)
    expect(confirmed).toContain('I have passed your preferred times')
    expect(confirmed).toContain('What e-mail address or phone number can they reach you at?')
    // The .eml files are quoted-printable: soft line breaks undone.
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '')).filter((mail) => mail.includes('Showing request'))
    expect(mails.some((mail) => mail.includes('Saturday morning or Monday after 5 pm') && mail.includes(mls))).toBe(true)
    const clicks = (await eventsOf(page)).filter(([name]) => name === 'card_click').map(([, detail]) => [detail.action, detail.mlsNumber])
    expect(clicks).toEqual([['ask', mls], ['showing', mls]])
  })

  test('thumbs down with a comment is stored, listed by ChatContentHistory and reported as an event', async () => {
    const page = await chatPage()
    await ask(page, 'What condos do you have in Miami?')
    const answer = widgetOf(page).answers.last()
    await answer.getByRole('button', { name: 'Not helpful' }).click()
    await answer.getByRole('textbox', { name: 'What could be better? (optional)' }).fill('Show me the HOA fees')
    await answer.getByRole('button', { name: 'Send' }).click()
    await answer.getByText('Thanks for your feedback.').waitFor()
    expect(await answer.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true')

    const { workspaceId } = (await findChatbot(server.db, server.chatbotId))!
    const { secretKey } = (await rotateWorkspaceKeys(server.db, workspaceId))!
    const today = new Date().toISOString().slice(0, 10)
    const history = await fetch(`${server.url}/chat/Chatbot/ChatContentHistory`, {
      method: 'POST',
      headers: { authorization: secretKey, 'content-type': 'application/json' },
      body: JSON.stringify({ SerialNumber: server.chatbotId, StartTime: today, EndTime: today })
    }).then((response) => response.json() as Promise<{ Data: { List: { Role: string; Feedback: unknown; MessageID: number }[] } }>)
    const rated = history.Data.List.filter((message) => message.Feedback !== null)
    expect(rated).toHaveLength(1)
    expect(rated[0]).toMatchObject({ Role: 'assistant', Feedback: { Rating: 'down', Comment: 'Show me the HOA fees' } })
    const feedback = (await eventsOf(page)).filter(([name]) => name === 'feedback').map(([, detail]) => detail)
    expect(feedback.at(-1)).toMatchObject({ answerId: rated[0]!.MessageID, rating: 'down', comment: 'Show me the HOA fees' })

    // After a reload the rating is still shown on the answer.
    await page.reload()
    await expect.poll(() => widgetOf(page).answers.last().getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true')
  })

  test('open, message sent, answer shown and close reach Porchlight.on and, opted in, window.dataLayer; a second copy of the script adds no second bubble', async () => {
    const context = await browser.newContext(DESKTOP)
    await context.addInitScript(recordPage)
    const page = await context.newPage()
    const script = `<script src="${server.url}/widget.js" data-chatbot-id="${server.chatbotId}" data-data-layer="true" async></script>`
    await page.route(`${server.url}/twice.html`, (route) => route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': "default-src 'self'" },
      body: `<!doctype html><html lang="en"><title>Twice</title><body><h1>Twice</h1>${script}${script}</body></html>`
    }))
    await page.goto(`${server.url}/twice.html`)
    await widgetOf(page).bubble.waitFor()
    await startChat(page)
    await ask(page, 'Homes for sale in Miami')
    await page.keyboard.press('Escape')
    expect(await page.locator('porchlight-widget').count()).toBe(1)
    const names = (await eventsOf(page)).map(([name]) => name)
    expect(names).toEqual(['open', 'message_sent', 'answer_shown', 'close'])
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; porchlight: { chatbotId: string } }[] }).dataLayer)
    expect(layer.map((entry) => entry.event)).toEqual(expect.arrayContaining(['porchlight_ready', 'porchlight_open', 'porchlight_message_sent', 'porchlight_answer_shown', 'porchlight_close']))
    expect(layer.every((entry) => entry.porchlight.chatbotId === server.chatbotId)).toBe(true)
    expect(await violations(page)).toEqual([])

    // After a reload the stored conversation is not news: no events for it, no unread count,
    // also when the config (and with it the stored history) arrives after the panel.
    await page.route('**/chat/Chatbot/GetConfig', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.reload()
    await widgetOf(page).bubble.click()
    await waitForAnswer(page, 1)
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await eventsOf(page)).map(([name]) => name)).toEqual(['open', 'close'])
    expect(await widgetOf(page).host.locator('.unread').isVisible()).toBe(false)
  })
})
