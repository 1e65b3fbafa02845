import type { ListingCriteria } from '../../store/listing-search.ts'
import { US_STATES } from '../../listings/us-states.ts'
import type { ListingRow } from '../../store/listings.ts'
import { formatMoney } from './amounts.ts'

/** Markdown for listings and searches, with the stored values exactly as they are. */

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/**
 * The listing's price as a visitor reads it; empty when it has none.
 *
 * @example
 * listingPrice(saleRow) // '$425,000'
 * listingPrice(rentRow) // '$2,150/month'
 */
export function listingPrice(row: ListingRow): string {
  const rent = row.sale_type === 'for_rent'
  const value = rent ? row.rent_price : row.sale_price
  if (value === null) return ''
  return formatMoney(value, row.currency_symbol || '$') + (rent ? '/month' : '')
}

/**
 * The listing's address from whatever parts it has, falling back to its Location.
 *
 * @example
 * listingPlace(row) // '4521 Oak St, Austin, TX 78704'
 */
export function listingPlace(row: ListingRow): string {
  const region = [row.state, row.zip].filter(Boolean).join(' ')
  return [row.address, row.city, region].filter(Boolean).join(', ') || row.location || 'Listing'
}

function area(value: number, unit: string): string {
  return `${number(value)} ${unit === 'Square Meters' ? 'm²' : 'sq ft'}`
}

const statusNote = (row: ListingRow) => (row.status === 'PreOnMarket' ? ' (coming soon)' : row.status === 'Sold' ? ' (sold)' : '')
const linked = (text: string, url: string) => (url ? `[${text}](${url})` : text)

/**
 * One listing as a line of a list.
 *
 * @example
 * listingLine(row, 1)
 * // '1. **[4521 Oak St, Austin, TX 78704](https://…)** — $425,000 · 3 bd · 2 ba · 1,480 sq ft · Condo · MLS TX0240000'
 */
export function listingLine(row: ListingRow, position: number): string {
  const facts = [
    listingPrice(row),
    `${number(row.bedrooms)} bd`,
    `${number(row.bathrooms)} ba`,
    row.building_area ? area(row.building_area, row.area_unit) : '',
    row.property_type,
    row.mls_number ? `MLS ${row.mls_number}` : ''
  ].filter(Boolean)
  return `${position}. **${linked(listingPlace(row), row.url)}**${statusNote(row)} — ${facts.join(' · ')}`
}

function extensionFacts(row: ListingRow): string[] {
  try {
    const pairs = JSON.parse(row.extension_column) as { Key: string; value: string }[]
    return pairs.filter((pair) => pair.Key && pair.value).map((pair) => `- **${pair.Key}:** ${pair.value}`)
  } catch {
    return []
  }
}

/**
 * Everything a visitor would ask about one listing, as a short markdown block.
 *
 * @example
 * listingDetails(row) // '**[4521 Oak St, …](…)** — MLS TX0240000\n\n- **Price:** $425,000 (for sale)\n…'
 */
export function listingDetails(row: ListingRow): string {
  const rent = row.sale_type === 'for_rent'
  const price = listingPrice(row)
  const status = row.status === 'PreOnMarket' ? 'Coming soon (pre-market)' : row.status
  const lines = [
    price && `- **Price:** ${price} (${rent ? 'for rent' : 'for sale'})`,
    `- **Status:** ${status}`,
    `- **Type:** ${[row.property_type, plural(row.bedrooms, 'bedroom'), plural(row.bathrooms, 'bathroom')].filter(Boolean).join(' · ')}`,
    row.building_area ? `- **Size:** ${area(row.building_area, row.area_unit)}${row.lot_area ? `, lot ${area(row.lot_area, row.area_unit)}` : ''}` : '',
    row.year_built ? `- **Year built:** ${row.year_built}` : '',
    `- **Parking:** ${plural(row.parking_spots, 'spot')} · **Days on market:** ${row.days_on_market}`,
    row.hoa_month ? `- **HOA:** ${formatMoney(row.hoa_month, row.currency_symbol || '$')}/month` : '',
    row.deposit_fee && rent ? `- **Deposit:** ${formatMoney(row.deposit_fee, row.currency_symbol || '$')}` : '',
    row.tours ? `- **Tours:** ${row.tours === 'OpenHouse' ? 'open house' : '3D tour'}` : '',
    ...extensionFacts(row)
  ].filter(Boolean)
  const heading = `**${linked(listingPlace(row), row.url)}**${row.mls_number ? ` — MLS ${row.mls_number}` : ''}`
  const more = row.url ? `\n\n[See photos and full details](${row.url})` : ''
  return `${heading}\n\n${lines.join('\n')}${row.description ? `\n\n${row.description}` : ''}${more}`
}

/** "condo" → "condos", "Ranch" → "ranch listings": a property type as a plural noun. */
function typeName(type: string): string {
  const known: [string, string][] = [['condo', 'condos'], ['town', 'townhouses'], ['single', 'single-family homes'],
    ['apartment', 'apartments'], ['multi', 'multi-family homes'], ['land', 'land listings']]
  return known.find(([part]) => type.includes(part))?.[1] ?? `${type} listings`
}

/**
 * The search in words, so a follow-up shows what it kept from earlier turns.
 *
 * @example
 * describeSearch({ city: 'Austin', saleType: 'for_sale', bedrooms: 3, maxPrice: 500000 })
 * // 'homes for sale in Austin with 3 bedrooms, up to $500,000'
 */
export function describeSearch(c: ListingCriteria): string {
  const money = (value: number) => formatMoney(value) + (c.saleType === 'for_rent' ? '/month' : '')
  const type = c.propertyType ? typeName(c.propertyType) : 'homes'
  const parts = [(c.bedrooms === 0 ? 'studio ' : '') + type]
  if (c.saleType) parts.push(c.saleType === 'for_rent' ? 'for rent' : 'for sale')
  const state = c.state ? US_STATES[c.state.toUpperCase()] ?? c.state : ''
  if (c.city) parts.push(`in ${c.city}${state ? `, ${c.state}` : ''}`)
  else if (state) parts.push(`in ${state}`)
  if (c.zip) parts.push(`in ZIP code ${c.zip}`)
  const withs: string[] = []
  // "with 3 bedrooms" rather than "3-bedroom homes", which reads badly after a count ("2 3-bedroom homes").
  if (c.bedrooms) withs.push(plural(c.bedrooms, 'bedroom'))
  if (c.minBedrooms !== undefined) withs.push(`at least ${plural(c.minBedrooms, 'bedroom')}`)
  if (c.bathrooms !== undefined) withs.push(plural(c.bathrooms, 'bathroom'))
  if (c.minBathrooms !== undefined) withs.push(`at least ${plural(c.minBathrooms, 'bathroom')}`)
  if (withs.length) parts.push(`with ${withs.join(' and ')}${c.minPrice !== undefined || c.maxPrice !== undefined ? ',' : ''}`)
  if (c.minPrice !== undefined && c.maxPrice !== undefined) parts.push(`between ${money(c.minPrice)} and ${money(c.maxPrice)}`)
  else if (c.maxPrice !== undefined) parts.push(`up to ${money(c.maxPrice)}`)
  else if (c.minPrice !== undefined) parts.push(`from ${money(c.minPrice)}`)
  return parts.join(' ')
}
