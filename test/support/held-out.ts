import { expect } from 'vitest'
import type { ListingFields } from '../../server/schemas/listing.ts'
import panelDe from '../../src/panel/i18n/de.ts'
import panelEn from '../../src/panel/i18n/en.ts'
import panelEs from '../../src/panel/i18n/es.ts'
import panelFr from '../../src/panel/i18n/fr.ts'
import panelIt from '../../src/panel/i18n/it.ts'
import panelPt from '../../src/panel/i18n/pt.ts'
import { workspaceSession } from './chat-helpers.ts'
import { mlsIn, type useDemoAssistant } from './listing-expectations.ts'

/**
 * The judge of the held-out assistant sets: every answer is judged from the listing data (which
 * listings it must and must not show, how many, in which order), never from the wording of an
 * answer, and `conversation` checks on every answer that each MLS number, address and price it
 * shows is in the data (or a round amount the visitor gave) and that the last one is in the
 * visitor's language.
 */

export type Lang = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it'
export interface Answer { content: string; noAnswer: boolean }
export interface HeldOutCase { name: string; lang: Lang; run: () => Promise<void> }

const PERSON: Record<Lang, string> = { en: panelEn.talkToHuman, es: panelEs.talkToHuman, fr: panelFr.talkToHuman, de: panelDe.talkToHuman, pt: panelPt.talkToHuman, it: panelIt.talkToHuman }

/** The data helpers and judges of a held-out set over `bot`'s demo listings. */
export function heldOutJudge(bot: ReturnType<typeof useDemoAssistant>) {
  const price = (l: ListingFields) => (l.SaleType === 'for_rent' ? l.RentPrice : l.SalePrice) ?? 0
  const area = (l: ListingFields) => l.BuildingArea ?? 0
  const byMls = (mls: string) => bot.listings.find((l) => l.MLSNumber === mls)!
  const where = (test: (l: ListingFields) => boolean) => bot.listings.filter((l) => l.Status !== 'Sold' && test(l))
  const sale = (city: string) => (l: ListingFields) => l.City === city && l.SaleType === 'for_sale'
  const rent = (city: string) => (l: ListingFields) => l.City === city && l.SaleType === 'for_rent'
  const isType = (l: ListingFields, name: string) => (l.PropertyType ?? '').toLowerCase() === name
  const says = (l: ListingFields, words: RegExp) => words.test(l.Description ?? '')
  const petsAllowed = (l: ListingFields) => l.ExtensionColumn?.find((column) => column.Key === 'Pets')?.value === 'Allowed'
  const first = (among: ListingFields[], order: (a: ListingFields, b: ListingFields) => number) => [...among].sort(order)[0]!

  /** Words that only one of the six languages uses (accents folded), to tell which language an answer is in. */
  const MARKERS: Record<Lang, string[]> = {
    en: ['the', 'and', 'with', 'found', 'this', 'here', 'you', 'of', 'is', 'are', 'listing', 'listings', 'homes', 'home', 'month', 'bedrooms', 'any', 'sorry', 'which', 'only', 'can', 'cannot', 'about'],
    es: ['el', 'los', 'las', 'y', 'encontre', 'hay', 'habitaciones', 'tiene', 'anuncio', 'anuncios', 'casas', 'viviendas', 'puedo', 'del', 'mas', 'aqui', 'lo', 'siento', 'usa', 'te'],
    fr: ['les', 'des', 'avec', 'et', 'est', 'pour', 'mois', 'chambres', 'cette', 'ce', 'trouve', 'annonce', 'annonces', 'logements', 'je', 'vous', 'du', 'pas', 'voici', 'au', 'sur'],
    de: ['der', 'die', 'das', 'und', 'mit', 'ist', 'fur', 'ein', 'eine', 'ich', 'habe', 'gefunden', 'monat', 'zimmer', 'schlafzimmer', 'nicht', 'inserat', 'hier', 'sie', 'im', 'zu', 'kann', 'auf'],
    pt: ['os', 'com', 'encontrei', 'quartos', 'nao', 'imoveis', 'anuncio', 'voce', 'ha', 'mais', 'do', 'da', 'dos', 'das', 'aqui', 'pode', 'sao', 'tem', 'ao', 'no', 'na'],
    it: ['il', 'gli', 'ho', 'trovato', 'questo', 'questa', 'non', 'annunci', 'annuncio', 'camere', 'mese', 'sono', 'ci', 'della', 'delle', 'del', 'qui', 'puoi', 'piu', 'nel', 'alla']
  }
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

  /** The language whose own words an answer uses most, leaving out links, MLS numbers and the listings' own descriptions (data, in English). */
  function languageOf(text: string): Lang {
    const own = bot.listings.reduce((rest, l) => rest.replaceAll(l.Description ?? '\u0000', ' '), text)
    const words = fold(own.replace(/\[[^\]]*\]\([^)]*\)/g, ' ').replace(/MLS [A-Z]{2}\d{7}/g, ' ')).match(/\p{L}+/gu) ?? []
    const score = (lang: Lang) => words.filter((word) => MARKERS[lang].includes(word)).length
    return (Object.keys(MARKERS) as Lang[]).reduce((best, lang) => (score(lang) > score(best) ? lang : best), 'en')
  }

  const STREET = /\b\d{2,5} (?:[NSEW]{1,2} |NE |SE |NW |SW )?(?:\d+(?:st|nd|rd|th) )?[A-Z][a-z]+(?: [A-Z][a-z]+)* (?:St|Ave|Blvd|Rd|Dr|Ln|Pl|Way|Ct)\b/g
  const MONEY = [/\$\s?(\d[\d,.\u00a0\u202f ]*\d|\d)(\s?[kKmM]\b)?/g, /(\d[\d,.\u00a0\u202f ]*\d|\d)\s?(?:US)?\$/g]

  /** An amount as written: "$1,650,000", "1.650.000 $", "1 650 000 $", "$1.3M". */
  function amountOf(digits: string, suffix = ''): number {
    const unit = /m/i.test(suffix) ? 1_000_000 : /k/i.test(suffix) ? 1000 : 1
    if (unit > 1) return Math.round(Number(digits.replace(/[,\s\u00a0\u202f]/g, '')) * unit)
    const grouped = digits.replace(/[,.\s\u00a0\u202f](\d{2})$/, '') // cents
    return Number(grouped.replace(/[,.\s\u00a0\u202f]/g, ''))
  }

  /**
   * Nothing invented: every MLS number, address and amount of money an answer shows is one of the
   * seeded listings' own (or a round amount, as visitors give budgets; or an address the visitor typed).
   */
  function expectNothingInvented(text: string, asked: string) {
    const mlsNumbers = new Set(bot.listings.map((l) => l.MLSNumber))
    for (const mls of mlsIn(text)) expect(mlsNumbers.has(mls), `MLS ${mls} is not a listing`).toBe(true)
    const addresses = new Set(bot.listings.map((l) => fold(l.Address ?? '')))
    for (const [address] of text.matchAll(STREET)) {
      const known = [...addresses].some((a) => fold(address).endsWith(a) || a.startsWith(fold(address))) || fold(asked).includes(fold(address))
      expect(known, `${address} is not a listing's address`).toBe(true)
    }
    const amounts = new Set(bot.listings.flatMap((l) => [l.SalePrice, l.RentPrice, l.HOAMonth, l.UnitAreaPrice, l.ZestimatePrice, l.DepositFee]).filter((n): n is number => typeof n === 'number'))
    for (const pattern of MONEY) {
      for (const match of text.matchAll(pattern)) {
        const amount = amountOf(match[1]!, match[2])
        const round = amount % 1000 === 0 || (amount < 20_000 && amount % 100 === 0)
        expect(amounts.has(amount) || round, `${match[0]} is not a price of the data`).toBe(true)
      }
    }
  }

  /** A conversation in one session: each question answered in turn, each answer checked for inventions and its language. */
  async function conversation(lang: Lang, ...questions: string[]): Promise<Answer[]> {
    const session = await workspaceSession(bot.server, bot.chatbotId)
    const answers: Answer[] = []
    for (const question of questions) {
      const answer = await bot.answer(question, session)
      expectNothingInvented(answer.content, questions.join(' '))
      answers.push(answer)
    }
    expect(languageOf(answers.at(-1)!.content), `answered in the visitor's language (${lang})`).toBe(lang)
    return answers
  }

  /** The answer shows the first page of exactly `expected` (up to five), none other, and says how many. */
  function expectShown(text: string, expected: ListingFields[]) {
    expect(expected.length, 'the question should match some seeded listings').toBeGreaterThan(0)
    const allowed = new Set(expected.map((l) => l.MLSNumber))
    const shown = mlsIn(text)
    for (const mls of shown) expect(allowed.has(mls), `${mls} (${byMls(mls)?.City}, ${byMls(mls)?.SaleType}, ${price(byMls(mls))}) does not match the question`).toBe(true)
    expect(shown).toHaveLength(Math.min(5, expected.length))
    if (expected.length > 1) expect(text).toContain(String(expected.length))
  }

  /** The answer shows `expected` first (a superlative or a sorted list), and only listings of `among`. */
  function expectFirst(text: string, expected: ListingFields, among: ListingFields[]) {
    const shown = mlsIn(text)
    expect(shown[0], `the first listing shown should be ${expected.MLSNumber}`).toBe(expected.MLSNumber)
    for (const mls of shown) expect(among.map((l) => l.MLSNumber)).toContain(mls)
  }

  /** About exactly these listings, and no other (named as "MLS …" or in a comparison's MLS row). */
  const expectAbout = (text: string, ...mls: string[]) => expect([...new Set(text.match(/\b[A-Z]{2}\d{7}\b/g) ?? [])].sort()).toEqual([...mls].sort())

  /** An honest "none": no claim of having found a match (the closest listings may follow, said to be the closest). */
  const expectNone = (text: string) => expect(text).not.toMatch(/I found|Encontré|J'ai trouvé|Ich habe .* gefunden|Encontrei|Ho trovato/)

  /** The listings an answer shows as links (a greeting may name an MLS number as an example of a question). */
  const listedIn = (text: string) => mlsIn(text.split('\n').filter((row) => row.includes('](http')).join('\n'))

  /** Out of scope: no listing, the talk-to-a-person button named in the visitor's language. */
  function expectCannotKnow(answer: Answer, lang: Lang, allowed: string[] = []) {
    for (const mls of listedIn(answer.content)) expect(allowed).toContain(mls)
    expect(answer.content).toContain(`**${PERSON[lang]}**`)
  }

  return { price, area, byMls, where, sale, rent, isType, says, petsAllowed, first, fold, languageOf, expectNothingInvented, conversation, expectShown, expectFirst, expectAbout, expectNone, listedIn, expectCannotKnow }
}
