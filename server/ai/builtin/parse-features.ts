import type { AreaUnit, ListingCriteria, Measure } from '../../store/listing-search.ts'
import { AMOUNT, parseMoney, smallNumber } from './amounts.ts'

/** Reads the listing fields beyond place, price and rooms out of an (English) question. */

const N = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|a|an|half\s+an?)`
const FEET = String.raw`sq\.?\s*f(?:ee)?t\.?|sqft|square\s+f(?:ee|oo)t|sf|ft2|ft²`
const METERS = String.raw`m2|m²|sq\.?\s*m\.?|sqm|square\s+met(?:er|re)s?`
const UNIT = `(${FEET}|${METERS})`
const MORE = String.raw`over|more\s+than|above|at\s+least|min(?:imum)?|bigger\s+than|larger\s+than|greater\s+than|from|>`
const LESS = String.raw`under|less\s+than|below|at\s+most|max(?:imum)?|up\s+to|smaller\s+than|no\s+more\s+than|<`
const MONEY = `(${AMOUNT})`
const ACRE_SQ_FT = 43_560

const unitOf = (text: string): AreaUnit => (new RegExp(`^(?:${METERS})$`, 'i').test(text.trim()) ? 'Square Meters' : 'Square Feet')
const count = (text: string) => (/^half/i.test(text) ? 0.5 : /^an?$/i.test(text) ? 1 : smallNumber(text))
const number = (text: string) => Number(text.replace(/,/g, ''))

/** One pattern: where it matches, `read` sets criteria; the words it used are blanked out. */
type Reader = [RegExp, (match: RegExpExecArray, c: ListingCriteria, year: number) => void]

const READERS: Reader[] = [
  // Price per area before any other money: "under $400 per sq ft".
  [new RegExp(String.raw`(?:(?:${LESS})\s+)?${MONEY}\s*(?:/|per|a|an)\s*${UNIT}`, 'i'), (m, c) => {
    const value = parseMoney(m[1] as string, '')
    if (value !== undefined) c.maxPricePerArea = { value, unit: unitOf(m[2] as string) }
  }],
  [new RegExp(String.raw`\b(?:hoa|homeowners?'?\s+association|association|condo)\s*(?:fees?|dues)?\s*(?:of\s+)?(?:${LESS})\s*${MONEY}`, 'i'), (m, c) => {
    const value = parseMoney(m[1] as string, '')
    if (value !== undefined) c.maxHoa = value
  }],
  [/\b(?:no|without(?:\s+an?)?)\s+hoa\b|\bhoa[-\s]free\b/i, (_, c) => { c.maxHoa = 0 }],
  [new RegExp(String.raw`\bdeposits?\s*(?:of\s+)?(?:${LESS})?\s*${MONEY}|(?:${LESS})\s*${MONEY}\s+(?:security\s+)?deposit`, 'i'), (m, c) => {
    const value = parseMoney((m[1] ?? m[2]) as string, '')
    if (value !== undefined) c.maxDeposit = value
  }],
  [/\bno\s+(?:security\s+)?deposit\b/i, (_, c) => { c.maxDeposit = 0 }],
  // Lot sizes: "a lot over 5,000 sq ft", "half an acre", "2+ acres".
  [new RegExp(String.raw`\b(?:(?:${MORE})\s+)?${N}\s*\+?\s*acres?\b`, 'i'), (m, c) => {
    const acres = count(m[1] as string)
    if (acres) c.minLotArea = { value: acres * ACRE_SQ_FT, unit: 'Square Feet' }
  }],
  [new RegExp(String.raw`\blots?\s+(?:size\s+)?(?:of\s+)?(?:(${MORE}|${LESS})\s+)?([\d,.]+)\s*(k)?\s*${UNIT}`, 'i'), (m, c) => {
    c.minLotArea = { value: number(m[2] as string) * (m[3] ? 1000 : 1), unit: unitOf(m[4] as string) }
  }],
  [new RegExp(String.raw`(?:(${MORE}|${LESS})\s+)?([\d,.]+)\s*(k)?\+?\s*${UNIT}`, 'i'), (m, c) => {
    const measure: Measure = { value: number(m[2] as string) * (m[3] ? 1000 : 1), unit: unitOf(m[4] as string) }
    if (!m[1]) {
      c.minArea = { ...measure, value: Math.round(measure.value * 0.85) }
      c.maxArea = { ...measure, value: Math.round(measure.value * 1.15) }
    } else if (new RegExp(`^(?:${LESS})$`, 'i').test(m[1])) c.maxArea = measure
    else c.minArea = measure
  }],
  // Years built are read by understand/rules.ts yearsBuilt; "new construction" and "historic" here.
  [/\b(?:new(?:ly)?[-\s](?:construction|built|builds?)|brand[-\s]new)\b/i, (_, c, year) => { c.minYearBuilt = year - 5 }],
  [/\b(?:historic(?:al)?|older\s+homes?|old\s+houses?|vintage|character\s+homes?|period\s+homes?|victorian)\b/i, (_, c, year) => { c.maxYearBuilt = year - 60 }],
  // Parking: "a 2-car garage", "2 parking spots", "parking for 2 cars", "with parking".
  [new RegExp(String.raw`\b${N}[-\s]+car\s+(?:garage|parking)`, 'i'), (m, c) => { c.minParking = count(m[1] as string) ?? 1 }],
  [new RegExp(String.raw`\b${N}\+?\s+(?:parking\s+(?:spots?|spaces?)|parking|spots?|car\s+spaces?)\b|\bparking\s+for\s+${N}\s+(?:cars?|vehicles?)`, 'i'), (m, c) => {
    c.minParking = count((m[1] ?? m[2]) as string) ?? 1
  }],
  [/\b(?:with|has|have|having|needs?|includes?|and)\s+(?:a\s+)?parking\b|\bparking\s+(?:included|space|spot)\b/i, (_, c) => { c.minParking = 1 }],
  // Time on the market.
  [/\b(?:on\s+(?:the\s+)?market|listed)\s+(?:for\s+)?(?:less\s+than|under|fewer\s+than|within)\s+(\d+)\s+days?\b/i, (m, c) => { c.maxDaysOnMarket = Number(m[1]) }],
  [/\b(?:listed|posted|added|new)\s+(?:in\s+the\s+|within\s+the\s+)?(?:this|last|past)\s+(week|month|(\d+)\s+days?)\b/i, (m, c) => {
    c.maxDaysOnMarket = m[2] ? Number(m[2]) : m[1]?.toLowerCase() === 'week' ? 7 : 30
  }],
  [/\b(?:just|newly|recently)\s+listed\b|\bnew\s+(?:to|on)\s+(?:the\s+)?market\b/i, (_, c) => { c.maxDaysOnMarket = 14 }],
  // Tours.
  [/\bopen[-\s]?houses?\b/i, (_, c) => { c.tours = 'OpenHouse' }],
  [/\b(?:3[-\s]?d|virtual|video|online)\s+(?:tours?|walk[-\s]?throughs?)\b|\b3[-\s]?d\b/i, (_, c) => { c.tours = '3D' }],
  [/\b(?:with|has|have|offers?)\s+(?:a\s+)?tours?\b/i, (_, c) => { c.tours = 'any' }],
  // Status.
  [/\bcoming\s+soon\b|\bpre[-\s]?(?:on[-\s]?)?market\b|\bupcoming\b|\bnot\s+yet\s+(?:listed|on\s+the\s+market)\b/i, (_, c) => { c.status = 'PreOnMarket' }],
  [/\b(?:recently\s+)?sold\b/i, (_, c) => { c.status = 'Sold' }],
  [/\bactive\s+listings?\b/i, (_, c) => { c.status = 'Active' }],
  // Space type.
  [/\bprivate\s+rooms?\b|\b(?:a\s+)?rooms?\s+(?:for\s+rent|to\s+rent|to\s+let)\b|\bshared\s+(?:house|home|apartment|flat)\b|\broom\s+in\s+an?\b/i, (_, c) => { c.spaceType = 'Room' }],
  [/\b(?:entire|whole)\s+(?:place|home|house|apartment|unit|flat)\b/i, (_, c) => { c.spaceType = 'Entire place' }]
]

/**
 * The structured fields a question asks about beyond place, price and rooms, with the words
 * it used blanked out of `rest` so their numbers are not read again as a price or a ZIP.
 *
 * @example
 * parseFeatures('new construction condos with 2 parking spots and HOA under $300', 2026).criteria
 * // { maxHoa: 300, minYearBuilt: 2021, minParking: 2 }
 */
export function parseFeatures(question: string, year = new Date().getFullYear()): { criteria: ListingCriteria; rest: string } {
  const criteria: ListingCriteria = {}
  let rest = question
  for (const [re, read] of READERS) {
    const match = re.exec(rest)
    if (!match) continue
    read(match, criteria, year)
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length)
  }
  return { criteria, rest }
}
