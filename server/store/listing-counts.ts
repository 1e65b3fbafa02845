import { sql, type Kysely } from 'kysely'
import type { Db } from './database.ts'
import type { Database, ListingTable } from './schema.ts'

/**
 * Counts of a chatbot's listings per filter value, one row per (chatbot, facet, value) in
 * `listing_counts`. Every listing write changes them in its own transaction (applyCountChanges),
 * so they are exact on SQLite and across instances on PostgreSQL, and reading one is a
 * primary-key lookup. Facets starting with `active` count only listings that are not Sold:
 * they are what the assistant can name. The `version` facet counts the chatbot's listing writes:
 * anything derived from its listings and tagged with the version it was read at stays valid
 * while the version is the same, on every instance.
 */
export type Facet =
  | 'all' | 'sale' | 'city' | 'city_sale' | 'status'
  | 'active' | 'active_city' | 'active_zip' | 'active_type' | 'active_state'
  | 'version'

/** The listing columns the counts depend on. */
export type CountedColumns = Pick<ListingTable, 'sale_type' | 'status' | 'city' | 'city_key' | 'state' | 'zip' | 'property_type'>

/** The columns to read (or return) from a listing row before it changes. */
export const countedColumns = ['sale_type', 'status', 'city', 'city_key', 'state', 'zip', 'property_type'] as const

interface FacetValue {
  facet: Facet
  value: string
  /** a spelling to show (the city or state as written) */
  label: string
  /** the city's state, for active_city */
  detail: string
}

/** The facet values one listing counts toward. */
function facetsOf(row: CountedColumns): FacetValue[] {
  const plain = (facet: Facet, value: string): FacetValue => ({ facet, value, label: '', detail: '' })
  const facets = [
    plain('all', ''),
    plain('sale', row.sale_type),
    plain('city', row.city_key),
    plain('city_sale', cityAndSaleType(row.city_key, row.sale_type)),
    plain('status', row.status)
  ]
  if (row.status !== 'Sold') {
    facets.push(
      plain('active', ''),
      { facet: 'active_city', value: row.city_key, label: row.city, detail: row.state },
      plain('active_zip', row.zip),
      plain('active_type', row.property_type),
      { facet: 'active_state', value: row.state.toLowerCase(), label: row.state, detail: '' }
    )
  }
  return facets
}

/** The value of the city_sale facet. */
export const cityAndSaleType = (cityKey: string, saleType: string) => `${saleType}:${cityKey}`

/** Changes to counts, summed per facet value before they are written. */
export class CountChanges {
  readonly #changes = new Map<string, FacetValue & { delta: number }>()

  /** Counts `rows` in (`sign` 1) or out (`sign` -1). */
  add(rows: readonly CountedColumns[], sign: 1 | -1): this {
    for (const row of rows) {
      for (const facet of facetsOf(row)) {
        const id = `${facet.facet}\u0000${facet.value}`
        const change = this.#changes.get(id)
        if (change) {
          change.delta += sign
          if (sign > 0) Object.assign(change, { label: facet.label, detail: facet.detail })
        } else {
          this.#changes.set(id, { ...facet, delta: sign })
        }
      }
    }
    return this
  }

  /** The non-zero changes in one fixed order, so concurrent writers lock count rows in the same order. */
  list() {
    return [...this.#changes.entries()]
      .filter(([, change]) => change.delta !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, change]) => change)
  }
}

/** Rows per upsert statement: six parameters each, far below both databases' limits. */
const BATCH = 500

/**
 * Writes `changes` to the chatbot's counts, and a new listings version, inside the listing write's transaction `trx`.
 * A count that grows takes the written listing's spelling as its label.
 *
 * @example
 * await writeTransaction(db, async (trx) => {
 *   await trx.insertInto('listings').values(row).execute()
 *   await applyCountChanges(trx, chatbotId, new CountChanges().add([row], 1))
 * })
 */
export async function applyCountChanges(trx: Kysely<Database>, chatbotId: string, changes: CountChanges): Promise<void> {
  // The version goes last in every write, so concurrent writers still lock rows in one order.
  const rows = [...changes.list(), { facet: 'version', value: '', delta: 1, label: '', detail: '' }].map((change) => ({
    chatbot_id: chatbotId,
    facet: change.facet,
    value: change.value,
    count: change.delta,
    label: change.label,
    detail: change.detail
  }))
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('listing_counts')
      .values(rows.slice(start, start + BATCH))
      .onConflict((conflict) => conflict.columns(['chatbot_id', 'facet', 'value']).doUpdateSet({
        count: sql`listing_counts.count + excluded.count`,
        label: sql`case when excluded.count > 0 then excluded.label else listing_counts.label end`,
        detail: sql`case when excluded.count > 0 then excluded.detail else listing_counts.detail end`
      }))
      .execute()
  }
}

/**
 * How many of a chatbot's listings have `value` for `facet`: one primary-key lookup.
 *
 * @example
 * await countListings(db, chatbotId, 'city', 'austin') // 16667
 */
export async function countListings(db: Db, chatbotId: string, facet: Facet, value = ''): Promise<number> {
  const row = await db
    .selectFrom('listing_counts')
    .select('count')
    .where('chatbot_id', '=', chatbotId)
    .where('facet', '=', facet)
    .where('value', '=', value)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/**
 * The chatbot's non-zero counts of the given facets, with their labels: one index range per facet.
 *
 * @example
 * await facetCounts(db, chatbotId, ['active_zip']) // [{ facet: 'active_zip', value: '78701', count: 12, … }]
 */
export async function facetCounts(db: Db, chatbotId: string, facets: Facet[]) {
  const rows = await db
    .selectFrom('listing_counts')
    .select(['facet', 'value', 'count', 'label', 'detail'])
    .where('chatbot_id', '=', chatbotId)
    .where('facet', 'in', facets)
    .where('count', '>', 0)
    .execute()
  return rows.map((row) => ({ ...row, facet: row.facet as Facet, count: Number(row.count) }))
}

/**
 * The chatbot's listings version: it grows with every listing write, in the write's own
 * transaction. Read it before what it tags, so the tagged data is never older than its tag.
 *
 * @example
 * const version = await listingsVersion(db, chatbotId) // 17
 */
export const listingsVersion = (db: Db, chatbotId: string): Promise<number> => countListings(db, chatbotId, 'version')
