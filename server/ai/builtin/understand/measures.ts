import type { AreaUnit, ListingCriteria, Measure } from '../../../store/listing-search.ts'
import type { Lang } from '../languages/index.ts'
import type { MeasureWord, MoneyWord } from '../languages/pack.ts'
import { tagMeasures } from './pack-words.ts'
import { tagWords, tokenize, type Tag, type Token } from './tag.ts'

/** Reading sizes and fees out of a message's tags: living area, lot size, price per area, HOA fee, deposit. */

/** Each unit of area in the unit a search is written in: an acre in square feet, a hectare in square meters. */
const SCALE: Partial<Record<MeasureWord, number>> = { acre: 43_560, hectare: 10_000 }
/** "around 150 m2", "1,500 sq ft homes": within this share either side. */
const AROUND = 0.15
/** How many words may stand between "HOA" or "deposit" and its amount: "HOA fees of", "charges de copropriété de" (read "charges de condo de"). */
const FEE_GAP = 3

/** Letters glued to a number that make it an ordinal, a listing's place rather than an amount: "2nd" (each pack's "2e", "2º", "2te" are read as it, see numberedOrdinal). */
const ORDINAL_ENDING = /^(?:st|nd|rd|th)$/
const SCALES: Partial<Record<MoneyWord, number>> = { thousand: 1000, million: 1_000_000 }
const UNITS: Partial<Record<MeasureWord, AreaUnit>> = { squareFeet: 'Square Feet', squareMeters: 'Square Meters', acre: 'Square Feet', hectare: 'Square Meters' }

/** How a size or an amount is bounded. */
type Bound = 'min' | 'max' | 'around'

/** A number read between tokens `from` and `to` (end excluded). */
interface Quantity { value: number; from: number; to: number }
/** A number with its bound, or a range, and the tokens it spans with its bound words. */
interface Bounded { value: number; bound?: Bound; range?: [number, number]; from: number; to: number }

const BOUND_BEFORE: Partial<Record<string, Bound>> = {
  atLeast: 'min', moreThan: 'min', over: 'min', min: 'min', under: 'max', max: 'max', around: 'around'
}
const BOUND_AFTER: Partial<Record<string, Bound>> = { orMore: 'min', min: 'min', orLess: 'max', max: 'max' }

/** One message's tokens and tags, by the token each tag starts and ends at. */
class MeasureReader {
  private readonly starting = new Map<number, Tag[]>()
  private readonly ending = new Map<number, Tag[]>()

  constructor(readonly text: string, readonly tokens: Token[], readonly tags: Tag[]) {
    for (const tag of tags) {
      this.starting.set(tag.from, [...(this.starting.get(tag.from) ?? []), tag])
      this.ending.set(tag.to, [...(this.ending.get(tag.to) ?? []), tag])
    }
  }

  startsAt = (at: number, slot: Tag['slot']) => this.starting.get(at)?.filter((tag) => tag.slot === slot) ?? []
  endsAt = (at: number, slot: Tag['slot']) => this.ending.get(at)?.filter((tag) => tag.slot === slot) ?? []
  private word = (at: number, slot: 'money', ...values: MoneyWord[]) => this.startsAt(at, slot).find((tag) => values.includes(tag.value as MoneyWord))

  /** A number starting at token `at`: digits with a scale ("5k"), a count in words, "an" (one), "half an". */
  numberAt(at: number, money = false): Quantity | undefined {
    let from = at
    if (money && this.tokens[from]?.text === '$') from++
    const token = this.tokens[from]
    if (!token) return undefined
    let value: number
    let to = from + 1
    if (/^\d/.test(token.text)) {
      const ending = this.tokens[from + 1]
      if (ending?.start === token.end && ORDINAL_ENDING.test(ending.text)) return undefined
      value = Number(token.text.replace(/,/g, ''))
    }
    else if (money) return undefined
    else {
      const half = this.word(from, 'money', 'half')
      const one = this.word(half?.to ?? from, 'money', 'one')
      const count = this.startsAt(from, 'count')[0]
      if (half) [value, to] = [0.5, one?.to ?? half.to]
      else if (one) [value, to] = [1, one.to]
      else if (count?.slot === 'count') [value, to] = [count.value, count.to]
      else return undefined
    }
    const scale = this.startsAt(to, 'money').find((tag) => SCALES[tag.value as MoneyWord] !== undefined)
    if (scale) [value, to] = [value * SCALES[scale.value as MoneyWord]!, scale.to]
    if (money) to = this.word(to, 'money', 'dollars')?.to ?? to
    return Number.isFinite(value) ? { value, from: at, to } : undefined
  }

  /** The number that ends right before token `end`, the longest one. */
  numberBefore(end: number, money = false): Quantity | undefined {
    for (let from = Math.max(0, end - 4); from < end; from++) {
      const number = this.numberAt(from, money)
      if (number?.to === end) return number
    }
    return undefined
  }

  /** The bound word of `bounds` (a comparison or a money word) starting or ending at token `at`. */
  private boundAt(at: number, side: 'starting' | 'ending', bounds: Partial<Record<string, Bound>>): { bound: Bound; tag: Tag } | undefined {
    const tags = side === 'starting' ? [...this.startsAt(at, 'comparison'), ...this.startsAt(at, 'money')] : [...this.endsAt(at, 'comparison'), ...this.endsAt(at, 'money')]
    const tag = tags.find((candidate) => bounds[String(candidate.value)] !== undefined)
    return tag && { bound: bounds[String(tag.value)]!, tag }
  }

  /**
   * The bounded number ending right before token `end`: "at least 500", "500+", "between 1,500
   * and 2,000", "1,500-2,000", "80 bis 120", "around 150", "no more than 3,000"; a bound after it starts at `after`.
   */
  boundedBefore(end: number, after: number, money = false): Bounded | undefined {
    const plus = this.tokens[end - 1]?.text === '+'
    const number = this.numberBefore(plus ? end - 1 : end, money)
    if (!number) return undefined
    // "80 bis 120 m²" reads "80 under 120": a number before "up to" opens a range.
    const joint = this.endsAt(number.from, 'money').find((tag) => tag.value === 'and' || tag.value === 'to' || tag.value === 'under')
    const hyphen = /^\s*[-–]\s*$/.test(this.text.slice(this.tokens[number.from - 1]?.end ?? 0, this.tokens[number.from]!.start))
    const first = joint ? this.numberBefore(joint.from, money) : hyphen ? this.numberBefore(number.from, money) : undefined
    if (first && first.value <= number.value) {
      const between = this.endsAt(first.from, 'money').find((tag) => tag.value === 'between')
      return { value: number.value, range: [first.value, number.value], from: between?.from ?? first.from, to: end }
    }
    const later = plus ? undefined : this.boundAt(after, 'starting', BOUND_AFTER)
    const before = this.boundAt(number.from, 'ending', BOUND_BEFORE)
    const bound = plus ? 'min' : later?.bound ?? before?.bound
    return { value: number.value, ...(bound && { bound }), from: before && !later ? before.tag.from : number.from, to: later?.tag.to ?? end }
  }

  /**
   * The amount of money, with its bound, at most FEE_GAP words after token `at` in the same clause
   * ("fees of at most $300"; not "HOA, under $500k"), or undefined.
   */
  amountAfter(at: number): Bounded | undefined {
    for (let next = at; next < this.tokens.length; next++) {
      const number = this.numberAt(next, true)
      if (!number) continue
      const amount = this.boundedBefore(number.to, number.to, true)
      const between = this.text.slice(this.tokens[at - 1]!.end, this.tokens[amount?.from ?? next]!.start)
      // "#2" names a listing of the list, not an amount.
      return amount && amount.from >= at && amount.from - at <= FEE_GAP && !/[,.;:!?#]/.test(between) ? amount : undefined
    }
    return undefined
  }
}

/** What the measures of a message ask for, and the message with their words blanked. */
export interface MeasuresAsked {
  criteria: Pick<ListingCriteria, 'minArea' | 'maxArea' | 'minLotArea' | 'maxLotArea' | 'maxPricePerArea' | 'maxHoa' | 'maxDeposit'>
  /** names a big lot with no size ("a big lot", "un grand terrain"): a home's lot, not land for sale */
  bigLot: boolean
  rest: string
}

const measure = (value: number, unit: AreaUnit): Measure => ({ value: Math.round(value), unit })

/**
 * The sizes and fees a message asks for, by language-free rules over its tags:
 * - a number before a unit of area is the living area ("over 2,000 sq ft", "around 150 m2",
 *   "between 100 and 150 m2"), unless a lot comes right before or after ("a lot of at least
 *   500 m2", "Grundstück von mindestens 500 m2", "a 10,000 sq ft lot") or the unit is acres or
 *   hectares: then the lot's size, at least the number on its own ("half an acre", "2+ acres",
 *   "mindestens 1 Hektar"), at most after a bound ("a lot under 5,000 sq ft", "Grundstück unter 500 m²");
 * - an amount, "per" (or "/") and a unit is the highest price per area ("under $400 per sq ft");
 * - "HOA" or "deposit" with an amount is its highest amount ("HOA under $300", "a deposit of at
 *   most $2,000", "under $2,000 deposit"), after a negation or before "free" none ("no HOA",
 *   "sin fianza", "HOA-free").
 *
 * `text` is a message in the English the reader understands (see language.ts toEnglish), whose
 * words of `lang`'s pack are read too.
 *
 * @example
 * measuresAsked('a lot of at least half an acre, HOA under $300', 'en').criteria
 * // { minLotArea: { value: 21780, unit: 'Square Feet' }, maxHoa: 300 }
 */
export function measuresAsked(text: string, lang: Lang): MeasuresAsked {
  const tokens = tokenize(text)
  const own = tagMeasures(text, lang)
  if (!own.some((tag) => tag.slot === 'measure' || tag.slot === 'said')) return { criteria: {}, bigLot: false, rest: text }
  const reader = new MeasureReader(text, tokens, [...tagWords(text), ...own])
  const criteria: MeasuresAsked['criteria'] = {}
  const used: [number, number][] = []
  const use = (from: number, to: number) => used.push([tokens[from]!.start, tokens[to - 1]!.end])

  for (const unitTag of own) {
    if (unitTag.slot !== 'measure' || !UNITS[unitTag.value]) continue
    const unit = UNITS[unitTag.value]!
    const scale = SCALE[unitTag.value] ?? 1
    const per = reader.endsAt(unitTag.from, 'measure').find((tag) => tag.value === 'per')
    // "a" is "per" only after an amount of money: "$400 a sq ft", not "half an acre".
    const price = per || /\/\s*$/.test(text.slice(0, unitTag.span[0])) ? reader.boundedBefore(per?.from ?? unitTag.from, unitTag.to, true) : undefined
    if (price) {
      if (price.bound !== 'min') criteria.maxPricePerArea ??= measure(price.value / scale, unit)
      use(price.from, Math.max(price.to, unitTag.to))
      continue
    }
    const size = reader.boundedBefore(unitTag.from, unitTag.to)
    if (!size) continue
    const lotBefore = reader.endsAt(size.from, 'measure').find((tag) => tag.value === 'lot')
    const lotAfter = reader.startsAt(unitTag.to, 'measure').find((tag) => tag.value === 'lot')
    if (scale > 1 || lotBefore || lotAfter) {
      // A lot of a size is one at least that big ("a 10,000 sq ft lot", "half an acre"); a range or a bound reads as said.
      const [low, high] = size.range ?? (size.bound === 'max' ? [undefined, size.value] : [size.value])
      if (criteria.minLotArea === undefined && criteria.maxLotArea === undefined) {
        if (low !== undefined) criteria.minLotArea = measure(low * scale, unit)
        if (high !== undefined) criteria.maxLotArea = measure(high * scale, unit)
      }
    } else if (!criteria.minArea && !criteria.maxArea) {
      const [low, high] = size.range ?? (size.bound === 'min' ? [size.value] : size.bound === 'max' ? [undefined, size.value] : [size.value * (1 - AROUND), size.value * (1 + AROUND)])
      if (low !== undefined) criteria.minArea = measure(low, unit)
      if (high !== undefined) criteria.maxArea = measure(high, unit)
    }
    use(lotBefore?.from ?? size.from, Math.max(size.to, lotAfter?.to ?? unitTag.to))
  }

  for (const fee of own) {
    if (fee.slot !== 'said' || (fee.value !== 'hoa' && fee.value !== 'deposit')) continue
    const key = fee.value === 'hoa' ? 'maxHoa' : 'maxDeposit'
    if (criteria[key] !== undefined) continue
    const negation = reader.endsAt(fee.from, 'negation')[0]
    const free = reader.startsAt(fee.to, 'measure').find((tag) => tag.value === 'free')
    if (negation || free) {
      criteria[key] = 0
      use(negation?.from ?? fee.from, free?.to ?? fee.to)
      continue
    }
    // "HOA under $300", "a deposit of at most $2,000"; "under $2,000 deposit", "$2,000 security deposit".
    const amount = reader.amountAfter(fee.to) ?? reader.boundedBefore(fee.from, fee.from, true) ?? (fee.from > 1 ? reader.boundedBefore(fee.from - 1, fee.from - 1, true) : undefined)
    if (!amount || amount.bound === 'min') continue
    criteria[key] = Math.round(amount.range?.[1] ?? amount.value)
    use(Math.min(amount.from, fee.from), Math.max(amount.to, fee.to))
  }
  // "A big lot", "un terreno grande": the lot of a home, which no number bounds; "grand" is then no amount ("un grand terrain").
  let bigLot = false
  for (const lot of own) {
    if (lot.slot !== 'measure' || lot.value !== 'lot') continue
    const big = [...reader.endsAt(lot.from, 'measure'), ...reader.startsAt(lot.to, 'measure')].find((tag) => tag.value === 'big')
    if (!big) continue
    bigLot = true
    use(big.from, big.to)
  }
  return { criteria, bigLot, rest: used.reduce((rest, [start, end]) => rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end), text) }
}
