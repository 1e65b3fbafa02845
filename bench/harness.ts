import { findPostgresBin, startCluster, type Cluster } from '../test/support/postgres.ts'

/** A throwaway PostgreSQL cluster when its programs are installed (or DATABASE_URL), else undefined. */
export async function postgresForBench(): Promise<{ url: string; cluster?: Cluster } | undefined> {
  if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) return { url: process.env.DATABASE_URL as string }
  const bin = findPostgresBin()
  if (!bin) return undefined
  const cluster = await startCluster(bin)
  return { url: cluster.url, cluster }
}

/** A new, empty database on the PostgreSQL server of `url`, so each measure starts from nothing. */
export async function freshPostgresDatabase(url: string, name: string): Promise<string> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const fresh = new URL(url)
  fresh.pathname = `/${name}`
  return fresh.toString()
}

/** The value below which `p` percent of the sorted samples fall. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Milliseconds with two decimals. */
export const ms = (value: number) => value.toFixed(2)
