import type { ListingCriteria } from '../../../store/listing-search.ts'
import type { ListingRow } from '../../../store/listings.ts'

/** How a listing asked for compares with one already named: "cheaper than that one", "something bigger". */
export type Comparative = 'cheaper' | 'pricier' | 'bigger' | 'smaller' | 'newer'

const COMPARATIVES: [Comparative, string][] = [
  ['cheaper', String.raw`cheaper|less\s+expensive|more\s+affordable|lower[-\s]priced`],
  ['pricier', String.raw`more\s+expensive|pricier|higher[-\s]priced`],
  ['bigger', String.raw`bigger|larger|roomier|more\s+spacious`],
  ['smaller', String.raw`smaller`],
  ['newer', String.raw`newer`]
]
/** What may stand between a comparative and its "than": "cheaper ones than", "a bigger home than". */
const COMPARED_THING = String.raw`(?:\s+(?:ones?|homes?|houses?|places?|listings?|options?|propert(?:y|ies)|condos?|apartments?|rentals?))?`
const COMPARED = COMPARATIVES.map(([word, re]) => [word, new RegExp(String.raw`\b(?:${re})\b(${COMPARED_THING}\s+than\b)?`, 'i')] as const)

/** The criteria each comparative already sets of its own ("cheaper than 500k" is a price, not a listing). */
const OWN: Record<Comparative, (keyof ListingCriteria)[]> = {
  cheaper: ['maxPrice', 'minPrice'],
  pricier: ['maxPrice', 'minPrice'],
  bigger: ['minArea', 'maxArea'],
  smaller: ['minArea', 'maxArea'],
  newer: ['minYearBuilt', 'maxYearBuilt']
}

/**
 * The comparative of a question, and whether it names what it compares with ("than …");
 * undefined when it has none, or when the question sets that criterion itself ("cheaper than 500k").
 *
 * @example
 * comparativeIn('anything cheaper than that one?', {}) // { than: 'cheaper', named: true }
 * comparativeIn('got something bigger?', {})          // { than: 'bigger', named: false }
 * comparativeIn('cheaper than 500k', { maxPrice: 500000 }) // undefined
 */
export function comparativeIn(english: string, criteria: ListingCriteria): { than: Comparative; named: boolean } | undefined {
  for (const [than, re] of COMPARED) {
    const match = re.exec(english)
    if (match) return OWN[than].some((key) => criteria[key] !== undefined) ? undefined : { than, named: Boolean(match[1]) }
  }
  return undefined
}

/**
 * The criteria for listings that compare with `row` as `than` says, of its kind (for sale or
 * rent) and without it: a price limit just below its price, an area just above its size, …;
 * empty when the listing does not give the value compared.
 *
 * @example
 * relativeCriteria(rowAt550k, 'cheaper') // { maxPrice: 549999, saleType: 'for_sale', exceptKey: '…' }
 */
export function relativeCriteria(row: ListingRow, than: Comparative): ListingCriteria {
  const price = row.sale_type === 'for_rent' ? row.rent_price : row.sale_price
  const area = row.building_area
  const unit = row.area_unit === 'Square Meters' ? 'Square Meters' : 'Square Feet'
  const compared: Record<Comparative, () => ListingCriteria | undefined> = {
    cheaper: () => (price ? { maxPrice: Math.ceil(price) - 1 } : undefined),
    pricier: () => (price ? { minPrice: Math.floor(price) + 1 } : undefined),
    bigger: () => (area ? { minArea: { value: Math.floor(area) + 1, unit } } : undefined),
    smaller: () => (area ? { maxArea: { value: Math.ceil(area) - 1, unit } } : undefined),
    newer: () => (row.year_built ? { minYearBuilt: row.year_built + 1 } : undefined)
  }
  const limit = compared[than]()
  return limit ? { ...limit, saleType: row.sale_type as ListingCriteria['saleType'], exceptKey: row.key } : {}
}
