import type { ListingCriteria, ListingSort } from '../../../store/listing-search.ts'
import type { FeatureName } from '../languages/pack.ts'
import type { Said, SlotValues, Tag } from './tag.ts'

/** A count of rooms asked for: exactly so many, or at least so many. */
export interface RoomCount {
  exact?: number
  min?: number
}

/** Whether `next` comes right after `tag`, with only spaces or a hyphen between. */
const follows = (tag: Tag | undefined, next: Tag) => tag !== undefined && tag.to === next.from && next.glued

const comparison = (tag: Tag | undefined, ...values: SlotValues['comparison'][]) =>
  tag?.slot === 'comparison' && values.includes(tag.value) ? tag.value : undefined

/**
 * The first count of `unit` the tags ask for: "3 bedrooms" exactly 3; "at least 3 bedrooms",
 * "3+ bedrooms", "3 bedrooms or more" at least 3; "more than 3 bedrooms" at least 4.
 *
 * @example
 * roomCount(tagWords('more than 2 baths'), 'bathroom') // { min: 3 }
 */
export function roomCount(allTags: Tag[], unit: 'bedroom' | 'bathroom'): RoomCount {
  // Only counts, what they count and their bounds stand beside one another ("at least" is a money word too).
  const tags = allTags.filter((tag) => tag.slot === 'count' || tag.slot === 'unit' || tag.slot === 'comparison')
  for (let at = 0; at < tags.length; at++) {
    const named = tags[at]!
    if (named.slot !== 'unit' || named.value !== unit) continue
    let before = at - 1
    const orMoreBetween = comparison(tags[before], 'orMore') !== undefined && follows(tags[before], named)
    if (orMoreBetween) before--
    const count = tags[before]
    if (count?.slot !== 'count' || !follows(count, tags[before + 1]!)) continue
    const ahead = comparison(tags[before - 1], 'atLeast', 'moreThan')
    if (ahead && follows(tags[before - 1], count)) return { min: ahead === 'moreThan' ? Math.floor(count.value) + 1 : count.value }
    const after = tags[at + 1]
    const orMoreAfter = comparison(after, 'orMore', 'atLeast') !== undefined && follows(named, after!)
    return orMoreBetween || orMoreAfter ? { min: count.value } : { exact: count.value }
  }
  return {}
}

/** Whether the tags name a studio: no bedrooms when no count of them is asked. */
export const namesStudio = (tags: Tag[]) => tags.some((tag) => tag.slot === 'unit' && tag.value === 'studio')

/** The words for sale and rent a question uses, and which of them comes last ("I rent now but want to buy"). */
export interface DealWords {
  rent: boolean
  sale: boolean
  last?: SlotValues['deal']
}

/**
 * What the tags say of sale or rent.
 *
 * @example
 * dealWords(tagWords('I rent now but want to buy')) // { rent: true, sale: true, last: 'sale' }
 */
export function dealWords(tags: Tag[]): DealWords {
  const deals = tags.filter((tag) => tag.slot === 'deal')
  const last = deals.at(-1)?.value
  return { rent: deals.some((tag) => tag.value === 'rent'), sale: deals.some((tag) => tag.value === 'sale'), ...(last && { last }) }
}

/** Of the values the tags give `slot`, the first in `rank`: a question that names several ("condo or apartment") gets one. */
function firstRanked<S extends 'type' | 'order'>(tags: Tag[], slot: S, rank: SlotValues[S][]): SlotValues[S] | undefined {
  const named = new Set(tags.flatMap((tag) => (tag.slot === slot ? [tag.value] : [])))
  return rank.find((value) => named.has(value))
}

/**
 * The property type the tags name, as criteria write it ("single family"), or undefined.
 *
 * @example
 * propertyType(tagWords('a detached house')) // 'single family'
 */
export function propertyType(tags: Tag[]): string | undefined {
  const type = firstRanked(tags, 'type', ['condo', 'town', 'single', 'apartment', 'multi', 'land'])
  return type && criteriaType(type)
}

/** A type word's value as criteria write it: 'single' is 'single family'. */
const criteriaType = (type: SlotValues['type']) => (type === 'single' ? 'single family' : type)

/** The property type a message asks against, and where its words stand (with the negation's). */
export interface TypeAgainst {
  type?: string
  spans: [number, number][]
}

/**
 * The first property type right after a negation ("no condos", "sin departamentos", "pas
 * d'appartement", "keine Wohnung"), as features are asked against; the tags are a message's
 * negations and type words, read from the same words.
 *
 * @example
 * typeAgainst([...tagNegations('rentals, no condos', 'en'), ...tagWords('rentals, no condos')]) // { type: 'condo', spans: [[9, 18]] }
 */
export function typeAgainst(tags: Tag[]): TypeAgainst {
  for (const tag of tags) {
    if (tag.slot !== 'type') continue
    const negation = tags.find((other) => other.slot === 'negation' && other.to === tag.from)
    if (negation) return { type: criteriaType(tag.value), spans: [[negation.span[0], tag.span[1]]] }
  }
  return { spans: [] }
}

/**
 * The order the tags ask for, or undefined; a price order before a lot's size, a home's size, then a date.
 *
 * @example
 * listingOrder(tagWords('the newest built homes')) // 'built'
 */
export const listingOrder = (tags: Tag[]): ListingSort | undefined => firstRanked(tags, 'order', ['price_asc', 'price_desc', 'lot_desc', 'largest', 'smallest', 'built', 'newest'])

/** The features a message asks for and against, each once, in the order named, and where their words stand. */
export interface FeaturesNamed {
  asked: FeatureName[]
  against: FeatureName[]
  /** the characters of every feature and its negation, to blank them from what is read next */
  spans: [number, number][]
}

/**
 * The features the tags name: a feature right after a negation is asked against ("without a
 * pool", "sin piscina", "not near the beach"), any other asked for.
 *
 * @example
 * featuresNamed(tagFeatures('a condo near the beach, no pets', 'en')) // { asked: ['the beach or water nearby'], against: ['pets allowed'], spans: […] }
 */
export function featuresNamed(tags: Tag[]): FeaturesNamed {
  const named: FeaturesNamed = { asked: [], against: [], spans: [] }
  tags.forEach((tag, i) => {
    if (tag.slot !== 'feature') return
    const before = tags[i - 1]
    const negated = before?.slot === 'negation' && before.to === tag.from
    if (!named.asked.includes(tag.value) && !named.against.includes(tag.value)) (negated ? named.against : named.asked).push(tag.value)
    named.spans.push([negated ? before.span[0] : tag.span[0], tag.span[1]])
  })
  return named
}

/**
 * What the tags of one message say, once each: "which" asks for one listing (superlative) but not
 * where it opens a plural ("which homes", several).
 *
 * @example
 * whatIsSaid(tagSaid('which homes have a pool?', 'en')).has('superlative') // false
 */
export function whatIsSaid(tags: Tag[]): Set<Said> {
  const said = new Set<Said>()
  for (const tag of tags) {
    if (tag.slot !== 'said') continue
    if (tag.value === 'superlative' && tags.some((other) => other.slot === 'said' && other.value === 'several' && other.from === tag.from)) continue
    said.add(tag.value)
  }
  return said
}

/** The years a message asks a home to be built between, and the year it named for them. */
export interface YearsBuilt {
  criteria: Pick<ListingCriteria, 'minYearBuilt' | 'maxYearBuilt'>
  year?: number
}

type YearBounds = YearsBuilt['criteria']

/** The years a bound before a year (with a word for building) or after it asks for. */
function yearBounds(before: SlotValues['built'] | undefined, after: SlotValues['built'] | undefined, built: boolean, year: number, decade: boolean): YearBounds | undefined {
  if (built && before === 'in') return { minYearBuilt: year, maxYearBuilt: decade ? year + 9 : year }
  if (built && before === 'after') return { minYearBuilt: year + 1 }
  if (built && before === 'since') return { minYearBuilt: year }
  if (built && before === 'before') return { maxYearBuilt: year - 1 }
  if (after === 'orLater') return { minYearBuilt: year }
  if (after === 'orEarlier') return { maxYearBuilt: year }
  if (before === 'newerThan') return { minYearBuilt: year + 1 }
  if (before === 'olderThan') return { maxYearBuilt: year - 1 }
  return undefined
}

/**
 * The years built the tags ask for, from the first year with words of building around it: a bound
 * after "built" ("built after 2010", "construidas antes de 1990") or with the verb last, in German
 * order ("nach 2010 gebaut"); "2010 or later"; "newer than 2000"; "built in the 1990s".
 *
 * @example
 * yearsBuilt(tagBuilt('homes built after 2010', 'en')).criteria // { minYearBuilt: 2011 }
 */
export function yearsBuilt(tags: Tag[]): YearsBuilt {
  const wordBefore = (at: number, next: Tag) => { const tag = tags[at]; return tag?.slot === 'built' && tag.to === next.from ? tag : undefined }
  const wordAfter = (at: number, last: Tag) => { const tag = tags[at]; return tag?.slot === 'built' && tag.from === last.to ? tag : undefined }
  for (let at = 0; at < tags.length; at++) {
    const year = tags[at]!
    if (year.slot !== 'year') continue
    const decade = wordAfter(at + 1, year)?.value === 'decade' ? tags[at + 1]! : undefined
    const end = decade ?? year
    const bound = wordBefore(at - 1, year)
    const verbBefore = bound && wordBefore(at - 2, bound)?.value === 'built' ? tags[at - 2]! : undefined
    const next = wordAfter(at + (decade ? 2 : 1), end)
    const bounds = yearBounds(bound?.value, next?.value, verbBefore !== undefined || next?.value === 'built', year.value, decade !== undefined)
    if (bounds) return { criteria: bounds, year: year.value }
  }
  return { criteria: {} }
}
