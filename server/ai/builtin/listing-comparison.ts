import type { ListingRow } from '../../store/listings.ts'
import { PACKS, type Lang } from './languages/index.ts'
import { area, listingMoney, listingPrice, listingStatus } from './listing-text.ts'

const DASH = '—'
const money = (row: ListingRow, value: number | null, suffix = '') => (value ? listingMoney(row, value) + suffix : DASH)
/** A table cell: the pipe that would end it is written as a slash. */
const cell = (text: string) => text.replace(/\|/g, '/')

/** The facts compared, as table rows: label and value of one listing, in `lang`. */
const facts = (lang: Lang): [string, (row: ListingRow) => string][] => {
  const l = PACKS[lang].labels
  const words = PACKS[lang].phrases
  return [
    [l.price, (row) => listingPrice(row, lang) || DASH],
    [l.listed, (row) => (row.sale_type === 'for_rent' ? words.forRent : words.forSale)],
    [l.type, (row) => row.property_type || DASH],
    [l.bedrooms, (row) => String(row.bedrooms)],
    [l.bathrooms, (row) => String(row.bathrooms)],
    [l.size, (row) => (row.building_area ? area(row.building_area, row.area_unit) : DASH)],
    [l.lot[0]!.toUpperCase() + l.lot.slice(1), (row) => (row.lot_area ? area(row.lot_area, row.area_unit) : DASH)],
    [l.yearBuilt, (row) => (row.year_built ? String(row.year_built) : DASH)],
    [l.parking, (row) => String(row.parking_spots)],
    [l.hoa, (row) => money(row, row.hoa_month, words.perMonth)],
    [l.deposit, (row) => (row.sale_type === 'for_rent' ? money(row, row.deposit_fee) : DASH)],
    [l.daysOnMarket, (row) => String(row.days_on_market)],
    [l.status, (row) => listingStatus(row, lang)],
    ['MLS', (row) => row.mls_number || DASH]
  ]
}

/**
 * Listings side by side as a markdown table: one column each, headed by its street address
 * (linked to its page), one row per fact, labelled in `lang`.
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
  for (const [label, value] of facts(lang)) lines.push(`| ${label} | ${rows.map((row) => cell(value(row))).join(' | ')} |`)
  return `${PACKS[lang].phrases.sideBySide(rows.length)}\n\n${lines.join('\n')}`
}
