import type { MoneyWord } from '../languages/pack.ts'
import { tagWords, tokenize, type Tag, type Token } from './tag.ts'

/** The price limits a question names. */
export interface PriceAsked {
  minPrice?: number
  maxPrice?: number
  /** "a month", "per month", "/mo", "monthly": the price is a rent */
  monthly: boolean
  /** the question with the price words blanked out, so their digits are not read again as a ZIP or an MLS number */
  rest: string
}

/** One amount of money: its value, where it stands (token indexes, end excluded), and whether it must be money. */
interface Amount {
  value: number
  from: number
  to: number
  /** the scale it was written with ("k", "million"), if any */
  scale?: number
  /** a currency, a scale or thousands separators: money even when small or with no bound */
  marked: boolean
}

const SCALES: Partial<Record<MoneyWord, number>> = { thousand: 1000, million: 1_000_000 }
const FRACTIONS: Partial<Record<MoneyWord, number>> = { half: 0.5, quarter: 0.25 }
/** Number words of the reader's English, below a hundred (other languages' words up to ten are digits by then). */
const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
/** Words after a number that make it a count or a measure, never money. */
const NOT_MONEY = /^(?:sq|square|ft|feet|foot|sqft|sf|m2|year|years|yr|yrs|day|days|car|cars|garage|garages|parking|spot|spots|space|spaces|stor(?:y|ies)|floors?|acres?|minutes?|mins?|hours?|percent|people|persons|th|st|nd|rd)$/

/** A money word of a question, where it stands. */
type MoneyTag = Extract<Tag, { slot: 'money' }>
/** Other languages' words joining the parts of a number, as they stay after translation ("2 thousand e 500"). */
const JOINS = new Set(['e', 'y', 'et', 'und'])
/** Number words that may follow "and" inside a number: "seven hundred and fifty". */
const AFTER_AND = new Set([...UNITS, ...TENS.slice(2)])

/** Reads amounts of money, bounds and ranges out of one question's tokens and tags. */
class MoneyReader {
  /** the money words by the token each starts at, and by the token right after each */
  private readonly starting = new Map<number, MoneyTag[]>()
  private readonly ending = new Map<number, MoneyTag[]>()

  constructor(private readonly text: string, private readonly tokens: Token[], private readonly tags: Tag[]) {
    for (const tag of tags) {
      if (tag.slot !== 'money') continue
      this.starting.set(tag.from, [...(this.starting.get(tag.from) ?? []), tag])
      this.ending.set(tag.to, [...(this.ending.get(tag.to) ?? []), tag])
    }
  }

  /** The money word of `values` starting at token `at`, if any. */
  wordAt(at: number, ...values: MoneyWord[]) {
    return this.starting.get(at)?.find((tag) => values.includes(tag.value))
  }

  /** The money word of `values` ending right before token `at`, if any. */
  wordBefore(at: number, ...values: MoneyWord[]) {
    return this.ending.get(at)?.find((tag) => values.includes(tag.value))
  }

  /** A number in English words below a thousand starting at `at`: "seven hundred and fifty". */
  private spelled(at: number): { value: number; to: number } | undefined {
    let value = 0
    let to = at
    for (let token = this.tokens[to]; token; token = this.tokens[++to]) {
      const unit = UNITS.indexOf(token.text)
      const ten = TENS.indexOf(token.text)
      if (unit >= 0) value += unit
      else if (ten >= 2) value += ten * 10
      else if (token.text === 'hundred' && to > at) value *= 100
      else if (!(token.text === 'and' && to > at && AFTER_AND.has(this.tokens[to + 1]?.text ?? ''))) break
    }
    return to > at ? { value, to } : undefined
  }

  /** "half a million", "a quarter million", "one point three million": a fraction or a decimal in words before a scale. */
  private inWords(at: number): { value: number; to: number } | undefined {
    let to = at
    const article = this.wordAt(to, 'one')
    if (article) to = article.to
    const fraction = this.starting.get(to)?.find((tag) => FRACTIONS[tag.value] !== undefined)
    if (fraction) {
      to = fraction.to
      if (this.tokens[to]?.text === 'of') to++
      to = this.wordAt(to, 'one')?.to ?? to
      return { value: FRACTIONS[fraction.value]!, to }
    }
    if (article) return { value: 1, to }
    const whole = this.spelled(at)
    if (!whole) return undefined
    const point = this.wordAt(whole.to, 'point')
    if (!point) return whole
    let digits = ''
    let next = point.to
    for (; this.tokens[next] && UNITS.indexOf(this.tokens[next]!.text) >= 0 && UNITS.indexOf(this.tokens[next]!.text) < 10; next++) digits += UNITS.indexOf(this.tokens[next]!.text)
    return digits ? { value: Number(`${whole.value}.${digits}`), to: next } : whole
  }

  /** "and a half", "and a quarter" at token `at`, after a whole number ("two and a half million"): the fraction and where it ends. */
  private fractionAfterAnd(at: number): { value: number; to: number } | undefined {
    if (this.tokens[at]?.text !== 'and') return undefined
    const to = this.wordAt(at + 1, 'one')?.to ?? at + 1
    const fraction = this.starting.get(to)?.find((tag) => FRACTIONS[tag.value] !== undefined)
    return fraction && { value: FRACTIONS[fraction.value]!, to: fraction.to }
  }

  /**
   * A number in words or digits after a scale, below it, that adds to the amount ("two thousand five hundred",
   * "one million two hundred thousand", "2 thousand 500"), and the smaller scale it has, if any; not when a count
   * or a measure follows ("two hundred thousand three bedroom homes").
   */
  private addedAfterScale(at: number, scale: number): { value: number; to: number } | undefined {
    const join = this.tokens[at]?.text ?? ''
    const start = join === 'and' || JOINS.has(join) ? at + 1 : at
    // In digits too, as other languages' number words are read: "dos mil quinientos" as "2 thousand 500" ("… and 900 thousand" ends a range).
    const digits = join !== 'and' && /^\d{1,3}$/.test(this.tokens[start]?.text ?? '') ? { value: Number(this.tokens[start]!.text), to: start + 1 } : undefined
    const part = this.spelled(start) ?? digits
    if (!part || this.starting.get(part.to)?.some((tag) => (SCALES[tag.value] ?? 0) >= scale)) return undefined
    const smaller = this.starting.get(part.to)?.find((tag) => (SCALES[tag.value] ?? scale) < scale)
    const value = part.value * (smaller ? SCALES[smaller.value]! : 1)
    const to = smaller?.to ?? part.to
    const next = this.tokens[to]
    if (value >= scale || (next && (NOT_MONEY.test(next.text) || this.tags.some((tag) => tag.slot === 'unit' && tag.from === to)))) return undefined
    return { value, to }
  }

  /**
   * A number written the way most of the world writes it, in an English question: "850.000" and
   * "1.250.000" (dots between thousands, no scale after), "1,2 million" (a decimal comma before a scale,
   * or before a range's other end and its scale).
   */
  private writtenAbroad(at: number): { value: number; to: number; grouped: boolean } | undefined {
    const start = this.tokens[at]!.start
    const raw = this.text.slice(start)
    const past = (length: number) => { let to = at; while (this.tokens[to] && this.tokens[to]!.start < start + length) to++; return to }
    const dotted = /^\d{1,3}(?:\.\d{3})+(?![\d,.])/.exec(raw)
    if (dotted && !this.starting.get(past(dotted[0].length))?.some((tag) => SCALES[tag.value] !== undefined)) {
      return { value: Number(dotted[0].replace(/\./g, '')), to: past(dotted[0].length), grouped: true }
    }
    const decimal = /^(\d{1,3}),(\d{1,2})(?![\d,.])/.exec(raw)
    const end = decimal && past(decimal[0].length)
    // A scale right after, or after the other end of a range: "1,2 million", "between 1,2 and 1,5 million".
    if (end && [0, 2, 3].some((ahead) => this.starting.get(end + ahead)?.some((tag) => SCALES[tag.value] !== undefined))) {
      return { value: Number(`${decimal![1]}.${decimal![2]}`), to: end, grouped: false }
    }
    return undefined
  }

  /**
   * The amount of money starting at token `at`, or undefined when none does (a count, a measure, part
   * of an MLS number); `small` keeps a bare number below 100, as the start of a range may be ("1.2 to 1.5 million").
   */
  amountAt(at: number, small = false): Amount | undefined {
    let to = at
    const currency = this.tokens[to]?.text === '$' || this.wordAt(to, 'dollars')?.to === to + 1 && /^\$|^usd$/.test(this.tokens[to]!.text)
    if (currency) to++
    const token = this.tokens[to]
    if (!token) return undefined
    let number: { value: number; to: number; grouped?: boolean; digits?: number } | undefined
    if (/^\d/.test(token.text)) {
      // Glued to letters ("TX0240000", "24th"): a code or an ordinal, not money.
      if (/\p{L}/u.test(this.text[token.start - 1] ?? '')) return undefined
      number = this.writtenAbroad(to) ?? { value: Number(token.text.replace(/,/g, '')), to: to + 1, grouped: token.text.includes(','), digits: token.text.replace(/\D/g, '').length }
    } else number = this.inWords(to)
    if (!number) return undefined
    to = number.to
    const andFraction = this.fractionAfterAnd(to)
    if (andFraction) [number, to] = [{ ...number, value: number.value + andFraction.value }, andFraction.to]
    const scaleWord = this.starting.get(to)?.find((tag) => SCALES[tag.value] !== undefined)
    const scale = scaleWord && SCALES[scaleWord.value]
    let added = 0
    if (scaleWord) {
      to = scaleWord.to
      // "two million and a half", "two thousand five hundred"
      const more = this.fractionAfterAnd(to) ?? this.addedAfterScale(to, scale!)
      if (more) [added, to] = [more.value < 1 ? more.value * scale! : more.value, more.to]
    }
    else if (!/^\d/.test(token.text) && number.value < 100 && !small) return undefined
    const after = this.wordAt(to, 'dollars')
    if (after) to = after.to
    const next = this.tokens[to]
    if (!scale && next && (NOT_MONEY.test(next.text) || this.tags.some((tag) => tag.slot === 'unit' && tag.from === to))) return undefined
    const marked = Boolean(currency || scale || after || number.grouped || (number.digits ?? 0) >= 6)
    const value = number.value * (scale ?? 1) + added
    if (!marked && value < 100 && !small) return undefined
    return { value, from: at, to, ...(scale && { scale }), marked }
  }

  /** The amount that ends a range begun by `first` ("… and 450k", "… to 1.2M", "…-500k"), with `first` scaled like it ("400-500k"). */
  rangeEnd(first: Amount, word: 'and' | 'to'): [Amount, Amount] | undefined {
    // "between 500 thousand e 900 thousand": another language's "and" left by translation.
    // "2000 bis 3000 Dollar": German "bis" is "up to" and "to"; between two amounts, the range's "to".
    const joint = this.wordAt(first.to, ...(word === 'to' ? ['to', 'under'] as const : [word])) ??
      (word === 'and' && JOINS.has(this.tokens[first.to]?.text ?? '') ? { to: first.to + 1 } : undefined)
    const hyphen = word === 'to' && /^\s*[-–]\s*$/.test(this.text.slice(this.tokens[first.to - 1]!.end, this.tokens[first.to]?.start))
    const second = joint ? this.amountAt(joint.to) : hyphen ? this.amountAt(first.to) : undefined
    if (!second) return undefined
    const low = !first.scale && second.scale && first.value < 1000 ? { ...first, value: first.value * second.scale, scale: second.scale } : first
    return second.value >= low.value ? [low, second] : undefined
  }
}

/** The part of a band that "low", "mid" and "high" name: "the low 500s" is its first third. */
const BAND_PARTS: Record<string, [number, number]> = { low: [0, 1], lower: [0, 1], mid: [1, 2], middle: [1, 2], high: [2, 3], upper: [2, 3] }

/**
 * "In the 400s", "the low 500s", "the mid-400s", "the 450s": a price band in thousands, as
 * people say a sale price (the 400s are $400,000–$499,999, the 450s $450,000–$459,999), from
 * the token `at` of its number; undefined when none starts there. "The" marks it: "400s" alone may be anything.
 */
function priceBand(tokens: Token[], at: number): { minPrice: number; maxPrice: number; from: number; to: number } | undefined {
  const [number, plural] = [tokens[at]!, tokens[at + 1]]
  if (!/^[1-9]\d\d$/.test(number.text) || plural?.text !== 's' || plural.start !== number.end) return undefined
  const part = BAND_PARTS[tokens[at - 1]?.text ?? '']
  const from = part ? at - 1 : at
  if (tokens[from - 1]?.text !== 'the') return undefined
  const low = Number(number.text) * 1000
  const width = Number(number.text) % 100 === 0 ? 100_000 : 10_000
  const [start, end] = part ? part.map((third) => low + Math.round((width * third) / 3)) as [number, number] : [low, low + width - 1]
  return { minPrice: start, maxPrice: end, from: from - 1, to: at + 2 }
}

/** A question's span of tokens `from` to `to` blanked. */
function blank(text: string, tokens: Token[], from: number, to: number): string {
  const start = tokens[from]!.start
  const end = tokens[to - 1]!.end
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end)
}

/**
 * The price range a question asks for, read from its money words: a range ("between $300,000 and
 * $450k", "400-500k"), a bound after the amount ("half a million tops", "$600k or more"), before it
 * ("under 1.3 million", "at least 2,000"), "around 400k" (within a tenth), or an amount on its own
 * ("$450k homes"), which is a budget, or a band ("in the low 400s"). The first amount that reads as money counts.
 *
 * @example
 * priceAsked('condos under four hundred thousand')           // { maxPrice: 400000, monthly: false, … }
 * priceAsked('between $300,000 and $450k')                   // { minPrice: 300000, maxPrice: 450000, … }
 * priceAsked('a 2 bed apartment for $2,000 a month')         // { maxPrice: 2000, monthly: true, … }
 */
export function priceAsked(question: string): PriceAsked {
  const tokens = tokenize(question)
  const tags = tagWords(question)
  const reader = new MoneyReader(question, tokens, tags)
  const monthly = tags.some((tag) => tag.slot === 'money' && tag.value === 'monthly') ||
    tokens.some((token, at) => /^mo(?:nth)?$/.test(token.text) && /\/\s*$/.test(question.slice(tokens[at - 1]?.end ?? 0, token.start)))
  for (let at = 0; at < tokens.length; at++) {
    const band = priceBand(tokens, at)
    if (band) return { minPrice: band.minPrice, maxPrice: band.maxPrice, monthly, rest: blank(question, tokens, band.from, band.to) }
    const start = reader.amountAt(at, true)
    if (!start) continue
    const between = reader.wordBefore(at, 'between')
    const range = (between && reader.rangeEnd(start, 'and')) || reader.rangeEnd(start, 'to')
    if (range && (range[0].marked || range[0].value >= 100)) return { minPrice: Math.round(range[0].value), maxPrice: Math.round(range[1].value), monthly, rest: blank(question, tokens, between?.from ?? at, range[1].to) }
    if (!start.marked && start.value < 100) continue
    const amount = Math.round(start.value)
    const below = reader.wordAt(start.to, 'orLess', 'max')
    const above = reader.wordAt(start.to, 'orMore', 'min')
    const bound = reader.wordBefore(at, 'under', 'max', 'over', 'min', 'around')
    const from = bound?.from ?? at
    const to = (below ?? above)?.to ?? start.to
    const rest = blank(question, tokens, from, to)
    if (below) return { maxPrice: amount, monthly, rest }
    if (above) return { minPrice: amount, monthly, rest }
    if (bound?.value === 'under' || bound?.value === 'max') return { maxPrice: amount, monthly, rest }
    if (bound?.value === 'over' || bound?.value === 'min') return { minPrice: amount, monthly, rest }
    if (bound?.value === 'around') return { minPrice: Math.round(amount * 0.9), maxPrice: Math.round(amount * 1.1), monthly, rest }
    // "2500 a month": a rent, money without a currency.
    if (start.marked || reader.wordAt(start.to, 'monthly')) return { maxPrice: amount, monthly, rest }
  }
  return { monthly, rest: question }
}

/** A sale price from the first up to the second, said bare, is said in thousands: "for sale under 350" is $350,000. */
const SALE_IN_THOUSANDS = [50, 1000] as const

/**
 * The price bounds read as a sale price said in thousands, as people say it ("for sale under
 * 350", "under 350?" after homes for sale): no home sells for $350. Undefined when neither
 * bound is such a number.
 *
 * @example
 * saleInThousands({ minPrice: 300, maxPrice: 450 }) // { minPrice: 300000, maxPrice: 450000 }
 * saleInThousands({ maxPrice: 450000 })             // undefined
 */
export function saleInThousands(price: { minPrice?: number; maxPrice?: number }): { minPrice?: number; maxPrice?: number } | undefined {
  const said = (value?: number) => value !== undefined && value >= SALE_IN_THOUSANDS[0] && value < SALE_IN_THOUSANDS[1]
  if (!said(price.minPrice) && !said(price.maxPrice)) return undefined
  const scaled = (value: number) => (said(value) ? value * 1000 : value)
  return { ...(price.minPrice !== undefined && { minPrice: scaled(price.minPrice) }), ...(price.maxPrice !== undefined && { maxPrice: scaled(price.maxPrice) }) }
}
