import { AMOUNT, parseMoney } from './amounts.ts'

/** The price limits a question names. */
export interface PriceRange {
  minPrice?: number
  maxPrice?: number
  /** "a month", "per month", "/mo", "monthly": the price is a rent */
  monthly: boolean
  /** the question with the price words blanked out, so their digits are not read again as a ZIP or address */
  rest: string
}

const A = `(${AMOUNT})`
const MONTHLY = /(?:\b(?:a|per|each)\s+month\b|\/\s?mo(?:nth)?\b|\bmonthly\b|\bpm\b)/i

/** Patterns in the order they are tried; the first that reads as money wins. */
const PATTERNS: { re: RegExp; read: (a: number, b?: number) => Partial<PriceRange> }[] = [
  { re: new RegExp(String.raw`\bbetween\s+${A}\s+and\s+${A}`, 'i'), read: (a, b) => ({ minPrice: a, maxPrice: b }) },
  { re: new RegExp(String.raw`\bfrom\s+${A}\s+(?:to|-|–)\s+${A}`, 'i'), read: (a, b) => ({ minPrice: a, maxPrice: b }) },
  { re: new RegExp(String.raw`${A}\s*(?:-|–|to)\s*${A}`, 'i'), read: (a, b) => ({ minPrice: a, maxPrice: b }) },
  // After the amount: "500k or less", "half a million tops", "$600k or more", "2,000 and up".
  { re: new RegExp(String.raw`${A}\s*(?:or\s+(?:less|under|below|cheaper)|tops|max(?:imum)?|at\s+(?:the\s+)?most)\b`, 'i'), read: (a) => ({ maxPrice: a }) },
  { re: new RegExp(String.raw`${A}\s*(?:or\s+(?:more|above|higher|up)|and\s+(?:up|above)|plus\b|\+|min(?:imum)?\b|at\s+least\b)`, 'i'), read: (a) => ({ minPrice: a }) },
  {
    re: new RegExp(String.raw`\b(?:under|below|less than|up to|upto|at most|max(?:imum)?|no more than|not more than|cheaper than|within|budget(?:\s+(?:of|is))?|<)\s*${A}`, 'i'),
    read: (a) => ({ maxPrice: a })
  },
  {
    re: new RegExp(String.raw`\b(?:over|above|more than|at least|min(?:imum)?|starting at|from|>)\s*${A}`, 'i'),
    read: (a) => ({ minPrice: a })
  },
  {
    re: new RegExp(String.raw`\b(?:around|about|approximately|approx\.?|roughly|close to|near|~)\s*${A}`, 'i'),
    read: (a) => ({ minPrice: Math.round(a * 0.9), maxPrice: Math.round(a * 1.1) })
  },
  // A price on its own ("for $2,000 a month", "$450k homes") is a budget: at most that much.
  { re: new RegExp(String.raw`(\$\s?(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(?:k|m|mm|million|thousand|grand)\b)?|\b\d+(?:\.\d+)?\s?(?:k|m|million|thousand|grand)\b|\b\d{1,3}(?:,\d{3})+\b|\b\d{6,}\b)`, 'i'), read: (a) => ({ maxPrice: a }) }
]

const SUFFIX = /\s?(k|mm|m|million|thousand|grand)\s*$/i

/** "400-500k" means 400k to 500k: a short bare first amount takes the second one's suffix. */
function inheritSuffix(groups: string[]): string[] {
  if (groups.length !== 2) return groups
  const [first, second] = groups as [string, string]
  const suffix = SUFFIX.exec(second)?.[1]
  const short = /^\$?\s?\d{1,3}(?:\.\d+)?$/.test(first.trim())
  return suffix && short ? [first + suffix, second] : groups
}

/**
 * Finds the price range a question asks for.
 *
 * @example
 * priceRange('condos under 500k')                       // { maxPrice: 500000, monthly: false, … }
 * priceRange('between $300,000 and $450k')              // { minPrice: 300000, maxPrice: 450000, … }
 * priceRange('a 2 bed apartment for $2,000 a month')    // { maxPrice: 2000, monthly: true, … }
 */
export function priceRange(question: string): PriceRange {
  const monthly = MONTHLY.test(question)
  for (const { re, read } of PATTERNS) {
    const global = new RegExp(re.source, 'gi')
    for (const match of question.matchAll(global)) {
      const groups = inheritSuffix(match.slice(1).filter((g): g is string => g !== undefined))
      const end = (match.index ?? 0) + match[0].length
      const after = question.slice(end)
      const values = groups.map((g, i) => parseMoney(g, i === groups.length - 1 ? after : ''))
      if (values.some((v) => v === undefined)) continue
      const [a, b] = values as number[]
      if (b !== undefined && b < (a as number)) continue
      const rest = question.slice(0, match.index) + ' '.repeat(match[0].length) + after
      return { ...read(a as number, b), monthly, rest }
    }
  }
  return { monthly, rest: question }
}
