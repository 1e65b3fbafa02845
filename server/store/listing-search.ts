import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import type { Db } from './database.ts'
import { cityKey, type ListingRow } from './listings.ts'
import { excludeText, textSearch, type SearchTables, type TextSearch } from './full-text.ts'
import type { ListingCriteria, Measure, SearchPage } from './listing-criteria.ts'
import { isPostgres } from './dialect.ts'
import { stateSpellings } from '../listings/us-states.ts'

export { LISTING_SORTS, type AreaUnit, type ListingCriteria, type ListingSort, type Measure, type SearchPage } from './listing-criteria.ts'

type Where = ExpressionBuilder<SearchTables, 'listings'>

/** LIKE wildcards in user text would widen the match; they are dropped. */
const likeSafe = (text: string) => text.toLowerCase().replace(/[%_\\]/g, '').trim()
/** Whether the listing's PropertyType contains `type`, case-insensitive ('like'), or does not ('not like'). */
const typeLike = (eb: Where, type: string, op: 'like' | 'not like') => eb(eb.fn<string>('lower', ['property_type']), op, `%${likeSafe(type)}%`)

const SQ_FT_PER_SQ_M = 10.7639
/** `measure` in square feet and in square meters. */
function bothUnits(measure: Measure, perArea = false): { feet: number; meters: number } {
  const toFeet = perArea ? 1 / SQ_FT_PER_SQ_M : SQ_FT_PER_SQ_M
  return measure.unit === 'Square Meters'
    ? { meters: measure.value, feet: measure.value * toFeet }
    : { feet: measure.value, meters: measure.value / toFeet }
}

/**
 * A column whose index serves an order ("cheapest first"), compared as `+column`: without
 * statistics SQLite would otherwise pick that index for a price range and sort a whole city.
 */
type Ordered = 'sale_price' | 'rent_price' | 'year_built' | 'days_on_market' | 'building_area'
const unindexed = (column: Ordered) => sql<number>`+${sql.ref(`listings.${column}`)}`

/** `column op measure`, with the measure in the unit of each listing. */
function areaFilter(eb: Where, column: 'building_area' | 'lot_area' | 'unit_area_price', op: '>=' | '<=', measure: Measure) {
  const { feet, meters } = bothUnits(measure, column === 'unit_area_price')
  const target = column === 'building_area' ? unindexed(column) : sql.ref<number>(`listings.${column}`)
  return eb.or([
    eb.and([eb('area_unit', '=', 'Square Meters'), eb(target, op, meters)]),
    eb.and([eb('area_unit', '!=', 'Square Meters'), eb(target, op, feet)])
  ])
}

/** `indexed`: few listings are in the range, so its price index finds them (see fewInPriceRange). */
function priceFilter(eb: Where, criteria: ListingCriteria, indexed: boolean) {
  const { minPrice, maxPrice } = criteria
  const inRange = (column: 'sale_price' | 'rent_price') => {
    const price = indexed ? sql.ref<number>(`listings.${column}`) : unindexed(column)
    const parts = [eb(column, 'is not', null)]
    if (minPrice !== undefined) parts.push(eb(price, '>=', minPrice))
    if (maxPrice !== undefined) parts.push(eb(price, '<=', maxPrice))
    return eb.and(parts)
  }
  if (criteria.saleType === 'for_rent') return inRange('rent_price')
  if (criteria.saleType === 'for_sale') return inRange('sale_price')
  return eb.or([
    eb.and([eb('sale_type', '=', 'for_sale'), inRange('sale_price')]),
    eb.and([eb('sale_type', '=', 'for_rent'), inRange('rent_price')])
  ])
}

/** The fields beyond place, price and rooms: age, parking, fees, size, market time, tours, status. */
function featureFilters(eb: Where, c: ListingCriteria) {
  const parts = []
  if (c.minYearBuilt !== undefined) parts.push(eb(unindexed('year_built'), '>=', c.minYearBuilt))
  if (c.maxYearBuilt !== undefined) parts.push(eb(unindexed('year_built'), '<=', c.maxYearBuilt), eb(unindexed('year_built'), '>', 0))
  if (c.minParking !== undefined) parts.push(eb('parking_spots', '>=', c.minParking))
  if (c.maxHoa !== undefined) parts.push(eb.or([eb('hoa_month', 'is', null), eb('hoa_month', '<=', c.maxHoa)]))
  if (c.minArea) parts.push(areaFilter(eb, 'building_area', '>=', c.minArea))
  if (c.maxArea) parts.push(areaFilter(eb, 'building_area', '<=', c.maxArea), eb(unindexed('building_area'), '>', 0))
  if (c.minLotArea) parts.push(areaFilter(eb, 'lot_area', '>=', c.minLotArea))
  if (c.maxLotArea) parts.push(areaFilter(eb, 'lot_area', '<=', c.maxLotArea), eb('lot_area', '>', 0))
  if (c.maxDaysOnMarket !== undefined) parts.push(eb(unindexed('days_on_market'), '<=', c.maxDaysOnMarket))
  if (c.minDaysOnMarket !== undefined) parts.push(eb(unindexed('days_on_market'), '>=', c.minDaysOnMarket))
  if (c.tours) parts.push(c.tours === 'any' ? eb('tours', '!=', '') : eb('tours', '=', c.tours))
  if (c.status) parts.push(eb('status', '=', c.status))
  if (c.maxPricePerArea) parts.push(areaFilter(eb, 'unit_area_price', '<=', c.maxPricePerArea), eb('unit_area_price', '>', 0))
  if (c.maxDeposit !== undefined) parts.push(eb.or([eb('deposit_fee', 'is', null), eb('deposit_fee', '<=', c.maxDeposit)]))
  if (c.spaceType) parts.push(eb('space_type', '=', c.spaceType))
  return eb.and(parts)
}

/**
 * What decides how a search reads its listings: the words it must and must not have, as SQL
 * for this database, and whether its price range is narrow.
 */
interface Narrowing {
  text: TextSearch | undefined
  without: RawBuilder<boolean> | undefined
  fewPrices: boolean
}

/**
 * Where a search reads its listings: all of them, those its words match, or (`newest`) the
 * place's newest, read in order off the place's index by a subquery that the filters stop
 * reading once they have what they need.
 */
function fromText(db: Db, text: TextSearch | undefined, newest?: ReturnType<typeof placeListings>) {
  const searchDb = db as unknown as Kysely<SearchTables>
  const listings = newest ? searchDb.selectFrom(newest.clearSelect().selectAll().limit(COUNT_SCAN).as('listings') as unknown as 'listings') : searchDb.selectFrom('listings')
  if (!text) return listings
  // On PostgreSQL the match is a condition on listings; on SQLite, CROSS JOIN keeps the FTS5
  // table outside, so its matches drive the query.
  return text.postgres
    ? listings.where(text.match)
    : searchDb.selectFrom('listing_search').crossJoin('listings').where(sql<boolean>`listings.id = listing_search.rowid`).where(text.match)
}

function filtered(db: Db, chatbotId: string, criteria: ListingCriteria, { text, without, fewPrices }: Narrowing, newest?: ReturnType<typeof placeListings>) {
  const from = fromText(db, text, newest) as SelectQueryBuilder<SearchTables, 'listings', object>
  let query = from.where('listings.chatbot_id', '=', chatbotId)
  const c = criteria
  if (c.city) query = query.where('city_key', '=', cityKey(c.city))
  if (c.cities?.length) query = query.where('city_key', 'in', c.cities.map(cityKey))
  if (c.state) query = query.where((eb) => eb(eb.fn<string>('lower', ['state']), 'in', stateSpellings(c.state as string)))
  if (c.zip) query = query.where('zip', '=', c.zip.trim())
  if (c.saleType) query = query.where('sale_type', '=', c.saleType)
  if (c.propertyType) query = query.where((eb) => typeLike(eb, c.propertyType as string, 'like'))
  if (c.propertyTypes?.length) query = query.where((eb) => eb.or(c.propertyTypes!.map((type) => typeLike(eb, type, 'like'))))
  for (const type of c.withoutPropertyType ?? []) query = query.where((eb) => typeLike(eb, type, 'not like'))
  if (c.minPrice !== undefined || c.maxPrice !== undefined) query = query.where((eb) => priceFilter(eb, c, fewPrices))
  if (c.bedrooms !== undefined) query = query.where('bedrooms', '=', c.bedrooms)
  if (c.minBedrooms !== undefined) query = query.where('bedrooms', '>=', c.minBedrooms)
  if (c.maxBedrooms !== undefined) query = query.where('bedrooms', '<=', c.maxBedrooms)
  if (c.bathrooms !== undefined) query = query.where('bathrooms', '=', c.bathrooms)
  if (c.minBathrooms !== undefined) query = query.where('bathrooms', '>=', c.minBathrooms)
  if (c.maxBathrooms !== undefined) query = query.where('bathrooms', '<=', c.maxBathrooms)
  if (c.mlsNumber) query = query.where((eb) => eb(eb.fn<string>('lower', ['mls_number']), '=', (c.mlsNumber as string).trim().toLowerCase()))
  if (c.address) query = query.where((eb) => eb(eb.fn<string>('lower', ['address']), 'like', `${likeSafe(c.address as string)}%`))
  if (c.key) query = query.where('listings.key', '=', c.key)
  if (c.exceptKey) query = query.where('listings.key', '!=', c.exceptKey)
  query = query.where((eb) => featureFilters(eb, c))
  if (without) query = query.where(without)
  if (!c.includeSold && !c.mlsNumber && !c.key && !c.status) query = query.where('status', '!=', 'Sold')
  return query
}

/**
 * Whether fewer than COUNT_SCAN listings of the kind (and city) asked for have a price in the
 * range, counted off the price index. A narrow range ("for sale in Seattle under 100k") is
 * then read through that index; a wide one is tested on the newest listings as they are read,
 * which stops at the page, instead of sorting every listing in the range.
 */
async function fewInPriceRange(db: Db, chatbotId: string, c: ListingCriteria): Promise<boolean> {
  if (!c.saleType || (c.minPrice === undefined && c.maxPrice === undefined)) return false
  const column = c.saleType === 'for_rent' ? 'rent_price' : 'sale_price'
  let inRange = db.selectFrom('listings').select(sql<number>`1`.as('one')).where('chatbot_id', '=', chatbotId).where('sale_type', '=', c.saleType)
  if (c.city) inRange = inRange.where('city_key', '=', cityKey(c.city))
  if (c.minPrice !== undefined) inRange = inRange.where(column, '>=', c.minPrice)
  if (c.maxPrice !== undefined) inRange = inRange.where(column, '<=', c.maxPrice)
  const { total } = await db.selectFrom(inRange.limit(COUNT_SCAN).as('in_range')).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  return Number(total) < COUNT_SCAN
}

/** Counting stops here: past it an answer says "100+", so a broad question never counts a whole stock. */
export const COUNT_CAP = 100
/**
 * A count looks at most this many of the place's newest listings (of the kind asked for): a
 * rare combination of filters in a big city would otherwise read every listing of the city to
 * find it rare. Past it, the count is a lower bound ("37+").
 */
const COUNT_SCAN = 2000

/**
 * The chatbot's listings in the place `criteria` names (city, ZIP code), of the kind it asks
 * for (to buy, to rent) where an index holds both, newest first, off that index.
 */
function placeListings(db: Db, chatbotId: string, criteria: ListingCriteria) {
  let query = db.selectFrom('listings').select('id').where('chatbot_id', '=', chatbotId)
  if (criteria.city) query = query.where('city_key', '=', cityKey(criteria.city))
  else if (criteria.zip) query = query.where('zip', '=', criteria.zip.trim())
  // listings_city and listings_sale_type hold the kind before the date; listings_zip does not.
  if (criteria.saleType && (criteria.city || !criteria.zip)) query = query.where('sale_type', '=', criteria.saleType)
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc')
}

/**
 * Listings among the place's COUNT_SCAN newest. PostgreSQL gets the ids as an array, so it looks
 * each up by primary key: with `in (subquery)` it reads every listing of the kind in the city to hash-join them.
 */
function inNewestOfPlace(db: Db, chatbotId: string, criteria: ListingCriteria): RawBuilder<boolean> {
  const newest = placeListings(db, chatbotId, criteria).limit(COUNT_SCAN)
  return isPostgres(db as Kysely<unknown>) ? sql<boolean>`listings.id = any(array(${newest}))` : sql<boolean>`listings.id in (${newest})`
}

/**
 * How many listings meet `criteria`, up to COUNT_CAP + 1, among at most COUNT_SCAN of the
 * place's newest; exactly when an index already bounds the candidates: fewer than COUNT_SCAN
 * in the price range, or few enough words' matches to be ranked. `newest`: the place's newest,
 * when the search has read them already.
 */
async function countMatches(db: Db, chatbotId: string, criteria: ListingCriteria, base: ReturnType<typeof filtered>, narrowing: Narrowing, newest?: NewestOfPlace) {
  const { text, fewPrices } = narrowing
  const searchDb = db as unknown as Kysely<SearchTables>
  const place = placeListings(db, chatbotId, criteria)
  if (readsNewestOfPlace(narrowing) && !newest) {
    // The place's newest, read in order until COUNT_CAP + 1 match: a common kind stops after a
    // few hundred. Only a count below the cap asks whether the place holds more than were read.
    const total = await cappedCount(searchDb, filtered(db, chatbotId, criteria, narrowing, place))
    return { total, bounded: total <= COUNT_CAP && await holdsMore(searchDb, place) }
  }
  const bounded = newest
    ? newest.since !== undefined
    : !fewPrices && !text?.rank && await holdsMore(searchDb, place)
  let candidates = base
  if (bounded && text && !text.postgres) {
    // FTS5 reads its matches in rowid order: a lower rowid bound skips the older ones instead of testing each.
    candidates = base.where(sql<boolean>`listing_search.rowid >= cast(${await lowestIdOfNewest(db, chatbotId, criteria)} as integer)`)
  } else if (bounded) {
    candidates = base.where(inNewestOfPlace(db, chatbotId, criteria))
  }
  return { total: await cappedCount(searchDb, candidates), bounded }
}

/** How many listings `candidates` reads, up to COUNT_CAP + 1. */
async function cappedCount(searchDb: Kysely<SearchTables>, candidates: ReturnType<typeof filtered>): Promise<number> {
  const { total } = await searchDb.selectFrom(candidates.select('listings.id').limit(COUNT_CAP + 1).as('capped'))
    .select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  return Number(total)
}

/** Whether the place holds more than COUNT_SCAN listings (of the kind asked for). */
async function holdsMore(searchDb: Kysely<SearchTables>, place: ReturnType<typeof placeListings>): Promise<boolean> {
  const { total } = await searchDb.selectFrom(place.limit(COUNT_SCAN + 1).as('place'))
    .select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  return Number(total) > COUNT_SCAN
}

/**
 * Whether the search reads the place's newest in order, testing each until it has enough: no
 * narrow price range, and no words or words so common (PostgreSQL, unranked) that most
 * listings read have them. PostgreSQL would otherwise test the documents of every listing of
 * the kind, then sort them (1,200 ms at 100,000 listings for "rentals that allow dogs").
 */
const readsNewestOfPlace = ({ text, fewPrices }: Narrowing) => !fewPrices && (!text || (text.postgres && !text.rank))

/** One page of `base` in the order `page` asks for (newest first unless told otherwise). */
function readPage(db: Db, chatbotId: string, criteria: ListingCriteria, base: ReturnType<typeof filtered>, text: TextSearch | undefined, page: SearchPage) {
  let rows = base.selectAll('listings')
  const price = criteria.saleType === 'for_rent' ? 'rent_price' : criteria.saleType === 'for_sale' ? 'sale_price' : undefined
  switch (page.sort) {
    case 'price_asc':
    case 'price_desc': {
      const direction = page.sort === 'price_asc' ? 'asc' : 'desc'
      // Homes to buy and to rent together: those to buy first, each kind in its own price order (a
      // monthly rent is not a cheaper house). That order has no index: it is of the place's newest listings.
      rows = price
        ? rows.orderBy(price, direction)
        : rows
            .where(inNewestOfPlace(db, chatbotId, criteria))
            .orderBy(sql`sale_type = 'for_rent'`)
            .orderBy((eb) => eb.fn.coalesce('sale_price', 'rent_price'), direction)
      break
    }
    case 'largest':
    case 'smallest':
      rows = rows.orderBy('building_area', page.sort === 'largest' ? 'desc' : 'asc')
      break
    case 'lot_desc':
      rows = rows.orderBy('lot_area', 'desc')
      break
    case 'newest':
      rows = rows.orderBy('days_on_market', 'asc')
      break
    case 'built':
      rows = rows.orderBy('year_built', 'desc')
      break
    default:
      // Ranked when the matches are few enough to rank; otherwise the newest matches, read off the index.
      if (text?.rank) rows = rows.orderBy(text.rank)
      else if (text) rows = rows.orderBy(text.newest)
  }
  // A unique order needs no tie-breakers; extra terms would stop FTS5 from reading its matches in order.
  const ordered = text && !text.rank && !page.sort ? rows : rows.orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc')
  return ordered.limit(page.limit).offset(page.offset ?? 0).execute() as Promise<ListingRow[]>
}

/** The place's COUNT_SCAN newest listings, as bounds a query can read them by. */
interface NewestOfPlace {
  /** the lowest id among them */
  floor: number
  /** when the place holds more: the created_at of the oldest of them */
  since?: string
}

/**
 * The bounds of the place's COUNT_SCAN newest listings. A search that leaves words out reads
 * them first, so the words' matches are looked up among them alone, not in the whole stock.
 */
async function newestOfPlace(db: Db, chatbotId: string, criteria: ListingCriteria): Promise<NewestOfPlace> {
  const [floor, edge] = await Promise.all([
    lowestIdOfNewest(db, chatbotId, criteria),
    placeListings(db, chatbotId, criteria).select('created_at').offset(COUNT_SCAN - 1).limit(2).execute()
  ])
  return { floor, ...(edge.length === 2 && { since: edge[0]!.created_at }) }
}

/** The lowest id among the place's COUNT_SCAN newest listings (0 for an empty place). */
async function lowestIdOfNewest(db: Db, chatbotId: string, criteria: ListingCriteria): Promise<number> {
  const newest = placeListings(db, chatbotId, criteria).limit(COUNT_SCAN)
  const { floor } = await db.selectFrom(newest.as('newest')).select((eb) => eb.fn.min('id').as('floor')).executeTakeFirstOrThrow()
  return Number(floor ?? 0)
}

/**
 * Only listings among the place's newest (see NewestOfPlace), read off the place's index: those
 * since the oldest of them, and none below their lowest id (one made at that same time but
 * earlier ranks below every one of them).
 */
const amongNewest = (floor: number, since: string) => (eb: Where) => eb.and([eb('listings.created_at', '>=', since), eb('listings.id', '>=', floor)])

/** One page of a search, how many match (up to COUNT_CAP), and whether there are more than that. */
export interface SearchResult {
  rows: ListingRow[]
  total: number
  /** more than COUNT_CAP match; `total` is then COUNT_CAP */
  totalIsAtLeast: boolean
}

/**
 * One page of a chatbot's listings that meet `criteria`, and how many meet them in all.
 * Structured fields go through the listings' indexes, words through the full-text index
 * (FTS5 on SQLite, tsvector and GIN on PostgreSQL); every page is LIMITed in the database,
 * and so is the count (at COUNT_CAP matches among COUNT_SCAN listings of the place), so the
 * cost follows the page, not the size of the stock.
 *
 * @example
 * const { rows, total } = await searchListings(db, chatbotId, { city: 'Austin', maxPrice: 500000, saleType: 'for_sale' }, { limit: 5 })
 * await searchListings(db, chatbotId, { keywords: [['pool']], withoutKeywords: [['pets allowed']] }, { limit: 5 })
 */
export async function searchListings(
  db: Db,
  chatbotId: string,
  criteria: ListingCriteria,
  page: SearchPage
): Promise<SearchResult> {
  const [text, fewPrices] = await Promise.all([
    textSearch(db, chatbotId, criteria.keywords, criteria.withoutKeywords), fewInPriceRange(db, chatbotId, criteria)
  ])
  const window = criteria.withoutKeywords?.length && !text && !page.sort && !fewPrices && !isPostgres(db as Kysely<unknown>)
    ? await newestOfPlace(db, chatbotId, criteria)
    : undefined
  const without = text?.excludes ? undefined : await excludeText(db, chatbotId, criteria.withoutKeywords, window?.floor)
  const narrowing = { text, without, fewPrices }
  const base = filtered(db, chatbotId, criteria, narrowing)
  const offset = page.offset ?? 0
  let found: ListingRow[]
  if (text && readsNewestOfPlace(narrowing) && !page.sort) {
    found = await readPage(db, chatbotId, criteria, filtered(db, chatbotId, criteria, narrowing, placeListings(db, chatbotId, criteria)), text, page)
    // Less than a page among the place's newest: the older listings are read too.
    if (found.length < page.limit) found = await readPage(db, chatbotId, criteria, base, text, page)
  } else found = await readPage(db, chatbotId, criteria, window?.since ? base.where(amongNewest(window.floor, window.since)) : base, text, page)
  if (window?.since && found.length < page.limit) {
    // Less than a page among the place's newest: the older listings are read too, tested against every match.
    const everyMatch = await excludeText(db, chatbotId, criteria.withoutKeywords)
    found = await readPage(db, chatbotId, criteria, filtered(db, chatbotId, criteria, { ...narrowing, without: everyMatch }), text, page)
  }
  // A first page that is not full is the whole answer: no need to count.
  if (offset === 0 && found.length < page.limit) return { rows: found, total: found.length, totalIsAtLeast: false }
  const counted = await countMatches(db, chatbotId, criteria, base, narrowing, window)
  // The page itself may reach past the listings the count looked at.
  const total = found.length > 0 ? Math.max(counted.total, offset + found.length) : counted.total
  return { rows: found, total: Math.min(total, COUNT_CAP), totalIsAtLeast: total > COUNT_CAP || counted.bounded }
}

export { listingVocabulary, type ListingVocabulary } from './vocabulary.ts'
