/**
 * The widget on the demo site as a visitor first meets it: the bubble in the chatbot's color
 * and corner, the panel opened by mouse, keyboard or touch, the welcome message and
 * suggestions, and the privacy notice that comes before the message box.
 */
import type { Browser } from 'playwright-core'
import { expect, test } from 'vitest'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { focusedName, openDemoPage, screenshot, tabTo, widgetOf } from '../support/widget-page.ts'

describeInChromium('the widget on the demo site', () => {
  let server: DemoServer
  let browser: Browser

  useDemoBrowser((started) => ({ server, browser } = started))

  test('the bubble is drawn in the configured color, bottom right, and moves left when ChatBubbleAlign says so', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.teaser.waitFor()
    const box = (await widget.bubble.boundingBox())!
    expect(await widget.bubble.evaluate((bubble) => getComputedStyle(bubble).backgroundColor)).toBe('rgb(14, 116, 144)')
    expect(box.x + box.width).toBeCloseTo(1280 - 20, 0)
    expect(box.y + box.height).toBeCloseTo(800 - 20, 0)
    expect(await widget.teaser.innerText()).toContain('Hi! I can help you find a home.')
    await screenshot(page, '01-home-bubble-and-teaser')

    await server.settings({ ChatBubbleAlign: 1, ChatBubbleColor: 'rgb(180,83,9)' })
    await page.reload()
    // The first paint uses the look remembered from the last visit; GetConfig brings the new one.
    await expect.poll(() => widget.bubble.evaluate((bubble) => getComputedStyle(bubble).backgroundColor)).toBe('rgb(180, 83, 9)')
    const left = (await widget.bubble.boundingBox())!
    expect(left.x).toBeCloseTo(20, 0)
    expect(left.y + left.height).toBeCloseTo(800 - 20, 0)
    await screenshot(page, '02-bubble-left-configured-color')
    await context.close()
  })

  test('a click opens the panel: welcome message and privacy notice first, then suggestions and the message box', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.bubble.click()
    await widget.dialog.waitFor()
    expect(await widget.dialog.getByRole('heading').innerText()).toBe('Harbor & Pine Assistant')
    // The seeded profile picture, served from the chatbot's files.
    const avatar = widget.dialog.locator('.head img.avatar')
    expect(await avatar.getAttribute('src')).toMatch(new RegExp(`^${server.url}/chat/File/\\d+$`))
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(160)
    expect(await widget.log.innerText()).toBe('Hi! I can help you find a home. Ask me about listings by city, price or bedrooms.')
    // Gated: the notice, its link, and no way to write yet.
    expect(await widget.dialog.innerText()).toContain('This chat is answered by an AI assistant.')
    expect(await widget.dialog.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('https://example.com/privacy')
    expect(await widget.messageBox.count()).toBe(0)
    expect(await widget.dialog.getByRole('button', { name: 'Homes for sale in Austin under $600k' }).count()).toBe(0)
    expect(await focusedName(page)).toBe('Accept and chat')
    await screenshot(page, '03-panel-privacy-notice')

    await widget.accept.click()
    await expect.poll(() => focusedName(page)).toBe('Message')
    const chips = widget.dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button')
    expect(await chips.allInnerTexts()).toEqual(['Homes for sale in Austin under $600k', 'Rentals in Seattle with 2 bedrooms', 'What condos do you have in Miami?'])
    expect(await widget.messageBox.getAttribute('placeholder')).toBe('Ask about our listings…')
    await screenshot(page, '04-panel-welcome-and-suggestions')

    // Accepting is remembered: the next page load goes straight to the message box.
    await page.reload()
    await widget.messageBox.waitFor()
    expect(await widget.accept.count()).toBe(0)
    await context.close()
  })

  test('the keyboard opens it (Tab to the bubble, Enter), Escape closes it and gives the focus back to the bubble', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.teaser.waitFor()
    await tabTo(page, 'Open chat')
    await page.keyboard.press('Enter')
    await widget.dialog.waitFor()
    expect(await focusedName(page)).toBe('Accept and chat')
    expect(await widget.bubble.getAttribute('aria-expanded')).toBe('true')

    await page.keyboard.press('Escape')
    await widget.dialog.waitFor({ state: 'hidden' })
    expect(await focusedName(page)).toBe('Open chat')
    await page.keyboard.press('Space')
    await widget.dialog.waitFor()
    await context.close()
  })

  test('once hovered, the closed panel is ready but neither seen, nor reached by Tab, nor in the way of a click on the page', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.teaser.waitFor()
    // Hovering the bubble mounts the panel: closed, it already has its size, for a quick first open.
    await widget.bubble.hover()
    const panel = widget.host.locator('.panel')
    await panel.waitFor({ state: 'attached' })
    const box = await panel.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect()
      return { x: left + width / 2, y: top + height / 2, width, height }
    })
    expect(box).toMatchObject({ width: 380, height: 640 })
    expect(await widget.dialog.count()).toBe(0)
    expect(await panel.isVisible()).toBe(false)
    // What lies under it is the page's.
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, box)).not.toBe('porchlight-widget')
    // Tab from the bubble goes on to the teaser beside it and then leaves the widget, never into the panel.
    await widget.bubble.focus()
    const reached: string[] = []
    for (let press = 0; press < 3; press++) {
      await page.keyboard.press('Tab')
      reached.push(await widget.host.evaluate((host) => host.shadowRoot!.activeElement?.closest('.panel, .teaser')?.className ?? 'outside'))
    }
    expect(reached).toEqual(['teaser', 'teaser', 'outside'])

    await widget.bubble.click()
    await widget.dialog.waitFor()
    expect(await focusedName(page)).toBe('Accept and chat')
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, box)).toBe('porchlight-widget')
    await context.close()
  })

  test('on a 390x844 phone the panel fills the screen and the bubble steps aside', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' })
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await screenshot(page, '05-mobile-home')
    await widget.bubble.tap()
    await widget.dialog.waitFor()
    expect(await widget.dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })
    expect(await widget.bubble.isVisible()).toBe(false)
    await widget.accept.tap()
    await widget.messageBox.waitFor()
    const composer = (await widget.messageBox.boundingBox())!
    expect(composer.y + composer.height).toBeLessThanOrEqual(844)
    await screenshot(page, '06-mobile-full-screen-panel')

    // The on-screen keyboard shrinks the visual viewport (here a zoom does): the panel follows it,
    // so the message box stays above the keyboard.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 })
    const fits = () => widget.dialog.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect()
      return [Math.round(box.top), Math.round(box.height)].join(' ') === [Math.round(visualViewport!.offsetTop), Math.round(visualViewport!.height)].join(' ')
    })
    await expect.poll(fits).toBe(true)
    expect(await widget.dialog.evaluate((dialog) => Math.round(dialog.getBoundingClientRect().height))).toBe(422)
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 })
    await expect.poll(() => widget.dialog.evaluate((dialog) => Math.round(dialog.getBoundingClientRect().height))).toBe(844)

    await widgetOf(page).dialog.getByRole('button', { name: 'Close chat' }).tap()
    await widget.dialog.waitFor({ state: 'hidden' })
    expect(await widget.bubble.isVisible()).toBe(true)
    await context.close()
  })
})
