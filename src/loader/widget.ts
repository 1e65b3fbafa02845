import type { Look } from '../core/visit.ts'
import type { ConfigState, CoreModule, ModuleLoader, PanelApi, WidgetConfig, WidgetEventName } from '../shared/bridge.ts'
import { drawLauncher, type Launcher } from './bubble.ts'
import type { EmbedOptions } from './embed-options.ts'

/** Runs `task` when the page's main thread is idle (at the latest after `timeout` ms), or after `fallback` ms where idle time is not told. */
function whenIdle(task: () => void, timeout = 2000, fallback = 1): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout })
  else setTimeout(task, fallback)
}

/** A failure with the HTTP status it came with (an ApiError of core.js), 0 for the network. */
interface Failure {
  status?: unknown
  message?: unknown
}

/** A module that did not arrive reads as a network failure: status 0, retried when back online. */
const unreachable = (name: string, error: unknown): Failure => ({ status: 0, message: `the chat's ${name} did not load: ${String(error)}` })

/** What a widget needs from the page-wide registry. */
export interface WidgetDeps {
  load: ModuleLoader
  emit(chatbotId: string, event: WidgetEventName, detail?: unknown): void
  /** How many widgets already sit in the same corner, to stack this one above them. */
  stackIndex(widget: Widget, align: number): number
}

/**
 * One chatbot's widget on the page: its own shadow root, bubble, config and (once needed)
 * panel. The JS API's methods land here; those that need the panel wait for it.
 *
 * @example
 * const widget = new Widget({ chatbotId, apiBase, assetsUrl }, deps)
 * widget.open()
 */
export class Widget {
  // `declare`: fields without a starting value (set in the constructor or later) are only
  // typed, which keeps empty field definitions out of the loader's bytes.
  declare readonly options: EmbedOptions
  private declare readonly deps: WidgetDeps
  private declare readonly launcher: Launcher
  private state: ConfigState = { status: 'loading' }
  private readonly listeners = new Set<(state: ConfigState) => void>()
  private declare core?: Promise<CoreModule>
  private declare panel?: Promise<PanelApi | undefined>
  private declare mounted?: PanelApi
  private isOpen = false
  private destroyed = false
  private readonly undo: Array<() => void> = []
  private started = false
  private greeted = false

  constructor(options: EmbedOptions, deps: WidgetDeps) {
    this.options = options
    this.deps = deps
    this.launcher = drawLauncher()
    const { bubble } = this.launcher
    bubble.addEventListener('click', () => this.toggle())
    const warm = () => void this.loadPanel()
    for (const type of ['pointerenter', 'focus', 'touchstart'] as const) bubble.addEventListener(type, warm, { once: true, passive: true })
    // Only the bubble is drawn now: core.js (storage, GetConfig, the teaser) waits for the
    // page to be idle, or for the visitor to show interest, whichever comes first.
    whenIdle(() => this.start())
  }

  /**
   * core.js, then the remembered look and GetConfig; once. At idle time each step is a task of
   * its own: core.js's evaluation, storage's first use (the remembered look) and fetch's first
   * use (GetConfig) each cost the page a few ms, so none adds up to a long task. When the visitor
   * is waiting (`eager`) they go at once.
   */
  private start(eager = false): void {
    if (this.started || this.destroyed) return
    this.started = true
    // An arrow of this file, not `resolve` itself, as the timer's callback: tools that name the
    // script behind a task (Lighthouse) then name widget.js rather than the host page.
    const nextTask = <T>(value: T) => (eager ? value : new Promise<T>((resolve) => setTimeout(() => resolve(value))))
    this.loadCore()
      .then(nextTask)
      .then((core) => {
        this.applyLook(core, core.rememberedLook(this.options.chatbotId))
        // The panel keeps its place across the site's pages: open stays open, an answer being written is followed.
        const carried = core.carriedOver(this.options.chatbotId)
        if (carried === 'open') this.open()
        else if (carried) void this.loadPanel()
      }, () => undefined)
      .then(nextTask)
      .then(() => void this.reloadConfig())
  }

  /** Imports core.js once; a failed import is forgotten, so the next call tries again. */
  private loadCore(): Promise<CoreModule> {
    this.core ??= this.deps.load(this.options.assetsUrl, 'core.js').catch((error: unknown) => {
      this.core = undefined
      throw unreachable('core', error)
    })
    return this.core
  }

  open(): void {
    void this.loadPanel().then((panel) => panel?.open())
  }

  close(): void {
    this.mounted?.close()
  }

  toggle(): void {
    if (this.isOpen) this.close()
    else this.open()
  }

  send(text: string): void {
    void this.loadPanel().then((panel) => panel?.send(String(text)))
  }

  clear(): void {
    void this.loadPanel().then((panel) => panel?.clear())
  }

  destroy(): void {
    this.destroyed = true
    this.mounted?.destroy()
    for (const undo of this.undo) undo()
    this.listeners.clear()
    this.launcher.host.remove()
  }

  /** Fetches the config, resuming the stored visitor session unless `fresh` (see startVisit). */
  async reloadConfig(fresh = false): Promise<void> {
    try {
      const core = await this.loadCore()
      const config = await core.startVisit(this.options.apiBase, this.options.chatbotId, fresh)
      this.applyLook(core, core.lookOf(config))
      if (!this.greeted) {
        this.greeted = true
        const { root, bubble } = this.launcher
        void core.greet({ root, bubble, store: core.chatbotStore(this.options.chatbotId), open: () => this.open() }, config)
        this.preloadWhenIdle()
      }
      this.setState({ status: 'ready', config })
      this.deps.emit(this.options.chatbotId, 'ready', { chatbotId: this.options.chatbotId, name: config.Name })
    } catch (error) {
      this.fail(error)
    }
  }

  private fail(error: unknown): void {
    const { status: code, message: text } = (error ?? {}) as Failure
    const status = typeof code === 'number' ? code : -1
    const message = typeof text === 'string' ? text : String(error)
    const reason = status === 403 ? 'forbidden' : status === 404 ? 'missing' : status === 0 ? 'offline' : 'error'
    if (reason === 'forbidden') {
      // Only the owner reads the console: say what to change. The refusal itself has no CORS grant, so the page cannot read it.
      this.launcher.host.setAttribute('data-refused', '')
      console.error(`Porchlight: the chat is hidden because this site (${location.host}) is not in the chatbot's Domains setting, and VerifyDomain is on. Add ${location.hostname} to Domains, or turn VerifyDomain off.`)
    } else if (reason !== 'offline') console.warn(`Porchlight: the chat could not load (${message})`)
    else {
      const retry = () => void this.reloadConfig()
      addEventListener('online', retry, { once: true })
      this.undo.push(() => removeEventListener('online', retry))
    }
    this.setState({ status: 'failed', reason, message })
    this.deps.emit(this.options.chatbotId, 'error', { chatbotId: this.options.chatbotId, code: Math.max(0, status), message })
  }

  private setState(state: ConfigState): void {
    this.state = state
    for (const listener of this.listeners) listener(state)
  }

  private applyLook({ colorProperties }: CoreModule, look: Look | undefined): void {
    if (!look) return
    const { host } = this.launcher
    if (look.align === 1) host.setAttribute('data-align', 'left')
    else host.removeAttribute('data-align')
    this.launcher.restyle({
      ...colorProperties('pl-accent', look.color),
      ...colorProperties('pl-user', look.user ?? ''),
      '--pl-stack': String(this.deps.stackIndex(this, look.align))
    })
    this.launcher.setIcon(look.icon)
  }

  /** Loads and mounts the panel once; every caller gets the same promise. */
  private loadPanel(): Promise<PanelApi | undefined> {
    this.start(true)
    this.panel ??= Promise.all([
      this.loadCore(),
      this.deps.load(this.options.assetsUrl, 'panel.js').catch((error: unknown) => {
        throw unreachable('panel', error)
      })
    ]).then(
      ([core, module]) => (this.destroyed ? undefined : (this.mounted = module.mount(this.panelHost(core)))),
      (error: unknown) => {
        this.panel = undefined
        this.fail(error)
        return undefined
      }
    )
    return this.panel
  }

  private panelHost(core: CoreModule) {
    const { host, root, bubble } = this.launcher
    return {
      chatbotId: this.options.chatbotId,
      apiBase: this.options.apiBase,
      root,
      hostElement: host,
      bubble,
      store: core.chatbotStore(this.options.chatbotId),
      config: () => this.state,
      onConfig: (listener: (state: ConfigState) => void) => {
        this.listeners.add(listener)
        return () => void this.listeners.delete(listener)
      },
      reloadConfig: (fresh?: boolean) => this.reloadConfig(fresh),
      emit: (event: WidgetEventName, detail?: unknown) => this.deps.emit(this.options.chatbotId, event, detail),
      openChanged: (open: boolean) => {
        this.isOpen = open
        bubble.setAttribute('aria-expanded', String(open))
        host.toggleAttribute('data-open', open)
        this.deps.emit(this.options.chatbotId, open ? 'open' : 'close', { chatbotId: this.options.chatbotId })
      }
    }
  }

  /**
   * Downloads panel.js into the HTTP cache once the config has come (a refused or missing chatbot
   * never needs it) and the page has loaded and is idle, so the first click opens the chat at
   * once. It is evaluated only when the visitor shows interest (hover, focus, touch, click, the
   * JS API), so a visit without interest costs the page no panel code at all.
   */
  private preloadWhenIdle(): void {
    const schedule = () =>
      whenIdle(() => {
        if (!this.destroyed && !this.panel) void fetch(this.options.assetsUrl + 'panel.js').catch(() => undefined)
      }, 5000, 2000)
    if (document.readyState === 'complete') schedule()
    else addEventListener('load', schedule, { once: true })
  }

  /** The config as it stands; for the registry and tests. */
  get config(): WidgetConfig | undefined {
    return this.state.status === 'ready' ? this.state.config : undefined
  }

  /** 1 when the bubble sits on the left, 0 on the right. */
  get align(): number {
    return this.launcher.host.getAttribute('data-align') === 'left' ? 1 : 0
  }

  /** The shadow host, for tests and the registry. */
  get host(): HTMLElement {
    return this.launcher.host
  }
}
