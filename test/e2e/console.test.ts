/**
 * The owner's console in real Chromium against the real server with the demo seeded: the demo
 * owner signs in, styles the bubble with the live preview (the real widget in its sandboxed
 * frame) before saving, saves and finds it on the demo site; copies the embed tag, checks a
 * domain, rotates the keys; invites an agent, who signs in and cannot open Settings or Keys.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { findChatbot } from '../../server/store/chatbots.ts'
import { axeViolations } from '../support/axe.ts'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import { backgroundOf, previewWidget, signInToConsole } from '../support/console-page.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { focusedName, openDemoPage, screenshot, tabTo } from '../support/widget-page.ts'

describeInChromium('the owner console', () => {
  let server: DemoServer
  let browser: Browser
  useDemoBrowser((started) => ({ server, browser } = started))

  async function ownerPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(DESKTOP)
    // A missing element fails at its step, with its locator, well inside the test's minute.
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    await signInToConsole(page, server.url, server.owner)
    return { context, page }
  }

  const openSettings = async (page: Page) => {
    await page.getByRole('link', { name: 'Settings of Harbor & Pine Assistant' }).click()
    await page.getByRole('heading', { level: 1, name: 'Settings of Harbor & Pine Assistant' }).waitFor()
  }

  test('bubble colour, side, welcome and suggestions show in the preview as typed, before saving; saved, on the demo site', async () => {
    const { context, page } = await ownerPage()
    await openSettings(page)
    const preview = previewWidget(page)
    await expect.poll(() => backgroundOf(preview.bubble)).toBe('rgb(14, 116, 144)')
    // Scripts only: no origin of its own, no forms, no pop-ups, no navigating the console.
    expect(await page.locator('iframe.preview-frame').getAttribute('sandbox')).toBe('allow-scripts')

    await page.getByLabel('Bubble colour').fill('#b45309')
    await page.getByLabel('Bubble side').selectOption('1')
    await page.getByLabel('Welcome message').fill('Hello from the console!')
    await page.getByLabel('Suggested questions').fill('Homes with a garden\nCondos near the beach')
    await expect.poll(() => backgroundOf(preview.bubble)).toBe('rgb(180, 83, 9)')
    // Bottom left of the frame's page now.
    await expect.poll(() => preview.bubble.evaluate((bubble) => bubble.getBoundingClientRect().left)).toBeLessThan(100)
    await expect.poll(() => preview.teaser.innerText()).toContain('Hello from the console!')
    expect(await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(1)

    // Open, in the phone frame: the welcome message and, once the notice is accepted, the suggestions.
    await page.getByRole('radio', { name: 'Phone' }).check()
    await page.getByRole('radio', { name: 'Open' }).check()
    await preview.accept.dispatchEvent('click')
    await expect.poll(() => preview.suggestions.allInnerTexts()).toEqual(['Homes with a garden', 'Condos near the beach'])
    expect(await preview.dialog.innerText()).toContain('Hello from the console!')
    await screenshot(page, 'console-settings-preview')

    // Not saved yet: the demo site still shows the saved look.
    const visitor = await browser.newContext(DESKTOP)
    const site = await visitor.newPage()
    const before = await openDemoPage(site, server.url)
    await expect.poll(() => backgroundOf(before.bubble)).toBe('rgb(14, 116, 144)')

    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    await site.reload()
    const after = await openDemoPage(site, server.url)
    await expect.poll(() => backgroundOf(after.bubble)).toBe('rgb(180, 83, 9)')
    expect((await after.bubble.boundingBox())!.x).toBeCloseTo(20, 0)
    await after.bubble.click()
    await after.accept.click()
    const chips = after.dialog.getByRole('group', { name: 'Suggested questions' }).getByRole('button')
    await expect.poll(() => chips.allInnerTexts()).toEqual(['Homes with a garden', 'Condos near the beach'])
    expect(await after.log.innerText()).toBe('Hello from the console!')
    await visitor.close()
    await context.close()
  })

  test('a chatbot is added, then removed after a confirmation that names what goes with it', async () => {
    const { context, page } = await ownerPage()
    await page.getByLabel('Name', { exact: true }).fill('Second office')
    await page.getByRole('button', { name: 'Add' }).click()
    await page.getByRole('heading', { level: 1, name: 'Settings of Second office' }).waitFor()
    await page.getByRole('link', { name: 'Chatbots' }).click()
    await page.getByRole('rowheader', { name: 'Second office' }).waitFor()
    await page.getByRole('button', { name: 'Remove Second office' }).click()
    const dialog = page.getByRole('dialog', { name: 'Remove Second office?' })
    await expect.poll(() => dialog.innerText()).toContain('This removes the chatbot with its 0 listings, 0 conversations, 0 messages and 0 files.')
    await dialog.getByRole('button', { name: 'Remove for good' }).click()
    await expect.poll(() => page.getByRole('rowheader', { name: 'Second office' }).count()).toBe(0)
    expect(await page.getByRole('rowheader', { name: 'Harbor & Pine Assistant' }).count()).toBe(1)
    await context.close()
  })

  test('a value the server refuses shows its message at the field; leaving with unsaved changes asks first', async () => {
    const { context, page } = await ownerPage()
    await openSettings(page)
    const temperature = page.getByLabel('Temperature')
    await temperature.fill('150')
    const message = page.locator('#field-Temperature-error')
    await expect.poll(() => message.innerText()).toBe('Temperature must be an integer from 0 to 100 (sent to the model divided by 100)')
    expect(await temperature.getAttribute('aria-invalid')).toBe('true')
    expect(await temperature.getAttribute('aria-describedby')).toContain('field-Temperature-error')

    const asked: string[] = []
    page.once('dialog', (dialog) => (asked.push(dialog.message()), void dialog.dismiss()))
    await page.getByRole('link', { name: 'Chatbots' }).click()
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?'])
    expect(await temperature.inputValue()).toBe('150')
    // Closing the tab (or reloading) asks too: the browser's own beforeunload question.
    const closing: string[] = []
    page.once('dialog', (dialog) => (closing.push(dialog.type()), void dialog.dismiss()))
    await page.close({ runBeforeUnload: true })
    await expect.poll(() => closing).toEqual(['beforeunload'])
    expect(page.isClosed()).toBe(false)
    expect(await temperature.inputValue()).toBe('150')

    await page.getByRole('button', { name: 'Discard' }).click()
    expect(await temperature.inputValue()).toBe('70')
    await page.getByRole('link', { name: 'Chatbots' }).click()
    await page.getByRole('heading', { level: 1, name: 'Chatbots' }).waitFor()
    await context.close()
  })

  test('install: the embed tag is copied, its options rewrite it, a domain is checked, the test page shows the chat', async () => {
    const { context, page } = await ownerPage()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await page.getByRole('link', { name: 'Install Harbor & Pine Assistant' }).click()
    await page.getByRole('heading', { level: 1, name: 'Install' }).waitFor()
    const tag = `<script src="${server.url}/widget.js" data-chatbot-id="${server.chatbotId}" async></script>`
    expect(await page.getByLabel('Embed tag').innerText()).toBe(tag)
    await page.getByRole('button', { name: 'Copy the tag' }).click()
    await page.getByText('Copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tag)
    await page.getByLabel('Send the chat\'s events to Google Tag Manager (data-data-layer)').check()
    const withDataLayer = tag.replace(' async>', ' data-data-layer="true" async>')
    expect(await page.getByLabel('Embed tag').innerText()).toBe(withDataLayer)
    await page.getByLabel('The API is at another address (data-api-base)').check()
    await page.getByLabel('API address').fill('https://chat.example.com')
    const rewritten = withDataLayer.replace(' data-data-layer', ' data-api-base="https://chat.example.com" data-data-layer')
    await expect.poll(() => page.getByLabel('Embed tag').innerText()).toBe(rewritten)
    await page.getByRole('button', { name: 'Copy the tag' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(rewritten)

    await server.settings({ VerifyDomain: true, Domains: '*.example.com' })
    const address = page.getByLabel('Would the chat load on this page?')
    await address.fill('https://shop.example.com/homes')
    await page.getByRole('button', { name: 'Check' }).click()
    await expect.poll(() => page.locator('.verdict').innerText()).toMatch(/^Yes: /)
    await address.fill('https://elsewhere.test/')
    await page.getByRole('button', { name: 'Check' }).click()
    await expect.poll(() => page.locator('.verdict').innerText()).toMatch(/^No: /)

    await server.settings({ VerifyDomain: false })
    const [testPage] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Open a test page with this chatbot' }).click()])
    await testPage!.locator('porchlight-widget button.bubble').waitFor()
    await expect.poll(() => backgroundOf(testPage!.locator('porchlight-widget button.bubble'))).toBe('rgb(14, 116, 144)')
    await context.close()
  })

  test('keys: rotating asks first, shows the new keys once, and the old key gets 401', async () => {
    const { context, page } = await ownerPage()
    const listChatbots = (key: string) => fetch(`${server.url}/chat/Chatbot/ModelList`, { method: 'POST', headers: { authorization: key, 'content-type': 'application/json' }, body: '{}' })
    expect((await listChatbots(server.secretKey)).status).toBe(200)
    await page.getByRole('link', { name: 'Keys' }).click()
    await page.getByRole('button', { name: 'Rotate the keys' }).click()
    const dialog = page.getByRole('dialog', { name: 'Rotate the API keys?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect((await listChatbots(server.secretKey)).status).toBe(200)
    await page.getByRole('button', { name: 'Rotate the keys' }).click()
    await dialog.getByRole('button', { name: 'Rotate now' }).click()
    const fresh = page.getByRole('region', { name: 'Your new keys' })
    await fresh.waitFor()
    const newKey = await fresh.locator('dd code').first().innerText()
    expect(newKey).not.toBe(server.secretKey)
    expect((await listChatbots(server.secretKey)).status).toBe(401)
    expect((await listChatbots(newKey)).status).toBe(200)
    await context.close()
  })

  test('an invited agent signs in, cannot open Settings or Keys, and signs out; the owner changes their role, then removes them', async () => {
    const { context, page } = await ownerPage()
    await page.getByRole('link', { name: 'Team' }).click()
    await page.getByLabel('E-mail', { exact: true }).fill('agent@example.com')
    await page.getByLabel('Role', { exact: true }).selectOption('agent')
    await page.getByRole('button', { name: 'Invite' }).click()
    const link = await page.locator('code.link').innerText()
    expect(link).toMatch(new RegExp(`^${server.url}/console/#/invite/[\\w-]+$`))
    await page.getByRole('cell', { name: 'agent@example.com' }).or(page.getByRole('rowheader', { name: 'agent@example.com' })).first().waitFor()

    const agentContext = await browser.newContext(DESKTOP)
    const agent = await agentContext.newPage()
    await agent.goto(link)
    await agent.getByRole('heading', { level: 1, name: /^Join / }).waitFor()
    await agent.getByLabel('Your name').fill('Alex Agent')
    await agent.getByLabel('Choose a password').fill('a long agent password')
    await agent.getByRole('button', { name: 'Join' }).click()
    await agent.getByRole('heading', { level: 1, name: 'Chatbots' }).waitFor()
    const nav = agent.getByRole('navigation', { name: 'Console' })
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Chatbots'])
    expect(await agent.getByRole('link', { name: /^Settings of/ }).count()).toBe(0)
    for (const hash of [`#/chatbots/${server.chatbotId}/settings`, '#/keys', '#/team']) {
      await agent.goto(`${server.url}/console/${hash}`)
      await agent.getByRole('heading', { level: 1, name: 'Owners only' }).waitFor()
    }
    expect(await axeViolations(agent), 'the owners-only page').toEqual([])

    await agent.getByRole('button', { name: 'Sign out', exact: true }).click()
    await agent.getByRole('heading', { level: 1, name: 'Sign in to Porchlight' }).waitFor()
    await agent.reload()
    await agent.getByRole('heading', { level: 1, name: 'Sign in to Porchlight' }).waitFor()
    // The agent now shows on the owner's team page, where the owner changes their role, then removes them.
    await page.reload()
    const role = page.getByLabel('Role of Alex Agent')
    await role.waitFor()
    await role.selectOption('owner')
    const signInAgain = () => fetch(`${server.url}/console/api/session/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'agent@example.com', password: 'a long agent password' })
    }).then(async (reply) => ({ status: reply.status, role: (await reply.json() as { Data: { user: { role: string } } | null }).Data?.user.role }))
    await expect.poll(signInAgain).toEqual({ status: 200, role: 'owner' })
    await page.getByRole('button', { name: 'Remove Alex Agent' }).click()
    await page.getByRole('dialog', { name: 'Remove Alex Agent?' }).getByRole('button', { name: 'Remove', exact: true }).click()
    await expect.poll(() => page.getByText('Alex Agent').count()).toBe(0)
    expect((await signInAgain()).status).toBe(401)
    await agentContext.close()
    await context.close()
  })
  test('every page: no axe violations, in the light scheme at 1280 px and the dark one at 360 px (200% zoom), no sideways scrolling', async () => {
    const invite = await (async () => {
      const { context, page } = await ownerPage()
      await page.getByRole('link', { name: 'Team' }).click()
      await page.getByLabel('E-mail', { exact: true }).fill('reader@example.com')
      await page.getByRole('button', { name: 'Invite' }).click()
      const link = await page.locator('code.link').innerText()
      await context.close()
      return link
    })()
    const looks = [
      { width: 1280, height: 800, deviceScaleFactor: 1, colorScheme: 'light' as const },
      // 200% zoom of a 720 px window: 360 CSS pixels.
      { width: 360, height: 640, deviceScaleFactor: 2, colorScheme: 'dark' as const }
    ]
    for (const { width, height, deviceScaleFactor, colorScheme } of looks) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, colorScheme, reducedMotion: 'reduce' })
      const page = await context.newPage()
      const where = `${colorScheme} ${width} px`
      const check = async (name: string) => {
        await page.getByRole('heading', { level: 1 }).waitFor()
        expect(await axeViolations(page), `${name}, ${where}`).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways, ${where}`).toBe(true)
      }
      await page.goto(invite)
      await page.getByRole('heading', { level: 1, name: /^Join / }).waitFor()
      await check('invitation')
      await page.goto(`${server.url}/console/#/sign-in`)
      await check('sign-in')
      await signInToConsole(page, server.url, server.owner)
      await check('chatbots')
      // The scheme is the system's: a light page in the light one, a dark page in the dark one.
      const [red = 0, green = 0, blue = 0] = (await backgroundOf(page.locator('body'))).match(/\d+/g)!.map(Number)
      expect((red + green + blue) / 3 > 128 ? 'light' : 'dark', where).toBe(colorScheme)
      await page.getByRole('button', { name: 'Remove Harbor & Pine Assistant' }).click()
      await page.getByRole('dialog').getByText(/This removes the chatbot with its \d+ listings/).waitFor()
      await check('remove confirmation')
      await page.keyboard.press('Escape')
      await openSettings(page)
      await previewWidget(page).bubble.waitFor()
      await check('settings')
      await page.getByRole('link', { name: 'Install this chatbot' }).click()
      await check('install')
      await page.getByRole('link', { name: 'Keys' }).click()
      await check('keys')
      await page.getByRole('link', { name: 'Team' }).click()
      await page.getByRole('table').first().waitFor()
      await check('team')
      await screenshot(page, `console-team-${colorScheme}`)
      // The chatbot's other pages (their own files check them in the light scheme, with data).
      for (const [hash, heading] of [['listings', 'Listings'], ['import', 'Import listings'], ['feeds', 'MLS feeds'], ['conversations', /^Conversations/], ['leads', /^Leads/], ['live', /live/i]] as const) {
        await page.goto(`${server.url}/console/#/chatbots/${server.chatbotId}/${hash}`)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await expect.poll(() => page.getByText('Loading…').count()).toBe(0)
        await check(hash)
      }
      await context.close()
    }
  })

  test('by keyboard alone: sign in, each new page puts the focus on its heading, a setting is changed and saved', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await page.goto(`${server.url}/console/`)
    await page.getByRole('heading', { level: 1, name: 'Sign in to Porchlight' }).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.type(server.owner.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(server.owner.password)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Chatbots' }).waitFor()
    await expect.poll(() => focusedName(page)).toBe('Chatbots')
    // Back from the heading into the top bar: the two sign-outs, Team, Keys.
    for (const name of ['Sign out everywhere', 'Sign out', 'Team', 'Keys']) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusedName(page)).toBe(name)
    }
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedName(page)).toBe('API keys')

    // A setting changed and saved with keys alone: into the first field, then on to Save.
    await page.goto(`${server.url}/console/#/chatbots/${server.chatbotId}/settings`)
    await expect.poll(() => focusedName(page)).toBe('Settings of Harbor & Pine Assistant')
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe('Install this chatbot')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('field-Name')
    await page.keyboard.press('End')
    await page.keyboard.type(' Homes')
    await tabTo(page, 'Save', 150)
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    expect((await findChatbot(server.db, server.chatbotId))!.Name).toBe('Harbor & Pine Assistant Homes')
    await server.settings({ Name: 'Harbor & Pine Assistant' })
    await context.close()
  })
})
