import { describe, expect, it } from 'vitest'
import { LANGS, PACKS } from '../../../../server/ai/builtin/languages/index.ts'
import { moneyIn, numberIn, pluralIn } from '../../../../server/ai/builtin/languages/numbers.ts'
import { describeSearch } from '../../../../server/ai/builtin/listing-text.ts'

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
