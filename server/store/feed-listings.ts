import type { Kysely } from 'kysely'
import type { ImportedListing } from '../schemas/listing-import.ts'
import { isPostgres } from './dialect.ts'
import { applyCountChanges, CountChanges } from './listing-counts.ts'
import { upsertListings } from './listing-upsert.ts'
import type { ListingRow } from './listings.ts'
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

/** The pass a page belongs to: its number, and whether it is a full pass (which marks every listing it sees). */
export interface FeedPass {
  feedId: number
  chatbotId: string
  pass: number
  full: boolean
  removal: Removal
}

/** Rows per statement: far below both databases' parameter limits. */
const CHUNK = 500

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK))
  return out
}

/**
 * The feed's listings with the given ListingKeys, or those not seen since `before`, locked on
 * PostgreSQL until the transaction ends, in id order. Only the feed's own: a listing a file or
 * another feed stored under the same key is not this feed's to take off.
 */
async function lockedListings(trx: Kysely<Database>, chatbotId: string, feedId: number, which: { keys: string[] } | { before: number }): Promise<ListingRow[]> {
  const base = trx.selectFrom('listings').selectAll().where('chatbot_id', '=', chatbotId).where('feed_id', '=', feedId)
  const queries = 'keys' in which
    // `listing_key <> ''` as written in the partial unique index, so both planners take it.
    ? chunks(which.keys).map((part) => base.where('listing_key', '<>', '').where('listing_key', 'in', part))
    : [base.where('feed_pass', '<', which.before)]
  const rows: ListingRow[] = []
  for (const query of queries) rows.push(...await (isPostgres(trx) ? query.orderBy('id').forUpdate() : query.orderBy('id')).execute())
  return rows
}

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
 * Applies one page of a feed inside the write transaction `trx`: its listings are stored by
 * their ListingKey as an import stores them (upsertListings: the chatbot's listing with that
 * key is updated when a field changed, else one is added), and one that left the market is
 * removed or marked sold. Each listing written is marked as the feed's, and in a full pass as
 * seen by it, so the end of the pass finds the listings it did not see. Counts and the
 * listings version change with the listings.
 *
 * @example
 * await writeTransaction(db, (trx) => applyFeedPage(trx, { feedId, chatbotId, pass: 3, full: true, removal: 'remove' }, records))
 */
export async function applyFeedPage(trx: Kysely<Database>, pass: FeedPass, records: readonly FeedListingWrite[]): Promise<FeedWriteCounts> {
  const listings = records.filter((record) => record.listing && !record.leaving).map((record) => ({ ...record.listing!, ListingKey: record.key }))
  const { added, changed } = await upsertListings(trx, pass.chatbotId, listings)
  const leaving = records.filter((record) => record.leaving).map((record) => record.key)
  const removed = await takeOff(trx, pass.chatbotId, await lockedListings(trx, pass.chatbotId, pass.feedId, { keys: leaving }), pass.removal)
  for (const part of chunks(listings.map((listing) => listing.ListingKey))) {
    const mark = trx.updateTable('listings').where('chatbot_id', '=', pass.chatbotId).where('listing_key', '<>', '').where('listing_key', 'in', part)
    // Written only where it changes: an incremental run leaves the listings it did not change alone.
    await (pass.full
      ? mark.set({ feed_id: pass.feedId, feed_pass: pass.pass }).where((eb) => eb.or([eb('feed_id', 'is', null), eb('feed_id', '<>', pass.feedId), eb('feed_pass', '<>', pass.pass)]))
      : mark.set({ feed_id: pass.feedId }).where((eb) => eb.or([eb('feed_id', 'is', null), eb('feed_id', '<>', pass.feedId)]))
    ).execute()
  }
  return { added, changed, removed }
}

/**
 * The end of a full pass, inside its write transaction: the feed's listings that the pass did
 * not see have left the feed, and are removed or marked sold. Returns how many changed.
 *
 * @example
 * const removed = await writeTransaction(db, (trx) => removeUnseen(trx, { feedId, chatbotId, pass: 3, full: true, removal: 'mark_sold' }))
 */
export async function removeUnseen(trx: Kysely<Database>, pass: FeedPass): Promise<number> {
  return takeOff(trx, pass.chatbotId, await lockedListings(trx, pass.chatbotId, pass.feedId, { before: pass.pass }), pass.removal)
}
