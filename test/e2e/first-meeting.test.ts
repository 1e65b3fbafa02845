/**
 * What a visitor meets first, at a laptop's 1280×800 and a phone's 390×844: an answer with
 * cards reads as one thing (the cards take the place of the list they show, in a row as wide
 * as the panel with arrows), a photo that fails to load falls back to the placeholder, and the
 * header keeps a long name readable down to 320 px with talk to a person labelled.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { ask, openDemoPage, screenshot, startChat, widgetOf } from '../support/widget-page.ts'

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', hasTouch: true }
const SIZES = [['desktop', DESKTOP], ['phone', PHONE]] as const

describeInChromium('what a visitor meets first', () => {
  let server: DemoServer
  let browser: Browser
  useDemoBrowser((started) => ({ server, browser } = started))

  async function chatPage(options: BrowserContextOptions): Promise<Page> {
    const page = await (await browser.newContext(options)).newPage()
    await openDemoPage(page, server.url)
    await startChat(page)
    return page
  }

  for (const [size, options] of SIZES) {
    test(`${size}: the cards take the place of the list they show, in a row as wide as the panel that shows it scrolls`, async () => {
      const page = await chatPage(options)
      const text = await ask(page, 'Homes for sale in Austin')
      const answer = widgetOf(page).answers.last()
      const row = answer.getByRole('list', { name: 'Homes in this answer' })
      const cards = row.getByRole('listitem')
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(3)
      // The text says what was found and what to do next; no home is listed twice.
      expect(await answer.locator('.md li').count()).toBe(0)
      expect(text).toMatch(/Austin/)
      for (const link of await cards.getByRole('link').all()) expect(text).not.toContain(new URL((await link.getAttribute('href'))!).searchParams.get('mls')!)

      // As wide as the conversation, inside the screen; the next card peeks in.
      const box = (await row.boundingBox())!
      const conversation = (await widgetOf(page).dialog.getByRole('group', { name: 'Conversation' }).boundingBox())!
      expect(box.width).toBeGreaterThanOrEqual(conversation.width - 30)
      expect(box.x + box.width).toBeLessThanOrEqual(options.viewport!.width)
      const second = (await cards.nth(1).boundingBox())!
      expect(second.x).toBeLessThan(box.x + box.width - 40)

      // An arrow shows there is more; by keyboard it scrolls, and then the way back shows too.
      const next = answer.getByRole('button', { name: 'More homes' })
      expect(await next.isVisible()).toBe(true)
      expect(await answer.getByRole('button', { name: 'Previous homes' }).count()).toBe(0)
      await screenshot(page, `50-answer-cards-${size}`)
      await next.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100)
      await answer.getByRole('button', { name: 'Previous homes' }).waitFor()
      await page.context().close()
    })

    test(`${size}: a photo that fails to load shows the same placeholder as a listing without photos`, async () => {
      const listing = await server.db.selectFrom('listings').selectAll().where('chatbot_id', '=', server.chatbotId)
        .where('city', '=', 'Denver').where('sale_type', '=', 'for_sale').orderBy('id').executeTakeFirstOrThrow()
      await server.db.updateTable('listings').set({ images: JSON.stringify([`${server.url}/photos/expired-${size}.jpg`]) }).where('id', '=', listing.id).execute()
      const page = await chatPage(options)
      await ask(page, `Tell me about MLS ${listing.mls_number}`)
      const card = widgetOf(page).answers.last().getByRole('listitem').filter({ has: page.locator(`a[href="${listing.url}"]`) })
      await expect.poll(() => card.getByRole('img', { name: 'No photo yet' }).count()).toBe(1)
      expect(await card.locator('img').count()).toBe(0)
      await page.context().close()
    })
  }

  for (const [size, options] of SIZES) {
    test(`${size}: a Spanish browser, where the owner wrote no texts, meets the widget in Spanish, the feedback placeholder whole, the cards' words Spanish`, async () => {
      await server.settings({ WelcomeMessage: '', UserInputPlaceholder: '', SuggestedMessage: '', TalkToHumanEmail: 'agent@example.com' })
      const page = await (await browser.newContext({ ...options, locale: 'es-ES' })).newPage()
      const widget = await openDemoPage(page, server.url)
      await widget.bubble.click()
      await widget.dialog.getByRole('button', { name: 'Aceptar y chatear' }).click()
      const box = widget.dialog.getByRole('textbox', { name: 'Mensaje' })
      await box.waitFor()
      expect(await box.getAttribute('placeholder')).toBe('Mensaje')
      expect(await widget.dialog.getByRole('button', { name: 'Hablar con una persona' }).innerText()).toBe('Hablar con una persona')
      await box.fill('Viviendas en venta en Miami')
      await box.press('Enter')
      const answer = widget.answers.last()
      await answer.getByRole('button', { name: 'No útil' }).click()
      const comment = answer.getByRole('textbox', { name: '¿Qué podría mejorar? (opcional)' })
      await comment.waitFor()
      expect(await comment.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span')
        probe.style.font = getComputedStyle(input).font
        probe.textContent = input.placeholder
        document.body.append(probe)
        const needed = probe.getBoundingClientRect().width
        probe.remove()
        return needed <= input.clientWidth
      })).toBe(true)
      // The cards name the type, the rooms and the area in Spanish too.
      const facts = await answer.getByRole('list', { name: 'Viviendas en esta respuesta' }).locator('.facts').allInnerTexts()
      expect(facts.length).toBeGreaterThan(0)
      for (const line of facts) expect(line).toMatch(/^(?:Casa|Condominio|Casa adosada|Apartamento|Multifamiliar) · \d+ hab\. · [\d.]+ baños · [\d,]+ pies²$/)
      await screenshot(page, `52-spanish-${size}`)
      await page.context().close()
    })
  }

  test('at 320 px the header keeps a long name whole on two lines; talk to a person is a labelled button, the icons have tooltips', async () => {
    await server.settings({ Name: 'Harbor & Pine Realty Assistant', TalkToHumanEmail: 'agent@example.com' })
    const page = await chatPage({ viewport: { width: 320, height: 640 }, reducedMotion: 'reduce', hasTouch: true })
    await ask(page, 'Homes for sale in Miami')
    const title = widgetOf(page).dialog.getByRole('heading', { name: 'Harbor & Pine Realty Assistant' })
    const fits = await title.evaluate((element) => ({ whole: element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1, lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)) }))
    expect(fits).toEqual({ whole: true, lines: 2 })
    const human = widgetOf(page).dialog.getByRole('button', { name: 'Talk to a person' })
    expect(await human.innerText()).toBe('Talk to a person')
    for (const name of ['Clear conversation', 'Close chat']) {
      const button = widgetOf(page).dialog.getByRole('button', { name, exact: true })
      expect(await button.getAttribute('title'), name).toBe(name)
    }
    await screenshot(page, '51-header-320')
    await human.click()
    await widgetOf(page).dialog.getByRole('textbox', { name: 'Your name' }).waitFor()
    await page.context().close()
  })
})
