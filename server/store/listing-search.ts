import type { ExpressionBuilder } from 'kysely'
import type { Db } from './database.ts'
import type { ListingRow } from './listings.ts'
import type { Database } from './schema.ts'
import { stateSpellings } from '../listings/us-states.ts'

/** What a chat question or the model's search tool asks of a chatbot's listings. Absent fields do not filter. */
export interface ListingCriteria {
  city?: string
  /** a postal code or a full state name */
  state?: string
  zip?: string
  saleType?: 'for_sale' | 'for_rent'
  /** matched as a case-insensitive part of PropertyType ("condo" finds "Condo") */
  propertyType?: string
  /** SalePrice for sale, RentPrice (per month) for rent */
  minPrice?: number
  maxPrice?: number
  bedrooms?: number
  minBedrooms?: number
  bathrooms?: number
  minBathrooms?: number
  mlsNumber?: string
  /** the start of the street address, case-insensitive ("4521 oak") */
  address?: string
  /** Sold listings are left out unless this is set or an MLS number is named. */
  includeSold?: boolean
}

/** The orders a search can return listings in. */
export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'largest'

/** Which page of results, in which order. */
export interface SearchPage {
  limit: number
  offset?: number
  sort?: ListingSort
}

type Where = ExpressionBuilder<Database, 'listings'>

/** LIKE wildcards in user text would widen the match; they are dropped. */
const likeSafe = (text: string) => text.toLowerCase().replace(/[%_\\]/g, '').trim()

function priceFilter(eb: Where, criteria: ListingCriteria) {
  const { minPrice, maxPrice } = criteria
  const inRange = (column: 'sale_price' | 'rent_price') => {
    const parts = [eb(column, 'is not', null)]
    if (minPrice !== undefined) parts.push(eb(column, '>=', minPrice))
    if (maxPrice !== undefined) parts.push(eb(column, '<=', maxPrice))
    return eb.and(parts)
  }
  if (criteria.saleType === 'for_rent') return inRange('rent_price')
  if (criteria.saleType === 'for_sale') return inRange('sale_price')
  return eb.or([
    eb.and([eb('sale_type', '=', 'for_sale'), inRange('sale_price')]),
    eb.and([eb('sale_type', '=', 'for_rent'), inRange('rent_price')])
  ])
}

function filtered(db: Db, chatbotId: string, criteria: ListingCriteria) {
  let query = db.selectFrom('listings').where('chatbot_id', '=', chatbotId)
  const c = criteria
  if (c.city) query = query.where('city_key', '=', c.city.trim().toLowerCase())
  if (c.state) query = query.where((eb) => eb(eb.fn<string>('lower', ['state']), 'in', stateSpellings(c.state as string)))
  if (c.zip) query = query.where('zip', '=', c.zip.trim())
  if (c.saleType) query = query.where('sale_type', '=', c.saleType)
  if (c.propertyType) query = query.where((eb) => eb(eb.fn<string>('lower', ['property_type']), 'like', `%${likeSafe(c.propertyType as string)}%`))
  if (c.minPrice !== undefined || c.maxPrice !== undefined) query = query.where((eb) => priceFilter(eb, c))
  if (c.bedrooms !== undefined) query = query.where('bedrooms', '=', c.bedrooms)
  if (c.minBedrooms !== undefined) query = query.where('bedrooms', '>=', c.minBedrooms)
  if (c.bathrooms !== undefined) query = query.where('bathrooms', '=', c.bathrooms)
  if (c.minBathrooms !== undefined) query = query.where('bathrooms', '>=', c.minBathrooms)
  if (c.mlsNumber) query = query.where((eb) => eb(eb.fn<string>('lower', ['mls_number']), '=', (c.mlsNumber as string).trim().toLowerCase()))
  if (c.address) query = query.where((eb) => eb(eb.fn<string>('lower', ['address']), 'like', `${likeSafe(c.address as string)}%`))
  if (!c.includeSold && !c.mlsNumber) query = query.where('status', '!=', 'Sold')
  return query
}

/**
 * One page of a chatbot's listings that meet `criteria`, and how many meet them in all.
 * Only the query builder is used, so the same search runs on SQLite and PostgreSQL.
 *
 * @example
 * const { rows, total } = await searchListings(db, chatbotId, { city: 'Austin', maxPrice: 500000, saleType: 'for_sale' }, { limit: 5 })
 */
export async function searchListings(
  db: Db,
  chatbotId: string,
  criteria: ListingCriteria,
  page: SearchPage
): Promise<{ rows: ListingRow[]; total: number }> {
  const base = filtered(db, chatbotId, criteria)
  let rows = base.selectAll()
  const price = criteria.saleType === 'for_rent' ? 'rent_price' : criteria.saleType === 'for_sale' ? 'sale_price' : undefined
  switch (page.sort ?? 'newest') {
    case 'price_asc':
    case 'price_desc': {
      const direction = page.sort === 'price_asc' ? 'asc' : 'desc'
      rows = price ? rows.orderBy(price, direction) : rows.orderBy((eb) => eb.fn.coalesce('sale_price', 'rent_price'), direction)
      break
    }
    case 'largest':
      rows = rows.orderBy('building_area', 'desc')
      break
    default:
      rows = rows.orderBy('created_at', 'desc')
  }
  const [found, count] = await Promise.all([
    rows.orderBy('id', 'desc').limit(page.limit).offset(page.offset ?? 0).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  ])
  return { rows: found, total: Number(count.total) }
}

export { listingVocabulary, type ListingVocabulary } from './vocabulary.ts'
