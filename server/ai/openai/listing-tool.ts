import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions'
import { formatListing } from '../../replies/listing.ts'
import { keywordGroups } from '../../listings/concepts.ts'
import { LISTING_SORTS, searchListings, type AreaUnit, type ListingCriteria, type ListingSort } from '../../store/listing-search.ts'
import type { Db } from '../../store/database.ts'
import { toolArguments } from './tool-arguments.ts'

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
        exclude_property_types: { type: 'array', items: { type: 'string' }, description: 'Property types to leave out, e.g. ["condo", "townhouse"] for "no condos or townhouses"' },
        min_price: { type: 'number', description: 'Minimum sale price, or monthly rent for rentals' },
        max_price: { type: 'number', description: 'Maximum sale price, or monthly rent for rentals' },
        bedrooms: { type: 'number', description: 'Exact number of bedrooms' },
        min_bedrooms: { type: 'number' },
        max_bedrooms: { type: 'number', description: 'With min_bedrooms, a range: "3 to 4 bedrooms"' },
        min_bathrooms: { type: 'number' },
        max_bathrooms: { type: 'number' },
        mls_number: { type: 'string' },
        address: { type: 'string', description: 'Start of the street address, e.g. 4521 Oak' },
        keywords: { type: 'string', description: 'Features the listing text must mention, e.g. "pool, ocean view, pets". Each is searched with its usual synonyms (beach: ocean, coast, waterfront) in the description, location, address and extra fields' },
        exclude_keywords: { type: 'string', description: 'Features the listing must not offer, e.g. "pets" for no pet-friendly homes' },
        min_year_built: { type: 'number' },
        max_year_built: { type: 'number' },
        min_parking: { type: 'number', description: 'Minimum parking spots' },
        max_hoa: { type: 'number', description: 'Maximum monthly HOA fee; 0 for none' },
        min_area: { type: 'number', description: 'Minimum building area, in area_unit' },
        max_area: { type: 'number', description: 'Maximum building area, in area_unit' },
        min_lot_area: { type: 'number', description: 'Minimum lot area, in area_unit' },
        max_lot_area: { type: 'number', description: 'Maximum lot area, in area_unit; listings that state no lot size are left out' },
        max_price_per_area: { type: 'number', description: 'Maximum price per square foot or meter (area_unit)' },
        area_unit: { type: 'string', enum: ['Square Feet', 'Square Meters'], description: 'Unit of the area filters; default Square Feet. Listings in the other unit are converted' },
        max_days_on_market: { type: 'number' },
        min_days_on_market: { type: 'number', description: 'On the market at least this many days (listings that have sat a while)' },
        tours: { type: 'string', enum: ['OpenHouse', '3D', 'any'] },
        status: { type: 'string', enum: ['Active', 'PreOnMarket', 'Sold'], description: 'PreOnMarket is "coming soon"; Sold listings are left out unless asked for' },
        max_deposit: { type: 'number' },
        space_type: { type: 'string', enum: ['Entire place', 'Room'] },
        sort: { type: 'string', enum: [...LISTING_SORTS], description: 'newest: fewest days on the market; built: newest built; lot_desc: largest lot first; default: best keyword match, then newest listed' },
        limit: { type: 'integer', minimum: 1, maximum: MAX_RESULTS }
      },
      additionalProperties: false
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined)
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]) => (allowed.includes(value as T) ? (value as T) : undefined)
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined)
/** A list of short texts, or one text of them apart by commas ("condo, townhouse"); none when empty. */
function texts(value: unknown): string[] | undefined {
  const items = (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).map(text).filter((item) => item !== undefined)
  return items.length ? [...new Set(items)].slice(0, 10) : undefined
}

/**
 * The model's arguments as search criteria; anything malformed is ignored rather than trusted.
 *
 * @example
 * criteriaFromArguments({ city: 'Austin', max_price: 500000, bedrooms: 'three' }) // { city: 'Austin', maxPrice: 500000 }
 * criteriaFromArguments({ keywords: 'pool', max_hoa: 300 }) // { keywords: [['pool', 'swimming pool']], maxHoa: 300 }
 * criteriaFromArguments({ exclude_property_types: ['condo', 'townhouse'] }) // { withoutPropertyType: ['condo', 'townhouse'] }
 */
export function criteriaFromArguments(args: Record<string, unknown>): ListingCriteria {
  const saleType = oneOf(args.sale_type, ['for_sale', 'for_rent'] as const)
  const unit: AreaUnit = oneOf(args.area_unit, ['Square Feet', 'Square Meters'] as const) ?? 'Square Feet'
  const measure = (value: unknown) => (num(value) === undefined ? undefined : { value: num(value) as number, unit })
  const words = (value: unknown) => {
    const groups = keywordGroups(text(value) ?? '')
    return groups.length ? groups : undefined
  }
  const entries: [keyof ListingCriteria, unknown][] = [
    ['city', text(args.city)], ['state', text(args.state)], ['zip', text(args.zip)], ['saleType', saleType],
    ['propertyType', text(args.property_type)], ['withoutPropertyType', texts(args.exclude_property_types)], ['minPrice', num(args.min_price)], ['maxPrice', num(args.max_price)],
    ['bedrooms', num(args.bedrooms)], ['minBedrooms', num(args.min_bedrooms)], ['maxBedrooms', num(args.max_bedrooms)],
    ['minBathrooms', num(args.min_bathrooms)], ['maxBathrooms', num(args.max_bathrooms)],
    ['mlsNumber', text(args.mls_number)], ['address', text(args.address)],
    ['keywords', words(args.keywords)], ['withoutKeywords', words(args.exclude_keywords)],
    ['minYearBuilt', num(args.min_year_built)], ['maxYearBuilt', num(args.max_year_built)], ['minParking', num(args.min_parking)],
    ['maxHoa', num(args.max_hoa)], ['minArea', measure(args.min_area)], ['maxArea', measure(args.max_area)],
    ['minLotArea', measure(args.min_lot_area)], ['maxLotArea', measure(args.max_lot_area)], ['maxPricePerArea', measure(args.max_price_per_area)],
    ['maxDaysOnMarket', num(args.max_days_on_market)], ['minDaysOnMarket', num(args.min_days_on_market)], ['tours', oneOf(args.tours, ['OpenHouse', '3D', 'any'] as const)],
    ['status', oneOf(args.status, ['Active', 'PreOnMarket', 'Sold'] as const)], ['maxDeposit', num(args.max_deposit)],
    ['spaceType', oneOf(args.space_type, ['Entire place', 'Room'] as const)]
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
  const args = toolArguments(rawArguments)
  if (!args) return JSON.stringify({ error: 'The arguments must be a JSON object, e.g. {"city":"Austin"}' })
  const limit = Math.min(MAX_RESULTS, Math.max(1, Math.floor(num(args.limit) ?? 5)))
  const sort: ListingSort | undefined = oneOf(args.sort, LISTING_SORTS)
  const { rows, total, totalIsAtLeast } = await searchListings(db, chatbotId, criteriaFromArguments(args), { limit, ...(sort && { sort }) })
  const listings = rows.map((row) => {
    const { ID: _id, Key: _key, Images: _images, LATITUDE: _lat, LONGITUDE: _lng, ExtensionColumn, ...rest } = formatListing(row)
    const facts = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== ''))
    return ExtensionColumn ? { ...facts, Extra: ExtensionColumn } : facts
  })
  return JSON.stringify({ total, ...(totalIsAtLeast && { total_is_at_least: true }), listings })
}
