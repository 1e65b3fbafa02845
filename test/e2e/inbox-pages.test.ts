/**
 * The console's Conversations and Leads pages in real Chromium against the demo server: an agent
 * searches the conversations, filters those rated down (the filter rides in the hash and survives
 * a reload), reads a transcript with its listing card and the visitor's comment, downloads the
 * CSV; on the Leads page reads the lead and downloads its CSV. axe finds nothing on any of them.
 */
import { text } from 'node:stream/consumers'
import type { Browser, Download, Page } from 'playwright-core'
import { beforeAll, expect, test } from 'vitest'
import { hashPassword } from '../../server/console/passwords.ts'
import { findChatbot } from '../../server/store/chatbots.ts'
import { listListings } from '../../server/store/listings.ts'
import { createUser } from '../../server/store/users.ts'
import { axeViolations } from '../support/axe.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { signInToConsole } from '../support/console-page.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'

const AGENT = { email: 'inbox-agent@example.com', password: 'an agent password of length' }
const WAIT = { timeout: 20_000 }

describeInChromium('the console inbox pages', () => {
  let server: DemoServer
  let browser: Browser
  let mls: string
  useDemoBrowser((started) => ({ server, browser } = started))

  /** A conversation through the public API, as a site's visitor has it; returns the answer's id. */
  async function converse(question: string): Promise<number> {
    const post = async <T,>(path: string, body: object) => {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: server.secretKey }, body: JSON.stringify(body) })
      const reply = (await response.json()) as { Data: T; Message: string }
      if (!response.ok) throw new Error(`${path}: ${reply.Message}`)
      return reply.Data
    }
    const { SessionID } = await post<{ SessionID: number }>('/chat/Chatbot/GetSession', { serialNumber: server.chatbotId })
    const answer = await post<{ messageid: number }>('/chat/Chat/ClientAsk', { sessionID: SessionID, content: question })
    return answer.messageid
  }

  beforeAll(async () => {
    mls = (await listListings(server.db, server.chatbotId, {}, 1, 1)).rows[0]!.mls_number
    const answerId = await converse(`Tell me about MLS ${mls}, my e-mail is inbox-buyer@example.com`)
    await fetch(`${server.url}/chat/Chat/AnswerFeedback`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: server.secretKey },
      body: JSON.stringify({ answerID: answerId, rating: 'down', comment: 'I wanted the HOA fee' })
    })
    await converse('Do any condos have a rooftop terrace?')
    const { workspaceId } = (await findChatbot(server.db, server.chatbotId))!
    await createUser(server.db, { workspaceId, email: AGENT.email, name: 'Inbox Agent', role: 'agent', passwordHash: await hashPassword(AGENT.password) })
  })

  // Read as a stream: a browser connected to remotely has no local path for its downloads.
  const saved = async (download: Promise<Download>) => text(await (await download).createReadStream())

  async function agentPage(): Promise<Page> {
    const page = await (await browser.newContext({ ...DESKTOP, acceptDownloads: true })).newPage()
    await signInToConsole(page, server.url, AGENT)
    return page
  }

  test('search, a filter kept in the address, a transcript with its card and comment, the CSV', async () => {
    const page = await agentPage()
    await page.getByRole('link', { name: 'Conversations of Harbor & Pine Assistant', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Conversations of Harbor & Pine Assistant' }).waitFor(WAIT)
    const rows = page.getByRole('region', { name: 'Conversations' }).getByRole('rowheader')
    await expect.poll(() => rows.allInnerTexts(), WAIT).toEqual(['Do any condos have a rooftop terrace?', `Tell me about MLS ${mls}, my e-mail is inbox-buyer@example.com`])
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel('Words').fill('terrace')
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect.poll(() => rows.allInnerTexts(), WAIT).toEqual(['Do any condos have a rooftop terrace?'])
    expect(page.url()).toContain('text=terrace')

    await page.getByLabel('Words').fill('')
    await page.getByLabel('Rated down').check()
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect.poll(() => rows.allInnerTexts(), WAIT).toEqual([`Tell me about MLS ${mls}, my e-mail is inbox-buyer@example.com`])
    await page.reload()
    await expect.poll(() => rows.allInnerTexts(), WAIT).toEqual([`Tell me about MLS ${mls}, my e-mail is inbox-buyer@example.com`])
    expect(await page.getByLabel('Rated down').isChecked()).toBe(true)

    const csv = await saved(Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]).then(([download]) => download))
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('SessionID,StartedAt,LastAt,Messages,RatedUp,RatedDown,Unanswered,Handoff,FirstQuestion')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"Tell me about MLS ${mls}, my e-mail is inbox-buyer@example.com"`)

    await rows.getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: /^Conversation \d+ with Harbor & Pine Assistant$/ }).waitFor(WAIT)
    const messages = page.getByRole('list', { name: 'Messages' })
    const card = messages.getByRole('list', { name: 'Homes in this answer' }).getByRole('listitem')
    await expect.poll(() => card.innerText(), WAIT).toContain(`MLS ${mls}`)
    expect(await messages.locator('.md').first().innerText()).not.toBe('')
    expect(await messages.locator('.feedback').allInnerTexts()).toEqual(['Rated down: I wanted the HOA fee'])
    const live = await page.getByRole('link', { name: 'Open live' }).getAttribute('href')
    expect(live).toMatch(new RegExp(`^#/chatbots/${server.chatbotId}/live/\\d+$`))
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })

  test('the Leads page lists the lead with its conversation and downloads it as CSV', async () => {
    const page = await agentPage()
    await page.getByRole('link', { name: 'Leads of Harbor & Pine Assistant', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Leads of Harbor & Pine Assistant' }).waitFor(WAIT)
    const leads = page.getByRole('region', { name: 'Leads' }).getByRole('rowheader')
    await expect.poll(() => leads.allInnerTexts(), WAIT).toContain('inbox-buyer@example.com')
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'inbox-buyer@example.com' }) })
    expect(await row.getByRole('cell').nth(1).innerText()).toBe(`MLS ${mls}`)
    await page.getByRole('heading', { level: 2, name: 'Deliveries to your CRM' }).waitFor(WAIT)
    expect(await axeViolations(page)).toEqual([])
    const csv = await saved(Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]).then(([download]) => download))
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^LeadID,SessionID,Name,Email,Phone,Source,Message,ListingAddress,ListingMLSNumber,ListingUrl,CreatedAt,Intent/)
    expect(lines.some((line) => line.includes(',inbox-buyer@example.com,'))).toBe(true)
    await page.context().close()
  })
})
