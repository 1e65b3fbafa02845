import type { ListingCriteria } from '../../../store/listing-search.ts'
import { PACKS } from '../languages/index.ts'
import type { MarketWord, ParkingWord, Trait } from '../languages/pack.ts'
import { tableOf, tagged, tagTokens, tagWords, tokenize, type Tag } from './tag.ts'

/** Reading what a listing is asked to be out of a message's tags: its age, parking, time on the market, tours, status, space. */

/** "New construction": built within this many years. */
const NEW_YEARS = 5
/** "Historic": built at least this many years ago. */
const HISTORIC_YEARS = 60
/** "Just listed", "new on the market": on the market at most this many days. */
const JUST_LISTED_DAYS = 14
const PERIOD_DAYS: Partial<Record<MarketWord, number>> = { thisWeek: 7, thisMonth: 30 }
/** How many words may stand between "listed" and its period or count: "listed in the last week", "on the market for less than 30 days". */
const LISTED_GAP = 4

/** What each trait sets. */
const TRAITS: Record<Trait, (criteria: ListingCriteria, year: number) => void> = {
  newConstruction: (c, year) => { c.minYearBuilt = year - NEW_YEARS },
  historic: (c, year) => { c.maxYearBuilt = year - HISTORIC_YEARS },
  comingSoon: (c) => { c.status = 'PreOnMarket' },
  sold: (c) => { c.status = 'Sold' },
  active: (c) => { c.status = 'Active' },
  openHouse: (c) => { c.tours = 'OpenHouse' },
  virtualTour: (c) => { c.tours = '3D' },
  anyTour: (c) => { c.tours ??= 'any' },
  privateRoom: (c) => { c.spaceType = 'Room' },
  entirePlace: (c) => { c.spaceType = 'Entire place' }
}

/**
 * The English pack's words of traits, parking and the market, in one table: each other pack's are
 * read as these before (language.ts toEnglish), so "2 plazas de garaje" arrives as "2 parking".
 */
const TABLE = tableOf([
  ...Object.entries<string[]>(PACKS.en.traits).flatMap(([trait, words]) => tagged('trait', trait as Trait, words)),
  ...Object.entries<string[]>(PACKS.en.parking).flatMap(([word, words]) => tagged('parking', word as ParkingWord, words)),
  ...Object.entries<string[]>(PACKS.en.market).flatMap(([word, words]) => tagged('market', word as MarketWord, words))
])

/** What a message asks a listing to be, and the message with the words read blanked (their numbers are no price). */
export interface TraitsAsked {
  criteria: Pick<ListingCriteria, 'minYearBuilt' | 'maxYearBuilt' | 'minParking' | 'maxDaysOnMarket' | 'minDaysOnMarket' | 'tours' | 'status' | 'spaceType'>
  rest: string
}

/**
 * What a message asks a listing to be, by language-free rules over its tags:
 * - a trait by name: new construction, historic, coming soon, sold, active, open house, a 3D or
 *   virtual tour, any tour, a private room, an entire place;
 * - parking: the count right before it ("2 parking spots", "a 2-car garage") or of cars after it
 *   ("parking for 2 cars"), else one ("with parking");
 * - time on the market: "just listed" (two weeks), "listed" with a period ("this week", "in the
 *   last month"), a count of days after "listed" or "last" ("on the market under 30 days", "in the last 10 days");
 *   the least time when a bound says so ("on the market for more than 90 days", "90 days or more").
 *
 * `text` is in the English the reader understands (see language.ts toEnglish); counts are read
 * as elsewhere (tag.ts tagWords). `year` is the current year.
 *
 * @example
 * traitsAsked('new construction condos with 2 parking spots', 2026).criteria
 * // { minYearBuilt: 2021, minParking: 2 }
 */
export function traitsAsked(text: string, year = new Date().getFullYear()): TraitsAsked {
  const tokens = tokenize(text)
  const own = tagTokens(tokens, TABLE)
  if (!own.length) return { criteria: {}, rest: text }
  const words = tagWords(text)
  const counts = new Map(words.filter((tag) => tag.slot === 'count').map((tag) => [tag.to, tag]))
  const bounds = words.filter((tag) => tag.slot === 'comparison')
  const countFrom = new Map([...counts.values()].map((tag) => [tag.from, tag]))
  const at = (from: number) => own.find((tag) => tag.from === from)
  const criteria: TraitsAsked['criteria'] = {}
  const used: [number, number][] = []
  const use = (from: Tag, to: Tag) => used.push([from.span[0], to.span[1]])

  for (const tag of own) {
    if (tag.slot === 'trait') {
      TRAITS[tag.value](criteria, year)
      use(tag, tag)
    } else if (tag.slot === 'parking' && tag.value === 'parking') {
      // "2 parking spots", "2+ parking", "a 2-car garage"; "parking for 2 cars".
      const before = counts.get(tokens[tag.from - 1]?.text === '+' ? tag.from - 1 : tag.from)
      const after = [1, 2].map((gap) => countFrom.get(tag.to + gap - 1)).find((count) => count && at(count.to)?.value === 'cars')
      const count = before ?? after
      criteria.minParking = count?.slot === 'count' && count.value > 0 ? count.value : 1
      use(before ?? tag, after ? at(after.to)! : tag)
    } else if (tag.slot === 'market') {
      if (tag.value === 'justListed') {
        criteria.maxDaysOnMarket = JUST_LISTED_DAYS
        use(tag, tag)
        continue
      }
      if (tag.value !== 'listed' && tag.value !== 'last') continue
      const gap = tag.value === 'listed' ? LISTED_GAP : 1
      for (let next = tag.to; next <= tag.to + gap && next < tokens.length; next++) {
        const period = at(next)
        if (period?.slot === 'market' && PERIOD_DAYS[period.value]) {
          criteria.maxDaysOnMarket = PERIOD_DAYS[period.value]
          use(tag, period)
          break
        }
        const count = countFrom.get(next)
        const days = count && at(count.to)
        if (count?.slot === 'count' && days?.slot === 'market' && days.value === 'days') {
          // "on the market for more than 90 days", "at least 90 days", "90 days or more": the least time, after "listed" only.
          const before = bounds.find((bound) => bound.from >= tag.to && bound.to <= count.from)
          const after = bounds.find((bound) => bound.from === days.to && bound.value === 'orMore')
          const least = tag.value === 'listed' ? before ?? after : undefined
          if (least) criteria.minDaysOnMarket = count.value + (least.value === 'moreThan' ? 1 : 0)
          else criteria.maxDaysOnMarket = count.value
          use(tag, after && least === after ? after : days)
          break
        }
      }
    }
  }
  return { criteria, rest: used.reduce((rest, [start, end]) => rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end), text) }
}
