import type { ImportedListing } from '../../schemas/listing-import.ts'
import type { UpsertCounts } from '../../store/listing-upsert.ts'

/** Transactions an import has open at once on PostgreSQL, each on a connection (and server process) of its own. */
const LANES = 2

/** What a batch's upsert looks stored listings up by: ListingKeys of its keyed rows, MLS numbers of its keyless ones. */
interface Names {
  keys: Set<string>
  mlsNumbers: Set<string>
}

function namesOf(batch: readonly ImportedListing[]): Names {
  const names: Names = { keys: new Set(), mlsNumbers: new Set() }
  for (const listing of batch) {
    if (listing.ListingKey) names.keys.add(listing.ListingKey)
    else if (listing.MLSNumber) names.mlsNumbers.add(listing.MLSNumber)
  }
  return names
}

/**
 * True when two batches written at once cannot see or lock each other's listings, so they
 * end as if written one after the other. A keyed row finds stored listings by key only, a
 * keyless one by its exact MLS number (listing-upsert.ts): batches with no key and no MLS
 * number in common touch different stored listings, and neither would have found a listing
 * the other adds (that one is not visible until it commits). Keys in one and keyless MLS
 * numbers in the other could meet in one listing (a keyed row's MLS number), so they do not overlap.
 */
function canOverlap(earlier: Names, later: Names): boolean {
  if ((earlier.keys.size > 0 && later.mlsNumbers.size > 0) || (earlier.mlsNumbers.size > 0 && later.keys.size > 0)) return false
  for (const key of later.keys) if (earlier.keys.has(key)) return false
  for (const mlsNumber of later.mlsNumbers) if (earlier.mlsNumbers.has(mlsNumber)) return false
  return true
}

const settled = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined)

/**
 * Writes an import's batches on PostgreSQL two transactions at a time, each on its own
 * connection: the server process of one indexes its listings while the other's does (an import
 * is bound by PostgreSQL's work a row, not the reading). A batch starts while the one before it
 * is being written only when they share no listing (canOverlap), else after it commits, so a
 * listing is never added twice and the later row wins, as when written one at a time. Their
 * listing counts and version rows are taken in one order (applyCountChanges), so the second
 * waits for the first's commit there and never deadlocks. A batch's counts and its `stored`
 * are reported in file order.
 *
 * @example
 * const lanes = new PostgresLanes((batch) => writeTransaction(db, (trx) => upsertListings(trx, chatbotId, batch)))
 * await lanes.add(batch, (counts) => report(counts))
 * await lanes.finish()
 */
export class PostgresLanes {
  readonly #write: (batch: ImportedListing[]) => Promise<UpsertCounts>
  readonly #lanes: Promise<void>[] = Array.from({ length: LANES }, () => Promise.resolve())
  #previous: { names: Names; written: Promise<UpsertCounts> } | undefined
  /** every batch's report, in order; rejects with the first batch (in file order) that failed */
  #reported: Promise<void> = Promise.resolve()
  #added = 0

  constructor(write: (batch: ImportedListing[]) => Promise<UpsertCounts>) {
    this.#write = write
  }

  /**
   * Starts writing `batch` once a lane is free (throwing the error of that lane's last batch
   * if it failed); `stored` hears its counts after those of every batch before it.
   */
  async add(batch: ImportedListing[], stored: (counts: UpsertCounts) => void): Promise<void> {
    const lane = this.#added++ % LANES
    await this.#lanes[lane]
    const names = namesOf(batch)
    const previous = this.#previous
    const written = previous && !canOverlap(previous.names, names)
      ? previous.written.then(() => this.#write(batch))
      : this.#write(batch)
    this.#previous = { names, written }
    this.#lanes[lane] = written.then(() => undefined)
    this.#reported = this.#reported.then(() => written).then(stored)
    // A failure is thrown where it is awaited: adding to its lane, or finish().
    for (const promise of [this.#lanes[lane], this.#reported]) promise.catch(() => undefined)
  }

  /** Waits for every batch added, then throws the first failure in file order, if any. */
  async finish(): Promise<void> {
    await Promise.all(this.#lanes.map(settled))
    await this.#reported
  }
}
