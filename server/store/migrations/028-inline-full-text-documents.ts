import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'
import { writeFunctions } from './027-bulk-full-text-triggers.ts'

/** The "Key value . Key value" text of the ExtensionColumn pairs of the row `row`, as a lateral subquery giving `extras`. */
const extrasOf = (row: string) => `lateral (select coalesce(string_agg(coalesce(e->>'Key', '') || ' ' || coalesce(e->>'value', ''), ' . '), '') as extras
  from jsonb_array_elements(case when ${row}.extension_column like '[%' then ${row}.extension_column::jsonb else '[]'::jsonb end) e) x`

/** listing_search_document(row) written out over `row` and extrasOf's `x`: the same tsvector, weights A, B, C. */
const documentOf = (row: string) => `setweight(to_tsvector('english', x.extras), 'A')
  || setweight(to_tsvector('english', ${row}.description), 'B')
  || setweight(to_tsvector('english', ${row}.location || ' . ' || ${row}.address), 'C')`

/**
 * PostgreSQL's full-text documents computed inside the triggers' own statements instead of by
 * calling listing_search_document(row) once per listing: that SQL function reads the
 * ExtensionColumn through a subquery, so PostgreSQL cannot inline it and runs it as a function
 * call a row. The document is the same tsvector (the test compares them). Measured (31,000
 * listings of the bench's import, one statement, `select sum(length(…))`): 968 ms through the
 * function, 655 ms written out, 10 µs a listing of the server's processor time on every insert
 * and every update whose words change. The function stays, for 027's down migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  await sql.raw(`create or replace function listing_search_insert_rows() returns trigger language plpgsql as $$
    begin
      insert into listing_search (listing_id, chatbot_id, document)
        select n.id, n.chatbot_id, ${documentOf('n')} from new_rows n cross join ${extrasOf('n')};
      return null;
    end
  $$`).execute(db)
  await sql.raw(`create or replace function listing_search_update_rows() returns trigger language plpgsql as $$
    begin
      insert into listing_search (listing_id, chatbot_id, document)
        select n.id, n.chatbot_id, ${documentOf('n')} from new_rows n join old_rows o on o.id = n.id cross join ${extrasOf('n')}
        where (n.description, n.location, n.address, n.extension_column, n.chatbot_id)
          is distinct from (o.description, o.location, o.address, o.extension_column, o.chatbot_id)
        on conflict (listing_id) do update set chatbot_id = excluded.chatbot_id, document = excluded.document;
      return null;
    end
  $$`).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return
  for (const statement of writeFunctions()) await statement.execute(db)
}
