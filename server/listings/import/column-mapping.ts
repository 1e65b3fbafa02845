import type { ImportedListing } from '../../schemas/listing-import.ts'

/** A listing field a column can fill. */
export type ListingField = keyof ImportedListing

/**
 * Which field each column fills; a column mapped to '' is left out, a column not mapped goes
 * into ExtensionColumn as { Key: column, value } (the assistant's full-text search reads it).
 */
export type ColumnMapping = Record<string, ListingField | ''>

/**
 * Column names that mean each field, written lowercase without spaces or punctuation: the
 * API's own names, the RESO Data Dictionary's, and common spreadsheet headings.
 */
const NAMES: Record<ListingField, string[]> = {
  SaleType: ['saletype', 'listingtype', 'transactiontype', 'forsaleorrent', 'offer'],
  Status: ['status', 'standardstatus', 'mlsstatus', 'listingstatus'],
  CurrencySymbol: ['currencysymbol', 'currency'],
  PropertyType: ['propertytype', 'propertysubtype', 'hometype', 'type'],
  Bedrooms: ['bedrooms', 'bedroomstotal', 'beds', 'bed', 'br'],
  Bathrooms: ['bathrooms', 'bathroomstotaldecimal', 'bathroomstotalinteger', 'baths', 'bath', 'ba'],
  Url: ['url', 'listingurl', 'link', 'website', 'virtualtoururlunbranded'],
  MLSNumber: ['mlsnumber', 'listingid', 'mls', 'mlsid', 'mlsno'],
  YearBuilt: ['yearbuilt', 'built'],
  DaysOnMarket: ['daysonmarket', 'dom', 'cumulativedaysonmarket'],
  LotArea: ['lotarea', 'lotsizesquarefeet', 'lotsizearea', 'lotsize', 'lotsqft'],
  BuildingArea: ['buildingarea', 'livingarea', 'buildingareatotal', 'sqft', 'squarefeet', 'size'],
  AreaUnit: ['areaunit', 'livingareaunits', 'buildingareaunits'],
  Images: ['images', 'photos', 'media', 'imageurls', 'photourls', 'pictures'],
  Tours: ['tours'],
  ParkingSpots: ['parkingspots', 'parkingtotal', 'parking', 'garagespaces'],
  Description: ['description', 'publicremarks', 'remarks'],
  ExtensionColumn: ['extensioncolumn'],
  Location: ['location', 'subdivisionname', 'neighborhood', 'neighbourhood'],
  Address: ['address', 'unparsedaddress', 'streetaddress', 'street'],
  City: ['city'],
  State: ['state', 'stateorprovince', 'province'],
  ZIP: ['zip', 'zipcode', 'postalcode', 'postcode'],
  Latitude: ['latitude', 'lat'],
  Longitude: ['longitude', 'lng', 'lon', 'long'],
  SalePrice: ['saleprice', 'listprice', 'price', 'askingprice'],
  UnitAreaPrice: ['unitareaprice', 'pricepersqft', 'pricepersquarefoot'],
  HOAMonth: ['hoamonth', 'hoa', 'hoafee', 'monthlyhoa'],
  ZestimatePrice: ['zestimateprice', 'zestimate'],
  RentPrice: ['rentprice', 'rent', 'monthlyrent', 'leaseamount'],
  SpaceType: ['spacetype'],
  DepositFee: ['depositfee', 'deposit', 'securitydeposit'],
  ListingKey: ['listingkey', 'listingkeynumeric']
}

/** Every field a column can be mapped to, in the API's order. */
export const LISTING_FIELDS = Object.keys(NAMES) as ListingField[]

const byName = new Map(LISTING_FIELDS.flatMap((field) => NAMES[field].map((name) => [name, field] as const)))

const normalized = (column: string) => column.toLowerCase().replace(/[^a-z0-9]+/g, '')

/**
 * The mapping proposed for `columns` from their names; a field goes to the first column that
 * names it, so "ListPrice" and a later "Price" do not both fill SalePrice. `chosen` (the
 * owner's own choices) wins over the proposal.
 *
 * @example
 * proposeMapping(['List Price', 'Beds', 'Pool']) // { 'List Price': 'SalePrice', Beds: 'Bedrooms' }
 */
export function proposeMapping(columns: string[], chosen: ColumnMapping = {}): ColumnMapping {
  const mapping: ColumnMapping = {}
  const taken = new Set(Object.values(chosen).filter(Boolean))
  for (const column of columns) {
    if (column in chosen) {
      mapping[column] = chosen[column] as ListingField | ''
      continue
    }
    const field = byName.get(normalized(column))
    if (field && !taken.has(field)) {
      mapping[column] = field
      taken.add(field)
    }
  }
  return mapping
}

/** A mapping the owner gave that is not one: its message says what to fix. */
export class MappingError extends Error {}

/**
 * The owner's mapping from its JSON text; every value must be a listing field or ''.
 *
 * @example
 * parseMapping('{"Sq Ft": "BuildingArea", "Notes": ""}')
 */
export function parseMapping(text: string): ColumnMapping {
  let mapping: unknown
  try {
    mapping = JSON.parse(text)
  } catch (error) {
    throw new MappingError('The mapping must be a JSON object of column: field', { cause: error })
  }
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) throw new MappingError('The mapping must be a JSON object of column: field')
  for (const [column, field] of Object.entries(mapping)) {
    if (field !== '' && !LISTING_FIELDS.includes(field as ListingField)) {
      throw new MappingError(`The mapping of column "${column}" must be one of: ${LISTING_FIELDS.join(', ')}, or "" to leave it out`)
    }
  }
  return mapping as ColumnMapping
}
