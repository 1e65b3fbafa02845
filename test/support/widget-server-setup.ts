import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/store/database.ts'
import { createWorkspace } from '../../server/store/workspaces.ts'
import { startChildServer } from './child-server.ts'
import { startModelRouter } from './model-router.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The widget project's one real server: its URL, a workspace secret key, and where a file registers its fake model. */
    widgetServer: { url: string; key: string; modelRoutes: string }
  }
}

/**
 * For the widget project: one real server for all its files (its own process, a new SQLite
 * file with one workspace), its model `fake-model` reached through a router that sends each
 * chatbot's requests to the fake model of the test file that made it (test/widget/real-server.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-widget-'))
  const db = await openDatabase({ dataDir, databaseUrl: '' })
  const { secretKey } = await createWorkspace(db, 'Widget tests')
  await db.destroy()
  const router = await startModelRouter()
  const server = await startChildServer({ dataDir, env: { OPENAI_BASE_URL: router.baseUrl, OPENAI_API_KEY: 'sk-test', OPENAI_MODELS: 'fake-model' } }).catch(async (error: unknown) => {
    await router.close()
    throw error
  })
  project.provide('widgetServer', { url: server.url, key: secretKey, modelRoutes: router.baseUrl.replace(/\/v1$/, '/routes') })
  return async () => {
    server.process.kill('SIGTERM')
    await server.exited
    await router.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
