import type { ListingRow } from '../../store/listings.ts'
import { formatMoney } from './amounts.ts'
import type { Lang } from './language.ts'
import { area, listingPrice } from './listing-text.ts'
import { PHRASES } from './phrases.ts'

const DASH = '—'
const money = (row: ListingRow, value: number | null, suffix = '') => (value ? formatMoney(value, row.currency_symbol || '$') + suffix : DASH)
/** A table cell: the pipe that would end it is written as a slash. */
const cell = (text: string) => text.replace(/\|/g, '/')

/** The facts compared, as table rows: label and value of one listing. */
const FACTS: [string, (row: ListingRow) => string][] = [
  ['Price', (row) => listingPrice(row) || DASH],
  ['For', (row) => (row.sale_type === 'for_rent' ? 'rent' : 'sale')],
  ['Type', (row) => row.property_type || DASH],
  ['Bedrooms', (row) => String(row.bedrooms)],
  ['Bathrooms', (row) => String(row.bathrooms)],
  ['Size', (row) => (row.building_area ? area(row.building_area, row.area_unit) : DASH)],
  ['Lot', (row) => (row.lot_area ? area(row.lot_area, row.area_unit) : DASH)],
  ['Year built', (row) => (row.year_built ? String(row.year_built) : DASH)],
  ['Parking', (row) => String(row.parking_spots)],
  ['HOA', (row) => money(row, row.hoa_month, '/month')],
  ['Deposit', (row) => (row.sale_type === 'for_rent' ? money(row, row.deposit_fee) : DASH)],
  ['Days on market', (row) => String(row.days_on_market)],
  ['Status', (row) => (row.status === 'PreOnMarket' ? 'Coming soon' : row.status)],
  ['MLS', (row) => row.mls_number || DASH]
]

/**
 * Listings side by side as a markdown table: one column each, headed by its street address
 * (linked to its page), one row per fact (the labels in English, as a listing's details).
 *
 * @example
 * listingComparison([oak, elm])
 * // 'Here are the 2 homes side by side:\n\n| | [4521 Oak St](…) | [12 Elm St](…) |\n|---|---|---|\n| Price | $425,000 | $2,150/month |\n…'
 */
export function listingComparison(rows: ListingRow[], lang: Lang = 'en'): string {
  const heading = rows.map((row) => {
    const street = row.address || row.location || 'Listing'
    return cell(row.url ? `[${street}](${row.url})` : street)
  })
  const lines = [`| | ${heading.join(' | ')} |`, `|---|${rows.map(() => '---|').join('')}`]
  for (const [label, value] of FACTS) lines.push(`| ${label} | ${rows.map((row) => cell(value(row))).join(' | ')} |`)
  return `${PHRASES[lang].sideBySide(rows.length)}\n\n${lines.join('\n')}`
}
