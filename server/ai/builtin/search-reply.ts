import { searchListings, type ListingCriteria, type ListingVocabulary } from '../../store/listing-search.ts'
import type { Db } from '../../store/database.ts'
import { describeSearch, listingLine } from './listing-text.ts'
import { placesSummary } from './replies.ts'
import { PAGE_SIZE, type SearchContext } from './search-context.ts'

const lines = (rows: Parameters<typeof listingLine>[0][], from = 0) => rows.map((row, i) => listingLine(row, from + i + 1)).join('\n')

/**
 * Ever wider searches to offer when nothing matched: first without the price, then any
 * property type, then any number of rooms, then to buy or to rent. The place is kept.
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
  drop('minPrice', 'maxPrice')
  drop('propertyType')
  drop('bedrooms', 'minBedrooms', 'bathrooms', 'minBathrooms')
  drop('saleType')
  return steps
}

async function nothingFound(db: Db, chatbotId: string, c: ListingCriteria, vocabulary: ListingVocabulary): Promise<string> {
  const none = `I couldn't find any ${describeSearch(c)} right now.`
  for (const wider of widenings(c)) {
    const { rows, total } = await searchListings(db, chatbotId, wider, { limit: 3, sort: 'price_asc' })
    if (total > 0) {
      return `${none} The closest matches are ${describeSearch(wider)} (${total} in all); the most affordable:\n\n${lines(rows)}`
    }
  }
  return vocabulary.total > 0 ? `${none} The homes listed here are in ${placesSummary(vocabulary)}.` : none
}

/**
 * The answer to a listing search: how many match, then one page of them as a markdown list
 * with links, or the closest alternatives when nothing matches.
 *
 * @example
 * await searchReply(db, chatbotId, { criteria: { city: 'Austin' }, offset: 0 }, vocabulary)
 * // 'I found **9 homes in Austin**. Here are the first 5:\n\n1. **[…](…)** — $425,000 · …'
 */
export async function searchReply(db: Db, chatbotId: string, context: SearchContext, vocabulary: ListingVocabulary): Promise<string> {
  const { criteria, offset } = context
  const { rows, total } = await searchListings(db, chatbotId, criteria, { limit: PAGE_SIZE, offset, ...(context.sort && { sort: context.sort }) })
  const what = describeSearch(criteria)
  if (total === 0) return nothingFound(db, chatbotId, criteria, vocabulary)
  if (rows.length === 0) return `That's all of them: I have shown all ${total} ${what}. Ask me about any of them by MLS number for the full details.`
  const order = context.sort === 'price_asc' ? ', cheapest first' : context.sort === 'price_desc' ? ', most expensive first' : context.sort === 'largest' ? ', largest first' : ''
  const heading = offset > 0
    ? `Here are ${what} ${offset + 1} to ${offset + rows.length} of ${total}${order}:`
    : total === 1
      ? `I found one listing for **${what}**:`
      : `I found **${total} ${what}**${total > rows.length ? `. Here are the first ${rows.length}${order}:` : `${order}:`}`
  const remaining = total - offset - rows.length
  const footer = remaining > 0
    ? `Say **“show more”** to see the next ${Math.min(remaining, PAGE_SIZE)}, or narrow it down by price, bedrooms or property type.`
    : 'Ask me about any of them by MLS number for the full details.'
  return `${heading}\n\n${lines(rows, offset)}\n\n${footer}`
}
