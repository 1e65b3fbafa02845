import type { ListingCard } from '../schemas/listing-card.ts'
import type { ListingRow } from '../store/listings.ts'

function address(row: ListingRow): string {
  const region = [row.state, row.zip].filter(Boolean).join(' ')
  return [row.address, row.city, region].filter(Boolean).join(', ') || row.location
}

/**
 * One listing as a card.
 *
 * @example
 * listingCard(row) // { Key: '3f…', MLSNumber: 'TX0240000', Price: 425000, SaleType: 'for_sale', Image: 'https://…/1.jpg', … }
 */
export function listingCard(row: ListingRow): ListingCard {
  const images = JSON.parse(row.images) as string[]
  return {
    Key: row.key,
    MLSNumber: row.mls_number,
    Url: row.url,
    Address: address(row),
    SaleType: row.sale_type === 'for_rent' ? 'for_rent' : 'for_sale',
    Status: row.status,
    CurrencySymbol: row.currency_symbol,
    Price: row.sale_type === 'for_rent' ? row.rent_price : row.sale_price,
    Bedrooms: row.bedrooms,
    Bathrooms: row.bathrooms,
    BuildingArea: row.building_area,
    AreaUnit: row.area_unit,
    PropertyType: row.property_type,
    Image: images[0] ?? ''
  }
}
