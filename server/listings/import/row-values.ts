import type { ColumnMapping, ListingField } from './column-mapping.ts'

const NUMBERS = new Set<ListingField>([
  'Bedrooms', 'Bathrooms', 'YearBuilt', 'DaysOnMarket', 'LotArea', 'BuildingArea', 'ParkingSpots', 'Latitude', 'Longitude',
  'SalePrice', 'UnitAreaPrice', 'HOAMonth', 'ZestimatePrice', 'RentPrice', 'DepositFee'
])

/** Spellings of a value, lowercase without spaces or punctuation, and the value the API takes. */
const WORDS: Partial<Record<ListingField, Record<string, string>>> = {
  SaleType: { forsale: 'for_sale', sale: 'for_sale', sell: 'for_sale', buy: 'for_sale', forrent: 'for_rent', rent: 'for_rent', rental: 'for_rent', lease: 'for_rent', forlease: 'for_rent' },
  // RESO StandardStatus: a listing still offered is Active, Coming Soon is not on the market yet, Closed is sold.
  Status: { active: 'Active', activeundercontract: 'Active', pending: 'Active', preonmarket: 'PreOnMarket', comingsoon: 'PreOnMarket', sold: 'Sold', closed: 'Sold' },
  AreaUnit: { squarefeet: 'Square Feet', sqft: 'Square Feet', sf: 'Square Feet', ft2: 'Square Feet', squaremeters: 'Square Meters', squaremetres: 'Square Meters', sqm: 'Square Meters', m2: 'Square Meters' }
}

/** Fields a file may leave out, and the value they take then. */
const DEFAULTS: Partial<Record<ListingField, string>> = { CurrencySymbol: '$', AreaUnit: 'Square Feet', Url: '', MLSNumber: '' }

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** "$1,250,000" → 1250000; text that is not a number stays text, for the check to name. */
function numberOf(value: string): number | string {
  const bare = value.replace(/[$€£\s,]/g, '')
  return /^-?(\d+\.?\d*|\.\d+)$/.test(bare) ? Number(bare) : value
}

/** A list of URLs or pairs: a JSON array, or URLs apart by spaces, commas, semicolons or bars. */
function listOf(field: ListingField, value: string): unknown {
  if (value.trimStart().startsWith('[')) {
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  return field === 'Images' ? value.split(/[\s,;|]+/).filter(Boolean) : value
}

/** The value of `field` from a cell: text is read as the field's type; anything else is kept as it is. */
function valueOf(field: ListingField, cell: unknown): unknown {
  if (typeof cell === 'number' && !NUMBERS.has(field)) return String(cell)
  if (typeof cell !== 'string') return cell
  if (NUMBERS.has(field)) return numberOf(cell)
  if (field === 'Images' || field === 'ExtensionColumn') return listOf(field, cell)
  return WORDS[field]?.[key(cell)] ?? cell
}

const isEmpty = (cell: unknown) => cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '')

/**
 * The listing a row of a file stands for, by `mapping`, before it is checked. Empty cells are
 * left out (a required field then "is required"); columns with no field go into ExtensionColumn.
 *
 * @example
 * rowToCandidate({ Beds: '3', Pool: 'Yes' }, { Beds: 'Bedrooms' })
 * // { Bedrooms: 3, ExtensionColumn: [{ Key: 'Pool', value: 'Yes' }], CurrencySymbol: '$', … }
 */
export function rowToCandidate(row: Record<string, unknown>, mapping: ColumnMapping): Record<string, unknown> {
  const candidate: Record<string, unknown> = {}
  const extras: { Key: string; value: string }[] = []
  for (const [column, cell] of Object.entries(row)) {
    if (isEmpty(cell)) continue
    const field = mapping[column]
    if (field === '') continue
    if (field === undefined) extras.push({ Key: column, value: typeof cell === 'string' ? cell : JSON.stringify(cell) })
    else candidate[field] = valueOf(field, cell)
  }
  const given = candidate.ExtensionColumn
  // A column mapped to ExtensionColumn that is not a list stays as it is, for the check to name.
  if (extras.length > 0 && (given === undefined || Array.isArray(given))) candidate.ExtensionColumn = [...(given ?? []), ...extras]
  for (const [field, value] of Object.entries(DEFAULTS)) candidate[field] ??= value
  return candidate
}
