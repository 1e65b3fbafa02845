import type { ListingCriteria, ListingSort } from '../../store/listing-search.ts'
import type { KeywordGroup } from '../../store/full-text.ts'
import type { ParsedQuestion } from './parse-question.ts'
import { saleInThousands } from './understand/money.ts'

/** How many listings one answer shows; "show more" moves on by this many. */
export const PAGE_SIZE = 5

/** The search a question means once earlier turns are taken into account. */
export interface SearchContext {
  criteria: ListingCriteria
  sort?: ListingSort
  offset: number
}

/** The criteria that name where a listing is: a new place replaces all of them. */
export const PLACE_CRITERIA = ['city', 'cities', 'state', 'zip', 'address'] as const satisfies readonly (keyof ListingCriteria)[]
const hasPlace = (c: ListingCriteria) => PLACE_CRITERIA.some((key) => c[key] !== undefined)
const hasFilters = (c: ListingCriteria) => Object.keys(c).length > 0

/** `groups` without the features `dropped` names (one concept's group has the same first word either way). */
const without = (groups: KeywordGroup[] | undefined, dropped: KeywordGroup[] | undefined) =>
  (groups ?? []).filter((group) => !dropped?.some((other) => other[0] === group[0]))

/** Later words win; a new place, price or room count replaces the old one rather than adding to it. */
function merge(earlier: ListingCriteria, later: ParsedQuestion): ListingCriteria {
  const next: ListingCriteria = { ...earlier }
  let c = later.criteria
  // "Under 350?" after homes for sale: a sale price in thousands, not a rent of $350.
  const sale = later.dealByPrice && earlier.saleType === 'for_sale' ? saleInThousands(c) : undefined
  if (sale) c = { ...c, ...sale, saleType: 'for_sale' }
  if (hasPlace(c) || later.anyPlace) for (const key of PLACE_CRITERIA) delete next[key]
  if (c.minPrice !== undefined || c.maxPrice !== undefined) {
    delete next.minPrice
    delete next.maxPrice
  } else if (c.saleType && c.saleType !== earlier.saleType) {
    // A rent and a sale price differ a hundredfold; the old price means nothing for the other kind.
    delete next.minPrice
    delete next.maxPrice
  }
  // A type asked for decides ("no condos", then "condos after all"), replacing the types asked for before; one asked against drops the same type asked for before.
  if (c.propertyType || c.propertyTypes) for (const key of ['withoutPropertyType', 'propertyType', 'propertyTypes'] as const) delete next[key]
  if (c.withoutPropertyType?.some((type) => next.propertyType?.includes(type))) delete next.propertyType
  // "No condos" after "condos or townhouses": the types left.
  if (c.withoutPropertyType && next.propertyTypes) {
    const left = next.propertyTypes.filter((type) => !c.withoutPropertyType!.some((against) => type.includes(against)))
    delete next.propertyTypes
    if (left.length > 1) next.propertyTypes = left
    else if (left[0]) next.propertyType = left[0]
  }
  // A new bound replaces every bound of the same thing: "3 to 4 bedrooms", then "at least 5".
  const bounds = [['bedrooms', 'minBedrooms', 'maxBedrooms'], ['bathrooms', 'minBathrooms', 'maxBathrooms'], ['minYearBuilt', 'maxYearBuilt'],
    ['minArea', 'maxArea'], ['minLotArea', 'maxLotArea']] as const
  for (const keys of bounds) if (keys.some((key) => c[key] !== undefined)) for (const key of keys) delete next[key]
  // Features add up: "with a garden", then "only the ones with a pool" wants both; a feature
  // turned around ("pet friendly", then "only the ones without pets") replaces the old wish.
  const keywords = [...without(earlier.keywords, c.withoutKeywords), ...(c.keywords ?? [])]
  const withoutKeywords = [...without(earlier.withoutKeywords, c.keywords), ...(c.withoutKeywords ?? [])]
  const merged: ListingCriteria = { ...next, ...c, keywords, withoutKeywords }
  // Types asked against add up too: "no condos", then "no townhouses either".
  if (c.withoutPropertyType && next.withoutPropertyType) merged.withoutPropertyType = [...new Set([...next.withoutPropertyType, ...c.withoutPropertyType])]
  // "Forget the pool", "never mind the budget": taken back from what came before.
  for (const key of later.dropped?.keys ?? []) if (c[key] === undefined) delete merged[key]
  merged.keywords = without(merged.keywords, later.dropped?.keywords)
  if (merged.keywords.length === 0) delete merged.keywords
  if (withoutKeywords.length === 0) delete merged.withoutKeywords
  return merged
}

/**
 * Folds a conversation's questions, oldest first and the current one last, into the search
 * the current one means: "and with 3 bedrooms?" or "only the ones with a pool" keeps the city
 * and price of the turn before, "what about Denver?" swaps the city, "show more" pages on.
 * A question that names a place or the kind of listing without continuing ("condos in
 * Miami", "cheapest rental") starts afresh, so no filter leaks into it. Undefined when no turn was a search.
 *
 * @example
 * searchContext([parse('homes for sale in Austin'), parse('and with 3 bedrooms?')])
 * // { criteria: { city: 'Austin', saleType: 'for_sale', bedrooms: 3 }, offset: 0 }
 */
export function searchContext(questions: ParsedQuestion[]): SearchContext | undefined {
  let context: SearchContext | undefined
  for (const question of questions) {
    const c = question.criteria
    if (c.mlsNumber || c.address || c.key) continue // a look-up of one listing does not change the search
    if (question.intents.has('more') && !hasFilters(c)) {
      if (context) context = { ...context, offset: context.offset + PAGE_SIZE }
      continue
    }
    if (hasFilters(c) || question.unknownPlace || question.anyPlace || question.dropped) {
      // A follow-up narrows the search before; a whole new question ("cheapest rental") starts afresh.
      const continues = context && !question.unknownPlace &&
        (question.continues || question.anyPlace || question.dropped !== undefined || (!hasPlace(c) && !question.standalone))
      context = {
        criteria: continues && context ? merge(context.criteria, question) : { ...c },
        ...((question.sort ?? (continues ? context?.sort : undefined)) && { sort: question.sort ?? context?.sort }),
        offset: 0
      }
      continue
    }
    if (question.sort && context && !question.standalone) context = { ...context, sort: question.sort, offset: 0 }
    else if (question.aboutListings && !question.continues) context = { criteria: {}, ...(question.sort && { sort: question.sort }), offset: 0 }
  }
  // "Which is the cheapest?" compares like with like: a monthly rent is no cheaper house.
  if (context && (context.sort === 'price_asc' || context.sort === 'price_desc') && !context.criteria.saleType) {
    context = { ...context, criteria: { ...context.criteria, saleType: 'for_sale' } }
  }
  return context
}
