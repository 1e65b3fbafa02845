import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { widgetOf } from './widget-page.ts'

type Widget = ReturnType<typeof widgetOf>
const WAIT = { timeout: 20_000 }

/**
 * The visitor's `message` while a person holds the conversation: it reaches the agent's live
 * conversation page, and nothing answers it in the widget (the assistant stays silent).
 *
 * @example
 * await expectOnlyTheAgentHears(agent, widget, 'Great, can I see it on Saturday?')
 */
export async function expectOnlyTheAgentHears(agent: Page, widget: Widget, message: string): Promise<void> {
  const before = await widget.answers.count()
  // The assistant's typing dots would tell the visitor an answer is coming: watch for them at any moment.
  const watch = await widget.host.evaluateHandle((host) => {
    const root = host.shadowRoot!
    const observer = new MutationObserver(() => {
      if (root.querySelector('.draft .typing')) host.setAttribute('data-test-saw-dots', '')
    })
    observer.observe(root, { childList: true, subtree: true })
    return observer
  })
  await widget.messageBox.fill(message)
  await widget.messageBox.press('Enter')
  await agent.getByRole('log', { name: 'Messages' }).getByText(message).waitFor(WAIT)
  await widget.dialog.locator('.draft').waitFor({ state: 'detached', ...WAIT })
  expect(await widget.answers.count()).toBe(before)
  await watch.evaluate((observer) => observer.disconnect())
  expect(await widget.host.getAttribute('data-test-saw-dots'), 'the assistant\'s typing dots showed').toBeNull()
}

/**
 * The agent hands the conversation back: the widget stops saying who holds it, and the
 * assistant (not the person) answers the visitor's next question.
 *
 * @example
 * await handBackToTheAssistant(agent, widget, 'Dana')
 */
export async function handBackToTheAssistant(agent: Page, widget: Widget, agentName: string): Promise<void> {
  await agent.getByRole('button', { name: 'Hand back to the assistant' }).click()
  await widget.dialog.getByText(`You are chatting with ${agentName}.`).waitFor({ state: 'detached', ...WAIT })
  const count = await widget.answers.count()
  await widget.messageBox.fill('Homes in Portland?')
  await widget.messageBox.press('Enter')
  await expect.poll(() => widget.answers.count(), WAIT).toBe(count + 1)
  await widget.dialog.locator('.draft').waitFor({ state: 'detached', ...WAIT })
  expect(await widget.answers.last().textContent()).not.toContain(agentName)
}
