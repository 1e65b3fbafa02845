import type { ModuleLoader, WidgetEventName } from '../shared/bridge.ts'
import type { EmbedOptions } from './embed-options.ts'
import { Widget } from './widget.ts'

type Handler = (detail: unknown) => void
type Method = 'open' | 'close' | 'toggle' | 'send' | 'clear' | 'on' | 'off' | 'destroy'

/** The methods of one widget, as `Porchlight.widget(chatbotId)` returns them. */
export interface WidgetApi {
  open(): void
  close(): void
  toggle(): void
  send(text: string): void
  clear(): void
  /** Listens to `open`, `close`, `message`, `error` or `ready`; returns a function that stops listening. */
  on(event: WidgetEventName, handler: Handler): () => void
  off(event: WidgetEventName, handler: Handler): void
  destroy(): void
}

/**
 * `window.Porchlight`: callable as `Porchlight('open')` (the queueing snippet's style) and with
 * methods (`Porchlight.open()`). Page-wide calls go to the first widget; `on` hears every widget.
 */
export interface PorchlightGlobal extends WidgetApi {
  (method: Method, ...args: unknown[]): unknown
  /** Calls made before the loader ran, by the snippet; replayed in order. */
  q?: ArrayLike<unknown>[]
  /** The API of one chatbot's widget when the page has several. */
  widget(chatbotId: string): WidgetApi | undefined
  /** Adds widgets; a second copy of the loader on the page hands its options over here. */
  boot(options: EmbedOptions[]): void
  version: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    Porchlight?: PorchlightGlobal | (((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[] })
  }
}

/**
 * Creates the page-wide registry behind `window.Porchlight`, or reuses the one an earlier
 * copy of the loader created, and starts the widgets in `options`. Calls queued by the
 * snippet run after the widgets exist.
 *
 * @example
 * installPorchlight(readEmbedOptions(document.currentScript, window.PorchlightConfig), (url, name) => import(url + name))
 */
export function installPorchlight(options: EmbedOptions[], load: ModuleLoader, version = '0'): PorchlightGlobal {
  const existing = window.Porchlight
  if (existing && 'boot' in existing) {
    existing.boot(options)
    return existing
  }
  const queued = existing?.q ?? []
  const widgets: Widget[] = []
  const listeners: Array<{ event: string; handler: Handler; chatbotId?: string }> = []

  const emit = (chatbotId: string, event: WidgetEventName, detail?: unknown) => {
    // This widget opted in: analytics tags (Google Tag Manager, GA4) hear its events, without
    // what the visitor or the assistant wrote unless it opted in to the text too.
    const layer = widgets.find((widget) => widget.options.chatbotId === chatbotId)?.options.dataLayer
    if (layer) {
      const counted: Record<string, unknown> = { ...(detail as object) }
      delete counted.text
      delete counted.comment
      window.dataLayer ??= []
      window.dataLayer.push({ event: `porchlight_${event}`, porchlight: layer === 'text' ? detail : counted })
    }
    for (const entry of [...listeners]) {
      if (entry.event !== event || (entry.chatbotId && entry.chatbotId !== chatbotId)) continue
      try {
        entry.handler(detail)
      } catch (error) {
        console.error('Porchlight: an event handler failed', error)
      }
    }
  }
  const deps = {
    load,
    emit,
    stackIndex: (widget: Widget, align: number) => {
      const before = widgets.includes(widget) ? widgets.slice(0, widgets.indexOf(widget)) : widgets
      return before.filter((other) => other.align === align).length
    }
  }

  const apiFor = (pick: () => Widget | undefined, chatbotId?: string): WidgetApi => ({
    open: () => pick()?.open(),
    close: () => pick()?.close(),
    toggle: () => pick()?.toggle(),
    send: (text) => pick()?.send(text),
    clear: () => pick()?.clear(),
    on(event, handler) {
      if (typeof handler === 'function') listeners.push({ event, handler, chatbotId })
      return () => this.off(event, handler)
    },
    off(event, handler) {
      const index = listeners.findIndex((entry) => entry.event === event && entry.handler === handler && entry.chatbotId === chatbotId)
      if (index >= 0) listeners.splice(index, 1)
    },
    destroy() {
      for (const widget of chatbotId ? widgets.filter((w) => w.options.chatbotId === chatbotId) : [...widgets]) {
        widget.destroy()
        widgets.splice(widgets.indexOf(widget), 1)
      }
    }
  })

  const pageApi = apiFor(() => widgets[0])
  const porchlight = ((method: Method, ...args: unknown[]) => {
    const call = pageApi[method] as ((...a: unknown[]) => unknown) | undefined
    if (typeof call === 'function') return call.apply(pageApi, args)
    console.warn(`Porchlight: there is no method "${String(method)}"`)
  }) as PorchlightGlobal
  Object.assign(porchlight, pageApi, {
    version,
    widget: (chatbotId: string) => (widgets.some((w) => w.options.chatbotId === chatbotId) ? apiFor(() => widgets.find((w) => w.options.chatbotId === chatbotId), chatbotId) : undefined),
    boot(more: EmbedOptions[]) {
      for (const entry of more) {
        if (!widgets.some((widget) => widget.options.chatbotId === entry.chatbotId)) widgets.push(new Widget(entry, deps))
      }
    }
  })
  window.Porchlight = porchlight
  porchlight.boot(options)
  for (const args of Array.from(queued)) {
    const [method, ...rest] = Array.from(args)
    porchlight(method as Method, ...rest)
  }
  return porchlight
}
