import { describe, expect, it } from 'vitest'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

/**
 * Multi-turn conversations of demanding visitors, over HTTP, each judged from the listing data:
 * references to what was shown ("the second one", "cheaper than that one", "something bigger"),
 * refinements and take-backs across turns.
 */
const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })
const price = (l: ListingFields) => (l.SaleType === 'for_rent' ? l.RentPrice : l.SalePrice) ?? 0
const active = (l: ListingFields) => l.Status !== 'Sold'
const byMls = (mls: string) => bot.listings.find((l) => l.MLSNumber === mls)!
const where = (test: (l: ListingFields) => boolean) => bot.listings.filter((l) => active(l) && test(l))

/** A conversation in one session: each question answered in turn, the answers returned. */
async function conversation(...questions: string[]) {
  const session = await workspaceSession(bot.server, bot.chatbotId)
  const answers: { content: string; noAnswer: boolean }[] = []
  for (const question of questions) answers.push(await bot.answer(question, session))
  return answers
}

describe('built-in assistant: held-out conversations', () => {
  it('"anything cheaper than that one?" after a listing of the list: the same search below its price', async () => {
    const [list, second, cheaper] = await conversation('Homes for sale in Austin', 'tell me about the second one', 'anything cheaper than that one?')
    const picked = byMls(mlsIn(list!.content)[1]!)
    expect(mlsIn(second!.content)).toEqual([picked.MLSNumber])
    expectListing(cheaper!.content, where((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && price(l) < price(picked)))
  })

  it('"got something bigger?" after one listing: the same search, larger than it', async () => {
    const [list, , bigger] = await conversation('Homes for sale in Denver', 'the first one', 'got something bigger?')
    const first = byMls(mlsIn(list!.content)[0]!)
    expectListing(bigger!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && (l.BuildingArea ?? 0) > (first.BuildingArea ?? 0)))
  })

  it('"bigger than the first one" names the listing by its place in the list', async () => {
    const [list, bigger] = await conversation('Homes for sale in Miami', 'any bigger than the first one?')
    const first = byMls(mlsIn(list!.content)[0]!)
    expectListing(bigger!.content, where((l) => l.City === 'Miami' && l.SaleType === 'for_sale' && (l.BuildingArea ?? 0) > (first.BuildingArea ?? 0)))
  })

  it('"cheaper than MLS …" compares with a listing named by its MLS number', async () => {
    const named = where((l) => l.City === 'Seattle' && l.SaleType === 'for_sale').sort((a, b) => price(b) - price(a))[0]!
    const [, cheaper] = await conversation('Homes for sale in Seattle', `show me ones cheaper than MLS ${named.MLSNumber}`)
    expectListing(cheaper!.content, where((l) => l.City === 'Seattle' && l.SaleType === 'for_sale' && price(l) < price(named)))
  })

  it('"cheaper than 500k" stays a price, not a listing', async () => {
    const [, , cheaper] = await conversation('Homes for sale in Denver', 'tell me about the first one', 'and homes in Denver cheaper than 500k?')
    expectListing(cheaper!.content, where((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && price(l) <= 500_000))
  })
})
