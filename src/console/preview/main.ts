/**
 * The preview frame (/console/preview.html): the real widget of this server's build
 * (/widget.js, unchanged), shown with the settings page's draft. The widget asks for its
 * config with GetConfig as on any site; this page answers that one call itself with the
 * config the console sends (the server's own preview call made it from the draft), so what
 * shows is what a visitor would see once the draft is saved. Each new draft restarts the
 * widget (destroy, then boot), which draws it again from the new config.
 */
import type { PorchlightGlobal } from '../../loader/global-api.ts'
import type { WidgetConfig } from '../../../server/schemas/widget-config.ts'
import type { PreviewShow } from './messages.ts'

/** The server's origin: the frame's own origin is opaque, its address is not. */
const serverOrigin = new URL(location.href).origin
let config: WidgetConfig | undefined
/** the last draft the console sent; undefined until the first */
let latest: PreviewShow | undefined
/** the widget's JS API, once widget.js has loaded */
let api: PorchlightGlobal | undefined

const realFetch = window.fetch.bind(window)
window.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (config && url === `${serverOrigin}/chat/Chatbot/GetConfig`) {
    const body = { Data: config, Success: true, Code: 200, Message: '', Version: '' }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
  }
  return realFetch(input, init)
}

/**
 * A Storage kept in memory. The frame has no origin, so the browser gives it no storage; the
 * widget remembers within this page what it would remember on a site (the privacy notice
 * accepted, the teaser closed) across the restarts each draft brings.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear()
  }
}
for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { value: memoryStorage(), configurable: true })

/**
 * The widget moves the focus into its panel when it opens. Here it opens again with every
 * draft, while the owner types in the console's form: the frame takes the focus only while it
 * has it already (the owner is trying the preview), never away from the form.
 */
const focus = HTMLElement.prototype.focus
HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
  if (document.hasFocus()) focus.call(this, options)
}

/** Draws the widget again from `message`'s config: destroy, then boot, then open when asked. */
function restart(widget: PorchlightGlobal, message: PreviewShow) {
  widget.destroy()
  widget.boot([{ chatbotId: message.config.SerialNumber, apiBase: serverOrigin, assetsUrl: `${serverOrigin}/widget/` }])
  if (message.open) widget.open()
}

/**
 * Shows a draft. The first loads widget.js; drafts that come while it loads are kept, and the
 * last of them is drawn once it has loaded, so a quick "phone, then open" is never lost.
 */
function show(message: PreviewShow) {
  config = message.config
  const first = latest === undefined
  latest = message
  if (!first) {
    if (api) restart(api, message)
    return
  }
  const script = document.createElement('script')
  script.src = `${serverOrigin}/widget.js`
  script.setAttribute('data-chatbot-id', message.config.SerialNumber)
  script.addEventListener('load', () => {
    api = window.Porchlight as PorchlightGlobal | undefined
    if (!api) return
    if (latest !== message) restart(api, latest!)
    else if (message.open) api.open()
  })
  document.body.append(script)
}

window.addEventListener('message', (event: MessageEvent<PreviewShow>) => {
  if (event.source !== window.parent || event.origin !== serverOrigin || event.data?.type !== 'porchlight-preview-show') return
  show(event.data)
})
