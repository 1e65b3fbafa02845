import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely'
import { NotFoundError } from '../errors.ts'
import type { ListingFields } from '../schemas/listing.ts'
import type { ImportedListing } from '../schemas/listing-import.ts'
import type { Db } from './database.ts'
import { now, sqliteHandleOf } from './database.ts'
import { insertListingRows } from './bulk-insert-postgres.ts'
import { isPostgres } from './dialect.ts'
import { newOrderedHexIds } from './keys.ts'
import { applyCountChanges, cityAndSaleType, countedColumns, CountChanges, countListings } from './listing-counts.ts'
import { insertListingRowsSqlite, type ListingInsertRow } from './listing-writes-sqlite.ts'
import type { Database, ListingTable } from './schema.ts'
import { noteRowsWritten } from './planner-statistics.ts'
import { writeTransaction } from './write-transaction.ts'

export type ListingRow = Selectable<ListingTable>
export type KeyType = 'NewOaks' | 'MLSNumber' | 'URL'

/** Which column a KeyType looks listings up by. */
const keyColumn = { NewOaks: 'key', MLSNumber: 'mls_number', URL: 'url' } as const

/**
 * The form of a city that listings are stored and looked up by: a visitor's "austin " finds "Austin".
 *
 * @example
 * cityKey(' San Diego') // 'san diego'
 */
export const cityKey = (city: string) => city.trim().toLowerCase()

export type ListingColumns = Omit<Insertable<ListingTable>, 'id' | 'key' | 'chatbot_id' | 'created_at'>

/**
 * Maps the interface's input fields to columns; absent optional fields become empty or null.
 * The listing key is a column only when given: an Update through the API keeps the one an import stored.
 *
 * @example
 * await trx.updateTable('listings').set(toColumns(fields)).where('id', '=', id).execute()
 */
export function toColumns(fields: ImportedListing): ListingColumns {
  return {
    ...(fields.ListingKey !== undefined && { listing_key: fields.ListingKey }),
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
    city_key: cityKey(fields.City ?? ''),
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
  const [key] = await createListings(db, chatbotId, [fields])
  return key as string
}

/**
 * Stores many listings in one transaction and counts them in. Returns their keys in order.
 */
export async function createListings(db: Db, chatbotId: string, listings: ListingFields[]): Promise<string[]> {
  const keys = await writeTransaction(db, (trx) => insertListings(trx, chatbotId, listings))
  await noteRowsWritten(db, keys.length)
  return keys
}

/**
 * Stores listings inside the write transaction `trx` (SQLite: in statements within its
 * parameter limit, about 37 parameters a row; PostgreSQL: one statement), and counts them in
 * (the counts and the listings version change once for all of them). Returns their keys in order. A chatbot
 * removed meanwhile is a NotFoundError, and the transaction stores nothing.
 *
 * @example
 * await writeTransaction(db, (trx) => insertListings(trx, chatbotId, listings))
 */
export async function insertListings(trx: Kysely<Database>, chatbotId: string, listings: readonly ImportedListing[]): Promise<string[]> {
  const rows = await insertRows(trx, chatbotId, listings)
  await applyCountChanges(trx, chatbotId, new CountChanges().add(rows, 1))
  return rows.map((row) => row.key)
}

/**
 * Stores listings inside the write transaction `trx` without counting them (the caller
 * applies its count changes once for the whole write); returns the rows as written.
 *
 * @example
 * const rows = await insertRows(trx, chatbotId, listings)
 * await applyCountChanges(trx, chatbotId, new CountChanges().add(rows, 1))
 */
export async function insertRows(trx: Kysely<Database>, chatbotId: string, listings: readonly ImportedListing[]) {
  const created = now()
  const keys = newOrderedHexIds(listings.length)
  // Every row names every column (a multi-row insert of SQLite has no DEFAULT for a missing one); toColumns' object is the row.
  const rows = listings.map((fields, index) => {
    const columns = toColumns(fields)
    columns.listing_key ??= ''
    return Object.assign(columns, { key: keys[index]!, chatbot_id: chatbotId, created_at: created }) as ListingInsertRow
  })
  const sqlite = sqliteHandleOf(trx)
  try {
    // SQLite: prepared statements reused, where kysely built and compiled a 500-row statement for every batch.
    if (sqlite) insertListingRowsSqlite(sqlite, rows)
    else if (isPostgres(trx)) await insertListingRows(trx, rows)
    else for (let start = 0; start < rows.length; start += 500) await trx.insertInto('listings').values(rows.slice(start, start + 500)).execute()
  } catch (error) {
    // The chatbot was removed between its lookup and this write: nothing was stored.
    if (isForeignKeyViolation(error)) throw Object.assign(new NotFoundError(`Chatbot ${chatbotId} was not found`), { cause: error })
    throw error
  }
  return rows
}

/** SQLite's and PostgreSQL's error for a reference to a row that no longer exists. */
const isForeignKeyViolation = (error: unknown) =>
  ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(String((error as { code?: unknown }).code))

/**
 * `chatbot_id = ?` as a check on the rows another condition found by the unique key, written so
 * that no index serves it: offered the chatbot's indexes, a planner without statistics walks
 * every listing of the chatbot rather than seek ten keys.
 *
 * @example
 * db.selectFrom('listings').selectAll().where('key', 'in', keys).where(isOfChatbot(chatbotId))
 */
export const isOfChatbot = (chatbotId: string) => sql<boolean>`listings.chatbot_id || '' = ${chatbotId}`

/**
 * `mls_number in (numbers)` read off the index of the assistant's lookup in any case,
 * (chatbot_id, lower(mls_number), created_at, id): a second index of the exact MLS number cost
 * every listing write an index entry (migration 020). lower() is SQL's on both sides, as in the index.
 *
 * @example
 * db.selectFrom('listings').selectAll().where('chatbot_id', '=', chatbotId).where(hasMlsNumber(['TX1002']))
 */
export const hasMlsNumber = (numbers: readonly string[]) => (eb: ExpressionBuilder<Database, 'listings'>) => eb.and([
  eb(eb.fn<string>('lower', ['mls_number']), 'in', numbers.map((number) => eb.fn<string>('lower', [eb.val(number)]))),
  eb('mls_number', 'in', numbers)
])

/**
 * The ids and counted columns of the chatbot's listings that `where` finds, locked on
 * PostgreSQL until the transaction ends, in id order so that concurrent writers lock alike.
 */
async function lockListings(trx: Kysely<Database>, chatbotId: string, column: (typeof keyColumn)[KeyType], keys: string[]) {
  const query = trx
    .selectFrom('listings')
    .select(['id', ...countedColumns])
    .where((eb) => (column === 'key' ? isOfChatbot(chatbotId) : eb('chatbot_id', '=', chatbotId)))
    .where((eb) => (column === 'mls_number' ? hasMlsNumber(keys)(eb) : eb(column, 'in', keys)))
  if (isPostgres(trx)) return query.orderBy('id').forUpdate().execute()
  // Sorted here: asked of SQLite, a planner without statistics reads the chatbot's listings in id order to skip the sort.
  return (await query.execute()).sort((a, b) => a.id - b.id)
}

/** Replaces the fields of every listing of the chatbot that `key` finds; returns how many matched. */
export async function updateListings(
  db: Db,
  chatbotId: string,
  keyType: KeyType,
  key: string,
  fields: ListingFields
): Promise<number> {
  const columns = toColumns(fields)
  return writeTransaction(db, async (trx) => {
    const before = await lockListings(trx, chatbotId, keyColumn[keyType], [key])
    if (before.length === 0) return 0
    await trx.updateTable('listings').set(columns).where('id', 'in', before.map((row) => row.id)).execute()
    await applyCountChanges(trx, chatbotId, new CountChanges().add(before, -1).add(before.map(() => columns), 1))
    return before.length
  })
}

/** Deletes the chatbot's listings found by `keys`; returns how many were deleted. */
export async function deleteListings(db: Db, chatbotId: string, keyType: KeyType, keys: string[]): Promise<number> {
  const deleted = await writeTransaction(db, async (trx) => {
    const doomed = await lockListings(trx, chatbotId, keyColumn[keyType], keys)
    if (doomed.length === 0) return 0
    await trx.deleteFrom('listings').where('id', 'in', doomed.map((row) => row.id)).execute()
    await applyCountChanges(trx, chatbotId, new CountChanges().add(doomed, -1))
    return doomed.length
  })
  await noteRowsWritten(db, deleted)
  return deleted
}

export interface ListingFilter {
  city?: string
  saleType?: string
  mlsNumber?: string
}

/** VirtualCount of a List filter: a lookup in the counts, or for an MLS number the few rows that carry it. */
async function countMatches(db: Db, chatbotId: string, filter: ListingFilter, where: ReturnType<typeof filtered>): Promise<number> {
  const city = filter.city ? cityKey(filter.city) : undefined
  if (filter.mlsNumber) {
    const row = await where.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
    return Number(row.total)
  }
  if (city !== undefined && filter.saleType) return countListings(db, chatbotId, 'city_sale', cityAndSaleType(city, filter.saleType))
  if (city !== undefined) return countListings(db, chatbotId, 'city', city)
  if (filter.saleType) return countListings(db, chatbotId, 'sale', filter.saleType)
  return countListings(db, chatbotId, 'all')
}

function filtered(db: Db, chatbotId: string, filter: ListingFilter) {
  let query = db.selectFrom('listings').where('chatbot_id', '=', chatbotId)
  if (filter.city) query = query.where('city_key', '=', cityKey(filter.city))
  if (filter.saleType) query = query.where('sale_type', '=', filter.saleType)
  if (filter.mlsNumber) query = query.where(hasMlsNumber([filter.mlsNumber]))
  return query
}

/**
 * One page of a chatbot's listings, newest first, and how many match in all. The page's ids
 * come off an index (chatbot, filter, created_at, id) that holds everything the offset
 * skips, so a deep page reads no skipped rows; the count comes from listing_counts.
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
  const where = filtered(db, chatbotId, filter)
  const pageIds = where
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [rows, total] = await Promise.all([
    db.selectFrom('listings').selectAll().where('id', 'in', pageIds).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
    countMatches(db, chatbotId, filter, where)
  ])
  return { rows, total }
}
