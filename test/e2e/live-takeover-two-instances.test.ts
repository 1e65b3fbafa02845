/**
 * Live takeover across two instances on one PostgreSQL database, as the "Done when"
 * says it: the visitor's page and widget come from instance A (this process), the agent's
 * console from instance B (a child process); they see each other only through the database
 * (the live_events table both follow). A visitor asks for a person; the agent sees it waiting,
 * takes it over and replies; the widget shows the reply live and after a reload; the assistant
 * stays silent; the agent hands back and the assistant answers again; a showing request the
 * visitor makes then is announced on the agent's Live page.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hashPassword } from '../../server/console/passwords.ts'
import { findChatbot } from '../../server/store/chatbots.ts'
import { createUser } from '../../server/store/users.ts'
import { axeViolations } from '../support/axe.ts'
import { startChildServer, type ChildServer } from '../support/child-server.ts'
import { describeInChromium, DESKTOP, sharedBrowser } from '../support/chromium.ts'
import { signInToConsole } from '../support/console-page.ts'
import { startDemoServer, type DemoServer } from '../support/demo-server.ts'
import { postgresForFile, postgresMissing } from '../support/postgres-for-file.ts'
import { ask, askForAPerson, openDemoPage, screenshot, startChat } from '../support/widget-page.ts'
import { expectOnlyTheAgentHears, handBackToTheAssistant } from '../support/live-steps.ts'

const WAIT = { timeout: 20_000 }
const AGENT = { email: 'sam@harborandpine.example', password: 'correct horse battery staple' }

describeInChromium('live takeover across two instances on PostgreSQL', () => {
  if (postgresMissing) {
    test.skip(`e2e: ${postgresMissing}`, () => {})
    return
  }
  let database: Awaited<ReturnType<typeof postgresForFile>> | undefined
  let a: DemoServer | undefined
  let b: ChildServer | undefined
  let browser: Browser | undefined

  beforeAll(async () => {
    database = await postgresForFile()
    // Both instances start at once on one data folder and database (migrations take a lock);
    // each is kept as it comes, so afterAll stops those that started when another did not.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-two-'))
    const databaseUrl = database.url
    const [demo] = await Promise.all([
      startDemoServer({ dataDir, databaseUrl }).then((started) => (a = started)),
      startChildServer({ dataDir, databaseUrl }).then((started) => (b = started)),
      sharedBrowser().then((started) => (browser = started))
    ])
    await demo.settings({ TalkToHumanEmail: 'desk@harborandpine.example' })
    const chatbot = await findChatbot(demo.db, demo.chatbotId)
    await createUser(demo.db, { workspaceId: chatbot!.workspaceId, email: AGENT.email, name: 'Sam', role: 'agent', passwordHash: await hashPassword(AGENT.password) })
  })
  afterAll(async () => {
    await browser?.close()
    if (b?.process.exitCode === null) b.process.kill('SIGTERM')
    await b?.exited
    await a?.close()
    await database?.drop()
  })

  /** The agent, signed in to instance B's console, on the chatbot's Live page. */
  async function agentOnB(): Promise<Page> {
    const page = await (await browser!.newContext(DESKTOP)).newPage()
    await signInToConsole(page, b!.url, AGENT)
    await page.getByRole('link', { name: 'Live conversations of Harbor & Pine Assistant' }).click()
    await page.getByRole('heading', { level: 1, name: 'Live conversations' }).waitFor(WAIT)
    return page
  }

  test('the visitor on instance A and the agent on instance B see each other live', async () => {
    const agent = await agentOnB()
    await agent.getByText('0 waiting for a person').waitFor(WAIT)

    const visitor = await (await browser!.newContext(DESKTOP)).newPage()
    await openDemoPage(visitor, a!.url)
    const widget = await startChat(visitor)
    await ask(visitor, 'Homes in Portland?')
    const form = await askForAPerson(widget, { name: 'Lee Park', email: 'lee@example.com', message: 'Is the Elm Street house still available?' })
    await form.getByText('A person will join this chat shortly').waitFor(WAIT)
    await form.getByRole('button', { name: 'Back to the chat' }).click()

    // Instance B's Live page hears of it through the database, and the title counts it.
    const row = agent.getByRole('row', { name: /Lee Park/ })
    await row.getByText('Waiting').waitFor(WAIT)
    await expect.poll(() => agent.title(), WAIT).toMatch(/^\(1\) Live conversations/)
    await row.getByRole('link').click()
    await agent.getByRole('button', { name: 'Take over' }).click()
    await agent.getByText('Sam holds this conversation').waitFor(WAIT)
    await widget.dialog.getByText('You are chatting with Sam.').waitFor(WAIT)

    const reply = agent.getByRole('textbox', { name: 'Your reply' })
    await reply.pressSequentially('Hi Lee, ')
    await widget.dialog.getByText('Sam is typing…').waitFor(WAIT)
    await reply.pressSequentially('yes, it is. Shall I book a visit?')
    await reply.press('Enter')
    const answers = widget.answers
    await answers.filter({ hasText: 'Shall I book a visit?' }).getByText('Sam', { exact: true }).waitFor(WAIT)

    // The visitor's message on A reaches the agent on B; the assistant stays silent.
    await expectOnlyTheAgentHears(agent, widget, 'Yes please, Saturday morning.')

    // A reload on A reads the agent's message back from the shared database.
    await visitor.reload()
    await widget.dialog.getByText('You are chatting with Sam.').waitFor(WAIT)
    await answers.filter({ hasText: 'Shall I book a visit?' }).getByText('Sam', { exact: true }).waitFor(WAIT)

    // Handed back on B, the assistant on A answers again.
    await handBackToTheAssistant(agent, widget, 'Sam')

    // A showing request on A, with a time, is announced on B's Live page.
    await agent.goto(`${b!.url}/console/#/chatbots/${a!.chatbotId}/live`)
    await agent.getByRole('heading', { level: 1, name: 'Live conversations' }).waitFor(WAIT)
    const card = answers.last().getByRole('list', { name: 'Homes in this answer' }).getByRole('listitem').first()
    const address = await card.getByRole('link').innerText()
    const count = await answers.count()
    await card.getByRole('button', { name: 'Schedule a showing' }).click()
    await expect.poll(() => answers.count(), WAIT).toBe(count + 1)
    await widget.dialog.locator('.draft').waitFor({ state: 'detached', ...WAIT })
    expect(await answers.last().textContent()).toContain('Which days and times suit you?')
    await widget.messageBox.fill('Saturday morning or Monday after 5 pm')
    await widget.messageBox.press('Enter')
    const notices = agent.getByRole('log', { name: 'Showing requests' })
    await notices.getByRole('link', { name: new RegExp(`^Showing request: ${address.split(',')[0]}`) }).waitFor(WAIT)
    await notices.getByText('Preferred times: Saturday morning or Monday after 5 pm').waitFor(WAIT)
    expect(await axeViolations(agent), 'the Live page with a showing request').toEqual([])
    await screenshot(agent, '33-live-showing-request')
    await visitor.context().close()
    await agent.context().close()
  })
})
