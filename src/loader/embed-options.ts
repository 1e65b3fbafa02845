/** How one widget on the page is set up. */
export interface EmbedOptions {
  chatbotId: string
  /** The API's origin (and path prefix), no trailing slash. */
  apiBase: string
  /** The folder that holds panel.js and its chunks, with a trailing slash. */
  assetsUrl: string
  /**
   * Also push this widget's events to `window.dataLayer` (Google Tag Manager), as
   * `porchlight_<event>`: `true` without the text of messages, answers and feedback comments
   * (counts, ids, ratings only), `'text'` with it.
   */
  dataLayer?: DataLayerOption
}

/** `true`: events without chat text; `'text'`: with it. */
export type DataLayerOption = true | 'text'

/** `window.PorchlightConfig`: one object, or an array of them for several chatbots. */
export interface GlobalConfig {
  chatbotId?: string
  apiBase?: string
  assetsUrl?: string
  dataLayer?: boolean | 'text'
}

const CHATBOT_ID = /^[0-9a-f]{32}$/i

/** `data-data-layer="true"` or `dataLayer: true` → true, `"text"` → 'text', anything else → off. */
const dataLayerOption = (value: unknown): DataLayerOption | undefined => (value === 'text' ? value : value === true || value === 'true' || undefined)

/**
 * The folder of the panel files. The server serves the loader at /widget.js and the rest at
 * /widget/*; a loader that already sits in a folder named widget has them beside it. Plain
 * string work on the serialized URL a script's src always is: the URL class's first use costs
 * the host page more than the rest of this file.
 */
function defaultAssetsUrl(scriptSrc: string): string {
  const path = scriptSrc.replace(/[?#].*/s, '')
  const folder = path.slice(0, path.lastIndexOf('/') + 1)
  return folder.endsWith('/widget/') ? folder : folder + 'widget/'
}

/** `scheme://host[:port]` of a serialized URL. */
const originOf = (url: string) => /^[^:/?#]+:\/\/[^/?#]*/.exec(url)?.[0] ?? url

const withSlash = (url: string) => (url.endsWith('/') ? url : url + '/')

/**
 * Every widget the page asks for: the script tag's data attributes and the global config
 * object(s). Entries without a valid chatbot ID are reported on the console and skipped.
 *
 * @example
 * // <script src="https://chat.example.com/widget.js" data-chatbot-id="0123…" async></script>
 * readEmbedOptions(document.currentScript, window.PorchlightConfig)
 * // [{ chatbotId: '0123…', apiBase: 'https://chat.example.com', assetsUrl: 'https://chat.example.com/widget/' }]
 */
export function readEmbedOptions(script: HTMLScriptElement | null, global?: GlobalConfig | GlobalConfig[]): EmbedOptions[] {
  const src = script?.src || document.querySelector<HTMLScriptElement>('script[src*="widget.js"]')?.src || location.href
  const base = {
    apiBase: originOf(src),
    assetsUrl: defaultAssetsUrl(src)
  }
  const data = (name: string) => script?.getAttribute(`data-${name}`) ?? undefined
  const wanted: GlobalConfig[] = [
    // getAttribute rather than dataset: a DOMStringMap's first use costs the page too.
    { chatbotId: data('chatbot-id'), apiBase: data('api-base'), assetsUrl: data('assets-url'), dataLayer: dataLayerOption(data('data-layer')) },
    ...(Array.isArray(global) ? global : global ? [global] : [])
  ]
  const found: EmbedOptions[] = []
  for (const entry of wanted) {
    if (!entry.chatbotId) continue
    if (!CHATBOT_ID.test(entry.chatbotId)) {
      console.warn(`Porchlight: "${entry.chatbotId}" is not a chatbot ID (32 hex characters)`)
      continue
    }
    if (found.some((options) => options.chatbotId === entry.chatbotId)) continue
    found.push({
      chatbotId: entry.chatbotId.toLowerCase(),
      apiBase: (entry.apiBase || base.apiBase).replace(/\/+$/, ''),
      assetsUrl: entry.assetsUrl ? withSlash(new URL(entry.assetsUrl, src).href) : base.assetsUrl,
      dataLayer: dataLayerOption(entry.dataLayer)
    })
  }
  return found
}
