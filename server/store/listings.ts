import type { Insertable, Selectable } from 'kysely'
import type { ListingFields } from '../schemas/listing.ts'
import type { Db } from './database.ts'
import { now } from './database.ts'
import { newHexId } from './keys.ts'
import type { ListingTable } from './schema.ts'

export type ListingRow = Selectable<ListingTable>
export type KeyType = 'NewOaks' | 'MLSNumber' | 'URL'

/** Which column a KeyType looks listings up by. */
const keyColumn = { NewOaks: 'key', MLSNumber: 'mls_number', URL: 'url' } as const

type ListingColumns = Omit<Insertable<ListingTable>, 'id' | 'key' | 'chatbot_id' | 'created_at'>

/** Maps the interface's input fields to columns; absent optional fields become empty or null. */
function toColumns(fields: Omit<ListingFields, 'SerialNumber'>): ListingColumns {
  return {
    sale_type: fields.SaleType,
    status: fields.Status,
    currency_symbol: fields.CurrencySymbol,
    property_type: fields.PropertyType,
    bedrooms: fields.Bedrooms,
    bathrooms: fields.Bathrooms,
    url: fields.Url,
    mls_number: fields.MLSNumber,
    year_built: fields.YearBuilt,
    days_on_market: fields.DaysOnMarket,
    lot_area: fields.LotArea,
    building_area: fields.BuildingArea,
    area_unit: fields.AreaUnit,
    images: JSON.stringify(fields.Images ?? []),
    tours: fields.Tours ?? '',
    parking_spots: fields.ParkingSpots,
    description: fields.Description ?? '',
    extension_column: JSON.stringify(fields.ExtensionColumn ?? []),
    location: fields.Location ?? '',
    address: fields.Address ?? '',
    city: fields.City ?? '',
    city_key: (fields.City ?? '').trim().toLowerCase(),
    state: fields.State ?? '',
    zip: fields.ZIP ?? '',
    latitude: fields.Latitude ?? null,
    longitude: fields.Longitude ?? null,
    sale_price: fields.SalePrice ?? null,
    unit_area_price: fields.UnitAreaPrice ?? null,
    hoa_month: fields.HOAMonth ?? null,
    zestimate_price: fields.ZestimatePrice ?? null,
    rent_price: fields.RentPrice ?? null,
    space_type: fields.SpaceType ?? '',
    deposit_fee: fields.DepositFee ?? null
  }
}

/** Stores a new listing of a chatbot and returns its key (32 hex characters). */
export async function createListing(db: Db, chatbotId: string, fields: ListingFields): Promise<string> {
  const key = newHexId()
  await db
    .insertInto('listings')
    .values({ key, chatbot_id: chatbotId, created_at: now(), ...toColumns(fields) })
    .execute()
  return key
}

/**
 * Stores many listings at once, in batches small enough for both databases' parameter
 * limits (about 37 parameters a row). Returns their keys in order.
 */
export async function createListings(db: Db, chatbotId: string, listings: ListingFields[]): Promise<string[]> {
  const rows = listings.map((fields) => ({ key: newHexId(), chatbot_id: chatbotId, created_at: now(), ...toColumns(fields) }))
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx.insertInto('listings').values(rows.slice(start, start + 500)).execute()
    }
  })
  return rows.map((row) => row.key)
}

/** Replaces the fields of every listing of the chatbot that `key` finds; returns how many matched. */
export async function updateListings(
  db: Db,
  chatbotId: string,
  keyType: KeyType,
  key: string,
  fields: ListingFields
): Promise<number> {
  const result = await db
    .updateTable('listings')
    .set(toColumns(fields))
    .where('chatbot_id', '=', chatbotId)
    .where(keyColumn[keyType], '=', key)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Deletes the chatbot's listings found by `keys`; returns how many were deleted. */
export async function deleteListings(db: Db, chatbotId: string, keyType: KeyType, keys: string[]): Promise<number> {
  const result = await db
    .deleteFrom('listings')
    .where('chatbot_id', '=', chatbotId)
    .where(keyColumn[keyType], 'in', keys)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export interface ListingFilter {
  city?: string
  saleType?: string
  mlsNumber?: string
}

/**
 * One page of a chatbot's listings, newest first, and how many match in all.
 *
 * @example
 * const { rows, total } = await listListings(db, id, { city: 'Austin' }, 1, 20)
 */
export async function listListings(
  db: Db,
  chatbotId: string,
  filter: ListingFilter,
  page: number,
  pageSize: number
): Promise<{ rows: ListingRow[]; total: number }> {
  let query = db.selectFrom('listings').where('chatbot_id', '=', chatbotId)
  if (filter.city) query = query.where('city_key', '=', filter.city.trim().toLowerCase())
  if (filter.saleType) query = query.where('sale_type', '=', filter.saleType)
  if (filter.mlsNumber) query = query.where('mls_number', '=', filter.mlsNumber)
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  ])
  return { rows, total: Number(count.total) }
}
