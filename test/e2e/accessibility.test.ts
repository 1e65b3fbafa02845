/**
 * axe-core in real Chromium, injected into the page: no violation of any impact in each state
 * a visitor meets, with the widget in its shadow root on the demo page. Also the keyboard:
 * Tab stays inside the open dialog, and the conversation scrolls by keyboard.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { PNG } from '../support/chat-helpers.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser, useFakeModelDemo } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import type { FakeOpenAI } from '../support/fake-openai.ts'
import { ask, focusedName, openDemoPage, startChat, widgetOf } from '../support/widget-page.ts'

/**
 * Every axe violation on the page now. The demo page's own suggestion buttons (white on its
 * teal band: a host-page matter, not the widget's) are left out.
 */
const violations = (page: Page, rules?: string[]) => axeViolations(page, ['.asks'], rules)

/** The phone of the issue, and the desktop window at 200% and 400% zoom (its CSS pixels). */
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' }
const ZOOM_200: BrowserContextOptions = { viewport: { width: 640, height: 360 }, deviceScaleFactor: 2, reducedMotion: 'reduce' }
const ZOOM_400: BrowserContextOptions = { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4, reducedMotion: 'reduce' }

describeInChromium('accessibility (axe-core, keyboard, reflow)', () => {
  let server: DemoServer
  let browser: Browser
  useDemoBrowser((started) => ({ server, browser } = started))

  async function pageWith(options: BrowserContextOptions = DESKTOP) {
    const context = await browser.newContext({ ...options, bypassCSP: true })
    // Chromium's fake microphone (see launchBrowser) with the permission already given.
    await context.grantPermissions(['microphone'], { origin: server.url })
    return { page: await context.newPage(), done: () => context.close() }
  }

  test('bubble closed, privacy notice, welcome and suggestions, answered: no violations', async () => {
    const { page, done } = await pageWith()
    const widget = await openDemoPage(page, server.url)
    expect(await violations(page), 'bubble closed').toEqual([])
    await widget.bubble.click()
    await widget.accept.waitFor()
    expect(await violations(page), 'privacy notice').toEqual([])
    await widget.accept.click()
    await widget.messageBox.waitFor()
    expect(await violations(page), 'welcome and suggestions').toEqual([])
    await ask(page, 'Homes in Austin')
    expect(await violations(page), 'answered').toEqual([])
    await done()
  })

  /** Mid-tones that fail 4.5:1 as text on white (the teal among them) and a pale one; the colour test checks 4,096 more. */
  const COLOURS = ['rgb(0,160,200)', 'rgb(255,200,0)', 'rgb(255,105,180)', 'rgb(240,240,240)']

  test.each(COLOURS)('ChatBubbleColor %s: text in it meets 4.5:1 in every state (notice and its link, suggestions, cards)', async (color) => {
    await server.settings({ ChatBubbleColor: color })
    const { page, done } = await pageWith()
    const widget = await openDemoPage(page, server.url)
    await widget.bubble.click()
    await widget.accept.waitFor()
    expect(await violations(page, ['color-contrast']), 'privacy notice').toEqual([])
    await widget.accept.click()
    await widget.messageBox.waitFor()
    expect(await violations(page, ['color-contrast']), 'welcome and suggestions').toEqual([])
    await ask(page, 'Homes in Austin')
    await widget.dialog.locator('.card .addr').first().waitFor()
    expect(await violations(page, ['color-contrast']), 'answered, with cards').toEqual([])
    await done()
  })

  test('image attached and voice recording: no violations', async () => {
    const { page, done } = await pageWith()
    await openDemoPage(page, server.url)
    const widget = await startChat(page)
    await widget.dialog.locator('input[type=file]').setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: PNG })
    const thumbnail = widget.dialog.getByRole('img', { name: 'house.png' })
    await thumbnail.waitFor()
    await widget.dialog.getByRole('progressbar').waitFor({ state: 'detached' })
    expect(await widget.send.isDisabled(), 'an uploaded image can be sent').toBe(false)
    expect(await violations(page), 'image attached').toEqual([])
    await widget.dialog.getByRole('button', { name: /^Remove/ }).click()
    await thumbnail.waitFor({ state: 'detached' })

    const mic = widget.dialog.getByRole('button', { name: 'Hold to talk' })
    const box = (await mic.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await expect.poll(() => widget.dialog.getByRole('status').allInnerTexts()).toContainEqual(expect.stringContaining('Release to send'))
    expect(await mic.getAttribute('aria-pressed')).toBe('true')
    expect(await violations(page), 'voice recording').toEqual([])
    await page.keyboard.press('Escape')
    await page.mouse.up()
    await done()
  })

  test.each([
    ['phone', PHONE],
    ['200% zoom', ZOOM_200],
    ['400% zoom', ZOOM_400]
  ] as const)('%s: no violations, the message box and Send on screen, the conversation scrolls by keyboard', async (_name, options) => {
    const { page, done } = await pageWith(options)
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    await ask(page, 'Homes in Austin')
    expect(await violations(page)).toEqual([])
    const viewport = page.viewportSize()!
    for (const part of [widget.messageBox, widget.send]) {
      const box = (await part.boundingBox())!
      expect(box.y + box.height, 'bottom edge on screen').toBeLessThanOrEqual(viewport.height + 0.5)
      expect(box.x + box.width, 'right edge on screen').toBeLessThanOrEqual(viewport.width + 0.5)
      expect(box.y).toBeGreaterThanOrEqual(0)
    }
    const conversation = widget.dialog.getByRole('group', { name: 'Conversation' })
    await conversation.focus()
    const top = () => conversation.evaluate((element) => element.scrollTop)
    await conversation.evaluate((element) => (element.scrollTop = 0))
    const before = await top()
    await page.keyboard.press('PageDown')
    await expect.poll(top).toBeGreaterThan(before)
    await done()
  })

  test('in a forced-colours (contrast) theme the bubble keeps a visible icon and edge, open and closed', async () => {
    const { page, done } = await pageWith({ ...DESKTOP, forcedColors: 'active' })
    const widget = await openDemoPage(page, server.url)
    const look = () =>
      widget.bubble.evaluate((bubble) => {
        const [own, icon] = [getComputedStyle(bubble), getComputedStyle(bubble, '::before')]
        return { background: own.backgroundColor, icon: icon.backgroundColor, iconShown: icon.display !== 'none', edge: `${own.borderTopWidth} ${own.borderTopStyle}` }
      })
    const closed = await look()
    expect(closed.iconShown).toBe(true)
    expect(closed.icon).not.toBe(closed.background)
    expect(closed.edge).toBe('2px solid')
    await widget.bubble.click()
    await widget.accept.waitFor()
    const open = await look()
    expect(open.iconShown).toBe(true)
    expect(open.icon).not.toBe(open.background)
    await done()
  })

  test('Tab stays inside the open dialog', async () => {
    const { page, done } = await pageWith()
    await openDemoPage(page, server.url)
    await startChat(page)
    const seen = new Set<string>()
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => document.activeElement?.tagName === 'PORCHLIGHT-WIDGET')
      expect(inside, `after ${press + 1} presses the focus left the dialog for ${await focusedName(page)}`).toBe(true)
      seen.add(await focusedName(page))
    }
    expect(seen.has('Message')).toBe(true)
    await done()
  })

  test('talk-to-a-person form and rate-limit notice: no violations', async () => {
    await server.settings({ TalkToHumanEmail: 'team@example.com', RateLimitCount: 1, RateLimitTime: 120, RateLimitMessage: 'Please wait a little.' })
    const { page, done } = await pageWith()
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    // The limit counts per client IP too, and earlier tests may have asked from the same one:
    // the first or the second question meets it.
    for (let sent = 0; sent < 2 && !(await widget.alert.count()); sent++) {
      const answered = await widget.answers.count()
      await widget.messageBox.fill(`Homes in Denver, take ${sent + 1}`)
      await widget.messageBox.press('Enter')
      const settled = async () => (await widget.alert.count()) > 0 || ((await widget.answers.count()) > answered && (await widget.dialog.locator('.draft').count()) === 0)
      await expect.poll(settled, { timeout: 20_000 }).toBe(true)
    }
    await widget.alert.waitFor()
    expect(await violations(page), 'rate-limit notice').toEqual([])
    await widget.dialog.getByRole('button', { name: 'Talk to a person' }).click()
    await widget.dialog.getByRole('textbox', { name: 'Your name' }).waitFor()
    expect(await violations(page), 'talk-to-a-person form').toEqual([])
    await done()
  })

  test('refused domain: the widget is hidden, and leaves no violations behind', async () => {
    await server.settings({ VerifyDomain: true, Domains: 'elsewhere.example' })
    const { page, done } = await pageWith()
    await page.goto(server.url.replace('127.0.0.1', 'localhost'))
    await expect.poll(() => widgetOf(page).host.getAttribute('data-refused')).toBe('')
    expect(await widgetOf(page).bubble.isVisible()).toBe(false)
    expect(await violations(page)).toEqual([])
    await done()
  })
})

describeInChromium('accessibility while an answer streams (axe-core)', () => {
  let fake: FakeOpenAI
  let server: DemoServer
  let browser: Browser

  useFakeModelDemo((started) => ({ server, browser, fake } = started))

  test('an answer in progress (its first words shown, Stop offered): no violations', async () => {
    let finish!: () => void
    const held = new Promise<void>((resolve) => (finish = resolve))
    fake.script({
      content: ['Three homes in **Austin** match:\n\n- [4 Oak Lane](https://example.com/oak), 3 beds\n', async () => (await held, '- 9 Elm Street, 2 beds')],
      usage: { prompt_tokens: 1, completion_tokens: 1 }
    })
    const context = await browser.newContext({ ...DESKTOP, bypassCSP: true })
    const page = await context.newPage()
    await openDemoPage(page, server.url)
    const widget = await startChat(page)
    await widget.messageBox.fill('Homes in Austin')
    await widget.messageBox.press('Enter')
    await expect.poll(() => widget.draft.innerText()).toContain('4 Oak Lane')
    expect(await widget.stop.isVisible()).toBe(true)
    expect(await violations(page), 'streaming').toEqual([])
    finish()
    await widget.dialog.locator('.draft').waitFor({ state: 'detached' })
    await context.close()
  })
})
