/**
 * The widget's real upload path with an S3-compatible store (s3rver, checking Signature
 * Version 4 as S3 does): Chromium PUTs the picked image straight to the store, by the URL
 * GetPreUploadUrl bound to its size and type, and the image goes out with the question.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { describeInChromium, DESKTOP } from '../support/chromium.ts'
import type { DemoServer } from '../support/demo-server.ts'
import { useDemoBrowser } from '../support/demo-browser.ts'
import { housePhoto } from '../support/media-files.ts'
import { startS3Server, type S3Server } from '../support/s3-server.ts'
import { openDemoPage, startChat, waitForAnswer } from '../support/widget-page.ts'

describeInChromium('images uploaded straight to an S3-compatible store', () => {
  let s3: S3Server
  let server: DemoServer
  let browser: Browser
  beforeAll(async () => {
    s3 = await startS3Server('uploads')
  })
  afterAll(() => s3?.close())
  useDemoBrowser((started) => ({ server, browser } = started), () => ({
    objectStore: { endpoint: s3.endpoint, bucket: 'uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', pathStyle: true }
  }))

  test('the image goes to the store with the size and type it declared, and is answered', { timeout: 60_000 }, async () => {
    const photo = await housePhoto(browser, server.url)
    const context = await browser.newContext(DESKTOP)
    const page = await context.newPage()
    const puts: { url: string; status: number }[] = []
    page.on('response', (response) => response.request().method() === 'PUT' && puts.push({ url: response.url(), status: response.status() }))
    await openDemoPage(page, server.url)
    const widget = await startChat(page)
    await widget.dialog.locator('input[type=file]').setInputFiles({ name: 'miami-house.png', mimeType: 'image/png', buffer: photo })
    await widget.dialog.getByRole('progressbar', { name: 'miami-house.png' }).waitFor({ state: 'detached', timeout: 20_000 })
    expect(await widget.alert.allInnerTexts()).toEqual([])
    await expect.poll(() => puts.length, { timeout: 10_000 }).toBe(1)
    expect(puts[0]!.url.startsWith(`${s3.endpoint}/uploads/files/`)).toBe(true)
    expect(puts[0]!.url).toContain('X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost')
    expect(puts[0]!.status).toBe(200)

    await widget.messageBox.fill('Do you have homes like this in Miami?')
    await widget.messageBox.press('Enter')
    await waitForAnswer(page, 1)
    expect(await widget.alert.count()).toBe(0)
    const [stored] = await server.db.selectFrom('files').selectAll().where('kind', '=', 'image').where('visitor_session_id', 'is not', null).execute()
    expect([stored?.status, stored?.mime, stored?.size]).toEqual(['ready', 'image/png', photo.length])
    // Checked on its first use: the uploaded object gave way to the checked copy.
    const objects = path.join(s3.directory, 'uploads')
    expect(fs.readdirSync(path.join(objects, 'checked')).some((name) => name.startsWith(String(stored!.id)))).toBe(true)
    expect(fs.existsSync(path.join(objects, 'files')) && fs.readdirSync(path.join(objects, 'files')).some((name) => name.startsWith(`${stored!.id}.`))).toBe(false)
    await context.close()
  })
})
