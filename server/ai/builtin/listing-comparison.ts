import type { ListingRow } from '../../store/listings.ts'
import { PACKS, type Lang } from './languages/index.ts'
import type { ListingSort } from '../../store/listing-search.ts'
import { area, listingMoney, listingPlace, listingPrice, listingStatus } from './listing-text.ts'

const DASH = '—'
const money = (row: ListingRow, value: number | null, lang: Lang, suffix = '') => (value ? listingMoney(row, value, lang) + suffix : DASH)
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
    [l.size, (row) => (row.building_area ? area(row.building_area, row.area_unit, lang) : DASH)],
    [l.lot[0]!.toUpperCase() + l.lot.slice(1), (row) => (row.lot_area ? area(row.lot_area, row.area_unit, lang) : DASH)],
    [l.yearBuilt, (row) => (row.year_built ? String(row.year_built) : DASH)],
    [l.parking, (row) => String(row.parking_spots)],
    [l.hoa, (row) => money(row, row.hoa_month, lang, words.perMonth)],
    [l.deposit, (row) => (row.sale_type === 'for_rent' ? money(row, row.deposit_fee, lang) : DASH)],
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

/** What a sort compares of a listing, larger first when `desc`; undefined where the listing lacks it. */
/** A listing's price: the sale price, or the monthly rent. */
const priceOf = (row: ListingRow) => (row.sale_type === 'for_rent' ? row.rent_price : row.sale_price)

const MEASURES: Partial<Record<ListingSort, { of: (row: ListingRow) => number | null; desc: boolean }>> = {
  price_asc: { of: priceOf, desc: false },
  price_desc: { of: priceOf, desc: true },
  largest: { of: (row) => row.building_area, desc: true },
  lot_desc: { of: (row) => row.lot_area, desc: true },
  smallest: { of: (row) => row.building_area, desc: false }
}

/**
 * The one listing of `rows` that `sort` asks for ("which one is bigger?"), as a sentence naming
 * it first with its link and MLS number; '' when the rows cannot be told apart honestly: a
 * measure missing, or prices of a sale and a rent (like is compared with like).
 *
 * @example
 * standOut([oak, elm], 'largest') // 'The biggest is **[542 Elm St, …](…)** (2,100 sq ft) · MLS TX1.'
 */
export function standOut(rows: ListingRow[], sort: ListingSort | undefined, lang: Lang = 'en'): string {
  const measure = sort && MEASURES[sort]
  if (!measure || rows.length < 2) return ''
  if (sort.startsWith('price') && new Set(rows.map((row) => row.sale_type)).size > 1) return ''
  const values = rows.map((row) => measure.of(row))
  if (values.some((value) => !value)) return ''
  const best = values.indexOf(measure.desc ? Math.max(...(values as number[])) : Math.min(...(values as number[])))
  return standsOut(rows[best]!, sort, lang)
}

/**
 * One listing named as the one `sort` asks for, with its link, the fact that decides and its MLS number.
 *
 * @example
 * standsOut(oak, 'price_asc') // 'The cheapest is **[4521 Oak St, …](…)** ($425,000) · MLS TX0240000.'
 */
export function standsOut(row: ListingRow, sort: ListingSort, lang: Lang = 'en'): string {
  const measured = sort === 'largest' || sort === 'smallest' ? row.building_area : sort === 'lot_desc' ? row.lot_area : undefined
  const fact = measured === undefined ? listingPrice(row, lang) : measured ? area(measured, row.area_unit, lang) : ''
  const place = row.url ? `[${listingPlace(row)}](${row.url})` : listingPlace(row)
  return PACKS[lang].phrases.standsOut[sort](`**${place}**${fact ? ` (${fact})` : ''}${row.mls_number ? ` · MLS ${row.mls_number}` : ''}`)
}
