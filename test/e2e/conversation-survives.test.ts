/**
 * A conversation that survives: an answer goes on through a reload and a lost connection,
 * two tabs of one visitor show the same conversation live, an answer that arrives unseen is
 * announced on the bubble and in the tab title, and a message written offline waits and goes
 * out when the connection is back. Slow answers come from a fake OpenAI-compatible model
 * speaking the real streaming protocol; the rest from the built-in assistant.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEASER_DELAY_MS } from '../../src/core/teaser.ts'
import { startFakeOpenAI, type FakeOpenAI, type FakeTurn } from '../support/fake-openai.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { openDemoPage, screenshot, startChat, waitForAnswer, widgetOf } from '../support/widget-page.ts'

const WORDS = Array.from({ length: 40 }, (_, i) => `palabra${i} `)
const FULL = WORDS.join('').trim()

/**
 * The element's text now, or '' while it is not there: inside expect.poll, where a plain
 * innerText() would wait for the element past the poll's own timeout instead of failing it.
 */
const textNow = (locator: Locator) => locator.innerText({ timeout: 200 }).catch(() => '')

describeInChromium('a conversation that survives', () => {
  let server: DemoServer
  let browser: Browser
  let fake: FakeOpenAI
  beforeAll(async () => {
    fake = await startFakeOpenAI()
  })
  afterAll(() => fake?.close())
  useDemoBrowser((started) => ({ server, browser } = started), () => ({ openaiBaseUrl: fake.baseUrl, openaiApiKey: 'sk-test', openaiModels: ['fake-model'] }))

  /** The demo chatbot answers with the fake model, slowly: 40 words over about three seconds. */
  async function slowAnswers(content: FakeTurn['content']) {
    fake.reset()
    fake.script({ content, chunkDelayMs: 70 })
    await server.settings({ Model: 'fake-model' })
  }

  /** The answer routes a page calls, in order. */
  function answerCalls(page: Page): string[] {
    const calls: string[] = []
    page.on('request', (request) => {
      const route = /\/chat\/Chat\/(ClientAsk|ResumeAnswer|StopAnswer)$/.exec(request.url())?.[1]
      if (route) calls.push(route)
    })
    return calls
  }

  async function send(page: Page, text: string) {
    const widget = widgetOf(page)
    await widget.messageBox.fill(text)
    await widget.messageBox.press('Enter')
  }

  /**
   * A visitor five words into a slow answer that the model holds there until `goOn` is called,
   * so the test acts mid-answer however slow the machine is; with the answer routes its page calls.
   */
  async function midAnswer() {
    const { content, goOn } = heldAfterFiveWords()
    await slowAnswers(content)
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const calls = answerCalls(page)
    await openDemoPage(page, server.url)
    await startChat(page)
    await send(page, 'Cuéntame todo')
    await expect.poll(() => textNow(widgetOf(page).draft), { timeout: 10_000 }).toContain('palabra4')
    return { context, page, calls, goOn }
  }

  /** The slow answer's words, held after the fifth until `goOn` is called. */
  function heldAfterFiveWords() {
    let goOn!: () => void
    const held = new Promise<string>((resolve) => (goOn = () => resolve(WORDS[5]!)))
    return { content: [...WORDS.slice(0, 5), () => held, ...WORDS.slice(6)], goOn }
  }

  /** The stored messages of the demo chatbot's newest session. */
  async function storedConversation() {
    const session = await server.db.selectFrom('chat_sessions').select('id').where('chatbot_id', '=', server.chatbotId).orderBy('id', 'desc').executeTakeFirstOrThrow()
    return server.db.selectFrom('messages').select(['role', 'content', 'interrupted', 'answer_state']).where('session_id', '=', session.id).orderBy('id').execute()
  }

  test('a reload in the middle of an answer continues the same answer where it was', async () => {
    const { context, page, calls, goOn } = await midAnswer()
    await page.reload()
    // The panel is open again by itself, as it was.
    // Still being written after the reload: the draft shows what was written, and grows on to the end.
    await expect.poll(() => textNow(widgetOf(page).draft), { timeout: 10_000 }).toContain('palabra4')
    await screenshot(page, '42-resumed-after-reload')
    goOn()
    expect((await (await waitForAnswer(page, 1)).innerText()).trim()).toBe(FULL)
    expect(await widgetOf(page).questions.allInnerTexts()).toEqual(['Cuéntame todo'])
    expect(await storedConversation()).toEqual([
      { role: 'user', content: 'Cuéntame todo', interrupted: 0, answer_state: 'done' },
      { role: 'assistant', content: WORDS.join(''), interrupted: 0, answer_state: 'done' }
    ])
    expect(fake.requests).toHaveLength(1)
    expect(calls).toEqual(['ClientAsk', 'ResumeAnswer'])
    await context.close()
  })

  test('a lost connection in the middle of an answer picks it up again when the network is back', async () => {
    const { context, page, calls, goOn } = await midAnswer()
    // The network goes: the browser is offline and the open stream is cut.
    await context.setOffline(true)
    server.app.server.closeAllConnections()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    await context.setOffline(false)
    goOn()
    expect((await (await waitForAnswer(page, 1)).innerText()).trim()).toBe(FULL)
    expect(await widgetOf(page).alert.count()).toBe(0)
    expect(fake.requests).toHaveLength(1)
    // The stream broke and the answer was followed again (tries while offline fail before they leave the browser).
    expect(calls[0]).toBe('ClientAsk')
    expect(calls.slice(1)).toContain('ResumeAnswer')
    await context.close()
  })

  test('Stop ends the answer where it is, at the server too: what was written stays, marked stopped, and nothing brings more', async () => {
    const { context, page, calls, goOn } = await midAnswer()
    const widget = widgetOf(page)
    await widget.stop.click()
    const written = WORDS.slice(0, 5).join('')
    const answer = await waitForAnswer(page, 1)
    expect(await answer.innerText()).toBe(`${written.trim()}\n\nStopped.`)
    await expect.poll(() => widget.send.isVisible()).toBe(true)
    await screenshot(page, '09-answer-stopped')
    await expect.poll(async () => (await storedConversation()).at(-1)).toEqual({ role: 'assistant', content: written, interrupted: 1, answer_state: 'stopped' })
    // The model going on reaches neither the page nor the database.
    goOn()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await answer.innerText()).toBe(`${written.trim()}\n\nStopped.`)
    expect((await storedConversation()).at(-1)!.content).toBe(written)
    await page.reload()
    expect((await (await waitForAnswer(page, 1)).innerText()).trim()).toBe(`${written.trim()}\n\nStopped.`)
    expect(calls).toEqual(['ClientAsk', 'StopAnswer'])
    await context.close()
  })

  test('after a reload, Stop still stops the answer being followed, at the server', async () => {
    const { context, page, calls, goOn } = await midAnswer()
    await page.reload()
    await expect.poll(() => textNow(widgetOf(page).draft), { timeout: 10_000 }).toContain('palabra4')
    await widgetOf(page).stop.click()
    await expect.poll(async () => (await storedConversation()).at(-1)?.answer_state).toBe('stopped')
    goOn()
    expect(calls).toEqual(['ClientAsk', 'ResumeAnswer', 'StopAnswer'])
    await context.close()
  })

  test('two tabs of one visitor show the same conversation live, the streamed answer included', async () => {
    // Each answer is held after five words until the other tabs have seen it being written.
    const firstAnswer = heldAfterFiveWords()
    await slowAnswers(firstAnswer.content)
    const context: BrowserContext = await browser.newContext(DESKTOP)
    const first = await context.newPage()
    await openDemoPage(first, server.url)
    await startChat(first)
    const second = await context.newPage()
    await openDemoPage(second, `${server.url}/listings.html`)
    await widgetOf(second).bubble.click()
    await widgetOf(second).messageBox.waitFor()

    await send(first, 'Cuéntame todo')
    await expect.poll(() => widgetOf(second).questions.allInnerTexts()).toEqual(['Cuéntame todo'])
    // The other tab shows the answer while it is being written, not only once it is done.
    await expect.poll(() => textNow(widgetOf(second).draft), { timeout: 10_000 }).toContain('palabra4')
    firstAnswer.goOn()
    expect((await (await waitForAnswer(second, 1)).innerText()).trim()).toBe(FULL)
    expect((await (await waitForAnswer(first, 1)).innerText()).trim()).toBe(FULL)

    // A tab opened in the middle of an answer joins it, and every tab ends with it once.
    const secondAnswer = heldAfterFiveWords()
    fake.script({ content: secondAnswer.content, chunkDelayMs: 70 })
    await send(second, 'Otra vez')
    await expect.poll(() => textNow(widgetOf(first).draft), { timeout: 10_000 }).toContain('palabra4')
    const third = await context.newPage()
    await openDemoPage(third, server.url)
    await widgetOf(third).bubble.click()
    await expect.poll(() => textNow(widgetOf(third).draft), { timeout: 10_000 }).toContain('palabra4')
    secondAnswer.goOn()
    for (const page of [first, second, third]) {
      await waitForAnswer(page, 2)
      expect(await widgetOf(page).questions.allInnerTexts()).toEqual(['Cuéntame todo', 'Otra vez'])
      expect((await widgetOf(page).answers.allInnerTexts()).slice(1).map((text) => text.trim())).toEqual([FULL, FULL])
    }
    await context.close()
  })

  for (const [size, viewport] of [['desktop', DESKTOP.viewport!], ['phone', { width: 390, height: 844 }]] as const) {
    test(`${size}: another page of the site finds the panel open as it was: scrolled where it was, the unsent text still there`, async () => {
      const context = await browser.newContext({ ...DESKTOP, viewport })
      await context.addInitScript(() => {
        const listen = () => {
          const api = (window as unknown as { Porchlight?: { on?: (name: string, handler: () => void) => void } }).Porchlight
          if (!api?.on) return void setTimeout(listen, 20)
          api.on('ready', () => Object.assign(window, { widgetReady: true }))
        }
        listen()
      })
      const page = await context.newPage()
      const widget = await openDemoPage(page, server.url)
      await startChat(page)
      await send(page, 'Homes for sale in Austin')
      await waitForAnswer(page, 1)
      await send(page, 'Rentals in Seattle')
      await waitForAnswer(page, 2)
      const scroller = widget.dialog.getByRole('group', { name: 'Conversation' })
      await scroller.evaluate((element) => element.scrollTo({ top: 150 }))
      await widget.messageBox.fill('Do any of them have a pool?')
      await page.goto(`${server.url}/listings.html`)
      await widget.dialog.waitFor()
      await expect.poll(() => widget.messageBox.inputValue()).toBe('Do any of them have a pool?')
      await expect.poll(() => scroller.evaluate((element) => Math.round(element.scrollTop))).toBe(150)
      expect(await widget.questions.allInnerTexts()).toEqual(['Homes for sale in Austin', 'Rentals in Seattle'])
      // Closed, it stays closed on the next page.
      await page.keyboard.press('Escape')
      await widget.dialog.waitFor({ state: 'hidden' })
      await page.getByRole('link', { name: 'Home', exact: true }).first().click()
      await page.waitForURL(`${server.url}/`)
      // The widget has its settings (so it has long read what the last page left): still closed.
      await page.waitForFunction(() => (window as unknown as { widgetReady?: boolean }).widgetReady)
      expect(await widget.dialog.isVisible()).toBe(false)
      await context.close()
    })
  }

  test('an answer that finishes while the visitor goes to another page with the panel closed shows there as unread', async () => {
    const { context, page, goOn } = await midAnswer()
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'Listings', exact: true }).first().click()
    await page.waitForURL('**/listings.html')
    goOn()
    const widget = widgetOf(page)
    const badge = widget.host.locator('.unread')
    await expect.poll(() => badge.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await badge.innerText()).toBe('1')
    expect(await widget.dialog.isVisible()).toBe(false)
    await widget.bubble.click()
    expect((await (await waitForAnswer(page, 1)).innerText()).trim()).toBe(FULL)
    await context.close()
  })

  test('an answer that arrives with the panel closed puts a count on the bubble; in a hidden tab the title says so', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    const title = await page.title()
    await startChat(page)
    await send(page, 'Homes for sale in Miami')
    await page.keyboard.press('Escape')
    const badge = widget.host.locator('.unread')
    await expect.poll(() => badge.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await badge.innerText()).toBe('1')
    expect(await badge.getAttribute('aria-label')).toBe('1 new')
    expect(await widget.bubble.getAttribute('aria-describedby')).toBe('pl-unread')
    await screenshot(page, '43-unread-badge')
    await widget.bubble.click()
    await expect.poll(() => badge.isVisible()).toBe(false)

    const setHidden = (hidden: boolean) => page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value })
      document.dispatchEvent(new Event('visibilitychange'))
    }, hidden)
    await setHidden(true)
    await send(page, 'Condos in Miami')
    await waitForAnswer(page, 2)
    await expect.poll(() => page.title()).toBe(`(1) New answer · ${title}`)
    await setHidden(false)
    await expect.poll(() => page.title()).toBe(title)
    await context.close()
  })

  test('the teaser appears beside the bubble a moment after the page loads; once closed, this visitor does not see it again', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await widget.teaser.waitFor()
    const shownAt = await page.evaluate(() => performance.now())
    expect(shownAt).toBeGreaterThanOrEqual(TEASER_DELAY_MS)
    expect(await widget.teaser.innerText()).toContain('Hi! I can help you find a home.')
    await widget.teaser.getByRole('button', { name: 'Dismiss' }).click()
    await widget.teaser.waitFor({ state: 'detached' })
    await page.reload()
    // The panel is loaded and has its settings (the chat opens on the welcome message) ...
    await widget.bubble.click()
    await widget.dialog.waitFor()
    await page.keyboard.press('Escape')
    await widget.dialog.waitFor({ state: 'hidden' })
    // ... and well past the delay there is still no teaser for this visitor.
    await page.waitForFunction((delay) => performance.now() > delay + 1000, TEASER_DELAY_MS)
    expect(await widget.teaser.count()).toBe(0)
    await context.close()
  })

  test('a message written offline is shown as waiting and sent when the connection returns', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const widget = await openDemoPage(page, server.url)
    await startChat(page)
    await context.setOffline(true)
    await send(page, 'Homes for sale in Denver')
    const question = widget.questions.last()
    await expect.poll(() => textNow(question)).toContain('You are offline.')
    expect(await question.innerText()).toContain('Homes for sale in Denver')
    await screenshot(page, '44-offline-waiting')
    // The note is the widget's decision to hold the message: it was queued, not sent.
    expect(await widget.answers.count()).toBe(1) // the welcome message only

    await context.setOffline(false)
    expect(await (await waitForAnswer(page, 1)).innerText()).toContain('Denver')
    expect(await question.innerText()).toBe('Homes for sale in Denver')
    await context.close()
  })
})
