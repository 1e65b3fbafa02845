import { createTestDatabase } from './server.ts'
import { findPostgresBin, startCluster } from './postgres.ts'

/** Where a test file outside the server-postgres project gets PostgreSQL: DATABASE_URL, else a cluster of its own. */
const given = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL! : ''

/** Why PostgreSQL cannot be had here; '' when it can. */
export const postgresMissing = given || findPostgresBin() ? '' : 'PostgreSQL server programs are not installed (apt-get install postgresql) and DATABASE_URL names none'

/**
 * A fresh database for one test file: on DATABASE_URL's server, or on a throwaway cluster
 * started for it; `drop` removes the database (and stops the cluster).
 *
 * @example
 * const database = await postgresForFile()
 * const server = await startDemoServer({ databaseUrl: database.url })
 */
export async function postgresForFile(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (given) return createTestDatabase(given)
  const bin = findPostgresBin()
  if (!bin) throw new Error(postgresMissing)
  const cluster = await startCluster(bin)
  try {
    const database = await createTestDatabase(cluster.url)
    return { url: database.url, drop: async () => cluster.stop() }
  } catch (error) {
    cluster.stop()
    throw error
  }
}
