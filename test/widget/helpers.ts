import { within } from '@testing-library/preact'
import { vi } from 'vitest'
import { mount } from '../../src/panel/main.tsx'
import type { ConfigState, PanelApi, PanelHost, WidgetConfig } from '../../src/shared/bridge.ts'
import { readStored, writeStored } from '../../src/shared/storage.ts'

export const CHATBOT_ID = '0123456789abcdef0123456789abcdef'
export const API = 'https://chat.example.test'

/** A GetConfig reply's Data with every setting at a neutral value; override what a test is about. */
export function widgetConfig(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    SerialNumber: CHATBOT_ID,
    Name: 'Harbor Bot',
    ChatProfilePicture: '',
    ChatIcon: '',
    ChatBubbleAlign: 0,
    ChatBubbleColor: 'rgb(37,99,235)',
    UserMessageColor: 'rgb(37,99,235)',
    WelcomeMessage: '',
    SuggestedMessage: '',
    UserInputPlaceholder: '',
    ChatbotPopupOnce: false,
    ChatbotPrivacyPolicyName: '',
    ChatbotPrivacyPolicyUrl: '',
    ChatbotPrivacyPolicyDescription: '',
    EnablePushToTalk: false,
    EnableUploadImage: false,
    FacebookUrl: '',
    InstagramUrl: '',
    WhatsappUrl: '',
    RemoveChatLogOnBrowserClose: false,
    TalkToHuman: false,
    TalkToHumanResponseMessage: 'A person will write to you.',
    AIResponseLanguage: 'English',
    SessionID: 7,
    SessionKey: 'pv_visitor_key',
    ...overrides
  }
}

/** A mounted panel with a stand-in loader: its shadow root, API, emitted events and queries. */
export interface MountedPanel {
  host: PanelHost
  api: PanelApi
  root: ShadowRoot
  hostElement: HTMLElement
  events: Array<{ event: string; detail: unknown }>
  ui: ReturnType<typeof within>
  setConfig(state: ConfigState): void
  reloads: boolean[]
}

/** Where a mounted panel's API is, and what its stand-in loader does when the panel asks for the config again. */
export interface PanelOptions {
  apiBase?: string
  chatbotId?: string
  /** the loader's GetConfig again; by default only recorded in `reloads` */
  reloadConfig?: (panel: MountedPanel, fresh: boolean) => Promise<void>
}

/**
 * Mounts the real panel into a shadow root, the way the loader does, with the config given.
 *
 * @example
 * const panel = mountPanel(widgetConfig({ Name: 'Ada' }))
 * panel.api.open()
 */
export function mountPanel(config: WidgetConfig | ConfigState, options: PanelOptions = {}): MountedPanel {
  const chatbotId = options.chatbotId ?? CHATBOT_ID
  const hostElement = document.createElement('porchlight-widget')
  document.body.append(hostElement)
  const root = hostElement.attachShadow({ mode: 'open' })
  const bubble = document.createElement('button')
  root.append(bubble)
  let state: ConfigState = 'status' in config ? config : { status: 'ready', config }
  const listeners = new Set<(state: ConfigState) => void>()
  const events: MountedPanel['events'] = []
  const reloads: boolean[] = []
  const host: PanelHost = {
    chatbotId,
    apiBase: options.apiBase ?? API,
    root,
    hostElement,
    bubble,
    store: {
      read: (kind, name) => readStored(kind, chatbotId, name),
      write: (kind, name, value) => writeStored(kind, chatbotId, name, value)
    },
    config: () => state,
    onConfig(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    reloadConfig: async (fresh) => {
      reloads.push(Boolean(fresh))
      await options.reloadConfig?.(panel, Boolean(fresh))
    },
    emit: (event, detail) => void events.push({ event, detail }),
    openChanged: (open) => void events.push({ event: open ? 'open' : 'close', detail: undefined })
  }
  const api = mount(host)
  mounted.push(api)
  const container = root.querySelector<HTMLElement>('.root')!
  const panel: MountedPanel = {
    host,
    api,
    root,
    hostElement,
    events,
    reloads,
    ui: within(container),
    setConfig(next) {
      state = next
      for (const listener of listeners) listener(next)
    }
  }
  return panel
}

/** A text/event-stream body the test feeds event by event. */
export function controlledStream() {
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    /** Sends `data: <json>` and a blank line. */
    event: (data: unknown) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(data)}\n\n`)),
    raw: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: (error: unknown) => controller.error(error),
    /** True once the reader has taken every chunk sent so far (the queue is empty again). */
    drained: () => controller.desiredSize === 1
  }
}

/** A JSON envelope reply. */
export function envelope(data: unknown, status = 200, message = '', headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ Data: data, Version: '0.1.0', Success: status === 200, Code: status, Message: message }), {
    status,
    headers: { 'content-type': 'application/json', ...headers }
  })
}

/** Replaces fetch; returns the mock so tests can script replies and read the calls. */
export function mockFetch() {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A call a fetch spy saw, as the widget makes them: a URL string and its init. */
export const requestOf = (call: Parameters<typeof fetch> | undefined) => call as [string, RequestInit]

/** The JSON body of a recorded fetch call. */
export const bodyOf = (call: [string, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body ?? 'null')) as Record<string, unknown>

const mounted: PanelApi[] = []

/** Destroys every panel mounted, removes every widget host and clears storage between tests. */
export function cleanPage(): void {
  for (const api of mounted.splice(0)) api.destroy()
  document.body.replaceChildren()
  localStorage.clear()
  sessionStorage.clear()
  vi.unstubAllGlobals()
}

/** An XMLHttpRequest stand-in the test drives: progress, then the server's reply. */
export class FakeUpload {
  static last: FakeUpload | undefined
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {}
  onload?: () => void
  onerror?: () => void
  onabort?: () => void
  status = 0
  responseText = ''
  method = ''
  url = ''
  body: unknown
  headers: Record<string, string> = {}
  constructor() {
    FakeUpload.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  finish(fileId: string) {
    this.status = 200
    this.responseText = JSON.stringify({ Data: { FileStoreId: fileId, Size: 12, ContentType: 'image/png' }, Success: true, Code: 200, Message: '' })
    this.onload?.()
  }
}

