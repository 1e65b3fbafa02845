import { proposeMapping } from '../import/column-mapping.ts'
import type { ImportedListing } from '../../schemas/listing-import.ts'
import { checkListing, type RowProblem } from '../import/listing-check.ts'
import { rowToCandidate } from '../import/row-values.ts'

/** What a RESO Property record is to the sync. */
export interface FeedRecord {
  /** ListingKey (or ListingKeyNumeric); '' when the record has none */
  key: string
  /** ModificationTimestamp as ISO text, when the record has one */
  timestamp?: string
  /** the listing left the market (Closed, Withdrawn, Expired, Canceled, Delete): removed or marked sold */
  leaving: boolean
  /** the listing, when the record maps to one */
  listing?: ImportedListing
  /** why the record is not a listing: it is rejected */
  problem?: RowProblem
  /** what the record has that was kept in ExtensionColumn rather than mapped, and why */
  notes: RowProblem[]
}

/** StandardStatus values of listings no longer offered. */
const OFF_MARKET = new Set(['closed', 'withdrawn', 'expired', 'canceled', 'cancelled', 'delete'])
/** Fields the sync reads itself: never copied into ExtensionColumn. */
const BOOKKEEPING = new Set(['ListingKey', 'ListingKeyNumeric', 'ModificationTimestamp', 'Media', 'OpenHouse', 'PhotosChangeTimestamp', 'MediaChangeTimestamp'])
/** A periodic fee's months per period, by AssociationFeeFrequency / LeaseAmountFrequency (lowercase, no punctuation). */
const PER_MONTH: Record<string, number> = { monthly: 1, annually: 1 / 12, yearly: 1 / 12, quarterly: 1 / 3, semiannually: 1 / 6, bimonthly: 1 / 2, weekly: 52 / 12, daily: 365 / 12 }
const SQUARE_FEET = { squarefeet: 1, acres: 43_560, squaremeters: 10.763_910_4 } as Record<string, number>
const MAX_EXTENSIONS = 100
const MAX_VALUE = 2000

const word = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().replace(/[^a-z0-9]+/g, '') : '')
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
const present = (value: unknown) => value !== undefined && value !== null && value !== ''

/** Takes `names` out of `record` (so they do not reach ExtensionColumn) and returns their values. */
function take(record: Record<string, unknown>, ...names: string[]): unknown[] {
  return names.map((name) => {
    const value = record[name]
    delete record[name]
    return value
  })
}

/** Photo URLs of the expanded Media, in their Order. */
function photos(media: unknown): string[] | undefined {
  if (!Array.isArray(media)) return undefined
  return media
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .filter((item) => typeof item.MediaURL === 'string' && ['', 'photo', 'image'].includes(word(item.MediaCategory ?? '')))
    .map((item, index) => ({ url: item.MediaURL as string, order: num(item.Order) ?? Number.MAX_SAFE_INTEGER, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((item) => item.url)
}

/** "13:00–15:00 on 2026-12-05; …" for the expanded OpenHouse records. */
function openHouses(value: unknown): string {
  if (!Array.isArray(value)) return ''
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && typeof item.OpenHouseStartTime === 'string')
    .map((item) => `${String(item.OpenHouseStartTime)}${typeof item.OpenHouseEndTime === 'string' ? ` to ${item.OpenHouseEndTime}` : ''}`)
    .join('; ')
}

/**
 * Maps a RESO Data Dictionary Property record to the fields of a listing, with the import's
 * column mapping and value rules (one mapping for files and feeds). The fields a listing is
 * made of several of (sale or lease, bathrooms from their parts, the address from its parts,
 * lot size in the listing's unit, a monthly association fee, photos in Media order, tours) are
 * worked out first; what is left goes through the import's mapping, and what it does not map
 * into ExtensionColumn, where the assistant's full-text search reads it. Nothing is guessed:
 * a record that lacks a required field is rejected with the rule it breaks, and a value that
 * cannot be converted (a fee with no known period) stays as it was in ExtensionColumn.
 *
 * @example
 * resoListing({ ListingKey: 'K1', StandardStatus: 'Active', PropertyType: 'Residential', ... })
 */
export function resoListing(source: Record<string, unknown>): FeedRecord {
  const key = String(source.ListingKey ?? source.ListingKeyNumeric ?? '')
  const timestamp = typeof source.ModificationTimestamp === 'string' && !Number.isNaN(Date.parse(source.ModificationTimestamp))
    ? new Date(source.ModificationTimestamp).toISOString()
    : undefined
  const notes: RowProblem[] = []
  const leaving = OFF_MARKET.has(word(source.StandardStatus))
  if (!key) return { key, timestamp, leaving, notes, problem: { Field: 'ListingKey', Rule: 'ListingKey is required' } }

  const record = Object.fromEntries(Object.entries(source).filter(([name, value]) => present(value) && !name.includes('@')))
  const derived: Record<string, unknown> = {}
  const [type, subType, status] = take(record, 'PropertyType', 'PropertySubType', 'StandardStatus')
  if (typeof type === 'string') derived.SaleType = /lease|rent/i.test(type) ? 'for_rent' : 'for_sale'
  derived.PropertyType = subType ?? type
  derived.Status = status

  const [listPrice, leaseAmount, leaseFrequency] = take(record, 'ListPrice', 'LeaseAmount', 'LeaseAmountFrequency')
  if (derived.SaleType === 'for_rent') {
    const perMonth = present(leaseFrequency) ? PER_MONTH[word(leaseFrequency)] : 1
    if (num(leaseAmount) !== undefined && perMonth !== undefined) derived.RentPrice = num(leaseAmount)! * perMonth
    else if (num(leaseAmount) !== undefined) keep(record, notes, { LeaseAmount: leaseAmount, LeaseAmountFrequency: leaseFrequency }, 'LeaseAmountFrequency', 'a monthly rent')
    derived.RentPrice ??= listPrice
  } else {
    derived.SalePrice = listPrice
    if (present(leaseAmount)) record.LeaseAmount = leaseAmount
  }

  const [decimal, integer, full, half, threeQuarter, quarter] = take(record, 'BathroomsTotalDecimal', 'BathroomsTotalInteger', 'BathroomsFull', 'BathroomsHalf', 'BathroomsThreeQuarter', 'BathroomsOneQuarter')
  const parts = [[full, 1], [threeQuarter, 0.75], [half, 0.5], [quarter, 0.25]] as const
  derived.Bathrooms = decimal ?? (parts.some(([count]) => num(count) !== undefined)
    ? parts.reduce((sum, [count, weight]) => sum + (num(count) ?? 0) * weight, 0)
    : integer)

  const [unparsed, ...street] = take(record, 'UnparsedAddress', 'StreetNumber', 'StreetDirPrefix', 'StreetName', 'StreetSuffix', 'StreetDirSuffix', 'UnitNumber')
  const unit = street.pop()
  derived.Address = unparsed ?? (street.some(present) ? [...street.filter(present), ...(present(unit) ? [`Unit ${String(unit)}`] : [])].join(' ') : undefined)

  const [living, buildingTotal, livingUnits] = take(record, 'LivingArea', 'BuildingAreaTotal', 'LivingAreaUnits')
  derived.BuildingArea = living ?? buildingTotal
  derived.AreaUnit = livingUnits ?? 'Square Feet'
  const [lotFeet, lotArea, lotUnits] = take(record, 'LotSizeSquareFeet', 'LotSizeArea', 'LotSizeUnits')
  const inUnit = derived.AreaUnit === 'Square Meters' ? 1 / SQUARE_FEET.squaremeters! : 1
  const lotFactor = present(lotUnits) ? SQUARE_FEET[word(lotUnits)] : 1
  if (num(lotFeet) !== undefined) derived.LotArea = num(lotFeet)! * inUnit
  else if (num(lotArea) !== undefined && lotFactor !== undefined) derived.LotArea = num(lotArea)! * lotFactor * inUnit
  else if (num(lotArea) !== undefined) keep(record, notes, { LotSizeArea: lotArea, LotSizeUnits: lotUnits }, 'LotSizeUnits', 'a lot area')
  if (typeof derived.LotArea === 'number') derived.LotArea = Math.round(derived.LotArea * 100) / 100

  const [fee, feeFrequency] = take(record, 'AssociationFee', 'AssociationFeeFrequency')
  const feePerMonth = present(feeFrequency) ? PER_MONTH[word(feeFrequency)] : undefined
  if (num(fee) !== undefined && feePerMonth !== undefined) derived.HOAMonth = Math.round(num(fee)! * feePerMonth * 100) / 100
  else if (num(fee) !== undefined) keep(record, notes, { AssociationFee: fee, AssociationFeeFrequency: feeFrequency }, 'AssociationFeeFrequency', 'a monthly association fee')

  derived.Images = photos(source.Media)
  const [tour] = take(record, 'VirtualTourURLUnbranded')
  const houses = openHouses(source.OpenHouse)
  derived.Tours = houses ? 'OpenHouse' : present(tour) ? '3D' : undefined
  if (houses) record['Open houses'] = houses
  // Under a name of its own: the import would take a tour's URL for the listing's Url.
  if (present(tour)) record['Virtual tour'] = tour

  for (const name of BOOKKEEPING) delete record[name]
  const row = { ...Object.fromEntries(Object.entries(derived).filter(([, value]) => present(value))), ...flatten(record) }
  const candidate = rowToCandidate(row, proposeMapping(Object.keys(row)))
  const extensions = candidate.ExtensionColumn as { Key: string; value: string }[] | undefined
  if (extensions && extensions.length > MAX_EXTENSIONS) {
    notes.push({ Field: 'ExtensionColumn', Rule: `${extensions.length - MAX_EXTENSIONS} fields past the first ${MAX_EXTENSIONS} were left out: ExtensionColumn holds ${MAX_EXTENSIONS}` })
    candidate.ExtensionColumn = extensions.slice(0, MAX_EXTENSIONS)
  }
  const problem = checkListing(candidate)
  return problem ? { key, timestamp, leaving, notes, problem } : { key, timestamp, leaving, notes, listing: candidate as ImportedListing }
}

/** Puts `values` back for ExtensionColumn and notes that `field` kept them from being `what`. */
function keep(record: Record<string, unknown>, notes: RowProblem[], values: Record<string, unknown>, field: string, what: string) {
  Object.assign(record, Object.fromEntries(Object.entries(values).filter(([, value]) => present(value))))
  notes.push({ Field: field, Rule: `${field} "${String(values[field] ?? '')}" is not a unit the sync can turn into ${what}; kept in ExtensionColumn` })
}

/** Values as ExtensionColumn holds them: lists of words joined, nested records left out, text cut to its 2000 characters. */
function flatten(record: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value)) {
      if (value.every((item) => typeof item !== 'object')) flat[name] = value.join(', ')
    } else if (typeof value === 'string') {
      flat[name] = value.length > MAX_VALUE && name !== 'PublicRemarks' ? value.slice(0, MAX_VALUE) : value
    } else if (typeof value !== 'object') {
      flat[name] = value
    }
  }
  return flat
}
