import type { Kysely } from 'kysely'
import type { ImportedListing } from '../schemas/listing-import.ts'
import { isPostgres } from './dialect.ts'
import { applyCountChanges, CountChanges } from './listing-counts.ts'
import { insertListings, toColumns, type ListingColumns, type ListingRow } from './listings.ts'
import type { Database } from './schema.ts'

/** What a feed does with a listing that leaves it: deletes it, or keeps it with Status Sold. */
export type Removal = 'remove' | 'mark_sold'

/** One record of a page, as the sync made it: the listing, or that it left the market. */
export interface FeedListingWrite {
  key: string
  listing?: ImportedListing
  leaving: boolean
}

export interface FeedWriteCounts {
  added: number
  changed: number
  removed: number
}

/** Rows per statement: far below both databases' parameter limits. */
const CHUNK = 500

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK))
  return out
}

/** The listings with `ids`, locked on PostgreSQL until the transaction ends, in id order. */
async function lockedListings(trx: Kysely<Database>, ids: number[]): Promise<ListingRow[]> {
  const rows: ListingRow[] = []
  for (const part of chunks([...ids].sort((a, b) => a - b))) {
    const query = trx.selectFrom('listings').selectAll().where('id', 'in', part).orderBy('id')
    rows.push(...await (isPostgres(trx) ? query.forUpdate() : query).execute())
  }
  return rows
}

const differs = (row: ListingRow, columns: ListingColumns) =>
  Object.entries(columns).some(([column, value]) => row[column as keyof ListingRow] !== value)

/** Takes `rows` out of the listings (remove) or marks those not Sold yet as Sold; returns how many changed. */
async function takeOff(trx: Kysely<Database>, chatbotId: string, rows: ListingRow[], removal: Removal): Promise<number> {
  const changes = new CountChanges()
  const doomed = removal === 'remove' ? rows : rows.filter((row) => row.status !== 'Sold')
  for (const part of chunks(doomed.map((row) => row.id))) {
    if (removal === 'remove') await trx.deleteFrom('listings').where('id', 'in', part).execute()
    else await trx.updateTable('listings').set({ status: 'Sold' }).where('id', 'in', part).execute()
  }
  changes.add(doomed, -1)
  if (removal === 'mark_sold') changes.add(doomed.map((row) => ({ ...row, status: 'Sold' })), 1)
  if (doomed.length > 0) await applyCountChanges(trx, chatbotId, changes)
  return doomed.length
}

/**
 * Applies one page of a feed inside the write transaction `trx`: a ListingKey not seen before
 * is added, a known one is updated when a field changed, and one that left the market is
 * removed or marked sold. The keys are marked with `pass`, so the end of a full pass finds
 * the listings it did not see. Counts and the listings version change with the listings.
 *
 * @example
 * await writeTransaction(db, (trx) => applyFeedPage(trx, feed.id, feed.chatbot_id, 3, 'remove', records))
 */
export async function applyFeedPage(
  trx: Kysely<Database>, feedId: number, chatbotId: string, pass: number, removal: Removal, records: readonly FeedListingWrite[]
): Promise<FeedWriteCounts> {
  const byKey = new Map(records.map((record) => [record.key, record]))
  const known = new Map<string, number>()
  for (const part of chunks([...byKey.keys()])) {
    const rows = await trx.selectFrom('listing_feed_keys').select(['listing_key', 'listing_id']).where('feed_id', '=', feedId).where('listing_key', 'in', part).execute()
    for (const row of rows) known.set(row.listing_key, row.listing_id)
  }
  const current = new Map((await lockedListings(trx, [...known.values()])).map((row) => [row.id, row]))
  const fresh: FeedListingWrite[] = []
  const leaving: ListingRow[] = []
  const changes = new CountChanges()
  let changed = 0
  for (const record of byKey.values()) {
    const row = current.get(known.get(record.key) ?? -1)
    if (!row) {
      if (record.listing && !record.leaving) fresh.push(record)
    } else if (record.leaving) {
      leaving.push(row)
    } else if (record.listing) {
      const columns = toColumns(record.listing)
      if (!differs(row, columns)) continue
      await trx.updateTable('listings').set(columns).where('id', '=', row.id).execute()
      changes.add([row], -1).add([columns as ListingRow], 1)
      changed++
    }
  }
  if (changed > 0) await applyCountChanges(trx, chatbotId, changes)
  const removed = await takeOff(trx, chatbotId, leaving, removal)

  // Nothing new: no insert, so the listings version (and the cached List pages) stays.
  const listingKeys = fresh.length > 0 ? await insertListings(trx, chatbotId, fresh.map((record) => record.listing!)) : []
  const ids = new Map<string, number>()
  for (const part of chunks(listingKeys)) {
    for (const row of await trx.selectFrom('listings').select(['id', 'key']).where('key', 'in', part).execute()) ids.set(row.key, row.id)
  }
  const added = fresh.map((record, index) => ({ feed_id: feedId, listing_key: record.key, listing_id: ids.get(listingKeys[index]!)!, pass }))
  for (const part of chunks(added)) await trx.insertInto('listing_feed_keys').values(part).execute()
  const seen = [...known.keys()]
  for (const part of chunks(seen)) await trx.updateTable('listing_feed_keys').set({ pass }).where('feed_id', '=', feedId).where('listing_key', 'in', part).execute()
  return { added: added.length, changed, removed }
}

/**
 * The end of a full pass, inside its write transaction: the feed's listings that the pass did
 * not see have left the feed, and are removed or marked sold. Returns how many changed.
 *
 * @example
 * const removed = await writeTransaction(db, (trx) => removeUnseen(trx, feed.id, feed.chatbot_id, pass, 'mark_sold'))
 */
export async function removeUnseen(trx: Kysely<Database>, feedId: number, chatbotId: string, pass: number, removal: Removal): Promise<number> {
  const stale = await trx.selectFrom('listing_feed_keys').select('listing_id').where('feed_id', '=', feedId).where('pass', '<', pass).execute()
  return takeOff(trx, chatbotId, await lockedListings(trx, stale.map((row) => row.listing_id)), removal)
}
