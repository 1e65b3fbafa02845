import type { TestProject } from 'vitest/node'
import { findPostgresBin, startCluster } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server to make test databases on; empty when the suite runs on SQLite. */
    postgresUrl: string
  }
}

/** For the server-postgres project: DATABASE_URL when set, otherwise a cluster of our own. */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(given)) {
    project.provide('postgresUrl', given)
    return
  }
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL server programs are not installed; install postgresql or set DATABASE_URL')
  const cluster = await startCluster(bin)
  console.log(`server-postgres: throwaway PostgreSQL cluster at ${cluster.url.replace(/\/[^/]*$/, '')}`)
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
