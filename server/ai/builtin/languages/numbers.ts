/** Numbers, money and plurals written the way each locale writes them, by Intl; formatters are made once per locale. */
import type { NumberWords } from './pack.ts'

interface Formats {
  number: Intl.NumberFormat
  money: Intl.NumberFormat
  plural: Intl.PluralRules
}

const made = new Map<string, Formats>()

/** The locale's formatters: numbers to two decimals, whole amounts of money, plural categories. */
function formatsOf(locale: string): Formats {
  let formats = made.get(locale)
  if (!formats) {
    formats = {
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      // The listing's own currency symbol replaces the dollar sign, placed and spaced as the locale writes money.
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 }),
      plural: new Intl.PluralRules(locale)
    }
    made.set(locale, formats)
  }
  return formats
}

/**
 * A number with the locale's separators.
 *
 * @example
 * numberIn('de-DE', 1480.5) // '1.480,5'
 */
export const numberIn = (locale: string, value: number) => formatsOf(locale).number.format(value)

/**
 * Whole units of money with the locale's separators, and `symbol` where the locale puts a currency sign.
 *
 * @example
 * moneyIn('en-US', 425000, '$') // '$425,000'
 * moneyIn('de-DE', 425000, '€') // '425.000 €'
 */
export function moneyIn(locale: string, value: number, symbol = '$'): string {
  return formatsOf(locale).money.formatToParts(Math.round(value)).map((part) => (part.type === 'currency' ? symbol : part.value)).join('')
}

/**
 * A count and its noun in one locale, the noun chosen by Intl.PluralRules ("0 chambre" in French,
 * "0 bedrooms" in English); `word` gives the noun alone.
 *
 * @example
 * const { count, word } = pluralIn('fr-FR')
 * count(2, 'chambre', 'chambres') // '2 chambres'
 * word(1, 'chambre', 'chambres')  // 'chambre'
 */
export function pluralIn(locale: string) {
  const { plural } = formatsOf(locale)
  const word = (n: number, one: string, many = `${one}s`) => (plural.select(n) === 'one' ? one : many)
  return { word, count: (n: number, one: string, many = `${one}s`) => `${numberIn(locale, n)} ${word(n, one, many)}` }
}

/**
 * Every number a pack's words write up to ninety-nine, and its whole hundreds, with its value:
 * units, tens, each ten with each unit by the pack's templates, hundreds, then the irregular ones.
 *
 * @example
 * numberNames(PACKS.de.numberWords).find(([name]) => name === 'dreiundzwanzig') // ['dreiundzwanzig', 23]
 */
export function numberNames(words: NumberWords): [string, number][] {
  const fill = (template: string, ten: string, unit: string) => template.replace('{ten}', ten).replace('{unit}', unit)
  const names: [string, number][] = words.units.map((unit, value) => [unit, value])
  words.tens.forEach((ten, i) => {
    if (!ten) return
    names.push([ten, (i + 2) * 10])
    for (let unit = 1; unit <= 9; unit++) for (const template of words.compound) names.push([fill(template, ten, words.units[unit]!), (i + 2) * 10 + unit])
  })
  for (let unit = 2; unit <= 9; unit++) for (const template of words.hundreds) names.push([fill(template, '', words.units[unit]!), unit * 100])
  return [...names, ...words.irregular]
}
