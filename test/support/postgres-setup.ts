import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/store/database.ts'
import { findPostgresBin, startCluster } from './postgres.ts'
import { adminQuery } from './postgres-admin.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server to make test databases on; empty when the suite runs on SQLite. */
    postgresUrl: string
    /** A database on it with every migration applied, which test databases are copied from; empty on SQLite. */
    postgresTemplate: string
  }
}

/**
 * A database with every migration applied, for CREATE DATABASE … TEMPLATE: a copy is made in a
 * fraction of the time the migrations take on each new database. Returns its name and a drop.
 */
async function migratedTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `pl_template_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' })
  await db.destroy()
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) }
}

/** For the server-postgres project: DATABASE_URL when set, otherwise a cluster of our own; and a migrated template on it. */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(given)) {
    const template = await migratedTemplate(given)
    project.provide('postgresUrl', given)
    project.provide('postgresTemplate', template.name)
    return template.drop
  }
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL server programs are not installed; install postgresql or set DATABASE_URL')
  const cluster = await startCluster(bin)
  console.log(`server-postgres: throwaway PostgreSQL cluster at ${cluster.url.replace(/\/[^/]*$/, '')}`)
  try {
    project.provide('postgresTemplate', (await migratedTemplate(cluster.url)).name)
  } catch (error) {
    cluster.stop()
    throw error
  }
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
