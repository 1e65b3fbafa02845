/**
 * Live takeover, as the "Done when" says it: a visitor asks for a person; an agent
 * signed in to the console in a second browser context sees the conversation waiting, takes
 * it over and replies; the visitor's widget shows the reply live (with the agent's name and
 * typing) and after a reload; the assistant stays silent; the agent hands back and the
 * assistant answers again.
 */
import type { Browser, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { hashPassword } from '../../server/console/passwords.ts'
import { findChatbot } from '../../server/store/chatbots.ts'
import { createUser } from '../../server/store/users.ts'
import { axeViolations } from '../support/axe.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { signInToConsole } from '../support/console-page.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { ask, askForAPerson, openDemoPage, screenshot, startChat } from '../support/widget-page.ts'
import { expectOnlyTheAgentHears, handBackToTheAssistant } from '../support/live-steps.ts'

const WAIT = { timeout: 20_000 }
const AGENT = { email: 'dana@harborandpine.example', password: 'correct horse battery staple' }

describeInChromium('live takeover', () => {
  let server: DemoServer
  let browser: Browser
  useDemoBrowser((started) => ({ server, browser } = started))

  async function agentPage(): Promise<Page> {
    const chatbot = await findChatbot(server.db, server.chatbotId)
    await createUser(server.db, { workspaceId: chatbot!.workspaceId, email: AGENT.email, name: 'Dana', role: 'agent', passwordHash: await hashPassword(AGENT.password) })
    const page = await (await browser.newContext(DESKTOP)).newPage()
    await signInToConsole(page, server.url, AGENT)
    await page.getByRole('link', { name: 'Live conversations of Harbor & Pine Assistant' }).click()
    await page.getByRole('heading', { level: 1, name: 'Live conversations' }).waitFor(WAIT)
    return page
  }

  test('a visitor asks for a person, an agent takes over and replies live, hands back, and the assistant answers again', async () => {
    await server.settings({ TalkToHumanEmail: 'desk@harborandpine.example' })
    const agent = await agentPage()
    await agent.getByText('0 waiting for a person').waitFor(WAIT)

    const visitor = await (await browser.newContext(DESKTOP)).newPage()
    await openDemoPage(visitor, server.url)
    const widget = await startChat(visitor)
    await ask(visitor, 'Homes in Portland?')
    const form = await askForAPerson(widget, { name: 'Jo Doe', email: 'jo@example.com', message: 'Can someone call me about the Elm Street house?' })
    await form.getByText('A person will join this chat shortly').waitFor(WAIT)
    await form.getByRole('button', { name: 'Back to the chat' }).click()
    await widget.dialog.getByText('Waiting for a person to join…').waitFor(WAIT)

    // The agent sees it waiting, with the count in the page's title.
    const row = agent.getByRole('row', { name: /Jo Doe/ })
    await row.getByText('Waiting').waitFor(WAIT)
    await expect.poll(() => agent.title(), WAIT).toMatch(/^\(1\) Live conversations/)
    expect(await axeViolations(agent), 'the Live page').toEqual([])
    // Every console page's title counts the workspace's waiting conversations.
    await agent.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Chatbots' }).click()
    await agent.getByRole('heading', { level: 1, name: 'Chatbots' }).waitFor(WAIT)
    await expect.poll(() => agent.title(), WAIT).toBe('(1) Chatbots · Porchlight console')
    await agent.goBack()
    await row.getByRole('link').click()
    await agent.getByRole('button', { name: 'Take over' }).click()
    await agent.getByText('Dana holds this conversation').waitFor(WAIT)
    await expect.poll(() => agent.title(), WAIT).not.toMatch(/^\(/)
    expect(await axeViolations(agent), 'a live conversation').toEqual([])
    await widget.dialog.getByText('You are chatting with Dana.').waitFor(WAIT)

    // Typing shows in the widget; the reply arrives live under the agent's name.
    const reply = agent.getByRole('textbox', { name: 'Your reply' })
    await reply.pressSequentially('Hi Jo, ')
    await widget.dialog.getByText('Dana is typing…').waitFor(WAIT)
    await reply.pressSequentially('I am Dana. The Elm Street house is still available.')
    await reply.press('Enter')
    const answers = widget.answers
    const agentAnswer = answers.filter({ hasText: 'The Elm Street house is still available.' })
    await agentAnswer.getByText('Dana', { exact: true }).waitFor(WAIT)
    // With the agent's initials avatar, in the widget and in the console.
    expect(await agentAnswer.locator('.avatar').textContent()).toBe('D')
    expect(await agent.getByRole('log', { name: 'Messages' }).locator('.agent .avatar').textContent()).toBe('D')
    await widget.dialog.getByText('Dana is typing…').waitFor({ state: 'detached', ...WAIT })
    await screenshot(visitor, '31-live-agent-reply')
    await screenshot(agent, '32-live-conversation-console')

    // The assistant is silent: the question reaches the agent and nothing answers it in the widget.
    await expectOnlyTheAgentHears(agent, widget, 'Great, can I see it on Saturday?')

    // A reload keeps the agent's message and the conversation with the person (the panel opens again by itself).
    await visitor.reload()
    await widget.dialog.getByText('You are chatting with Dana.').waitFor(WAIT)
    await answers.filter({ hasText: 'The Elm Street house is still available.' }).getByText('Dana', { exact: true }).waitFor(WAIT)

    // Handed back, the assistant answers again.
    await handBackToTheAssistant(agent, widget, 'Dana')
    await visitor.context().close()
    await agent.context().close()
  })
})
