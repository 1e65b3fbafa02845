import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { buildApp, type App, type AppOptions } from '../../server/app.ts'
import { loadConfig, type Config } from '../../server/config.ts'
import { createChatbot } from '../../server/store/chatbots.ts'
import { openDatabase, type Db } from '../../server/store/database.ts'
import { createWorkspace, type NewWorkspace } from '../../server/store/workspaces.ts'
import { adminQuery } from './postgres-admin.ts'

export interface ApiReply<T = unknown> {
  status: number
  headers: Headers
  body: { Data: T; Version: string; Success: boolean; Code: number; Message: string }
}

export interface CallOptions {
  /** sent as Authorization */
  key?: string
  headers?: Record<string, string>
  /** send this string as the body instead of JSON-encoding `body` */
  raw?: string
}

/**
 * A real server on a random loopback port, over a real SQLite file in a temp folder (or the
 * database config.databaseUrl names), with one workspace ready. `restart()` reopens the same
 * database in a new server.
 */
export interface TestServer {
  url: string
  config: Config
  db: Db
  app: App
  workspace: NewWorkspace
  post<T = unknown>(route: string, body?: unknown, options?: CallOptions): Promise<ApiReply<T>>
  newChatbot(settings?: Parameters<typeof createChatbot>[2]): Promise<string>
  restart(): Promise<void>
  close(): Promise<void>
}

/**
 * In the server-postgres project, a fresh database on the test cluster for each server, copied
 * from the migrated template (postgres-setup.ts), so test files running at once never see each
 * other's rows; '' (SQLite) otherwise. `clusterUrl` names another PostgreSQL server (a file's own
 * cluster), where the database starts empty.
 */
export async function createTestDatabase(clusterUrl = inject('postgresUrl')): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!clusterUrl) return { url: '', drop: async () => {} }
  const name = `pl_test_${randomBytes(6).toString('hex')}`
  const template = clusterUrl === inject('postgresUrl') ? inject('postgresTemplate') : ''
  await adminQuery(clusterUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(clusterUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(clusterUrl, `drop database if exists ${name} with (force)`) }
}

/**
 * The one server harness of the tests, the e2e suite and the benchmarks: the real app in this
 * process on a free loopback port, without the demo unless `overrides` turns it on.
 * `appOptions` sets the daily job's clock and tick; they are kept across restart().
 * Outside vitest (the benchmarks) this is the entry; tests call startTestServer.
 *
 * @example
 * const server = await startServer({ seedDemo: true })
 * await server.post('/chat/Chatbot/GetSession', { serialNumber }, { key: server.workspace.secretKey })
 */
export async function startServer(
  overrides: Partial<Config> = {},
  appOptions: Pick<AppOptions, 'clock' | 'dailyTickMs' | 'leadPushPollMs' | 'feedPollMs' | 'feedClient' | 'deadlines'> = {}
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-test-'))
  const config: Config = { ...loadConfig({}), dataDir, port: 0, seedDemo: false, logLevel: 'silent', ...overrides }
  let db = await openDatabase(config)
  let app = await buildApp({ config, db, ...appOptions })
  const start = async () => {
    await app.listen({ port: config.port, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    config.port = address.port
    config.publicUrl = `http://127.0.0.1:${address.port}`
  }
  await start()
  const workspace = await createWorkspace(db, 'Test workspace')

  const server: TestServer = {
    get url() {
      return config.publicUrl
    },
    config,
    get db() {
      return db
    },
    get app() {
      return app
    },
    workspace,
    async post<T>(route: string, body?: unknown, options: CallOptions = {}) {
      const response = await fetch(config.publicUrl + route, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.key !== undefined && { authorization: options.key }),
          ...options.headers
        },
        body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body))
      })
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: JSON.parse(text) } as ApiReply<T>
    },
    newChatbot: (settings) => createChatbot(db, workspace.workspaceId, settings),
    async restart() {
      await app.close()
      await db.destroy()
      // let fetch's connection pool see the old sockets close before it reuses one
      await new Promise((resolve) => setTimeout(resolve, 100))
      db = await openDatabase(config)
      app = await buildApp({ config, db, ...appOptions })
      await start()
    },
    async close() {
      // A client may leave a connection open on which it never sent a request (fetch does after
      // an aborted stream, browsers keep idle keep-alive sockets); close would wait for its timeout.
      const closing = app.close()
      app.server.closeAllConnections()
      await closing
      await db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return server
}

/**
 * startServer for a test file: in the server-postgres project on a fresh database of the
 * test cluster (dropped again on close), on SQLite otherwise.
 *
 * @example
 * const server = await startTestServer()
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  appOptions: Pick<AppOptions, 'clock' | 'dailyTickMs' | 'leadPushPollMs' | 'feedPollMs' | 'feedClient' | 'deadlines'> = {}
): Promise<TestServer> {
  const database = await createTestDatabase()
  const server = await startServer({ databaseUrl: database.url, ...overrides }, appOptions)
  const close = server.close
  server.close = async () => {
    await close()
    await database.drop()
  }
  return server
}
