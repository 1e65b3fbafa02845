import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DEMO_SETTINGS } from '../../../server/demo/seed.ts'
import { mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

/** The demo chatbot, with its own settings and listings, as `npm start` seeds it. */
const bot = useDemoAssistant(DEMO_SETTINGS)

const page = (file: string) => fs.readFileSync(new URL(`../../../demo/${file}`, import.meta.url), 'utf8')
const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, '\'')
/** Every prompt a demo page hands to the chat: the data-chat-ask buttons of the HTML pages. */
const pagePrompts = fs.readdirSync(new URL('../../../demo/', import.meta.url))
  .filter((file) => file.endsWith('.html'))
  .flatMap((file) => [...page(file).matchAll(/data-chat-ask="([^"]+)"/g)].map((match) => unescape(match[1] as string)))
/** The listing page's button asks about its listing by MLS number (demo/assets/site.js). */
const listingPagePrompt = /'data-chat-ask': `(Tell me about MLS )\$\{listing\.mls\}`/.exec(page('assets/site.js'))?.[1]

describe('the demo: every question it suggests finds listings', () => {
  const suggested = (DEMO_SETTINGS.SuggestedMessage ?? '').split('\n').filter(Boolean)

  it('has suggestions and page prompts to ask', () => {
    expect(suggested.length).toBeGreaterThanOrEqual(3)
    expect(pagePrompts.length).toBeGreaterThanOrEqual(3)
    expect(listingPagePrompt).toBe('Tell me about MLS ')
  })

  for (const question of [...suggested, ...pagePrompts]) {
    it(`answers “${question}” with at least one listing`, async () => {
      const { content, noAnswer } = await bot.answer(question)
      expect(noAnswer).toBe(false)
      expect(content).toMatch(/^I found/)
      expect(mlsIn(content).length).toBeGreaterThan(0)
    })
  }

  it('answers the listing page\'s button for every demo listing', async () => {
    for (const listing of bot.listings) {
      const { content } = await bot.answer(`${listingPagePrompt}${listing.MLSNumber}`)
      expect(mlsIn(content)).toEqual([listing.MLSNumber])
    }
  })
})
