import type { ListingCriteria, ListingSort } from '../../../store/listing-search.ts'
import type { FeatureName } from '../languages/pack.ts'
import { JOINERS } from './places.ts'
import { tokenize, type Said, type SlotValues, type Tag } from './tag.ts'

/** A count of rooms asked for: exactly so many, at least, at most, or between two counts. */
export interface RoomCount {
  exact?: number
  min?: number
  max?: number
}

/** Whether `next` comes right after `tag`, with only spaces or a hyphen between. */
const follows = (tag: Tag | undefined, next: Tag) => tag !== undefined && tag.to === next.from && next.glued

const comparison = (tag: Tag | undefined, ...values: SlotValues['comparison'][]) =>
  tag?.slot === 'comparison' && values.includes(tag.value) ? tag.value : undefined

/** The money word of `values` among `tags` that ends where `next` starts, glued to it. */
const moneyBefore = (tags: Tag[], next: Tag, ...values: SlotValues['money'][]) =>
  tags.find((tag) => tag.slot === 'money' && values.includes(tag.value) && follows(tag, next))

/**
 * The count that opens a range ending with `count`: "3 to 4", "3-4", "between 3 and 4", "2 up to
 * 3" (each pack's "de 3 a 4", "entre 2 et 3", "2 bis 3" read as these), lower than it.
 */
function rangeStart(allTags: Tag[], count: Tag & { slot: 'count' }): number | undefined {
  const joint = moneyBefore(allTags, count, 'and', 'to', 'under')
  const first = allTags.find((tag) => tag.slot === 'count' && (joint ? follows(tag, joint) : follows(tag, count)))
  if (first?.slot !== 'count' || first.value >= count.value) return undefined
  // "and" joins a range only after "between": "2 and 3 bedrooms" may be two asks.
  return joint?.value === 'and' && !moneyBefore(allTags, first, 'between') ? undefined : first.value
}

/**
 * The first count of `unit` the tags ask for: "3 bedrooms" exactly 3; "at least 3 bedrooms",
 * "3+ bedrooms", "3 bedrooms or more" at least 3; "more than 3 bedrooms" at least 4; "between 3
 * and 4 bedrooms", "3-4 bedrooms" from 3 to 4; "no more than 3 bedrooms", "3 bedrooms max" at most 3.
 *
 * @example
 * roomCount(tagWords('more than 2 baths'), 'bathroom') // { min: 3 }
 * roomCount(tagWords('3 to 4 beds'), 'bedroom')       // { min: 3, max: 4 }
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
    const low = rangeStart(allTags, count)
    if (low !== undefined) return { min: low, max: count.value }
    const ahead = comparison(tags[before - 1], 'atLeast', 'moreThan')
    if (ahead && follows(tags[before - 1], count)) return { min: ahead === 'moreThan' ? Math.floor(count.value) + 1 : count.value }
    const after = tags[at + 1]
    const orMoreAfter = comparison(after, 'orMore', 'atLeast') !== undefined && follows(named, after!)
    if (orMoreBetween || orMoreAfter) return { min: count.value }
    // "3 bedrooms max", not "2 beds max $2,000" (a bound of the amount after it).
    const boundAfter = allTags.find((tag) => tag.slot === 'money' && (tag.value === 'orLess' || tag.value === 'max') && follows(named, tag))
    const atMost = moneyBefore(allTags, count, 'under', 'max') ?? (boundAfter && !allTags.some((tag) => tag.from === boundAfter.to && (tag.slot === 'count' || tag.slot === 'money')) ? boundAfter : undefined)
    return atMost ? { max: count.value } : { exact: count.value }
  }
  return {}
}

/**
 * A room count as criteria: `exact`, `min` and `max` under the names of one kind of room.
 *
 * @example
 * roomCriteria({ min: 3, max: 4 }, 'bedrooms', 'minBedrooms', 'maxBedrooms') // { minBedrooms: 3, maxBedrooms: 4 }
 */
export function roomCriteria<K extends keyof ListingCriteria>(count: RoomCount, exact: K, min: K, max: K): Partial<Record<K, number>> {
  const criteria: Partial<Record<K, number>> = {}
  if (count.exact !== undefined) criteria[exact] = count.exact
  if (count.min !== undefined) criteria[min] = count.min
  if (count.max !== undefined) criteria[max] = count.max
  return criteria
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

/** The type words in the order one is chosen when a question names several without joining them ("condo apartment"). */
const TYPE_RANK: SlotValues['type'][] = ['condo', 'town', 'single', 'apartment', 'multi', 'land']

/**
 * The property type the tags name, as criteria write it ("single family"), or undefined.
 *
 * @example
 * propertyType(tagWords('a detached house')) // 'single family'
 */
export function propertyType(tags: Tag[]): string | undefined {
  const type = firstRanked(tags, 'type', TYPE_RANK)
  return type && criteriaType(type)
}

/**
 * The property types the tags of `text` name joined by "or", "and" or a comma ("condos or
 * townhouses", "condos, townhouses and apartments", "appartements ou maisons de ville"), as
 * criteria write them, in rank order; none when fewer than two are joined so ("a condo apartment" is one).
 *
 * @example
 * propertyTypesJoined('a condo or a townhouse', tagWords('a condo or a townhouse')) // ['condo', 'town']
 */
export function propertyTypesJoined(text: string, tags: Tag[]): string[] {
  const types = tags.filter((tag) => tag.slot === 'type')
  const tokens = tokenize(text)
  // The first run of types each joined to the one before: "houses or townhouses, not a lot of land" is two.
  const joined = (i: number) => tokens.slice(types[i - 1]!.to, types[i]!.from).some((token) => JOINERS.has(token.text)) ||
    /^\s*,\s*$/.test(text.slice(tokens[types[i - 1]!.to - 1]!.end, tokens[types[i]!.from]!.start))
  const start = types.findIndex((_, i) => i + 1 < types.length && joined(i + 1))
  if (start < 0) return []
  let end = start + 1
  while (end + 1 < types.length && joined(end + 1)) end++
  const named = new Set(types.slice(start, end + 1).map((tag) => tag.value))
  return named.size > 1 ? TYPE_RANK.filter((type) => named.has(type)).map(criteriaType) : []
}

/** A type word's value as criteria write it: 'single' is 'single family'. */
const criteriaType = (type: SlotValues['type']) => (type === 'single' ? 'single family' : type)

/** The property types a message asks against, and where their words stand (with the negations'). */
export interface TypesAgainst {
  types: string[]
  spans: [number, number][]
}

/**
 * The property types right after a negation ("no condos", "sin departamentos", "pas
 * d'appartement", "keine Wohnung"), as features are asked against, and those joined to one by
 * the language's "or" ("no condos or townhouses"); the tags are a message's negations, its
 * words for "or" and its type words, read from the same words.
 *
 * @example
 * typeAgainst([...tagNegations('no condos or townhouses', 'en'), ...tagSaid('no condos or townhouses', 'en'), ...tagWords('no condos or townhouses')]) // { types: ['condo', 'town'], spans: [[0, 23]] }
 */
export function typeAgainst(tags: Tag[]): TypesAgainst {
  const against: TypesAgainst = { types: [], spans: [] }
  let last: Tag | undefined
  for (const tag of tags.toSorted((a, b) => a.from - b.from)) {
    if (tag.slot !== 'type') continue
    const before = tags.find((other) => (other.slot === 'negation' || (last && other.slot === 'said' && other.value === 'or' && other.from === last.to)) && other.to === tag.from)
    if (!before) continue
    const type = criteriaType(tag.value)
    if (!against.types.includes(type)) against.types.push(type)
    against.spans.push([before.span[0], tag.span[1]])
    last = tag
  }
  return against
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

/** The years a message asks a home to be built between, and the years it named for them, as written ("1990", "90"). */
export interface YearsBuilt {
  criteria: Pick<ListingCriteria, 'minYearBuilt' | 'maxYearBuilt'>
  years: string[]
}

/** A year tag's digits as written: four, or the two of a decade ("the 90s"). */
const written = (year: Tag & { slot: 'year' }) => (year.span[1] - year.span[0] === 2 ? String(year.value % 100).padStart(2, '0') : String(year.value))

type YearBounds = YearsBuilt['criteria']

/** The years a bound before a year (with a word for building) or after it asks for. */
function yearBounds(before: SlotValues['built'] | undefined, after: SlotValues['built'] | undefined, built: boolean, year: number, decade: boolean): YearBounds | undefined {
  // "or later" after the year outweighs "in" before it: "built in 2020 or later".
  if (after === 'orLater') return { minYearBuilt: year }
  if (after === 'orEarlier') return { maxYearBuilt: year }
  if (built && before === 'in') return { minYearBuilt: year, maxYearBuilt: decade ? year + 9 : year }
  if (built && before === 'after') return { minYearBuilt: year + (decade ? 10 : 1) }
  if (built && before === 'since') return { minYearBuilt: year }
  if (built && before === 'before') return { maxYearBuilt: year - 1 }
  if (before === 'newerThan') return { minYearBuilt: year + (decade ? 10 : 1) }
  if (before === 'olderThan') return { maxYearBuilt: year - 1 }
  return undefined
}

/**
 * A range of years with a word for building before or after it: "built between 1990 and 2000",
 * "construidas entre 1990 y 2000", "gebaut von 1990 bis 2000", "von 1990 bis 2000 gebaut",
 * "built 1990-2000"; the tags are the years, the words of building and the words of a range.
 */
function yearRange(tags: Tag[], first: Tag & { slot: 'year' }): YearsBuilt | undefined {
  const at = (slot: Tag['slot'], from: number, ...values: unknown[]) => tags.find((tag) => tag.slot === slot && tag.from === from && (!values.length || values.includes(tag.value)))
  const ending = (slot: Tag['slot'], to: number, ...values: unknown[]) => tags.find((tag) => tag.slot === slot && tag.to === to && (!values.length || values.includes(tag.value)))
  const joint = at('money', first.to, 'and', 'to')
  const last = at('year', joint?.to ?? first.to)
  if (last?.slot !== 'year' || last.value <= first.value) return undefined
  const opening = ending('money', first.from, 'between', 'from') ?? first
  if (!ending('built', opening.from, 'built') && !at('built', last.to, 'built')) return undefined
  return { criteria: { minYearBuilt: first.value, maxYearBuilt: last.value }, years: [written(first), written(last as Tag & { slot: 'year' })] }
}

/**
 * The years built the tags ask for, from the first year with words of building around it: a bound
 * after "built" ("built after 2010", "construidas antes de 1990") or with the verb last, in German
 * order ("nach 2010 gebaut"); "2010 or later"; "newer than 2000"; "built in the 1990s"; a range
 * ("built between 1990 and 2000", "gebaut von 1990 bis 2000"). A decade needs no word of building:
 * "homes from the 80s", "casas de los años 90" ask for homes of that decade ("in my 80s" does not).
 *
 * @example
 * yearsBuilt(tagBuilt('homes built after 2010', 'en')).criteria // { minYearBuilt: 2011 }
 */
export function yearsBuilt(tags: Tag[]): YearsBuilt {
  // By position: a word of a range may stand on the same words ("ab": since and from).
  const words = tags.filter((tag): tag is Extract<Tag, { slot: 'built' }> => tag.slot === 'built')
  const wordEnding = (to: number) => words.find((tag) => tag.to === to)
  const wordStarting = (from: number) => words.find((tag) => tag.from === from)
  for (const year of tags) {
    if (year.slot !== 'year') continue
    const range = yearRange(tags, year)
    if (range) return range
    const decadeAfter = wordStarting(year.to)?.value === 'decade' ? wordStarting(year.to) : undefined
    const decadeBefore = wordEnding(year.from)?.value === 'decade' ? wordEnding(year.from) : undefined
    const decade = decadeAfter !== undefined || decadeBefore !== undefined
    const bound = wordEnding((decadeBefore ?? year).from)
    const verbBefore = bound && wordEnding(bound.from)?.value === 'built'
    const next = wordStarting((decadeAfter ?? year).to)
    // A decade tells of building by itself ("homes from the 80s"); so does the pack's word for one ("los años 80").
    const bounds = yearBounds(bound?.value, next?.value, verbBefore === true || next?.value === 'built' || decade, year.value, decade) ??
      (decadeBefore ? { minYearBuilt: year.value, maxYearBuilt: year.value + 9 } : undefined)
    if (bounds) return { criteria: bounds, years: [written(year)] }
  }
  return { criteria: {}, years: [] }
}
