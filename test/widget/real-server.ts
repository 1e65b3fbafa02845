import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/store/database.ts'
import { createWorkspace } from '../../server/store/workspaces.ts'
import type { WidgetConfig } from '../../src/shared/bridge.ts'
import { startChildServer, type ChildServer } from '../support/child-server.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'
import { mountPanel, type MountedPanel } from './helpers.ts'

/** The real server for widget tests, its answers from a fake OpenAI-compatible model (a real HTTP server). */
export interface WidgetServer {
  url: string
  model: FakeOpenAI
  /** a workspace secret key */
  key: string
  close(): Promise<void>
}

/**
 * Starts the real server as its own process (in this one, happy-dom's window would make the
 * OpenAI client refuse to run), over a new SQLite file with one workspace, its model
 * `fake-model` served by a fake OpenAI-compatible server the test scripts: the paid service is
 * the one thing stood in for.
 *
 * @example
 * const backend = await startWidgetServer()
 * backend.model.script({ content: ['Two ', 'homes.'] })
 */
export async function startWidgetServer(): Promise<WidgetServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-widget-'))
  const db = await openDatabase({ dataDir, databaseUrl: '' })
  const { secretKey } = await createWorkspace(db, 'Widget tests')
  await db.destroy()
  const model = await startFakeOpenAI()
  let server: ChildServer
  try {
    server = await startChildServer({ dataDir, env: { OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: 'sk-test', OPENAI_MODELS: 'fake-model' } })
  } catch (error) {
    await model.close()
    throw error
  }
  return {
    url: server.url,
    model,
    key: secretKey,
    close: async () => {
      server.process.kill('SIGTERM')
      await server.exited
      await model.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/** A POST to the server with node's own HTTP client: happy-dom's fetch would hold these set-up calls to CORS. */
function call<T>(backend: WidgetServer, route: string, body: unknown, key?: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = http.request(backend.url + route, { method: 'POST', headers: { 'content-type': 'application/json', ...(key && { authorization: key }) } }, (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        const reply = JSON.parse(text) as { Data: T; Message: string }
        if (response.statusCode === 200) resolve(reply.Data)
        else reject(new Error(`${route} answered ${response.statusCode}: ${reply.Message}`))
      })
    })
    request.on('error', reject).end(JSON.stringify(body))
  })
}

/**
 * The real panel on a new chatbot of the real server (its model the fake one), mounted with the
 * config GetConfig gave, as the loader does; when the panel asks for the config again,
 * GetConfig is called again. `settings` are the chatbot's (as Edit takes them); `config`
 * changes what this visitor got (an expired key, say).
 *
 * @example
 * const panel = await realPanel(backend, { config: { SessionKey: 'pv_expired' } })
 */
export async function realPanel(backend: WidgetServer, { settings = {}, config = {} }: { settings?: Record<string, unknown>; config?: Partial<WidgetConfig> } = {}): Promise<MountedPanel> {
  const chatbotId = await call<string>(backend, '/chat/Chatbot/Add', { timeZone: 'UTC', type: 0 }, backend.key)
  await call(backend, '/chat/Chatbot/Edit', { serialNumber: chatbotId, Model: 'fake-model', ...settings }, backend.key)
  const getConfig = () => call<WidgetConfig>(backend, '/chat/Chatbot/GetConfig', { serialNumber: chatbotId })
  return mountPanel({ ...(await getConfig()), ...config }, {
    apiBase: backend.url,
    chatbotId,
    reloadConfig: async (panel) => panel.setConfig({ status: 'ready', config: await getConfig() })
  })
}
