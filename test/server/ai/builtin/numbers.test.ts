import { describe, expect, it } from 'vitest'
import { readConversation } from '../../../../server/ai/builtin/dialogue/conversation.ts'
import { englishOrdinal, toEnglish } from '../../../../server/ai/builtin/language.ts'
import { LANGS, PACKS, type Lang } from '../../../../server/ai/builtin/languages/index.ts'
import { moneyIn, numberIn, numberNames, pluralIn } from '../../../../server/ai/builtin/languages/numbers.ts'
import { describeSearch } from '../../../../server/ai/builtin/listing-text.ts'
import { VOCABULARY } from './vocabulary.ts'

describe('numbers, money and plurals in each pack\'s locale', () => {
  it('writes money with the locale\'s separators and the listing\'s own sign where the locale puts it', () => {
    expect(moneyIn('en-US', 425000, '$')).toBe('$425,000')
    expect(moneyIn('de-DE', 425000, '€')).toBe('425.000\u00a0€')
    expect(moneyIn('fr-FR', 1500000, '$')).toBe('1\u202f500\u202f000\u00a0$')
    expect(moneyIn('pt-BR', 2150, '$')).toBe('$\u00a02.150')
    expect(moneyIn('en-US', 1234.6)).toBe('$1,235')
    expect(numberIn('de-DE', 1480.5)).toBe('1.480,5')
  })

  it('gives every pack a locale Intl knows, so each language writes its own numbers', () => {
    for (const lang of LANGS) expect(Intl.NumberFormat.supportedLocalesOf([PACKS[lang].locale]), lang).toEqual([PACKS[lang].locale])
    const written = new Set(LANGS.map((lang) => describeSearch({ city: 'Austin', saleType: 'for_sale', maxPrice: 1_500_000 }, lang).match(/[\d.,\s\u00a0\u202f]*\d[\d.,\s\u00a0\u202f]*/)![0].trim()))
    expect([...written].sort()).toEqual(['1.500.000', '1,500,000', '1\u202f500\u202f000'].sort())
  })

  it('chooses the noun by Intl.PluralRules: French and Portuguese say "0 chambre", English "0 bedrooms"', () => {
    expect(pluralIn('fr-FR').count(0, 'chambre', 'chambres')).toBe('0 chambre')
    expect(pluralIn('en-US').count(0, 'bedroom')).toBe('0 bedrooms')
    expect(pluralIn('en-US').count(1.5, 'bathroom')).toBe('1.5 bathrooms')
    expect(pluralIn('de-DE').count(1500, 'Tag', 'Tage')).toBe('1.500 Tage')
    expect(PACKS.fr.phrases.withBedrooms(1)).toBe('avec 1 chambre')
  })
})

describe('number words up to ninety-nine, read by one routine from each pack\'s tables', () => {
  const valueOf = (lang: Lang, name: string) => new Map(numberNames(PACKS[lang].numberWords)).get(name)

  it('writes every number from zero to ninety-nine in every language, and the whole hundreds', () => {
    for (const lang of LANGS) {
      const values = new Set(numberNames(PACKS[lang].numberWords).map(([, value]) => value))
      for (let n = 0; n <= 99; n++) expect(values.has(n), `${lang}: ${n}`).toBe(true)
      for (const hundred of [100, 200, 500, 900]) expect(values.has(hundred), `${lang}: ${hundred}`).toBe(true)
    }
  })

  it.each([
    ['en', 'forty two', 42], ['en', 'three hundred', 300], ['es', 'veintitrés', 23], ['es', 'noventa y nueve', 99], ['es', 'quinientos', 500],
    ['fr', 'soixante et onze', 71], ['fr', 'quatre-vingt-dix-neuf', 99], ['fr', 'vingt et une', 21], ['de', 'dreiundzwanzig', 23], ['de', 'einundneunzig', 91], ['de', 'zweihundert', 200],
    ['pt', 'trinta e dois', 32], ['pt', 'quinhentos', 500], ['it', 'ventotto', 28], ['it', 'trentuno', 31], ['it', 'duecento', 200]
  ] as [Lang, string, number][])('%s: %s is %i', (lang, name, value) => {
    expect(valueOf(lang, name)).toBe(value)
  })

  it.each([
    ['es', 'casas en Miami con veintitrés habitaciones', { bedrooms: 23 }],
    ['fr', 'maisons à Miami avec vingt et une chambres', { bedrooms: 21 }],
    ['de', 'Häuser in Miami mit dreiundzwanzig Zimmern', { bedrooms: 23 }],
    ['pt', 'casas em Miami com trinta e dois quartos', { bedrooms: 32 }],
    ['it', 'appartamenti a Miami con ventotto camere', { bedrooms: 28 }],
    ['en', 'homes in Miami with twenty-one bedrooms', { bedrooms: 21 }],
    ['en', 'homes in Miami with twelve bedrooms', { bedrooms: 12 }],
    ['es', 'casas en venta en Miami por menos de quinientos mil', { maxPrice: 500_000 }],
    ['en', 'Condos in Miami, half a million tops', { maxPrice: 500_000 }]
  ] as [Lang, string, Record<string, number>][])('%s: %s', (lang, say, expected) => {
    const { asked, context } = readConversation([], say, VOCABULARY)
    expect(asked.at(-1)!.lang).toBe(lang)
    expect(context?.criteria).toMatchObject({ city: 'Miami', ...expected })
  })
})

describe('places written with digits', () => {
  it('reads each pack\'s "2e", "2ª", "2º", "das 2." as English\'s "2nd", and English writes 1st to 23rd', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 111].map(englishOrdinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '111th'])
    expect(toEnglish('le 1er, la 2e, la 3ème', 'fr')).toMatch(/1st.*2nd.*3rd/)
    expect(toEnglish('la 2ª, el 3º, el 4to, la 21°', 'es')).toMatch(/2nd.*3rd.*4th.*21st/)
    expect(toEnglish('a 2ª e o 3º', 'pt')).toMatch(/2nd.*3rd/)
    expect(toEnglish('la 2ª e il 3°', 'it')).toMatch(/2nd.*3rd/)
    expect(toEnglish('das 2. Haus und der 3te', 'de')).toMatch(/2nd.*3rd/)
    // Counts, amounts and dates stay numbers: "2 Zimmer", "2.000", "1.5", a period that ends a count.
    expect(toEnglish('2 Zimmer bis 2.000 Dollar, Baujahr 1990. Mit 2. ', 'de')).not.toMatch(/\d(?:st|nd|rd|th)/)
    expect(toEnglish('2 habitaciones, 1,5 millones, 3 baños', 'es')).not.toMatch(/\d(?:st|nd|rd|th)/)
  })
})
