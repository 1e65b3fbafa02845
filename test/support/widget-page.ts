import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'

/** Where the suite leaves screenshots of the main states (gitignored). */
export const SCREENSHOTS = path.resolve('screenshots')

/**
 * Saves a screenshot of what the visitor sees now, as screenshots/NAME.png.
 *
 * @example
 * await screenshot(page, 'panel-open')
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) })
}

/**
 * The widget's parts as a visitor finds them: by role and accessible name, inside the
 * widget's shadow root (Playwright's locators pierce open shadow roots).
 */
export function widgetOf(page: Page) {
  const host = page.locator('porchlight-widget')
  const dialog = host.getByRole('dialog')
  return {
    host,
    bubble: host.locator('button.bubble'),
    teaser: host.locator('.teaser'),
    dialog,
    log: dialog.getByRole('log'),
    messageBox: dialog.getByRole('textbox', { name: 'Message' }),
    accept: dialog.getByRole('button', { name: 'Accept and chat' }),
    send: dialog.getByRole('button', { name: 'Send', exact: true }),
    stop: dialog.getByRole('button', { name: 'Stop the answer' }),
    /** The answer being written, once its first words are there (not the typing dots). */
    draft: dialog.locator('.draft .msg:not(.typing)'),
    /** Finished answers in the log; the welcome message is the first. */
    answers: dialog.getByRole('log').locator('.msg.bot'),
    questions: dialog.getByRole('log').locator('.msg.user'),
    alert: dialog.getByRole('alert')
  }
}

/**
 * Opens the widget's "Talk to a person" form, fills it as `visitor` and sends it; returns the
 * form, where the widget then says what happens next.
 *
 * @example
 * const form = await askForAPerson(widget, { name: 'Jo Doe', email: 'jo@example.com', message: 'Call me?' })
 */
export async function askForAPerson(widget: ReturnType<typeof widgetOf>, visitor: { name: string; email: string; message: string }): Promise<Locator> {
  await widget.dialog.getByRole('button', { name: 'Talk to a person' }).click()
  // A named group, not a region: the widget adds no landmark to the host page.
  const form = widget.dialog.getByRole('group', { name: 'Talk to a person' })
  await form.getByRole('textbox', { name: 'Your name' }).fill(visitor.name)
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill(visitor.email)
  await form.getByRole('textbox', { name: 'Message' }).fill(visitor.message)
  await form.getByRole('button', { name: 'Send to our team' }).click()
  return form
}

/** Opens a page of the demo site and waits for the widget's bubble. */
export async function openDemoPage(page: Page, url: string) {
  await page.goto(url)
  const widget = widgetOf(page)
  await widget.bubble.waitFor()
  return widget
}

/** Opens the chat with a click on the bubble and accepts the privacy notice. */
export async function startChat(page: Page) {
  const widget = widgetOf(page)
  await widget.bubble.click()
  await widget.accept.click()
  await expect.poll(() => widget.messageBox.isVisible()).toBe(true)
  return widget
}

/** The last finished answer, once no answer is being written any more. */
export async function waitForAnswer(page: Page, count: number): Promise<Locator> {
  const widget = widgetOf(page)
  // The welcome message is the first .msg.bot in the log.
  await expect.poll(() => widget.answers.count(), { timeout: 20_000 }).toBe(count + 1)
  await widget.dialog.locator('.draft').waitFor({ state: 'detached' })
  return widget.answers.last()
}

/**
 * Types a question into the message box, sends it with Enter and waits for answer number
 * `count`; resolves with the answer's text (without the cards and feedback drawn under it).
 */
export async function ask(page: Page, question: string, count = 1): Promise<string> {
  const widget = widgetOf(page)
  await widget.messageBox.fill(question)
  await widget.messageBox.press('Enter')
  // The text before and after the cards (which take the place of the list they show) are two parts.
  return (await (await waitForAnswer(page, count)).locator('.md').allInnerTexts()).join('\n\n').trim()
}

/**
 * Starts sampling, once per animation frame (that is, per frame the visitor could see), the
 * text of the answer being written; `draftFrames` reads the distinct texts seen so far.
 */
export async function sampleDraftFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('porchlight-widget')!.shadowRoot!
    const seen: string[] = []
    ;(window as unknown as { draftFrames: string[] }).draftFrames = seen
    const sample = () => {
      const text = root.querySelector<HTMLElement>('.draft .msg:not(.typing)')?.innerText ?? ''
      if (text && text !== seen.at(-1)) seen.push(text)
      requestAnimationFrame(sample)
    }
    sample()
  })
}

export const draftFrames = (page: Page) => page.evaluate(() => (window as unknown as { draftFrames: string[] }).draftFrames)

/** What has the keyboard focus, through shadow roots: its accessible name or its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body) return ''
    return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
  })
}

/** Presses Tab until `name` has the focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, name: string, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab')
    if ((await focusedName(page)) === name) return presses
  }
  throw new Error(`"${name}" never got the focus in ${limit} presses of Tab`)
}
