import type { Db } from '../../store/database.ts'
import { listingVocabulary, searchListings, type ListingCriteria, type ListingVocabulary, type SearchPage, type SearchResult } from '../../store/listing-search.ts'
import type { ListingRow } from '../../store/listings.ts'
import type { Action } from './dialogue/plan.ts'
import type { ParsedQuestion } from './parse-question.ts'
import { PAGE_SIZE, type SearchContext } from './search-context.ts'
import { relativeCriteria } from './understand/relative.ts'

/**
 * The only calls the built-in assistant makes to the store, for one chatbot: what its listings
 * cover, and one page of a search. Everything else of the assistant is plain values.
 */
export interface ListingPort {
  vocabulary(): Promise<ListingVocabulary>
  search(criteria: ListingCriteria, page: SearchPage): Promise<SearchResult>
}

/**
 * The port onto a chatbot's listings in the database.
 *
 * @example
 * const port = storePort(db, chatbot.id)
 * await port.search({ city: 'Austin' }, { limit: 5 })
 */
export function storePort(db: Db, chatbotId: string): ListingPort {
  return {
    vocabulary: () => listingVocabulary(db, chatbotId),
    search: (criteria, page) => searchListings(db, chatbotId, criteria, page)
  }
}

/** How many closest matches the first "nothing found" answer shows. */
const CLOSEST = 3

/** Nothing met every filter: the closest wider search that has listings, the page of it shown, and where that page starts. */
export interface Closest {
  criteria: ListingCriteria
  result: SearchResult
  from: number
}

/** A search's page, and when nothing matched, its closest wider search. */
export interface SearchRows {
  result: SearchResult
  closest?: Closest
}

/** The listings an action's answer is made from. */
export type Fetched =
  | { kind: 'none' }
  /** a look-up's matches (up to 5); `mentions`: whether the one match's text has the features asked about */
  | { kind: 'lookUp'; rows: ListingRow[]; mentions?: boolean }
  | { kind: 'compare'; rows: ListingRow[] }
  /** fewer than two to compare: the search's answer instead */
  | { kind: 'compareTop'; rows: ListingRow[]; search?: SearchRows }
  | { kind: 'search'; search: SearchRows }

/**
 * Ever wider searches to offer when nothing matched: first without the price, then any
 * property type, then without the features, then any number of rooms, then to buy or to
 * rent. The place is kept.
 */
function widenings(c: ListingCriteria): ListingCriteria[] {
  const steps: ListingCriteria[] = []
  let wider: ListingCriteria = { ...c }
  const drop = (...keys: (keyof ListingCriteria)[]) => {
    if (!keys.some((key) => wider[key] !== undefined)) return
    wider = { ...wider }
    for (const key of keys) delete wider[key]
    steps.push(wider)
  }
  drop('minPrice', 'maxPrice', 'maxPricePerArea', 'maxHoa', 'maxDeposit')
  drop('propertyType', 'propertyTypes', 'withoutPropertyType', 'spaceType')
  drop('keywords', 'withoutKeywords', 'minYearBuilt', 'maxYearBuilt', 'minParking', 'minArea', 'maxArea', 'minLotArea', 'maxLotArea', 'maxDaysOnMarket', 'minDaysOnMarket', 'tours')
  drop('bedrooms', 'minBedrooms', 'maxBedrooms', 'bathrooms', 'minBathrooms', 'maxBathrooms')
  drop('saleType')
  return steps
}

/**
 * One page of the search; when nothing matched, the most affordable of the closest wider
 * search, and on "show more" the next of those, so paging moves on from the closest matches too.
 */
async function searchRows(port: ListingPort, context: SearchContext): Promise<SearchRows> {
  const { criteria, offset } = context
  const result = await port.search(criteria, { limit: PAGE_SIZE, offset, ...(context.sort && { sort: context.sort }) })
  if (result.total > 0) return { result }
  for (const wider of widenings(criteria)) {
    const from = offset === 0 ? 0 : CLOSEST + offset - PAGE_SIZE
    const found = await port.search(wider, { limit: offset === 0 ? CLOSEST : PAGE_SIZE, offset: from, sort: 'price_asc' })
    if (found.total > 0) return { result, closest: { criteria: wider, result: found, from } }
  }
  return { result }
}

/** A look-up's matches, and for one match whether its text has the features asked about (by the full-text search a search for them makes). */
async function lookUpRows(port: ListingPort, action: Extract<Action, { kind: 'lookUp' }>): Promise<Fetched> {
  const { rows } = await port.search(action.find, { limit: 5 })
  if (rows.length !== 1 || !action.keywords) return { kind: 'lookUp', rows }
  const { rows: mentioning } = await port.search({ key: rows[0]!.key, keywords: action.keywords }, { limit: 1 })
  return { kind: 'lookUp', rows, mentions: mentioning.length > 0 }
}

/**
 * Reads the listings an action needs, and nothing else: the one module of the assistant that
 * asks the store, through `port`.
 *
 * @example
 * await fetchFor(port, { kind: 'search', search: { criteria: { city: 'Austin' }, offset: 0 }, superlative: false, greet: false, fairHousing: false })
 * // { kind: 'search', search: { result: { rows: [...5], total: 9, totalIsAtLeast: false } } }
 */
export async function fetchFor(port: ListingPort, action: Action): Promise<Fetched> {
  switch (action.kind) {
    case 'lookUp':
      return lookUpRows(port, action)
    case 'compare': {
      const found = await Promise.all(action.wanted.map((one) => port.search(one, { limit: 1 })))
      return { kind: 'compare', rows: found.flatMap((one) => one.rows) }
    }
    case 'compareTop': {
      const { criteria, sort } = action.search
      const { rows } = await port.search(criteria, { limit: action.count, ...(sort && { sort }) })
      return rows.length < 2 ? { kind: 'compareTop', rows, search: await searchRows(port, action.search) } : { kind: 'compareTop', rows }
    }
    case 'search':
      return { kind: 'search', search: await searchRows(port, action.search) }
    default:
      return { kind: 'none' }
  }
}

/**
 * "Cheaper than that one", "something bigger": the earlier search narrowed to listings that
 * compare with the one named as asked, of its kind and without it. Unchanged when it is gone.
 */
async function relativeSearch(port: ListingPort, question: ParsedQuestion): Promise<ParsedQuestion> {
  const { find, than } = question.relative!
  const [row] = (await port.search(find, { limit: 1 })).rows
  if (!row) return question
  const { city, cities, state, zip } = question.criteria
  // A listing looked up by its address and then "anything bigger?": near it, in its city.
  const place: ListingCriteria = city || cities || state || zip || !row.city ? {} : { city: row.city, ...(row.state && { state: row.state }) }
  return { ...question, criteria: { ...question.criteria, ...place, ...relativeCriteria(row, than) } }
}

/**
 * A question that names a listing it is about as a point of reference ("similar homes",
 * "cheaper than that one") made a search by that listing's facts; any other question as it is.
 *
 * @example
 * await anchored(port, read('anything cheaper than the second one?')) // criteria: { maxPrice: 549999, saleType: 'for_sale', exceptKey: '…' }
 */
export function anchored(port: ListingPort, question: ParsedQuestion): Promise<ParsedQuestion> | ParsedQuestion {
  if (question.neighbours?.key) return nearSearch(port, question)
  return question.relative ? relativeSearch(port, question) : question
}

/**
 * "Similar homes", "others near it": a new search in the shown listing's city, of its kind (for
 * sale or rent, and its property type when similar ones are asked for), without the listing
 * itself; the question's own filters ("under 500k") stay. Unchanged when the listing is gone.
 */
async function nearSearch(port: ListingPort, question: ParsedQuestion): Promise<ParsedQuestion> {
  const { key, sameKind } = question.neighbours!
  const [row] = (await port.search({ key: key! }, { limit: 1 })).rows
  if (!row?.city) return question
  const criteria: ListingCriteria = {
    ...question.criteria,
    city: row.city,
    ...(row.state && { state: row.state }),
    saleType: question.criteria.saleType ?? (row.sale_type as ListingCriteria['saleType']),
    ...(sameKind && row.property_type && { propertyType: row.property_type.toLowerCase() }),
    exceptKey: row.key
  }
  return { ...question, criteria, continues: false, standalone: true }
}
