/**
 * Pages that make life hard for an embedded widget: one under a strict Content-Security-Policy
 * (no inline script or style, no eval), one whose stylesheet unsets and distorts everything.
 */
import type { Browser, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { housePhoto } from '../support/media-files.ts'
import { ask, openDemoPage, screenshot, startChat, widgetOf } from '../support/widget-page.ts'

/** Records every policy violation from the first script on, shadow roots included (the event is composed). */
function recordViolations() {
  const seen: string[] = []
  ;(window as unknown as { violations: string[] }).violations = seen
  addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`), true)
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations)

/** Where the widget's parts are drawn, rounded to whole pixels. */
async function widgetBoxes(page: Page) {
  const widget = widgetOf(page)
  const parts = {
    bubble: widget.bubble,
    dialog: widget.dialog,
    header: widget.dialog.locator('.head'),
    title: widget.dialog.getByRole('heading'),
    welcome: widget.answers.first(),
    question: widget.questions.first(),
    answer: widget.answers.last(),
    messageBox: widget.messageBox,
    attach: widget.dialog.getByRole('button', { name: 'Add images' }),
    send: widget.send
  }
  const boxes: Record<string, number[]> = {}
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox()
    boxes[name] = box ? [box.x, box.y, box.width, box.height].map(Math.round) : []
  }
  return boxes
}

describeInChromium('the widget on hostile pages', () => {
  let server: DemoServer
  let browser: Browser

  useDemoBrowser((started) => ({ server, browser } = started))

  test('under a strict CSP the widget chats and sends an image without a single policy violation', async () => {
    const context = await browser.newContext(DESKTOP)
    await context.addInitScript(recordViolations)
    const page = await context.newPage()
    const response = await page.goto(`${server.url}/strict-csp.html`)
    expect(response!.headers()['content-security-policy']).toMatch(/^default-src 'self';/)
    const widget = widgetOf(page)
    await startChat(page)
    expect(await ask(page, 'Homes for sale in Seattle')).toContain('homes for sale in Seattle')
    // The homes are on the cards, which take the list's place.
    await expect.poll(() => widget.dialog.locator('.card .addr').first().innerText()).toContain('Seattle, WA')

    await widget.dialog.locator('input[type=file]').setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: await housePhoto(browser, server.url) })
    await widget.dialog.getByRole('img', { name: 'house.png' }).waitFor()
    await expect.poll(() => widget.send.isEnabled()).toBe(true)
    await ask(page, 'Anything like this in Portland?', 2)
    await screenshot(page, '17-strict-csp-page')
    expect(await violations(page)).toEqual([])

    // The recorder works: an inline style attribute, which the policy forbids, is reported.
    await page.evaluate(() => document.body.setAttribute('style', 'outline: 1px solid red'))
    await expect.poll(() => violations(page)).toEqual(['style-src-attr inline'])
    await context.close()
  })

  test('a stylesheet that unsets and distorts everything leaves the widget exactly as on a plain page', async () => {
    const measure = async (path: string, shot: string) => {
      const context = await browser.newContext(DESKTOP)
      const page = await context.newPage()
      await openDemoPage(page, server.url + path)
      const widget = await startChat(page)
      await ask(page, 'Rentals in Denver')
      await widget.messageBox.fill('A draft question')
      // The conversation follows the answer to its end (the last frame and the cards' photos included).
      const atEnd = () => page.evaluate(() => {
        const scroller = document.querySelector('porchlight-widget')!.shadowRoot!.querySelector<HTMLElement>('.scroll')!
        return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 1
      })
      await expect.poll(atEnd).toBe(true)
      const boxes = await widgetBoxes(page)
      const looks = await widget.answers.last().evaluate((answer) => {
        const style = getComputedStyle(answer)
        return [style.fontFamily, style.fontSize, style.fontStyle, style.textTransform, style.letterSpacing, style.boxSizing]
      })
      await screenshot(page, shot)
      await context.close()
      return { boxes, looks }
    }
    const plain = await measure('/', '18-plain-page')
    const hostile = await measure('/hostile-css.html', '19-hostile-css-page')
    expect(hostile.looks).toEqual(plain.looks)
    expect(plain.looks.slice(1)).toEqual(['15px', 'normal', 'none', 'normal', 'border-box'])
    for (const [name, box] of Object.entries(plain.boxes)) {
      expect(box.length, `${name} is drawn`).toBe(4)
      const other = hostile.boxes[name]!
      for (let i = 0; i < 4; i++) expect(Math.abs(other[i]! - box[i]!), `${name}: ${other} vs ${box}`).toBeLessThanOrEqual(2)
    }
  })
})
