import { searchListings, type ListingCriteria, type ListingVocabulary } from '../../store/listing-search.ts'
import type { Db } from '../../store/database.ts'
import { PACKS, type Lang } from './languages/index.ts'
import { standsOut } from './listing-comparison.ts'
import type { ListingRow } from '../../store/listings.ts'
import { describeSearch, listingLine, listingPrice } from './listing-text.ts'
import { placesSummary } from './replies.ts'
import { PAGE_SIZE, type SearchContext } from './search-context.ts'

const lines = (rows: Parameters<typeof listingLine>[0][], from: number, lang: Lang) => rows.map((row, i) => listingLine(row, from + i + 1, lang)).join('\n')
/** " (from $300,000 to $450,000)": the prices of `rows`, all of one kind (sale or rent); '' otherwise. */
function priceSpan(rows: ListingRow[], lang: Lang): string {
  const prices = rows.map((row) => (row.sale_type === 'for_rent' ? row.rent_price : row.sale_price))
  if (new Set(rows.map((row) => row.sale_type)).size > 1 || prices.some((price) => !price)) return ''
  const low = rows[prices.indexOf(Math.min(...(prices as number[])))]!
  const high = rows[prices.indexOf(Math.max(...(prices as number[])))]!
  return low === high ? '' : PACKS[lang].phrases.priced(listingPrice(low, lang), listingPrice(high, lang))
}

/** How many closest matches the first "nothing found" answer shows. */
const CLOSEST = 3

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
  drop('propertyType', 'spaceType')
  drop('keywords', 'withoutKeywords', 'minYearBuilt', 'maxYearBuilt', 'minParking', 'minArea', 'maxArea', 'minLotArea', 'maxDaysOnMarket', 'tours')
  drop('bedrooms', 'minBedrooms', 'bathrooms', 'minBathrooms')
  drop('saleType')
  return steps
}

/**
 * Nothing met every filter: the most affordable of the closest wider search, and on "show
 * more" the next of those, so paging moves on from the closest matches too.
 */
async function nothingFound(db: Db, chatbotId: string, context: SearchContext, vocabulary: ListingVocabulary, lang: Lang): Promise<string> {
  const words = PACKS[lang].phrases
  const none = words.none(describeSearch(context.criteria, lang))
  for (const wider of widenings(context.criteria)) {
    const from = context.offset === 0 ? 0 : CLOSEST + context.offset - PAGE_SIZE
    const { rows, total } = await searchListings(db, chatbotId, wider, { limit: context.offset === 0 ? CLOSEST : PAGE_SIZE, offset: from, sort: 'price_asc' })
    if (total === 0) continue
    if (context.offset === 0) return `${none} ${words.closest(describeSearch(wider, lang), total)}\n\n${lines(rows, 0, lang)}`
    if (rows.length === 0) return words.allShown(total, describeSearch(wider, lang))
    const remaining = total - from - rows.length
    return `${words.closestMore(from + 1, from + rows.length, total)}\n\n${lines(rows, from, lang)}\n\n${remaining > 0 ? words.showMore(Math.min(remaining, PAGE_SIZE)) : words.askByMls}`
  }
  return vocabulary.total > 0 ? `${none} ${words.placesAre(placesSummary(vocabulary))}` : none
}

/**
 * The answer to a listing search: how many match, then one page of them as a markdown list
 * with links, or the closest alternatives when nothing matches; in the answer's language.
 * `superlative` ("which is the cheapest?"): the one listing first in the search's order alone.
 *
 * @example
 * await searchReply(db, chatbotId, { criteria: { city: 'Austin' }, offset: 0 }, vocabulary)
 * // 'I found **9 homes in Austin**. Here are the first 5:\n\n1. **[…](…)** — $425,000 · …'
 */
export async function searchReply(db: Db, chatbotId: string, context: SearchContext, vocabulary: ListingVocabulary, lang: Lang = 'en', superlative = false): Promise<string> {
  const { criteria, offset } = context
  const words = PACKS[lang].phrases
  const { rows, total: counted, totalIsAtLeast } = await searchListings(db, chatbotId, criteria, { limit: PAGE_SIZE, offset, ...(context.sort && { sort: context.sort }) })
  // "Which is the cheapest?": that one home, named first, rather than the list again.
  if (superlative && context.sort && offset === 0 && rows[0]) {
    return `${standsOut(rows[0], context.sort, lang)}\n\n${words.askByMls}`
  }
  const total = totalIsAtLeast ? `${counted.toLocaleString('en-US')}+` : counted
  const what = describeSearch(criteria, lang)
  if (counted === 0) return nothingFound(db, chatbotId, context, vocabulary, lang)
  if (rows.length === 0) return words.allShown(counted, what)
  const order = (context.sort && words.order[context.sort]) ?? ''
  const heading = offset > 0
    ? words.page(what, offset + 1, offset + rows.length, total, order)
    : counted === 1
      ? words.foundOne(what)
      : `${words.found(total, what)}${counted > rows.length ? words.firstOf(rows.length, order) : `${priceSpan(rows, lang)}${order}:`}`
  const remaining = counted - offset - rows.length
  const footer = remaining > 0 ? words.showMore(Math.min(remaining, PAGE_SIZE)) : words.askByMls
  return `${heading}\n\n${lines(rows, offset, lang)}\n\n${footer}`
}
