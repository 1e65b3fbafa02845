import type { Pool, PoolClient, PoolConfig } from 'pg'

/** Where the pool reports a connection that failed while nobody was waiting on it. */
export interface DatabaseLog {
  warn(details: object, message: string): void
}

/**
 * A pg pool that survives PostgreSQL going away and closes for real.
 *
 * - Every pool and every client gets an `error` listener: a restart of PostgreSQL (57P01),
 *   a dropped socket or a terminated backend is logged and that connection discarded; without
 *   a listener Node would end the process. Queries in flight fail on their own and the next
 *   query opens a new connection, so the server recovers when PostgreSQL is back.
 * - `end()` resolves once every connection's socket has closed, not merely once the pool
 *   stopped handing them out, so nothing is left talking to a database that is dropped next.
 *
 * @example
 * const pool = await openPostgresPool({ connectionString: 'postgres://…', max: 10 }, logger)
 * await pool.query('select 1')
 * await pool.end() // all sockets closed
 */
export async function openPostgresPool(config: PoolConfig, log?: DatabaseLog): Promise<Pool> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool(config)
  const open = new Set<PoolClient>()
  let allClosed: (() => void) | undefined
  const report = (error: Error) => log?.warn({ err: error }, 'a PostgreSQL connection failed; it is discarded and the next query opens a new one')
  pool.on('error', report)
  pool.on('connect', (client) => {
    open.add(client)
    client.on('error', report)
  })
  pool.on('remove', (client) => {
    open.delete(client)
    if (open.size === 0) allClosed?.()
  })
  const end = pool.end.bind(pool)
  pool.end = (async () => {
    const closed = open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve))
    await end()
    await closed
  }) as Pool['end']
  return pool
}
