import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { configure } from '@testing-library/preact'
import { afterAll, beforeAll, vi } from 'vitest'
import { openDatabase } from '../../server/store/database.ts'
import { createWorkspace } from '../../server/store/workspaces.ts'
import type { HistoryMessage } from '../../server/schemas/history.ts'
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

/**
 * The test file's one server: started before its tests, closed after them. The object is
 * filled in once the server is up. A busy machine can keep its answers a while, so the
 * file's tests get 30 s and its waits (waitFor, findBy…) 10 s unless they say otherwise.
 *
 * @example
 * const backend = useWidgetServer()
 * test('…', async () => backend.model.script({ content: ['Hi.'] }))
 */
export function useWidgetServer(): WidgetServer {
  const backend = {} as WidgetServer
  vi.setConfig({ testTimeout: 30_000 })
  configure({ asyncUtilTimeout: 10_000 })
  beforeAll(async () => void Object.assign(backend, await startWidgetServer()), 60_000)
  afterAll(() => backend.close?.())
  return backend
}

/**
 * A POST to the server with node's own HTTP client, as the chatbot's owner (with `key`) or
 * anyone: happy-dom's fetch would hold these set-up calls to CORS. Resolves with the Data.
 *
 * @example
 * await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber, Name: 'Ada' }, backend.key)
 */
export function serverCall<T>(backend: WidgetServer, route: string, body: unknown, key?: string): Promise<T> {
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
 * Uploads `bytes` as the workspace's owner (GetPreUploadUrl, then the PUT); resolves with the
 * FileStoreId, for a setting such as ChatProfilePicture.
 *
 * @example
 * const picture = await uploadFile(backend, PNG_1X1, 'face.png')
 */
export async function uploadFile(backend: WidgetServer, bytes: Uint8Array, fileName: string): Promise<string> {
  const { FileStoreId, PreUploadUrl } = await serverCall<{ FileStoreId: string; PreUploadUrl: string }>(backend, '/chat/User/GetPreUploadUrl', { fileName }, backend.key)
  await new Promise<void>((resolve, reject) => {
    const request = http.request(PreUploadUrl, { method: 'PUT' }, (response) => {
      response.resume()
      if (response.statusCode === 200) resolve()
      else reject(new Error(`the upload answered ${response.statusCode}`))
    })
    request.on('error', reject).end(bytes)
  })
  return FileStoreId
}

/**
 * What the server stored of a chatbot's conversations (ChatContentHistory with the workspace key), oldest first.
 *
 * @example
 * const [question, answer] = await storedMessages(backend, panel.host.chatbotId)
 */
export async function storedMessages(backend: WidgetServer, chatbotId: string): Promise<HistoryMessage[]> {
  const today = new Date().toISOString().slice(0, 10)
  const page = await serverCall<{ List: HistoryMessage[] }>(backend, '/chat/Chatbot/ChatContentHistory', { SerialNumber: chatbotId, StartTime: '2000-01-01', EndTime: today, PageNumber: 1, PageSize: 1000 }, backend.key)
  return page.List.toSorted((a, b) => a.MessageID - b.MessageID)
}

/** A chatbot the server just made, and its GetConfig as a new visitor gets it. */
export interface RealChatbot {
  chatbotId: string
  getConfig(): Promise<WidgetConfig>
}

/**
 * Adds a chatbot to the server's workspace with `settings` (as Edit takes them; its model the
 * fake one unless they name another).
 *
 * @example
 * const { chatbotId } = await addChatbot(backend, { Name: 'Ada' })
 */
export async function addChatbot(backend: WidgetServer, settings: Record<string, unknown> = {}): Promise<RealChatbot> {
  const chatbotId = await serverCall<string>(backend, '/chat/Chatbot/Add', { timeZone: 'UTC', type: 0 }, backend.key)
  await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber: chatbotId, Model: 'fake-model', ...settings }, backend.key)
  return { chatbotId, getConfig: () => serverCall<WidgetConfig>(backend, '/chat/Chatbot/GetConfig', { serialNumber: chatbotId }) }
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
  const { chatbotId, getConfig } = await addChatbot(backend, settings)
  return mountPanel({ ...(await getConfig()), ...config }, {
    apiBase: backend.url,
    chatbotId,
    reloadConfig: async (panel) => panel.setConfig({ status: 'ready', config: await getConfig() })
  })
}

/**
 * Pieces of a model's answer that the test lets out one at a time: `pieces` go into a
 * FakeTurn's content, `send` lets the next one out with its text, `end` lets out the rest empty.
 *
 * @example
 * const held = heldPieces(3)
 * backend.model.script({ content: held.pieces })
 * held.send('First part. ')
 */
export function heldPieces(count: number) {
  const ready: string[] = []
  let waiting: ((text: string) => void) | undefined
  let sent = 0
  const next = () => new Promise<string>((resolve) => (ready.length ? resolve(ready.shift()!) : (waiting = resolve)))
  const send = (text: string) => {
    sent++
    if (!waiting) return void ready.push(text)
    const resolve = waiting
    waiting = undefined
    resolve(text)
  }
  return {
    pieces: Array.from({ length: count }, () => next),
    send,
    end: () => {
      while (sent < count) send('')
    }
  }
}

/**
 * The panel of the same chatbot mounted again with the config it had, as on the next page
 * load of the same visitor.
 *
 * @example
 * panel.api.destroy()
 * const next = remount(backend, panel)
 */
export function remount(backend: WidgetServer, panel: MountedPanel): MountedPanel {
  const state = panel.host.config()
  if (state.status !== 'ready') throw new Error('the panel had no config')
  return mountPanel(state.config, { apiBase: backend.url, chatbotId: panel.host.chatbotId })
}
