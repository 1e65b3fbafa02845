import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { configure } from '@testing-library/preact'
import { afterAll, beforeAll, inject, vi } from 'vitest'
import type { HistoryMessage } from '../../server/schemas/history.ts'
import type { WidgetConfig } from '../../src/shared/bridge.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts'
import { routeTag } from '../support/model-router.ts'
import { mountPanel, type MountedPanel } from './helpers.ts'

/** The real server as a test file sees it: its answers from the file's own fake OpenAI-compatible model (a real HTTP server). */
export interface WidgetServer {
  url: string
  model: FakeOpenAI
  /** a workspace secret key */
  key: string
  /** what a chatbot's SystemMessage carries for its model requests to reach `model` */
  modelTag: string
  /** closes the fake model (the server is the project's) */
  close(): Promise<void>
}

/**
 * The real server for a test file: the widget project's one server (started by
 * test/support/widget-server-setup.ts as its own process, since in this one happy-dom's
 * window would make the OpenAI client refuse to run), and a new fake model that the chatbots
 * added through it answer from, which the file's tests script: the paid service is the one
 * thing stood in for.
 *
 * @example
 * const backend = await startWidgetServer()
 * backend.model.script({ content: ['Two ', 'homes.'] })
 */
export async function startWidgetServer(): Promise<WidgetServer> {
  const { url, key, modelRoutes } = inject('widgetServer')
  const model = await startFakeOpenAI()
  const route = randomUUID()
  await post(modelRoutes, { route, baseUrl: model.baseUrl })
  return { url, key, model, modelTag: routeTag(route), close: () => model.close() }
}

/**
 * startWidgetServer for the test file, before its tests, closed after them; the object is
 * filled in before the first test. A busy machine can keep the server's answers a while, so
 * the file's tests get 30 s and its waits (waitFor, findBy…) 10 s unless they say otherwise.
 *
 * @example
 * const backend = useWidgetServer()
 * test('…', async () => backend.model.script({ content: ['Two ', 'homes.'] }))
 */
export function useWidgetServer(): WidgetServer {
  const backend = {} as WidgetServer
  vi.setConfig({ testTimeout: 30_000 })
  configure({ asyncUtilTimeout: 10_000 })
  beforeAll(async () => void Object.assign(backend, await startWidgetServer()))
  afterAll(() => backend.close?.())
  return backend
}

/** A JSON POST with node's own HTTP client; resolves with the status and the body's text. */
function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, text }))
    })
    request.on('error', reject).end(JSON.stringify(body))
  })
}

/**
 * A POST to the server with node's own HTTP client, as the chatbot's owner (with `key`) or
 * anyone: happy-dom's fetch would hold these set-up calls to CORS. Resolves with the Data.
 *
 * @example
 * await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber, Name: 'Ada' }, backend.key)
 */
export async function serverCall<T>(backend: WidgetServer, route: string, body: unknown, key?: string): Promise<T> {
  const { status, text } = await post(backend.url + route, body, key ? { authorization: key } : {})
  const reply = JSON.parse(text) as { Data: T; Message: string }
  if (status !== 200) throw new Error(`${route} answered ${status}: ${reply.Message}`)
  return reply.Data
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
 * file's fake one unless they name another).
 *
 * @example
 * const { chatbotId } = await addChatbot(backend, { Name: 'Ada' })
 */
export async function addChatbot(backend: WidgetServer, settings: Record<string, unknown> = {}): Promise<RealChatbot> {
  const chatbotId = await serverCall<string>(backend, '/chat/Chatbot/Add', { timeZone: 'UTC', type: 0 }, backend.key)
  await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber: chatbotId, Model: 'fake-model', SystemMessage: backend.modelTag, ...settings }, backend.key)
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
