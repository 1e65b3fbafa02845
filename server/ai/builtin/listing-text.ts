import type { ListingCriteria, Measure } from '../../store/listing-search.ts'
import { US_STATES } from '../../listings/us-states.ts'
import type { ListingRow } from '../../store/listings.ts'
import { featureName, featuresIn, ofType, statedWithout, typeName, typesAgainst } from './search-names.ts'
import { PACKS, type Lang } from './languages/index.ts'
import { moneyIn, numberIn, pluralIn } from './languages/numbers.ts'
import type { ListingLabels, Phrases } from './languages/pack.ts'

/** Markdown for listings and searches, with the stored values exactly as they are. */

/** A number as the answer's language writes it. */
const number = (value: number, lang: Lang) => numberIn(PACKS[lang].locale, value)
/** English counts for the English description of a search. */
const { count: plural } = pluralIn(PACKS.en.locale)
/** Money as the answer's language writes it, in dollars: the amounts a visitor asked for. */
const formatMoney = (value: number, lang: Lang = 'en') => moneyIn(PACKS[lang].locale, value)

/**
 * The listing's price as a visitor reads it; empty when it has none.
 *
 * @example
 * listingPrice(saleRow) // '$425,000'
 * listingPrice(rentRow) // '$2,150/month'
 */
export function listingPrice(row: ListingRow, lang: Lang = 'en'): string {
  const rent = row.sale_type === 'for_rent'
  const value = rent ? row.rent_price : row.sale_price
  if (value === null) return ''
  return listingMoney(row, value, lang) + (rent ? PACKS[lang].phrases.perMonth : '')
}

/** An amount in the listing's own currency, as the answer's language writes money: "$425,000", "425.000 $". */
export const listingMoney = (row: ListingRow, value: number, lang: Lang = 'en') => moneyIn(PACKS[lang].locale, value, row.currency_symbol || '$')

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

/** "1,850 sq ft", "120 m²"; "1.850 sq ft" in German. */
export function area(value: number, unit: string, lang: Lang = 'en'): string {
  return `${number(value, lang)} ${unit === 'Square Meters' ? 'm²' : 'sq ft'}`
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
export function listingLine(row: ListingRow, position: number, lang: Lang = 'en'): string {
  const words = PACKS[lang].phrases
  const facts = [
    listingPrice(row, lang),
    `${number(row.bedrooms, lang)} ${words.bd}`,
    `${number(row.bathrooms, lang)} ${words.ba}`,
    row.building_area ? area(row.building_area, row.area_unit, lang) : '',
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
export function listingDetails(row: ListingRow, lang: Lang = 'en'): string {
  const l = PACKS[lang].labels
  const label = (name: string) => `**${name}${l.colon}**`
  const rent = row.sale_type === 'for_rent'
  const price = listingPrice(row, lang)
  const lines = [
    price && `- ${label(l.price)} ${price} (${rent ? PACKS[lang].phrases.forRent : PACKS[lang].phrases.forSale})`,
    `- ${label(l.status)} ${listingStatus(row, lang)}`,
    `- ${label(l.type)} ${[row.property_type, l.countBedrooms(number(row.bedrooms, lang), row.bedrooms), l.countBathrooms(number(row.bathrooms, lang), row.bathrooms)].filter(Boolean).join(' · ')}`,
    row.building_area ? `- ${label(l.size)} ${area(row.building_area, row.area_unit, lang)}${row.lot_area ? `, ${l.lot} ${area(row.lot_area, row.area_unit, lang)}` : ''}` : '',
    row.year_built ? `- ${label(l.yearBuilt)} ${row.year_built}` : '',
    `- ${label(l.parking)} ${l.countSpots(row.parking_spots)} · ${label(l.daysOnMarket)} ${row.days_on_market}`,
    row.hoa_month ? `- ${label(l.hoa)} ${listingMoney(row, row.hoa_month, lang)}${PACKS[lang].phrases.perMonth}` : '',
    row.deposit_fee && rent ? `- ${label(l.deposit)} ${listingMoney(row, row.deposit_fee, lang)}` : '',
    row.tours ? `- ${label(l.tours)} ${row.tours === 'OpenHouse' ? l.openHouse : l.tour3d}` : '',
    ...extensionFacts(row)
  ].filter(Boolean)
  const heading = `**${linked(listingPlace(row), row.url)}**${row.mls_number ? ` — MLS ${row.mls_number}` : ''}`
  const more = row.url ? `\n\n[${l.seeAll}](${row.url})` : ''
  return `${heading}\n\n${lines.join('\n')}${row.description ? `\n\n${row.description}` : ''}${more}`
}

/** The listing's status in `lang`: "Active", "Coming soon (pre-market)", "Sold". */
export const listingStatus = (row: ListingRow, lang: Lang = 'en') =>
  PACKS[lang].labels.statuses[row.status as keyof ListingLabels['statuses']] ?? row.status

const measure = (m: Measure) => area(m.value, m.unit)

/** The fields beyond place, rooms and price, as English phrases: "with a pool", "built 2001 or later". */
function featureWords(c: ListingCriteria): string[] {
  const words: string[] = []
  if (c.keywords?.length) words.push(`with ${c.keywords.map((group) => featureName(group)).join(' and ')}`)
  const without = [...typesAgainst(c, 'en'), ...statedWithout(c).map((group) => featureName(group))]
  if (without.length) words.push(`without ${without.join(' or ')}`)
  if (c.minYearBuilt !== undefined && c.maxYearBuilt !== undefined) words.push(c.minYearBuilt === c.maxYearBuilt ? `built in ${c.minYearBuilt}` : `built ${c.minYearBuilt}–${c.maxYearBuilt}`)
  else if (c.minYearBuilt !== undefined) words.push(`built ${c.minYearBuilt} or later`)
  else if (c.maxYearBuilt !== undefined) words.push(`built ${c.maxYearBuilt} or earlier`)
  if (c.minParking !== undefined) words.push(`with ${plural(c.minParking, 'parking spot')} or more`)
  if (c.maxHoa !== undefined) words.push(c.maxHoa === 0 ? 'with no HOA fee' : `with an HOA fee up to ${formatMoney(c.maxHoa)}/month`)
  if (c.minArea && c.maxArea) words.push(`of ${measure(c.minArea)} to ${measure(c.maxArea)}`)
  else if (c.minArea) words.push(`of at least ${measure(c.minArea)}`)
  else if (c.maxArea) words.push(`of at most ${measure(c.maxArea)}`)
  if (c.minLotArea && c.maxLotArea) words.push(`on a lot of ${measure(c.minLotArea)} to ${measure(c.maxLotArea)}`)
  else if (c.minLotArea) words.push(`on a lot of at least ${measure(c.minLotArea)}`)
  else if (c.maxLotArea) words.push(`on a lot of at most ${measure(c.maxLotArea)}`)
  if (c.maxDaysOnMarket !== undefined) words.push(`listed in the last ${plural(c.maxDaysOnMarket, 'day')}`)
  if (c.minDaysOnMarket !== undefined) words.push(`on the market for ${plural(c.minDaysOnMarket, 'day')} or more`)
  if (c.tours) words.push(c.tours === 'OpenHouse' ? 'with an open house' : c.tours === '3D' ? 'with a 3D tour' : 'with a tour')
  if (c.maxPricePerArea) words.push(`at most ${formatMoney(c.maxPricePerArea.value)} per ${c.maxPricePerArea.unit === 'Square Meters' ? 'm²' : 'sq ft'}`)
  if (c.maxDeposit !== undefined) words.push(c.maxDeposit === 0 ? 'with no deposit' : `with a deposit up to ${formatMoney(c.maxDeposit)}`)
  return words
}

/** Bounds of a count of rooms in English: "3 to 4 bedrooms", "at least 3 bedrooms", "at most 2 bathrooms". */
function roomBounds(min: number | undefined, max: number | undefined, room: string): string[] {
  if (min !== undefined && max !== undefined) return [`${min} to ${plural(max, room)}`]
  if (min !== undefined) return [`at least ${plural(min, room)}`]
  return max === undefined ? [] : [`at most ${plural(max, room)}`]
}

const STATUS_WORDS: Record<string, string> = { PreOnMarket: 'coming-soon ', Sold: 'sold ', Active: 'active ' }

/**
 * The search in words, so a follow-up shows what it kept from earlier turns.
 *
 * @example
 * describeSearch({ city: 'Austin', saleType: 'for_sale', bedrooms: 3, maxPrice: 500000 })
 * // 'homes for sale in Austin with 3 bedrooms, up to $500,000'
 * describeSearch({ city: 'Austin', keywords: [['pool', 'swimming pool']] })
 * // 'homes in Austin, with a pool'
 */
export function describeSearch(c: ListingCriteria, lang: Lang = 'en'): string {
  if (lang !== 'en') return describeIn(c, lang)
  const money = (value: number) => formatMoney(value) + (c.saleType === 'for_rent' ? '/month' : '')
  const type = c.propertyType ? typeName(c.propertyType) : c.propertyTypes ? c.propertyTypes.map(typeName).join(' or ') : c.spaceType === 'Room' ? 'rooms' : 'homes'
  const parts = [(c.status ? STATUS_WORDS[c.status] ?? '' : '') + (c.bedrooms === 0 ? 'studio ' : '') + type]
  if (c.saleType) parts.push(c.saleType === 'for_rent' ? 'for rent' : 'for sale')
  const state = c.state ? US_STATES[c.state.toUpperCase()] ?? c.state : ''
  if (c.city) parts.push(`in ${c.city}${state ? `, ${c.state}` : ''}`)
  else if (c.cities) parts.push(`in ${c.cities.join(' or ')}`)
  else if (state) parts.push(`in ${state}`)
  if (c.zip) parts.push(`in ZIP code ${c.zip}`)
  const withs: string[] = []
  // "with 3 bedrooms" rather than "3-bedroom homes", which reads badly after a count ("2 3-bedroom homes").
  if (c.bedrooms) withs.push(plural(c.bedrooms, 'bedroom'))
  withs.push(...roomBounds(c.minBedrooms, c.maxBedrooms, 'bedroom'))
  if (c.bathrooms !== undefined) withs.push(plural(c.bathrooms, 'bathroom'))
  withs.push(...roomBounds(c.minBathrooms, c.maxBathrooms, 'bathroom'))
  if (withs.length) parts.push(`with ${withs.join(' and ')}${c.minPrice !== undefined || c.maxPrice !== undefined ? ',' : ''}`)
  if (c.minPrice !== undefined && c.maxPrice !== undefined) parts.push(`between ${money(c.minPrice)} and ${money(c.maxPrice)}`)
  else parts.push(...priceBound(c, money, PACKS.en.phrases))
  const features = featureWords(c)
  return features.length ? `${parts.join(' ')}, ${features.join(', ')}` : parts.join(' ')
}

/**
 * A one-sided price limit in words: "up to $500,000", "from $2,000"; a limit set against one
 * listing (`exceptKey`: "cheaper than that one") is strict, and said so: "under $519,000".
 */
function priceBound(c: ListingCriteria, money: (value: number) => string, words: Phrases): string[] {
  const strict = c.exceptKey !== undefined
  if (c.maxPrice !== undefined) return [strict ? words.below(money(c.maxPrice + 1)) : words.upTo(money(c.maxPrice))]
  if (c.minPrice !== undefined) return [strict ? words.above(money(c.minPrice - 1)) : words.from(money(c.minPrice))]
  return []
}

/** The search in another language: type, sale or rent, place, bedrooms, price and features. */
function describeIn(c: ListingCriteria, lang: Exclude<Lang, 'en'>): string {
  const words = PACKS[lang].phrases
  const money = (value: number) => formatMoney(value, lang) + (c.saleType === 'for_rent' ? words.perMonth : '')
  const parts = [words.homes]
  if (c.propertyType) parts.push(ofType(c.propertyType, lang))
  else if (c.propertyTypes) parts.push(c.propertyTypes.map((type) => ofType(type, lang)).join(` ${words.or} `))
  if (c.saleType) parts.push(c.saleType === 'for_rent' ? words.forRent : words.forSale)
  const place = c.city ?? c.cities?.join(` ${words.or} `) ?? (c.state ? US_STATES[c.state.toUpperCase()] ?? c.state : c.zip)
  if (place) parts.push(words.inPlace(place))
  if (c.bedrooms) parts.push(words.withBedrooms(c.bedrooms))
  const { minBedrooms: min, maxBedrooms: max } = c
  if (min !== undefined && max !== undefined) parts.push(words.bedroomsBetween(min, max))
  else if (min !== undefined) parts.push(words.atLeastBedrooms(min))
  else if (max !== undefined) parts.push(words.atMostBedrooms(max))
  if (c.minPrice !== undefined && c.maxPrice !== undefined) parts.push(words.between(money(c.minPrice), money(c.maxPrice)))
  else parts.push(...priceBound(c, money, words))
  // Bathrooms have no words of their own here: they are among the other conditions asked.
  const bathrooms = c.bathrooms !== undefined || c.minBathrooms !== undefined || c.maxBathrooms !== undefined
  const others = bathrooms || featureWords({ ...c, keywords: undefined, withoutKeywords: undefined, withoutPropertyType: undefined }).length > 0
  const features = featuresIn(c, lang, others)
  return features.length ? `${parts.join(' ')}, ${features.join(', ')}` : parts.join(' ')
}
