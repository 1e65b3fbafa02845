import type { ConsoleListingBody } from '../schemas/console-listings.ts'
import type { ListingRow } from '../store/listings.ts'

type Fields = ConsoleListingBody

/** The optional fields a stored row leaves empty ('' or null) are left out, as Create would have had them. */
const given = <T>(value: T | null | ''): T | undefined => (value === null || value === '' ? undefined : value)

/**
 * A stored listing as the fields RealEstateCreate takes, for an owner's form: what Create
 * stored comes back the same, so saving the form unchanged changes nothing.
 *
 * @example
 * listingFieldsOf(row).Bedrooms // 3
 */
export function listingFieldsOf(row: ListingRow): Fields {
  const extras = JSON.parse(row.extension_column) as Fields['ExtensionColumn']
  const fields: Fields = {
    SaleType: row.sale_type as Fields['SaleType'],
    Status: row.status as Fields['Status'],
    CurrencySymbol: row.currency_symbol,
    PropertyType: row.property_type,
    Bedrooms: row.bedrooms,
    Bathrooms: row.bathrooms,
    Url: row.url,
    MLSNumber: row.mls_number,
    YearBuilt: row.year_built,
    DaysOnMarket: row.days_on_market,
    LotArea: row.lot_area,
    BuildingArea: row.building_area,
    AreaUnit: row.area_unit as Fields['AreaUnit'],
    ParkingSpots: row.parking_spots,
    Images: JSON.parse(row.images) as string[],
    Tours: row.tours as Fields['Tours'],
    Description: row.description,
    ExtensionColumn: extras,
    Location: row.location,
    Address: row.address,
    City: row.city,
    State: row.state,
    ZIP: row.zip,
    Latitude: given(row.latitude),
    Longitude: given(row.longitude),
    SalePrice: given(row.sale_price),
    UnitAreaPrice: given(row.unit_area_price),
    HOAMonth: given(row.hoa_month),
    ZestimatePrice: given(row.zestimate_price),
    RentPrice: given(row.rent_price),
    SpaceType: row.space_type as Fields['SpaceType'],
    DepositFee: given(row.deposit_fee)
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Fields
}
