import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type App } from '../server/app.ts'
import { loadConfig, type Config } from '../server/config.ts'
import { openDatabase, type Db } from '../server/store/database.ts'
import { createWorkspace } from '../server/store/workspaces.ts'
import { findPostgresBin, startCluster, type Cluster } from '../test/postgres/cluster.ts'

export interface BenchServer {
  url: string
  db: Db
  app: App
  key: string
  workspaceId: string
  close(): Promise<void>
}

/**
 * A server on a fresh database: SQLite in a temp folder, or a database on `databaseUrl`;
 * `overrides` set other configuration (an OpenAI-compatible endpoint, say).
 */
export async function startBenchServer(databaseUrl = '', overrides: Partial<Config> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-bench-'))
  const config: Config = { ...loadConfig({}), ...overrides, dataDir, databaseUrl, port: 0, seedDemo: false }
  const db = await openDatabase(config)
  const app = await buildApp({ config, db })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  config.publicUrl = `http://127.0.0.1:${port}`
  const workspace = await createWorkspace(db, 'Bench')
  return {
    url: config.publicUrl,
    db,
    app,
    key: workspace.secretKey,
    workspaceId: workspace.workspaceId,
    async close() {
      await app.close()
      await db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

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
