import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { formatListing } from '../../replies/listing.ts'
import { searchListings, type ListingCriteria, type ListingSort } from '../../store/listing-search.ts'
import type { Db } from '../../store/database.ts'

/** The name the model calls the listing search by. */
export const LISTING_TOOL_NAME = 'search_listings'
const MAX_RESULTS = 10

/** The tool definition the model sees. Every parameter is optional; absent ones do not filter. */
export const listingTool: ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: LISTING_TOOL_NAME,
    description: 'Search this website\'s real estate listings. Returns the matching listings with their real details and how many match in all.',
    parameters: {
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City name, e.g. Austin' },
        state: { type: 'string', description: 'US state code or name, e.g. TX or Texas' },
        zip: { type: 'string', description: 'ZIP code' },
        sale_type: { type: 'string', enum: ['for_sale', 'for_rent'] },
        property_type: { type: 'string', description: 'e.g. condo, townhouse, single family, apartment' },
        min_price: { type: 'number', description: 'Minimum sale price, or monthly rent for rentals' },
        max_price: { type: 'number', description: 'Maximum sale price, or monthly rent for rentals' },
        bedrooms: { type: 'number', description: 'Exact number of bedrooms' },
        min_bedrooms: { type: 'number' },
        min_bathrooms: { type: 'number' },
        mls_number: { type: 'string' },
        address: { type: 'string', description: 'Start of the street address, e.g. 4521 Oak' },
        sort: { type: 'string', enum: ['newest', 'price_asc', 'price_desc', 'largest'] },
        limit: { type: 'integer', minimum: 1, maximum: MAX_RESULTS }
      },
      additionalProperties: false
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined)

/**
 * The model's arguments as search criteria; anything malformed is ignored rather than trusted.
 *
 * @example
 * criteriaFromArguments({ city: 'Austin', max_price: 500000, bedrooms: 'three' }) // { city: 'Austin', maxPrice: 500000 }
 */
export function criteriaFromArguments(args: Record<string, unknown>): ListingCriteria {
  const saleType = args.sale_type === 'for_sale' || args.sale_type === 'for_rent' ? args.sale_type : undefined
  const entries: [keyof ListingCriteria, unknown][] = [
    ['city', text(args.city)], ['state', text(args.state)], ['zip', text(args.zip)], ['saleType', saleType],
    ['propertyType', text(args.property_type)], ['minPrice', num(args.min_price)], ['maxPrice', num(args.max_price)],
    ['bedrooms', num(args.bedrooms)], ['minBedrooms', num(args.min_bedrooms)], ['minBathrooms', num(args.min_bathrooms)],
    ['mlsNumber', text(args.mls_number)], ['address', text(args.address)]
  ]
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as ListingCriteria
}

/**
 * Runs one search_listings call for the chatbot and returns the JSON text fed back to the model.
 * A malformed call gets an error the model can read and correct.
 *
 * @example
 * await runListingTool(db, chatbotId, '{"city":"Austin","max_price":500000}')
 * // '{"total":4,"listings":[{"MLSNumber":"TX0240000","Price":"425000.00",…}]}'
 */
export async function runListingTool(db: Db, chatbotId: string, rawArguments: string): Promise<string> {
  let args: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(rawArguments || '{}')
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    args = parsed as Record<string, unknown>
  } catch {
    return JSON.stringify({ error: 'The arguments must be a JSON object, e.g. {"city":"Austin"}' })
  }
  const limit = Math.min(MAX_RESULTS, Math.max(1, Math.floor(num(args.limit) ?? 5)))
  const sort = ['newest', 'price_asc', 'price_desc', 'largest'].includes(String(args.sort)) ? (args.sort as ListingSort) : undefined
  const { rows, total } = await searchListings(db, chatbotId, criteriaFromArguments(args), { limit, ...(sort && { sort }) })
  const listings = rows.map((row) => {
    const { ID: _id, Key: _key, Images: _images, LATITUDE: _lat, LONGITUDE: _lng, ExtensionColumn, ...rest } = formatListing(row)
    const facts = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ''))
    return ExtensionColumn ? { ...facts, Extra: ExtensionColumn } : facts
  })
  return JSON.stringify({ total, listings })
}
