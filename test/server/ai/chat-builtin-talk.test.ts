import { describe, expect, it } from 'vitest'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { expectListing, mlsIn, useDemoAssistant } from '../../support/listing-expectations.ts'

const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example' })

describe('built-in listing assistant: talk', () => {
  it('greets honestly as an automated assistant', async () => {
    const { content, noAnswer } = await bot.answer('Hello!')
    expect(noAnswer).toBe(false)
    expect(content).toContain('automated listing assistant of Harbor & Pine')
    expect(content).toContain(`${bot.listings.length} homes`)
  })

  it('says it is not a person when asked', async () => {
    expect((await bot.answer('Are you a real person?')).content).toContain('not a person')
  })

  it('lists the cities it covers with their counts', async () => {
    const { content } = await bot.answer('Which cities do you cover?')
    expect(content).toContain(`Austin, TX (${bot.listings.filter((l) => l.City === 'Austin').length})`)
    expect(content).toContain(`San Diego, CA (${bot.listings.filter((l) => l.City === 'San Diego').length})`)
  })

  it('sets noAnswer for anything else, offering a person when the chatbot has one', async () => {
    const { content, noAnswer } = await bot.answer('What will the weather be tomorrow?')
    expect(noAnswer).toBe(true)
    expect(content).toContain('only knows the homes listed here')
    expect(content).toContain('a member of our team')
    const alone = await bot.server.newChatbot()
    const reply = await ask(bot.server, { sessionID: await workspaceSession(bot.server, alone), content: 'What will the weather be tomorrow?' })
    expect(reply.body.Data.noAnswer).toBe(true)
    expect(reply.body.Data.content).not.toContain('a member of our team')
  })

  it('does not take a question that merely mentions a house for a search', async () => {
    const { noAnswer, content } = await bot.answer('Can I bring my pets to the house?')
    expect(noAnswer).toBe(true)
    expect(content).not.toContain('I found')
  })
})

describe('built-in listing assistant: follow-ups', () => {
  it('keeps the city and sale type for "and with 2 bedrooms?", then swaps the city for "what about Denver?"', async () => {
    const sessionId = await workspaceSession(bot.server, bot.chatbotId)
    expectListing((await bot.answer('Homes for sale in Austin', sessionId)).content, bot.listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale'))
    const twoBeds = await bot.answer('and with 2 bedrooms?', sessionId)
    expectListing(twoBeds.content, bot.listings.filter((l) => l.City === 'Austin' && l.SaleType === 'for_sale' && l.Bedrooms === 2))
    expect(twoBeds.content).toContain('homes for sale in Austin with 2 bedrooms')
    const denver = await bot.answer('What about Denver?', sessionId)
    expectListing(denver.content, bot.listings.filter((l) => l.City === 'Denver' && l.SaleType === 'for_sale' && l.Bedrooms === 2))
  })

  it('shows the next page for "show more"', async () => {
    const sessionId = await workspaceSession(bot.server, bot.chatbotId)
    const denver = bot.listings.filter((l) => l.City === 'Denver')
    const first = mlsIn((await bot.answer('Homes in Denver', sessionId)).content)
    const more = await bot.answer('show more', sessionId)
    const next = mlsIn(more.content)
    expect(next).toHaveLength(Math.min(5, denver.length - 5))
    expect(next.every((mls) => !first.includes(mls) && denver.some((l) => l.MLSNumber === mls))).toBe(true)
    expect(more.content).toContain(next.length === 1 ? `Here is number 6 of the ${denver.length} homes in Denver` : `Here are numbers 6 to ${5 + next.length} of the ${denver.length} homes in Denver`)
  })

  it('starts afresh when a new place is named without continuing', async () => {
    const sessionId = await workspaceSession(bot.server, bot.chatbotId)
    await bot.answer('3 bedroom homes in Austin under 900k', sessionId)
    expectListing((await bot.answer('Rentals in Miami', sessionId)).content, bot.listings.filter((l) => l.City === 'Miami' && l.SaleType === 'for_rent'))
  })
})
