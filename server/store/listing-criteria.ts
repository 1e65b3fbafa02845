import type { KeywordGroup } from './full-text.ts'

/** Square feet or square meters: areas are compared in each listing's own AreaUnit. */
export type AreaUnit = 'Square Feet' | 'Square Meters'
/** An area, or a price per area, and the unit it was given in. */
export interface Measure {
  value: number
  unit: AreaUnit
}

/** What a chat question or the model's search tool asks of a chatbot's listings. Absent fields do not filter. */
export interface ListingCriteria {
  city?: string
  /** any of these cities ("Seattle or Portland"), instead of one `city` */
  cities?: string[]
  /** a postal code or a full state name */
  state?: string
  zip?: string
  saleType?: 'for_sale' | 'for_rent'
  /** matched as a case-insensitive part of PropertyType ("condo" finds "Condo") */
  propertyType?: string
  /** any of these types ("condos or townhouses"), each matched as propertyType is, instead of one `propertyType` */
  propertyTypes?: string[]
  /** types asked against ("no condos or townhouses"): a listing whose PropertyType contains any of them is left out */
  withoutPropertyType?: string[]
  /** SalePrice for sale, RentPrice (per month) for rent */
  minPrice?: number
  maxPrice?: number
  bedrooms?: number
  minBedrooms?: number
  /** at most so many bedrooms ("3 to 4 bedrooms": minBedrooms 3, maxBedrooms 4) */
  maxBedrooms?: number
  bathrooms?: number
  minBathrooms?: number
  maxBathrooms?: number
  mlsNumber?: string
  /** one listing by its Key (a listing shown before), whatever its status */
  key?: string
  /** leaves this listing out (by Key): the one whose similar or nearby listings are asked for */
  exceptKey?: string
  /** the start of the street address, case-insensitive ("4521 oak") */
  address?: string
  /** Sold listings are left out unless this is set, the status asked for is Sold, or an MLS number is named. */
  includeSold?: boolean
  /** words the listing's text must have, through the full-text index: every group, any word of each */
  keywords?: KeywordGroup[]
  /** words it must not have: a listing matching any of these groups is left out */
  withoutKeywords?: KeywordGroup[]
  minYearBuilt?: number
  maxYearBuilt?: number
  minParking?: number
  /** the monthly HOA fee at most this (0: none) */
  maxHoa?: number
  minArea?: Measure
  maxArea?: Measure
  minLotArea?: Measure
  /** the lot at most this big ("a lot under 5,000 sq ft"); a listing with no lot size stated is left out */
  maxLotArea?: Measure
  maxDaysOnMarket?: number
  /** on the market at least this many days ("sitting on the market for over 90 days") */
  minDaysOnMarket?: number
  /** 'any': an open house or a 3D tour */
  tours?: 'OpenHouse' | '3D' | 'any'
  status?: 'Active' | 'PreOnMarket' | 'Sold'
  /** UnitAreaPrice at most this, per square foot or meter as `unit` says */
  maxPricePerArea?: Measure
  maxDeposit?: number
  spaceType?: 'Entire place' | 'Room'
}

/** The orders a search can return listings in; 'newest' is fewest days on the market, 'built' newest built, 'lot_desc' the largest lot first. */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'largest', 'smallest', 'built', 'lot_desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

/** Which page of results, in which order (by default the best text match, then newest listed). */
export interface SearchPage {
  limit: number
  offset?: number
  sort?: ListingSort
}
