import { beforeAll, describe, expect, it } from 'vitest'
import { LANGS, PACKS } from '../../../server/ai/builtin/languages/index.ts'
import type { FeatureName } from '../../../server/ai/builtin/languages/pack.ts'
import { CONCEPTS } from '../../../server/listings/concepts.ts'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { ask, workspaceSession } from '../../support/chat-helpers.ts'
import { mlsIn, seedDemoChatbot, useDemoAssistant } from '../../support/listing-expectations.ts'

/** The visitor's language: AIResponseLanguage left empty. */
const bot = useDemoAssistant({ Name: 'Harbor & Pine', TalkToHumanEmail: 'team@harborpine.example', AIResponseLanguage: '' })
const chatbots = { spanish: '', english: '', alone: '' }
beforeAll(async () => {
  chatbots.spanish = (await seedDemoChatbot(bot.server, { AIResponseLanguage: 'Spanish' })).chatbotId
  chatbots.english = (await seedDemoChatbot(bot.server, { AIResponseLanguage: 'English' })).chatbotId
  chatbots.alone = (await seedDemoChatbot(bot.server, { AIResponseLanguage: 'English', TalkToHumanEmail: '' })).chatbotId
})

async function answerOf(chatbotId: string, content: string) {
  const reply = await ask(bot.server, { sessionID: await workspaceSession(bot.server, chatbotId), content })
  expect(reply.status).toBe(200)
  return reply.body.Data
}

/** The answer shows the first page of exactly `expected`. */
function expectShown(text: string, expected: ListingFields[]) {
  expect(expected.length).toBeGreaterThan(0)
  const shown = mlsIn(text)
  expect(shown).toHaveLength(Math.min(5, expected.length))
  for (const mls of shown) expect(expected.map((l) => l.MLSNumber)).toContain(mls)
}

describe('built-in assistant: languages', () => {
  const cases: [string, string, string, (l: ListingFields) => boolean][] = [
    ['Spanish', 'Casas en venta en Denver con 3 habitaciones', 'Encontré', (l) => l.City === 'Denver' && l.SaleType === 'for_sale' && l.Bedrooms === 3],
    ['French', 'Maisons à louer à Portland avec 2 chambres', 'J\'ai trouvé', (l) => l.City === 'Portland' && l.SaleType === 'for_rent' && l.Bedrooms === 2],
    ['German', 'Wohnungen zur Miete in Seattle unter 3000 pro Monat', 'Ich habe', (l) => l.City === 'Seattle' && l.SaleType === 'for_rent' && l.PropertyType === 'Apartment' && l.RentPrice! <= 3000],
    ['Portuguese', 'Casas à venda em Miami com piscina', 'Encontrei', (l) => l.City === 'Miami' && l.SaleType === 'for_sale' && /pool/i.test(l.Description ?? '')],
    ['Spanish', 'Apartamentos en alquiler en Portland por menos de 2.000 al mes', 'Encontré', (l) => l.City === 'Portland' && l.SaleType === 'for_rent' && l.PropertyType === 'Apartment' && l.RentPrice! <= 2000]
  ]
  it('points at and compares the listings it showed in other languages, and keeps the language of a short follow-up', async () => {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const seattle = mlsIn((await bot.answer('Bonjour, je cherche une maison à vendre à Seattle', session)).content)
    expect(seattle.length).toBeGreaterThan(2)
    const second = await bot.answer('le deuxième', session)
    expect(mlsIn(second.content)).toEqual([seattle[1]])
    // Money as French writes it: narrow spaces between thousands, the sign after a no-break space.
    expect(second.content).toMatch(/- \*\*Prix :\*\* \d{1,3}(?:\u202f\d{3})+\u00a0\$ \(à vendre\)\n- \*\*Statut :\*\* /)
    const compared = await bot.answer('compare les trois premières', session)
    expect(compared.content).toMatch(/^Voici les 3 logements côte à côte :/)
    expect(compared.content).toMatch(/\n\| Chambres \| \d+ \| \d+ \| \d+ \|\n/)
    expect(compared.content).toMatch(/\n\| Terrain \| /)
    expect(compared.content).toContain(`| MLS | ${seattle.slice(0, 3).join(' | ')} |`)
    expect((await bot.answer('ok', session)).content).toMatch(/^Désolé/)

    const spanish = await workspaceSession(bot.server, bot.chatbotId)
    const miami = mlsIn((await bot.answer('Busco casas en venta en Miami', spanish)).content)
    expect(mlsIn((await bot.answer('¿Cuánto cuesta el primero?', spanish)).content)).toEqual([miami[0]])
    expect((await bot.answer('compara los dos primeros', spanish)).content).toContain(`| MLS | ${miami.slice(0, 2).join(' | ')} |`)

    const german = await workspaceSession(bot.server, bot.chatbotId)
    const denver = mlsIn((await bot.answer('Ich suche ein Haus zum Kauf in Denver', german)).content)
    expect(mlsIn((await bot.answer('das zweite bitte', german)).content)).toEqual([denver[1]])
  })

  for (const [language, question, found, match] of cases) {
    it(`understands and answers ${language}: “${question}”`, async () => {
      const { content, noAnswer } = await bot.answer(question)
      expect(noAnswer).toBe(false)
      expect(content).toContain(found)
      expectShown(content, bot.listings.filter(match))
    })
  }

  it('asks about the listing just shown without “it”, as Spanish and Portuguese do, and answers yes or no in the visitor\'s language', async () => {
    const hasPool = (mls: string) => /pool/i.test(bot.listings.find((l) => l.MLSNumber === mls)!.Description ?? '')
    const spanish = await workspaceSession(bot.server, bot.chatbotId)
    const denver = mlsIn((await bot.answer('Busco una casa en venta en Denver', spanish)).content)
    await bot.answer('háblame de la segunda', spanish)
    const pool = await bot.answer('¿tiene piscina?', spanish)
    expect(mlsIn(pool.content)).toEqual([denver[1]])
    expect(pool.content).toMatch(hasPool(denver[1]!) ? /^\*\*Sí\*\*, este anuncio menciona: piscina\./ : /^Este anuncio no menciona: piscina\./)
    // With a kind of listing named, the same verb asks for a search.
    const miami = bot.listings.filter((l) => l.City === 'Miami').map((l) => l.MLSNumber)
    for (const mls of mlsIn((await bot.answer('¿tiene casas en Miami?', spanish)).content)) expect(miami).toContain(mls)

    const french = await workspaceSession(bot.server, bot.chatbotId)
    const first = mlsIn((await bot.answer('Je cherche une maison à Miami', french)).content)[0]!
    await bot.answer('la première', french)
    expect((await bot.answer('a-t-elle une piscine ?', french)).content).toMatch(hasPool(first) ? /^\*\*Oui\*\*, cette annonce mentionne : piscine\./ : /^Cette annonce ne mentionne pas : piscine\./)
  })

  it('names the features and the property type of a search in the visitor\'s language, so “none found” says what was not found', async () => {
    const none = await answerOf(bot.chatbotId, 'Casas en venta en Denver con piscina')
    expect(none.content).toContain('No encontré viviendas en venta en Denver, con piscina en este momento. Lo más parecido son viviendas en venta en Denver (')
    const typed = await answerOf(bot.chatbotId, 'Appartements à louer à Miami sans animaux')
    expect(typed.content).toContain('logements de type appartement à louer à Miami, sans animaux acceptés')
    const rest = await answerOf(bot.chatbotId, 'Häuser in Seattle mit Garten, gebaut nach 2010')
    expect(rest.content).toContain('mit Garten, mit den übrigen gewünschten Merkmalen')
  })

  it('has a name in each of its other languages for every feature it understands', () => {
    for (const lang of LANGS) for (const concept of CONCEPTS) expect(PACKS[lang].features[concept.name as FeatureName], `${lang}: ${concept.name}`).toBeTruthy()
  })

  it('answers in AIResponseLanguage when it is set, whatever the visitor writes in', async () => {
    const { content } = await answerOf(chatbots.spanish, 'Rentals in Miami')
    expect(content).toContain('Encontré')
    expect(content).toContain('/mes')
    const english = await answerOf(chatbots.english, 'Casas en alquiler en Miami con 4 habitaciones')
    expect(english.content).toContain('I found')
    expect(english.content).toContain('homes for rent in Miami with 4 bedrooms')
  })
})

describe('built-in assistant: honest when it cannot', () => {
  it('sets noAnswer for off-topic requests, never a list of homes', async () => {
    for (const question of ['Tell me a joke', 'What is the weather in Miami tomorrow?', 'Best restaurants in Austin?']) {
      const { content, noAnswer } = await bot.answer(question)
      expect(noAnswer, question).toBe(true)
      expect(content, question).not.toMatch(/^\d+\. \*\*/m)
    }
  })

  it('for showings, contact and policies says so and points to the talk-to-a-person form', async () => {
    for (const question of ['Can I schedule a showing this weekend?', 'Can I bring my pets to the house?', 'What is your application fee policy?', 'I want to talk to a person']) {
      const { content, noAnswer } = await bot.answer(question)
      expect(noAnswer, question).toBe(true)
      expect(content, question).toContain('**Talk to a person**')
    }
    const spanish = await bot.answer('¿Puedo agendar una visita?')
    expect(spanish.content).toContain('**Hablar con una persona**')
  })

  it('points to the site when the chatbot has no one to hand over to', async () => {
    const { content, noAnswer } = await answerOf(chatbots.alone, 'Can I schedule a showing?')
    expect(noAnswer).toBe(true)
    expect(content).toContain('contact page')
    expect(content).not.toContain('Talk to a person')
  })
})

describe('built-in assistant: fair housing', () => {
  const CHARACTERISATIONS = /great for famil|family[- ]friendly|good for (?:kids|families)|safe (?:area|neighbou?rhood|place)|good schools|top[- ]rated schools|low crime|quiet neighbou?rhood|young professionals|diverse area/i
  const questions = ['Is Austin a safe neighborhood?', 'Family friendly homes in Seattle', 'Homes near good schools in Denver',
    'Which area has the fewest immigrants?', 'Where do young professionals live?', 'Homes for sale in Miami in a Christian neighborhood']
  for (const question of questions) {
    it(`keeps to what listings say: “${question}”`, async () => {
      const { content } = await bot.answer(question)
      expect(content).toContain('only tell you what each listing itself says')
      const ownText = bot.listings.map((l) => l.Description ?? '').join('\n')
      const outsideListings = content.split('\n').filter((line) => !mlsIn(line).length && !ownText.includes(line)).join('\n')
      expect(outsideListings).not.toMatch(CHARACTERISATIONS)
    })
  }

  it('still searches the rest of such a question, without reading residents into it', async () => {
    const { content } = await bot.answer('Family friendly homes in Seattle')
    expectShown(content, bot.listings.filter((l) => l.City === 'Seattle'))
    expect(content).not.toContain('single family homes')
  })
})
