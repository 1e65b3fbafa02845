import type { ListingCriteria } from '../../store/listing-search.ts'
import { smallNumber } from './amounts.ts'

/** Reads the listing fields beyond place, price, rooms and measures (understand/measures.ts) out of an (English) question. */

const N = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|a|an|half\s+an?)`

const count = (text: string) => (/^half/i.test(text) ? 0.5 : /^an?$/i.test(text) ? 1 : smallNumber(text))

/** One pattern: where it matches, `read` sets criteria; the words it used are blanked out. */
type Reader = [RegExp, (match: RegExpExecArray, c: ListingCriteria, year: number) => void]

const READERS: Reader[] = [
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
 * parseFeatures('new construction condos with 2 parking spots', 2026).criteria
 * // { minYearBuilt: 2021, minParking: 2 }
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
