import { PostgresAdapter, type Kysely } from 'kysely'

/** True when `db` talks to PostgreSQL; migrations use it where the two databases spell types differently. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
