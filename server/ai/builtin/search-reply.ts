import type { ListingVocabulary } from '../../store/listing-search.ts'
import type { Closest, SearchRows } from './fetch.ts'
import { PACKS, type Lang } from './languages/index.ts'
import { numberIn } from './languages/numbers.ts'
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

/** Nothing met every filter: the closest wider search's listings, or the places there are listings in. */
function nothingFound(context: SearchContext, closest: Closest | undefined, vocabulary: ListingVocabulary, lang: Lang): string {
  const words = PACKS[lang].phrases
  const none = words.none(describeSearch(context.criteria, lang))
  if (!closest) return vocabulary.total > 0 ? `${none} ${words.placesAre(placesSummary(vocabulary))}` : none
  const { criteria, result: { rows, total }, from } = closest
  if (context.offset === 0) return `${none} ${words.closest(describeSearch(criteria, lang), total)}\n\n${lines(rows, 0, lang)}`
  if (rows.length === 0) return words.allShown(total, describeSearch(criteria, lang))
  const remaining = total - from - rows.length
  return `${words.closestMore(from + 1, from + rows.length, total)}\n\n${lines(rows, from, lang)}\n\n${remaining > 0 ? words.showMore(Math.min(remaining, PAGE_SIZE)) : words.askByMls}`
}

/**
 * The answer to a listing search: how many match, then one page of them as a markdown list
 * with links, or the closest alternatives when nothing matches; in the answer's language.
 * `superlative` ("which is the cheapest?"): the one listing first in the search's order alone.
 *
 * @example
 * searchReply({ criteria: { city: 'Austin' }, offset: 0 }, await fetched(…), vocabulary)
 * // 'I found **9 homes in Austin**. Here are the first 5:\n\n1. **[…](…)** — $425,000 · …'
 */
export function searchReply(context: SearchContext, { result, closest }: SearchRows, vocabulary: ListingVocabulary, lang: Lang = 'en', superlative = false): string {
  const { criteria, offset } = context
  const words = PACKS[lang].phrases
  const { rows, total: counted, totalIsAtLeast } = result
  // "Which is the cheapest?": that one home, named first, rather than the list again.
  if (superlative && context.sort && offset === 0 && rows[0]) {
    return `${standsOut(rows[0], context.sort, lang)}\n\n${words.askByMls}`
  }
  const total = totalIsAtLeast ? `${numberIn(PACKS[lang].locale, counted)}+` : counted
  const what = describeSearch(criteria, lang)
  if (counted === 0) return nothingFound(context, closest, vocabulary, lang)
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
