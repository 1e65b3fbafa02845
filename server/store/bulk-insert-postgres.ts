import { sql, type Kysely } from 'kysely'
import type { ListingRow } from './listings.ts'
import type { Database } from './schema.ts'

/** A lone surrogate as JSON.stringify writes it (or a backslash before such letters: then the check is only slower). */
const ESCAPED_SURROGATE = /\\ud[89a-f]/i
/** Half a surrogate pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * `rows` as one JSON array for PostgreSQL. A string with half a surrogate pair (from a file's
 * `"\ud800"`) has its half replaced by U+FFFD as the UTF-8 of a text parameter would have it:
 * PostgreSQL refuses such an escape in JSON.
 */
function rowsAsJson(rows: readonly Record<string, unknown>[]): string {
  const json = JSON.stringify(rows)
  if (!ESCAPED_SURROGATE.test(json)) return json
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value))
}

/**
 * Inserts `rows` (every row naming the same columns) into PostgreSQL's `listings` with one
 * statement, `INSERT … SELECT FROM json_populate_recordset(null::listings, $1)`: one parameter
 * however many rows, so the statement's text and plan are the same for every batch. Measured
 * (2,000 listings of 37 columns, 2.1 MB of JSON, load 11 on two cores, five rounds): JSON.stringify
 * 19–178 ms and json_populate_recordset 90–200 ms, where the unnest($1::text[], $2::float8[], …)
 * it replaced took 52–376 ms in node-postgres quoting each element of 37 arrays and 316–836 ms in
 * PostgreSQL reading them. A value left out of a row is null, as before. Numbers reach JSON as
 * the checked listing has them: finite (the import's check refuses others).
 *
 * @example
 * await insertListingRows(trx, [{ ...toColumns(fields), key, chatbot_id: chatbotId, created_at: now() }])
 */
export async function insertListingRows(trx: Kysely<Database>, rows: readonly Record<string, unknown>[]): Promise<void> {
  const [first] = rows
  if (!first) return
  const columns = sql.join(Object.keys(first).map((column) => sql.ref(column)))
  await sql`insert into listings (${columns}) select ${columns} from json_populate_recordset(null::listings, ${rowsAsJson(rows)}::json)`.execute(trx)
}

/**
 * The chatbot's listings with one of the given ListingKeys, or (`by` mls) MLS numbers, locked
 * until the transaction ends, in id order: one statement with one array parameter for a
 * whole batch, where a list of values would be a statement (and a plan) per 500. The MLS
 * number is compared through lower() as in the index of the assistant's lookup (migration
 * 020), then exactly; the ListingKey as written in its partial unique index.
 *
 * @example
 * const rows = await lockListingsNamed(trx, chatbotId, 'mls', ['TX1002', 'TX1003'])
 */
export async function lockListingsNamed(trx: Kysely<Database>, chatbotId: string, by: 'key' | 'mls', values: readonly string[]): Promise<ListingRow[]> {
  if (values.length === 0) return []
  const named = sql<string>`any(${values}::text[])`
  const query = trx.selectFrom('listings').selectAll().where('chatbot_id', '=', chatbotId)
  const found = by === 'key'
    ? query.where('listing_key', '<>', '').where('listing_key', '=', named)
    : query.where(sql`lower(mls_number)`, '=', sql`any(array(select lower(v) from unnest(${values}::text[]) v))`).where('mls_number', '=', named)
  return found.orderBy('id').forUpdate().execute()
}
