/**
 * The owner's limits as a visitor meets them: the rate-limit message after the configured
 * number of messages, and domain verification refusing a site that is not allowed (no bubble,
 * one console message for the owner) while an allowed one chats normally. The other sites are served from other loopback addresses
 * (127.0.0.2, 127.0.0.3): different origins that embed the widget from the main server.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { expect, test } from 'vitest'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { ask, openDemoPage, screenshot, startChat, waitForAnswer, widgetOf } from '../support/widget-page.ts'

/** A customer's site on another origin: one page that embeds the widget with the one script tag. */
async function customerSite(host: string, widgetServer: string, chatbotId: string): Promise<{ url: string; close(): Promise<void> }> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A customer site on ${host}</title></head>
<body><h1>A customer site on ${host}</h1><p>It embeds the Harbor &amp; Pine chat from another origin.</p>
<script src="${widgetServer}/widget.js" data-chatbot-id="${chatbotId}" async></script></body></html>`
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page))
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}

describeInChromium('limits and domains', () => {
  let server: DemoServer
  let browser: Browser

  useDemoBrowser((started) => ({ server, browser } = started))

  // First in this file: the limit also counts per client IP, and every test here is 127.0.0.1.
  test('after RateLimitCount messages the next one gets RateLimitMessage, a countdown and no answer', async () => {
    await server.settings({ RateLimitCount: 2, RateLimitTime: 120, RateLimitMessage: 'Easy there! You can ask again in a couple of minutes.' })
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    await ask(page, 'Rentals in Austin', 1)
    await ask(page, 'Rentals in Denver', 2)
    expect(await widget.alert.count()).toBe(0)

    await widget.messageBox.fill('Homes in Miami')
    await widget.messageBox.press('Enter')
    await widget.alert.waitFor()
    const notice = await widget.alert.innerText()
    expect(notice).toContain('Easy there! You can ask again in a couple of minutes.')
    const seconds = Number(/You can send again in (\d+) s\./.exec(notice)?.[1])
    expect(seconds).toBeGreaterThan(100)
    expect(seconds).toBeLessThanOrEqual(120)
    expect(await widget.alert.getByRole('button', { name: 'Retry' }).isDisabled()).toBe(true)
    expect(await widget.send.isDisabled()).toBe(true)
    // Two answers and the welcome message: the third question got none.
    expect(await widget.answers.count()).toBe(3)
    await screenshot(page, '16-rate-limit-message')
    await context.close()
  })

  test('with VerifyDomain on, a site that is not in Domains shows no bubble and tells its console why; an allowed one chats', async () => {
    const [allowed, refused] = await Promise.all([customerSite('127.0.0.2', server.url, server.chatbotId), customerSite('127.0.0.3', server.url, server.chatbotId)])
    try {
      await server.settings({ VerifyDomain: true, Domains: '127.0.0.2' })
      const context = await browser.newContext(DESKTOP)

      // The refused site shows no bubble at all; its console tells the owner which setting to change, once.
      for (const viewport of [DESKTOP.viewport!, { width: 390, height: 844 }]) {
        const outsider = await context.newPage()
        await outsider.setViewportSize(viewport)
        const said: string[] = []
        outsider.on('console', (message) => message.text().startsWith('Porchlight') && said.push(`${message.type()}: ${message.text()}`))
        await outsider.goto(refused.url)
        const blocked = widgetOf(outsider)
        await expect.poll(() => said).toHaveLength(1)
        expect(said[0]).toBe(`error: Porchlight: the chat is hidden because this site (${new URL(refused.url).host}) is not in the chatbot's Domains setting, and VerifyDomain is on. Add 127.0.0.3 to Domains, or turn VerifyDomain off.`)
        await expect.poll(() => blocked.bubble.isVisible()).toBe(false)
        expect(await blocked.dialog.count()).toBe(0)
        await screenshot(outsider, `20-refused-domain-${viewport.width}`)
      }

      const customer = await context.newPage()
      const widget = await openDemoPage(customer, allowed.url)
      await startChat(customer)
      await widget.messageBox.fill('Homes for sale in San Diego')
      await widget.messageBox.press('Enter')
      expect(await (await waitForAnswer(customer, 1)).innerText()).toContain('San Diego, CA')
      expect(await widget.alert.count()).toBe(0)
      await screenshot(customer, '21-allowed-domain')
      await context.close()
    } finally {
      await Promise.all([allowed.close(), refused.close()])
    }
  })
})
