/**
 * Images and voice: an image uploaded with a visible progress bar and answered, an animated
 * GIF refused before any upload, and push-to-talk recorded from Chromium's fake microphone
 * into a WAV file that the server accepts and stores.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { storedFilePath } from '../../server/files/storage.ts'
import { describeInChromium, DESKTOP, launchBrowser } from '../support/chromium.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { sharedDemoServer } from '../support/shared-demo.ts'
import { ANIMATED_GIF, describeWav, housePhoto, voiceLikeWav } from '../support/media-files.ts'
import { openDemoPage, screenshot, startChat, waitForAnswer } from '../support/widget-page.ts'

describeInChromium('images and voice messages', () => {
  let server: DemoServer
  let browser: Browser
  const micDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-mic-'))
  const micFile = path.join(micDir, 'voice.wav')

  beforeAll(async () => {
    fs.writeFileSync(micFile, voiceLikeWav())
    ;[server, browser] = await Promise.all([sharedDemoServer(), launchBrowser([`--use-file-for-fake-audio-capture=${micFile}`])])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    fs.rmSync(micDir, { recursive: true, force: true })
  })
  beforeEach(() => server.reset())

  /** Files visitors uploaded (the seed's profile picture is the owner's). */
  const storedFiles = (kind: string) =>
    server.db.selectFrom('files').selectAll().where('kind', '=', kind).where('status', '=', 'ready').where('visitor_session_id', 'is not', null).execute()

  test('an image uploads with a progress bar, goes out with the question, and is answered', async () => {
    const photo = await housePhoto(browser, server.url)
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    await openDemoPage(page, server.url)
    const widget = await startChat(page)
    // A slow uplink (about a second and a half for this file) so the bar has time to move.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: photo.length / 1.5 })
    // Each frame: the bar's value, and whether Send could be pressed while the bar showed it.
    await page.evaluate(() => {
      const root = document.querySelector('porchlight-widget')!.shadowRoot!
      const seen: number[] = ((window as unknown as { progress: number[] }).progress = [])
      const sendable: number[] = ((window as unknown as { sendable: number[] }).sendable = [])
      const sample = () => {
        const bar = root.querySelector('progress')
        if (bar && bar.value !== seen.at(-1)) seen.push(bar.value)
        const send = root.querySelector<HTMLButtonElement>('button.send')
        if (bar && send && !send.disabled && !sendable.includes(bar.value)) sendable.push(bar.value)
        requestAnimationFrame(sample)
      }
      sample()
    })
    await widget.dialog.locator('input[type=file]').setInputFiles({ name: 'miami-house.png', mimeType: 'image/png', buffer: photo })
    const bar = widget.dialog.getByRole('progressbar', { name: 'miami-house.png' })
    await expect.poll(() => bar.evaluate((element: HTMLProgressElement) => element.value)).toBeGreaterThan(0.2)
    await screenshot(page, '11-image-uploading')
    await bar.waitFor({ state: 'detached', timeout: 20_000 })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })

    // The bar moved through values between empty and full, forwards only.
    const progress = await page.evaluate(() => (window as unknown as { progress: number[] }).progress)
    const between = progress.filter((value) => value > 0 && value < 1)
    expect(between.length).toBeGreaterThanOrEqual(2)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    // Send could not be pressed in any frame that showed the bar.
    expect(await page.evaluate(() => (window as unknown as { sendable: number[] }).sendable)).toEqual([])

    await widget.messageBox.fill('Do you have homes like this in Miami?')
    await widget.messageBox.press('Enter')
    const answer = await (await waitForAnswer(page, 1)).innerText()
    expect(answer).toContain('Miami, FL')
    const picture = widget.questions.last().getByRole('img', { name: 'miami-house.png' })
    expect(await picture.isVisible()).toBe(true)
    await picture.scrollIntoViewIfNeeded()
    await screenshot(page, '12-image-answered')
    const [stored] = await storedFiles('image')
    expect([stored?.mime, stored?.size]).toEqual(['image/png', photo.length])
    await context.close()
  })

  test('an animated GIF is refused in the browser, before anything is uploaded', async () => {
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const uploads: string[] = []
    page.on('request', (request) => request.url().includes('/chat/User/') && uploads.push(request.url()))
    await openDemoPage(page, server.url)
    const widget = await startChat(page)
    await widget.dialog.locator('input[type=file]').setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: ANIMATED_GIF })
    await expect.poll(() => widget.alert.allInnerTexts()).toEqual(['party.gif is an animated GIF; only still images can be sent.'])
    expect(await widget.send.isDisabled()).toBe(true)
    expect(uploads).toEqual([])
    await screenshot(page, '13-animated-gif-refused')
    await context.close()
  })

  test('push-to-talk records the fake microphone into a WAV file the server stores, and the chat goes on', async () => {
    const context = await browser.newContext(DESKTOP)
    await context.grantPermissions(['microphone'], { origin: server.url })
    const page = await context.newPage()
    await openDemoPage(page, server.url)
    const widget = await startChat(page)
    const mic = widget.dialog.getByRole('button', { name: 'Hold to talk' })
    const box = (await mic.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await expect.poll(() => widget.dialog.innerText()).toContain('Release to send, Esc to cancel.')
    expect(await mic.getAttribute('aria-pressed')).toBe('true')
    await page.waitForTimeout(1500)
    await screenshot(page, '14-voice-recording')
    await page.mouse.up()

    const answer = await (await waitForAnswer(page, 1)).innerText()
    expect(await widget.questions.last().innerText()).toMatch(/^Voice message \(0:0[12]\)$/)
    // The built-in assistant reads text only, and says so.
    expect(answer).toContain('I can only read text')
    await screenshot(page, '15-voice-message-answered')

    const [stored] = await storedFiles('audio')
    expect(stored?.mime).toBe('audio/wav')
    const wav = describeWav(fs.readFileSync(storedFilePath(server.dataDir, stored!.id)))
    expect({ riff: wav.riff, channels: wav.channels, rate: wav.rate, bits: wav.bits }).toEqual({ riff: 'RIFFWAVE', channels: 1, rate: 16_000, bits: 16 })
    expect(wav.seconds).toBeGreaterThan(1)
    expect(wav.seconds).toBeLessThan(4)
    expect(wav.loudness, 'the recording carries the microphone sound, not silence').toBeGreaterThan(0.01)
    await context.close()
  })
})
