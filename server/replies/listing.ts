import type { ListingOutput } from '../schemas/listing.ts'
import type { ListingRow } from '../store/listings.ts'

/** "725000.00"; empty when unset. */
export function money(value: number | null): string {
  return value === null ? '' : value.toFixed(2)
}

/** A plain number as text: "3", "2.5". */
function plain(value: number): string {
  return String(value)
}

const saleTypeLabel: Record<string, string> = { for_sale: 'For Sale', for_rent: 'For Rent' }

/**
 * One stored listing in the shape RealEstateList returns: strings except ID and the
 * coordinates, money with two decimals, Price from SalePrice or RentPrice by SaleType.
 *
 * @example
 * formatListing(row).Price // '725000.00'
 */
export function formatListing(row: ListingRow): ListingOutput {
  const images = JSON.parse(row.images) as string[]
  const price = row.sale_type === 'for_rent' ? row.rent_price : row.sale_price
  return {
    ID: row.id,
    Key: row.key,
    PropertyType: row.property_type,
    SaleType: saleTypeLabel[row.sale_type] ?? row.sale_type,
    Status: row.status,
    Images: images.join(','),
    CurrencySymbol: row.currency_symbol,
    Price: money(price),
    State: row.state,
    City: row.city,
    Address: row.address,
    ZIP: row.zip,
    LATITUDE: row.latitude,
    LONGITUDE: row.longitude,
    Area: row.building_area ? `${plain(row.building_area)} ${row.area_unit}` : '',
    Bathrooms: plain(row.bathrooms),
    Bedrooms: plain(row.bedrooms),
    Url: row.url,
    Tours: row.tours,
    YearBuilt: plain(row.year_built),
    MLSNumber: row.mls_number,
    DaysOnMarket: plain(row.days_on_market),
    LotArea: plain(row.lot_area),
    BuildingArea: plain(row.building_area),
    ParkingSpots: plain(row.parking_spots),
    Description: row.description,
    ExtensionColumn: row.extension_column === '[]' ? '' : row.extension_column,
    RentPrice: money(row.rent_price),
    SpaceType: row.space_type,
    DepositFee: money(row.deposit_fee),
    SalePrice: money(row.sale_price),
    UnitAreaPrice: money(row.unit_area_price),
    ZestimatePrice: money(row.zestimate_price),
    HOAMonth: money(row.hoa_month),
    Location: row.location,
    AreaUnit: row.area_unit
  }
}
