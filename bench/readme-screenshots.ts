/**
 * README's screenshots of an answer with cards, at a laptop's 1280×800 and a phone's 390×844,
 * written to docs/answer-cards-desktop.png and docs/answer-cards-phone.png: the demo seeded on
 * a fresh data folder, the built widget, real Chromium.
 *
 *   npx vite build --logLevel warn && npx tsx bench/readme-screenshots.ts
 */
import path from 'node:path'
import { withDemoChromium } from './demo-chromium.ts'

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

await withDemoChromium(async ({ browser, url }) => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', hasTouch: size === 'phone' })
    const page = await context.newPage()
    await page.goto(url)
    const widget = page.locator('porchlight-widget')
    await widget.locator('button.bubble').click()
    await widget.getByRole('button', { name: 'Accept and chat' }).click()
    const box = widget.getByRole('textbox', { name: 'Message' })
    await box.fill('Homes for sale in Austin')
    await box.press('Enter')
    const answer = widget.getByRole('log').locator('.msg.bot').last()
    const photo = answer.getByRole('list', { name: 'Homes in this answer' }).getByRole('img').first()
    await photo.waitFor()
    await photo.evaluate((image: HTMLImageElement) => image.decode().catch(() => undefined))
    // The answer's start in view: its summary, the cards, the follow-up line.
    await answer.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    const file = path.resolve('docs', `answer-cards-${size}.png`)
    await page.screenshot({ path: file })
    console.log(file)
    await context.close()
  }
})
