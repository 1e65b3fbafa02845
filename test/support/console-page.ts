import type { FrameLocator, Page } from 'playwright-core'

/**
 * Signs in on the console's sign-in page and waits for the chatbot list.
 *
 * @example
 * await signInToConsole(page, server.url, server.owner)
 */
export async function signInToConsole(page: Page, url: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${url}/console/#/sign-in`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { level: 1, name: 'Chatbots' }).waitFor()
}

/** The widget inside the settings page's preview frame, by the same parts a visitor meets. */
export function previewWidget(page: Page) {
  const frame: FrameLocator = page.frameLocator('iframe.preview-frame')
  const host = frame.locator('porchlight-widget')
  const dialog = host.getByRole('dialog')
  return {
    bubble: host.locator('button.bubble'),
    teaser: host.locator('.teaser'),
    dialog,
    accept: dialog.getByRole('button', { name: 'Accept and chat' }),
    suggestions: dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button')
  }
}

/** The computed background colour of an element, as rgb(r, g, b). */
export const backgroundOf = (element: { evaluate<R>(fn: (node: Element) => R): Promise<R> }) => element.evaluate((node) => getComputedStyle(node).backgroundColor)
