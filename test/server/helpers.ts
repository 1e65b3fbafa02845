import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type App } from '../../server/app.ts'
import { loadConfig, type Config } from '../../server/config.ts'
import { createChatbot } from '../../server/store/chatbots.ts'
import { openDatabase, type Db } from '../../server/store/database.ts'
import { createWorkspace, type NewWorkspace } from '../../server/store/workspaces.ts'

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
 * A real server on a random loopback port, over a real SQLite file in a temp folder,
 * with one workspace ready. `restart()` reopens the same file in a new server.
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

export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-test-'))
  const config: Config = { ...loadConfig({}), dataDir, port: 0, seedDemo: false, ...overrides }
  let db = await openDatabase(config)
  let app = await buildApp({ config, db })
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
      db = await openDatabase(config)
      app = await buildApp({ config, db })
      await start()
    },
    async close() {
      // A client may leave a connection open on which it never sent a request (fetch does after
      // an aborted stream); it is not idle to Node, so close would wait for its timeout.
      const closing = app.close()
      app.server.closeAllConnections()
      await closing
      await db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return server
}
