/**
 * The fields of a listing as the owner's form shows them, in RealEstateCreate's order, with a
 * label, the input they call for, and the rule the server checks (server/schemas/listing.ts)
 * in words; the server's own 400 message is shown at the field it names. The form keeps every
 * value as typed text; `bodyOf` turns it into Create's body (numbers as numbers where they are
 * numbers, so a value that is not one gets the server's message).
 */
import type { ConsoleListingBody } from '../../server/schemas/console-listings.ts'

export type ListingFieldName = keyof ConsoleListingBody
export type ListingDraft = Record<ListingFieldName, string>

export interface ListingFieldSpec {
  name: ListingFieldName
  label: string
  kind: 'text' | 'number' | 'choice' | 'textarea' | 'lines' | 'pairs'
  required?: boolean
  /** for a choice: [value, label] */
  options?: [string, string][]
  rule: string
}

const money = 'An amount, 0 or more; empty for none.'
const count = 'A number, 0 or more.'

export const LISTING_FIELDS: ListingFieldSpec[] = [
  { name: 'SaleType', label: 'Sale type', kind: 'choice', required: true, options: [['for_sale', 'For sale'], ['for_rent', 'For rent']], rule: 'For sale or for rent.' },
  { name: 'Status', label: 'Status', kind: 'choice', required: true, options: [['Active', 'Active'], ['PreOnMarket', 'Coming soon'], ['Sold', 'Sold']], rule: 'Sold listings are never offered to visitors.' },
  { name: 'MLSNumber', label: 'MLS number', kind: 'text', required: true, rule: 'Up to 100 characters; may be empty.' },
  { name: 'PropertyType', label: 'Property type', kind: 'text', required: true, rule: '1 to 100 characters, such as Single Family.' },
  { name: 'Address', label: 'Address', kind: 'text', rule: 'Up to 500 characters.' },
  { name: 'City', label: 'City', kind: 'text', rule: 'Up to 200 characters.' },
  { name: 'State', label: 'State', kind: 'text', rule: 'Up to 100 characters.' },
  { name: 'ZIP', label: 'ZIP', kind: 'text', rule: 'Up to 20 characters.' },
  { name: 'Location', label: 'Neighbourhood', kind: 'text', rule: 'Up to 500 characters.' },
  { name: 'CurrencySymbol', label: 'Currency symbol', kind: 'text', required: true, rule: '1 to 8 characters, such as $.' },
  { name: 'SalePrice', label: 'Sale price', kind: 'number', rule: money },
  { name: 'RentPrice', label: 'Monthly rent', kind: 'number', rule: money },
  { name: 'DepositFee', label: 'Deposit', kind: 'number', rule: money },
  { name: 'HOAMonth', label: 'HOA a month', kind: 'number', rule: money },
  { name: 'UnitAreaPrice', label: 'Price per area', kind: 'number', rule: money },
  { name: 'ZestimatePrice', label: 'Estimated value', kind: 'number', rule: money },
  { name: 'Bedrooms', label: 'Bedrooms', kind: 'number', required: true, rule: count },
  { name: 'Bathrooms', label: 'Bathrooms', kind: 'number', required: true, rule: 'A number, 0 or more; fractions allowed.' },
  { name: 'BuildingArea', label: 'Building area', kind: 'number', required: true, rule: 'An area, 0 or more.' },
  { name: 'LotArea', label: 'Lot area', kind: 'number', required: true, rule: 'An area, 0 or more.' },
  { name: 'AreaUnit', label: 'Area unit', kind: 'choice', required: true, options: [['Square Feet', 'Square feet'], ['Square Meters', 'Square meters']], rule: 'The unit of both areas.' },
  { name: 'YearBuilt', label: 'Year built', kind: 'number', required: true, rule: 'A year from 0 to 3000.' },
  { name: 'DaysOnMarket', label: 'Days on market', kind: 'number', required: true, rule: count },
  { name: 'ParkingSpots', label: 'Parking spots', kind: 'number', required: true, rule: count },
  { name: 'SpaceType', label: 'Space (rentals)', kind: 'choice', options: [['', 'Not stated'], ['Entire place', 'Entire place'], ['Room', 'Room']], rule: 'What a rental lets.' },
  { name: 'Tours', label: 'Tours', kind: 'choice', options: [['', 'None'], ['OpenHouse', 'Open house'], ['3D', '3D tour']], rule: 'A tour the listing offers.' },
  { name: 'Latitude', label: 'Latitude', kind: 'number', rule: 'From -90 to 90; empty for none.' },
  { name: 'Longitude', label: 'Longitude', kind: 'number', rule: 'From -180 to 180; empty for none.' },
  { name: 'Url', label: 'Listing page', kind: 'text', required: true, rule: 'An http:// or https:// address, or empty.' },
  { name: 'Images', label: 'Images', kind: 'lines', rule: 'Up to 100 image addresses, one a line.' },
  { name: 'Description', label: 'Description', kind: 'textarea', rule: 'Up to 20,000 characters.' },
  { name: 'ExtensionColumn', label: 'More details', kind: 'pairs', rule: 'Up to 100 lines of "Name: value", such as "Pool: Yes"; the assistant searches them.' }
]

/** The form's text for a new listing: the choices' first values, $ and square feet. */
export function emptyDraft(): ListingDraft {
  const draft = Object.fromEntries(LISTING_FIELDS.map((spec) => [spec.name, spec.options?.[0]?.[0] ?? ''])) as ListingDraft
  return { ...draft, CurrencySymbol: '$' }
}

/**
 * The form's text of a stored listing's fields.
 *
 * @example
 * draftOf({ Bedrooms: 3, Images: ['https://…/1.jpg'], … }).Bedrooms // '3'
 */
export function draftOf(fields: ConsoleListingBody): ListingDraft {
  const draft = emptyDraft()
  for (const spec of LISTING_FIELDS) {
    const value = fields[spec.name]
    if (value === undefined) continue
    if (spec.kind === 'lines') draft[spec.name] = (value as string[]).join('\n')
    else if (spec.kind === 'pairs') draft[spec.name] = (value as { Key: string; value: string }[]).map((pair) => `${pair.Key}: ${pair.value}`).join('\n')
    else draft[spec.name] = String(value)
  }
  return draft
}

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean)

/**
 * Create's body from the form's text: empty optional fields are left out, an empty required
 * one too (the server says it is required), numbers as numbers when they are numbers.
 *
 * @example
 * bodyOf({ ...draft, Bedrooms: '3' }).Bedrooms // 3
 */
export function bodyOf(draft: ListingDraft): ConsoleListingBody {
  const body: Record<string, unknown> = {}
  for (const spec of LISTING_FIELDS) {
    const text = draft[spec.name]
    const trimmed = text.trim()
    if (spec.kind === 'lines') body[spec.name] = lines(text)
    else if (spec.kind === 'pairs') {
      body[spec.name] = lines(text).map((line) => {
        const colon = line.indexOf(':')
        return colon < 0 ? { Key: line, value: '' } : { Key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }
      })
    } else if (spec.kind === 'number') {
      if (trimmed !== '') body[spec.name] = /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : trimmed
    } else if (trimmed !== '' || spec.required || spec.kind === 'choice') body[spec.name] = spec.kind === 'text' ? trimmed : text
  }
  return body as ConsoleListingBody
}
