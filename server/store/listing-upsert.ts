import type { Kysely } from 'kysely'
import type { ImportedListing } from '../schemas/listing-import.ts'
import { lockListingsNamed } from './bulk-insert-postgres.ts'
import { sqliteHandleOf } from './database.ts'
import { isPostgres } from './dialect.ts'
import { applyCountChanges, CountChanges } from './listing-counts.ts'
import { hasMlsNumber, insertRows, toColumns, type ListingColumns, type ListingRow } from './listings.ts'
import { findListingsSqlite } from './listing-writes-sqlite.ts'
import type { Database } from './schema.ts'

/** What an upsert did with its listings. */
export interface UpsertCounts {
  /** listings that were not there, stored */
  added: number
  /** listings already there whose fields changed, updated */
  changed: number
  /** listings already there with the same fields: nothing written */
  unchanged: number
}

/** The counts of an upsert that wrote nothing: where a sum of them starts. */
export const noCounts = (): UpsertCounts => ({ added: 0, changed: 0, unchanged: 0 })

/**
 * Adds the counts `more` into `total`, and returns `total`.
 *
 * @example
 * addCounts(total, await upsertListings(trx, chatbotId, batch))
 */
export function addCounts(total: UpsertCounts, more: UpsertCounts): UpsertCounts {
  for (const key of ['added', 'changed', 'unchanged'] as const) total[key] += more[key]
  return total
}

/** Keys a lookup statement names at most: far below both databases' parameter limits. */
const LOOKUP = 500

/** Who a listing is: its ListingKey, else its MLS number; undefined when it has neither (it is always added). */
function identityOf(listing: ImportedListing): string | undefined {
  if (listing.ListingKey) return `key:${listing.ListingKey}`
  if (listing.MLSNumber) return `mls:${listing.MLSNumber}`
  return undefined
}

/** True when the stored row already has every column `columns` would write. */
function isSame(row: ListingRow, columns: ListingColumns): boolean {
  return Object.entries(columns).every(([column, value]) => (row[column as keyof ListingRow] ?? null) === (value ?? null))
}

/**
 * The chatbot's listings with the given ListingKeys, or (`by` mls) MLS numbers; on PostgreSQL
 * locked until the transaction ends, in id order so that concurrent writers lock alike.
 */
async function findListings(trx: Kysely<Database>, chatbotId: string, by: 'key' | 'mls', values: string[]): Promise<ListingRow[]> {
  if (isPostgres(trx)) return lockListingsNamed(trx, chatbotId, by, values)
  const sqlite = sqliteHandleOf(trx)
  if (sqlite) return findListingsSqlite<ListingRow>(sqlite, chatbotId, by, values)
  const found: ListingRow[] = []
  for (let start = 0; start < values.length; start += LOOKUP) {
    const chunk = values.slice(start, start + LOOKUP)
    // `listing_key <> ''` as written in the partial unique index, so both planners take it.
    const query = by === 'key'
      ? trx.selectFrom('listings').selectAll().where('chatbot_id', '=', chatbotId).where('listing_key', '<>', '').where('listing_key', 'in', chunk)
      : trx.selectFrom('listings').selectAll().where('chatbot_id', '=', chatbotId).where(hasMlsNumber(chunk))
    found.push(...await query.execute())
  }
  return found
}

/**
 * Stores `listings` for a chatbot inside the write transaction `trx`, updating those it has
 * already: a listing with a ListingKey is the chatbot's listing with that key; one without a
 * key but with an MLSNumber is every listing of the chatbot with that MLS number (so
 * importing a file again updates its listings, never doubles them); one with neither is
 * added. A listing whose fields are all the same is not written. A key that comes twice in
 * `listings` is one listing: the later row wins. The listing counts, the full-text index
 * (the database's triggers) and the listings version change with the write, once for all of
 * it, and not at all when nothing changed. A chatbot removed meanwhile is a NotFoundError.
 *
 * @example
 * const { added, changed, unchanged } = await writeTransaction(db, (trx) => upsertListings(trx, chatbotId, listings))
 */
export async function upsertListings(trx: Kysely<Database>, chatbotId: string, listings: readonly ImportedListing[]): Promise<UpsertCounts> {
  const counts = noCounts()
  const fresh: ImportedListing[] = []
  const latest = new Map<string, ImportedListing>()
  for (const listing of listings) {
    const identity = identityOf(listing)
    if (identity === undefined) {
      fresh.push(listing)
      continue
    }
    const earlier = latest.get(identity)
    // The same listing twice in one write: the later row replaces the earlier one.
    if (earlier) counts[isSame(toColumns(earlier) as ListingRow, toColumns(listing)) ? 'unchanged' : 'changed']++
    latest.set(identity, listing)
  }
  const named = [...latest.values()]
  const keys = named.flatMap((listing) => (listing.ListingKey ? [listing.ListingKey] : []))
  const mlsNumbers = named.flatMap((listing) => (listing.ListingKey ? [] : [listing.MLSNumber]))
  const stored = new Map<string, ListingRow[]>()
  const keep = (identity: string, row: ListingRow) => stored.set(identity, [...stored.get(identity) ?? [], row])
  const byKey = await findListings(trx, chatbotId, 'key', keys)
  for (const row of byKey) keep(`key:${row.listing_key}`, row)
  // A listing found by its key is not also one of a keyless row's MLS number: it is written once.
  const foundIds = new Set(byKey.map((row) => row.id))
  for (const row of await findListings(trx, chatbotId, 'mls', mlsNumbers)) if (!foundIds.has(row.id)) keep(`mls:${row.mls_number}`, row)

  const changes = new CountChanges()
  for (const [identity, listing] of latest) {
    const rows = stored.get(identity)
    if (!rows) {
      fresh.push(listing)
      continue
    }
    const columns = toColumns(listing)
    const differ = rows.filter((row) => !isSame(row, columns))
    if (differ.length === 0) {
      counts.unchanged++
      continue
    }
    await trx.updateTable('listings').set(columns).where('id', 'in', differ.map((row) => row.id)).execute()
    changes.add(differ, -1).add(differ.map(() => columns as ListingRow), 1)
    counts.changed++
  }
  if (fresh.length > 0) changes.add(await insertRows(trx, chatbotId, fresh), 1)
  counts.added = fresh.length
  if (counts.added + counts.changed > 0) await applyCountChanges(trx, chatbotId, changes)
  return counts
}
