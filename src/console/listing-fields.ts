/**
 * The fields of a listing as the owner's form shows them, in RealEstateCreate's order, with a
 * label, the input they call for, and the rule the server checks (server/schemas/listing.ts)
 * in words: whether it is required, and the numbers of each rule, come from that schema
 * (virtual:listing-limits, made at build time), so the two cannot disagree. The server's own
 * 400 message is shown at the field it names. The form keeps every value as typed text;
 * `bodyOf` turns it into Create's body (numbers as numbers where they are numbers, so a value
 * that is not one gets the server's message).
 */
import LISTING_LIMITS, { type ListingLimits } from 'virtual:listing-limits'
import type { ConsoleListingBody } from '../../server/schemas/console-listings.ts'

export type ListingFieldName = keyof ConsoleListingBody
export type ListingDraft = Record<ListingFieldName, string>

export interface ListingFieldSpec {
  name: ListingFieldName
  label: string
  kind: 'text' | 'number' | 'choice' | 'textarea' | 'lines' | 'pairs'
  /** the schema requires it */
  required: boolean
  /** for a choice: [value, label] */
  options?: [string, string][]
  rule: string
}

/** A field as written below: its rule is text, or made from the field's limits in the schema. */
type FieldDefinition = Omit<ListingFieldSpec, 'required' | 'rule'> & { rule: string | ((limits: ListingLimits) => string) }

/** A limit as the rule states it; a rule that reads a limit the schema lost fails here, in the console's unit test, rather than saying "up to 0". */
function figure(value: number | undefined): string {
  if (value === undefined) throw new Error('A listing field\'s rule reads a limit that its schema does not state (build/schema-limits.ts)')
  return value.toLocaleString('en')
}
const upTo = ({ maxLength }: ListingLimits) => `Up to ${figure(maxLength)} characters.`
const between = (what: string, { minLength, maxLength }: ListingLimits) => `${figure(minLength)} to ${figure(maxLength)} characters, such as ${what}.`
const range = (what: string, { minimum, maximum }: ListingLimits) => `${what} from ${figure(minimum)} to ${figure(maximum)}`
const money = (limits: ListingLimits) => `${range('An amount', limits)}; empty for none.`
const count = (limits: ListingLimits) => `${range('A number', limits)}.`
const area = (limits: ListingLimits) => `${range('An area', limits)}.`
const coordinate = ({ minimum, maximum }: ListingLimits) => `From ${figure(minimum)} to ${figure(maximum)}; empty for none.`
const pair = (limits: ListingLimits) => limits.items?.properties ?? {}

const FIELDS: FieldDefinition[] = [
  { name: 'SaleType', label: 'Sale type', kind: 'choice', options: [['for_sale', 'For sale'], ['for_rent', 'For rent']], rule: 'For sale or for rent.' },
  { name: 'Status', label: 'Status', kind: 'choice', options: [['Active', 'Active'], ['PreOnMarket', 'Coming soon'], ['Sold', 'Sold']], rule: 'Sold listings are never offered to visitors.' },
  { name: 'MLSNumber', label: 'MLS number', kind: 'text', rule: ({ maxLength }) => `Up to ${figure(maxLength)} characters; may be empty.` },
  { name: 'PropertyType', label: 'Property type', kind: 'text', rule: (limits) => between('Single Family', limits) },
  { name: 'Address', label: 'Address', kind: 'text', rule: upTo },
  { name: 'City', label: 'City', kind: 'text', rule: upTo },
  { name: 'State', label: 'State', kind: 'text', rule: upTo },
  { name: 'ZIP', label: 'ZIP', kind: 'text', rule: upTo },
  { name: 'Location', label: 'Neighbourhood', kind: 'text', rule: upTo },
  { name: 'CurrencySymbol', label: 'Currency symbol', kind: 'text', rule: (limits) => between('$', limits) },
  { name: 'SalePrice', label: 'Sale price', kind: 'number', rule: money },
  { name: 'RentPrice', label: 'Monthly rent', kind: 'number', rule: money },
  { name: 'DepositFee', label: 'Deposit', kind: 'number', rule: money },
  { name: 'HOAMonth', label: 'HOA a month', kind: 'number', rule: money },
  { name: 'UnitAreaPrice', label: 'Price per area', kind: 'number', rule: money },
  { name: 'ZestimatePrice', label: 'Estimated value', kind: 'number', rule: money },
  { name: 'Bedrooms', label: 'Bedrooms', kind: 'number', rule: count },
  { name: 'Bathrooms', label: 'Bathrooms', kind: 'number', rule: (limits) => `${range('A number', limits)}; fractions allowed.` },
  { name: 'BuildingArea', label: 'Building area', kind: 'number', rule: area },
  { name: 'LotArea', label: 'Lot area', kind: 'number', rule: area },
  { name: 'AreaUnit', label: 'Area unit', kind: 'choice', options: [['Square Feet', 'Square feet'], ['Square Meters', 'Square meters']], rule: 'The unit of both areas.' },
  { name: 'YearBuilt', label: 'Year built', kind: 'number', rule: ({ minimum, maximum }) => `A year from ${minimum} to ${maximum}.` },
  { name: 'DaysOnMarket', label: 'Days on market', kind: 'number', rule: count },
  { name: 'ParkingSpots', label: 'Parking spots', kind: 'number', rule: count },
  { name: 'SpaceType', label: 'Space (rentals)', kind: 'choice', options: [['', 'Not stated'], ['Entire place', 'Entire place'], ['Room', 'Room']], rule: 'What a rental lets.' },
  { name: 'Tours', label: 'Tours', kind: 'choice', options: [['', 'None'], ['OpenHouse', 'Open house'], ['3D', '3D tour']], rule: 'A tour the listing offers.' },
  { name: 'Latitude', label: 'Latitude', kind: 'number', rule: coordinate },
  { name: 'Longitude', label: 'Longitude', kind: 'number', rule: coordinate },
  { name: 'Url', label: 'Listing page', kind: 'text', rule: ({ maxLength }) => `An http:// or https:// address of up to ${figure(maxLength)} characters, or empty.` },
  {
    name: 'Images', label: 'Images', kind: 'lines',
    rule: ({ maxItems, items }) => `Up to ${figure(maxItems)} image addresses, one a line, each http:// or https:// and up to ${figure(items?.maxLength)} characters.`
  },
  { name: 'Description', label: 'Description', kind: 'textarea', rule: upTo },
  {
    name: 'ExtensionColumn', label: 'More details', kind: 'pairs',
    rule: (limits) => `Up to ${figure(limits.maxItems)} lines of "Name: value", such as "Pool: Yes" (a name of up to ${figure(pair(limits).Key?.maxLength)} characters, a value of up to ${figure(pair(limits).value?.maxLength)}); the assistant searches them.`
  }
]

/** The fields with their rules in words and whether the schema requires them. */
export const LISTING_FIELDS: ListingFieldSpec[] = FIELDS.map((field) => {
  const limits = LISTING_LIMITS[field.name] ?? {}
  return { ...field, required: limits.required === true, rule: typeof field.rule === 'string' ? field.rule : field.rule(limits) }
})

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
