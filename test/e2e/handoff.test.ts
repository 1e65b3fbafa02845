/**
 * Talking to a person, as a visitor does it: the form in the panel goes to the real server,
 * the owner's mail lands in DATA_DIR/outbox (no SMTP_URL), and the visitor reads the reply
 * the server sends: the chatbot's TalkToHumanResponseMessage, or the server's own thanks
 * when the owner left it empty.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import PostalMime from 'postal-mime'
import { expect, test } from 'vitest'
import { DEFAULT_HANDOFF_RESPONSE } from '../../server/chat/talk-to-human.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { askForAPerson, openDemoPage, screenshot, startChat } from '../support/widget-page.ts'

const OWNER = 'agent@harborandpine.example'

/** The .eml files in the outbox, by name. */
function outbox(server: DemoServer): string[] {
  const folder = path.join(server.dataDir, 'outbox')
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')).sort() : []
}

/**
 * Opens the chat on a new page, opens the talk-to-a-person form, fills it in and sends it;
 * resolves with the page, the status line the visitor reads and the mails that went out.
 */
async function sendHandoff(browser: Browser, server: DemoServer, message: string) {
  const before = outbox(server)
  const page = await (await browser.newContext(DESKTOP)).newPage()
  await openDemoPage(page, server.url)
  const widget = await startChat(page)
  const form = await askForAPerson(widget, { name: 'Jo Doe', email: 'jo@example.com', message })
  const status = form.getByRole('status')
  await status.waitFor()
  return { page, status: await status.textContent(), sent: outbox(server).filter((name) => !before.includes(name)) }
}

describeInChromium('talk to a person', () => {
  let server: DemoServer
  let browser: Browser

  useDemoBrowser((started) => ({ server, browser } = started))

  test('the form mails the owner and shows the configured TalkToHumanResponseMessage', async () => {
    await server.settings({ TalkToHumanEmail: OWNER, TalkToHumanResponseMessage: 'Thanks, Jo! An agent will e-mail you within the hour.' })
    const { page, status, sent } = await sendHandoff(browser, server, 'Can I see the Elm Street house on Saturday?')

    expect(status).toBe('Thanks, Jo! An agent will e-mail you within the hour.')
    expect(sent).toHaveLength(1)
    const mail = await PostalMime.parse(fs.readFileSync(path.join(server.dataDir, 'outbox', sent[0]!)))
    expect(mail.to?.map((to) => to.address)).toEqual([OWNER])
    expect(mail.replyTo?.map((to) => to.address)).toEqual(['jo@example.com'])
    expect(mail.text).toContain('Can I see the Elm Street house on Saturday?')
    await screenshot(page, '30-handoff-sent')
    await page.context().close()
  })

  test('with TalkToHumanResponseMessage empty the visitor reads the server\'s thanks, not an empty box', async () => {
    await server.settings({ TalkToHumanEmail: OWNER, TalkToHumanResponseMessage: '' })
    const { page, status, sent } = await sendHandoff(browser, server, 'Please call me back about rentals.')

    expect(status).toBe(DEFAULT_HANDOFF_RESPONSE)
    expect(sent).toHaveLength(1)
    await page.context().close()
  })
})
