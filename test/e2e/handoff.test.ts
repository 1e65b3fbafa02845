/**
 * Talking to a person, as a visitor does it: the form in the panel goes to the real server,
 * the owner's mail lands in DATA_DIR/outbox (no SMTP_URL), and the visitor reads the reply
 * the server sends: the chatbot's TalkToHumanResponseMessage, or the server's own thanks
 * when the owner left it empty.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import PostalMime from 'postal-mime'
import { expect, test } from 'vitest'
import { DEFAULT_HANDOFF_RESPONSE } from '../../server/chat/talk-to-human.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { openDemoPage, screenshot, startChat } from '../support/widget-page.ts'

const OWNER = 'agent@harborandpine.example'

/** The .eml files in the outbox, by name. */
function outbox(server: DemoServer): string[] {
  const folder = path.join(server.dataDir, 'outbox')
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')).sort() : []
}

/** Opens the chat, opens the talk-to-a-person form, fills it in and sends it. */
async function sendHandoff(page: Page, server: DemoServer, message: string) {
  await openDemoPage(page, server.url)
  const widget = await startChat(page)
  await widget.dialog.getByRole('button', { name: 'Talk to a person' }).click()
  const form = widget.dialog.getByRole('region', { name: 'Talk to a person' })
  await form.getByRole('textbox', { name: 'Your name' }).fill('Jo Doe')
  await form.getByRole('textbox', { name: 'Your e-mail' }).fill('jo@example.com')
  await form.getByRole('textbox', { name: 'Message' }).fill(message)
  await form.getByRole('button', { name: 'Send to our team' }).click()
  return form.getByRole('status')
}

describeInChromium('talk to a person', () => {
  let server: DemoServer
  let browser: Browser

  useDemoBrowser((started) => ({ server, browser } = started))

  test('the form mails the owner and shows the configured TalkToHumanResponseMessage', async () => {
    await server.settings({ TalkToHumanEmail: OWNER, TalkToHumanResponseMessage: 'Thanks, Jo! An agent will e-mail you within the hour.' })
    const before = outbox(server)
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const status = await sendHandoff(page, server, 'Can I see the Elm Street house on Saturday?')

    await expect.poll(() => status.textContent()).toBe('Thanks, Jo! An agent will e-mail you within the hour.')
    const sent = outbox(server).filter((name) => !before.includes(name))
    expect(sent).toHaveLength(1)
    const mail = await PostalMime.parse(fs.readFileSync(path.join(server.dataDir, 'outbox', sent[0]!)))
    expect(mail.to?.map((to) => to.address)).toEqual([OWNER])
    expect(mail.replyTo?.map((to) => to.address)).toEqual(['jo@example.com'])
    expect(mail.text).toContain('Can I see the Elm Street house on Saturday?')
    await screenshot(page, '30-handoff-sent')
    await context.close()
  })

  test('with TalkToHumanResponseMessage empty the visitor reads the server\'s thanks, not an empty box', async () => {
    await server.settings({ TalkToHumanEmail: OWNER, TalkToHumanResponseMessage: '' })
    const before = outbox(server)
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const status = await sendHandoff(page, server, 'Please call me back about rentals.')

    await expect.poll(() => status.textContent()).toBe(DEFAULT_HANDOFF_RESPONSE)
    expect(outbox(server).filter((name) => !before.includes(name))).toHaveLength(1)
    await context.close()
  })
})
