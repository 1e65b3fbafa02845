/** Reading prices and small counts out of everyday English. */
import { PACKS } from './languages/index.ts'
import { numberNames } from './languages/numbers.ts'

/** The English pack's numbers in one word: "three", "twelve", "forty" (the tagger reads "forty two" as a phrase). */
const WORD_NUMBERS = new Map(numberNames(PACKS.en.numberWords))

/**
 * A count written in digits or as one English word up to ninety.
 *
 * @example
 * smallNumber('three')  // 3
 * smallNumber('twelve') // 12
 * smallNumber('2.5')    // 2.5
 */
export function smallNumber(text: string): number | undefined {
  const word = WORD_NUMBERS.get(text.toLowerCase())
  if (word !== undefined) return word
  const value = Number(text)
  return Number.isFinite(value) ? value : undefined
}

/** A money amount: "$1.2m", "450k", "$450,000", "2,000", "500 thousand". */
export const AMOUNT = String.raw`\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(?:k|m|mm|million|thousand|grand)\b)?`

/** Words that make a number a count of something, never a price. */
const NOT_MONEY = /^\s*(?:\+|-)?\s*(?:bed|bath|br\b|bd\b|ba\b|room|sq|square|ft|feet|foot|year|yr|day|car|garage|parking|spot|stor|floor|acre|min|hour|%|percent)/i

/**
 * The value of one AMOUNT match, or undefined when it is not money (a bare small number,
 * or a count followed by "bedrooms", "years" and the like).
 *
 * @example
 * parseMoney('$450k', '')        // 450000
 * parseMoney('1.2 million', '')  // 1200000
 * parseMoney('3', ' bedrooms')   // undefined
 */
export function parseMoney(match: string, after: string): number | undefined {
  if (NOT_MONEY.test(after)) return undefined
  const text = match.toLowerCase().replace(/\s+/g, '')
  const hasDollar = text.startsWith('$')
  const suffix = /(k|mm|m|million|thousand|grand)$/.exec(text)?.[1]
  const digits = text.replace(/^\$/, '').replace(/(k|mm|m|million|thousand|grand)$/, '').replace(/,/g, '')
  const value = Number(digits)
  if (!Number.isFinite(value)) return undefined
  const scale = suffix === 'k' || suffix === 'thousand' || suffix === 'grand' ? 1000 : suffix ? 1_000_000 : 1
  const amount = Math.round(value * scale)
  // A bare number is money only when it is large enough that it cannot be a count.
  if (!hasDollar && !suffix && amount < 100) return undefined
  return amount
}
