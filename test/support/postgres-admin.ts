import pg from 'pg'

/**
 * Runs one statement (create or drop a database) on the PostgreSQL server at `url`, on a
 * connection of its own that is closed again.
 *
 * @example
 * await adminQuery(clusterUrl, 'create database pl_test_1 template pl_template_1')
 */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  // A failure is the query's to report; without a listener a dropped socket would end the worker.
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
