/**
 * The contract between the loader (widget.js, a classic script) and the ES modules it imports
 * by URL: core.js at idle time (config, storage, colours) and panel.js when the visitor shows
 * interest. They are separate builds, so they share types only.
 */
import type { WidgetConfig } from '../../server/schemas/widget-config.ts'
import type * as core from '../core/main.ts'
import type { StoreKind } from './storage.ts'

export type { WidgetConfig }

/** Why the config could not be loaded: each reason shows a different notice. */
export type ConfigFailure = 'forbidden' | 'offline' | 'missing' | 'error'

/** Where the widget's config stands. */
export type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: WidgetConfig }
  | { status: 'failed'; reason: ConfigFailure; message: string }

/** Events a page can listen to with `Porchlight.on(event, handler)`. */
export type WidgetEventName = 'open' | 'close' | 'message' | 'error' | 'ready'

/** What a `message` event carries: one finished message, the visitor's or the assistant's. */
export interface MessageEventDetail {
  chatbotId: string
  role: 'user' | 'assistant'
  text: string
}

/** What an `error` event carries. `code` is the HTTP status, 0 when the network failed. */
export interface ErrorEventDetail {
  chatbotId: string
  code: number
  message: string
}

/** This chatbot's corner of local or session storage (see storage.ts), lent by the loader. */
export interface ChatbotStore {
  read<T>(kind: StoreKind, name: string): T | undefined
  /** Writes a JSON value; undefined removes it. */
  write(kind: StoreKind, name: string, value: unknown): void
}

/** What the loader hands the panel when it mounts it. */
export interface PanelHost {
  chatbotId: string
  /** Origin (and optional path) of the API, without a trailing slash. */
  apiBase: string
  /** The widget's shadow root; the panel renders into it and adopts its own stylesheet. */
  root: ShadowRoot
  /** The shadow host element, for CSS custom properties such as the keyboard-safe height. */
  hostElement: HTMLElement
  /** The launcher bubble: the panel labels it in the UI language and returns focus to it. */
  bubble: HTMLButtonElement
  /** Storage for this chatbot; the loader owns it because it also places the conversation. */
  store: ChatbotStore
  config(): ConfigState
  /** Calls `listener` on every change of the config state; returns the unsubscribe function. */
  onConfig(listener: (state: ConfigState) => void): () => void
  /** Fetches the config again: resuming the stored visitor session, or starting a new one when `fresh`. */
  reloadConfig(fresh?: boolean): Promise<void>
  emit(event: WidgetEventName, detail?: unknown): void
  /** The panel tells the loader it opened or closed, so the bubble can follow. */
  openChanged(open: boolean): void
}

/** What the panel gives back: the JS API methods the loader forwards to it. */
export interface PanelApi {
  open(): void
  close(): void
  send(text: string): void
  clear(): void
  destroy(): void
}

/** The export of panel.js. */
export interface PanelModule {
  mount(host: PanelHost): PanelApi
}

/** The exports of core.js (src/core/main.ts). */
export type CoreModule = typeof core

/** The ES modules the loader imports from the widget's assets folder, by file name. */
export interface WidgetModules {
  'core.js': CoreModule
  'panel.js': PanelModule
}

/**
 * How the loader imports one of them: a native import() of the assets URL in widget.js, a
 * direct import of the source in tests.
 */
export type ModuleLoader = <Name extends keyof WidgetModules>(assetsUrl: string, name: Name) => Promise<WidgetModules[Name]>
