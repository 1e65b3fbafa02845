import css from './loader.css?inline'

/** Built on first use and shared: every widget on the page adopts the same sheet. */
let sheet: CSSStyleSheet | undefined

/** The elements the loader draws before anything else is known. */
export interface Launcher {
  host: HTMLElement
  root: ShadowRoot
  bubble: HTMLButtonElement
  /** Shows the chatbot's ChatIcon in the bubble, or the default icon for an empty URL. */
  setIcon(url: string): void
  /** Sets custom properties (`--name`) on the shadow host, replacing those set before. */
  restyle(properties: Record<string, string>): void
}

/**
 * Draws the shadow host and the chat bubble at once, styled by a constructable stylesheet
 * (a strict CSP allows it, unlike a style element or attribute).
 *
 * @example
 * const { host, bubble } = drawLauncher()
 * bubble.addEventListener('click', toggle)
 */
export function drawLauncher(): Launcher {
  const host = document.createElement('porchlight-widget')
  const root = host.attachShadow({ mode: 'open' })
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  root.adoptedStyleSheets = [sheet]

  const bubble = document.createElement('button')
  bubble.type = 'button'
  bubble.className = 'bubble'
  bubble.setAttribute('aria-label', 'Open chat')
  bubble.setAttribute('aria-expanded', 'false')
  bubble.setAttribute('aria-haspopup', 'dialog')
  // The icons are drawn by the stylesheet (loader.css).
  root.append(bubble)
  // An async script can run while the parser is still in <head>.
  if (document.body) document.body.append(host)
  else document.addEventListener('DOMContentLoaded', () => document.body.append(host), { once: true })

  let propertySheet: CSSStyleSheet | undefined
  let hostRule = ''
  let image: HTMLImageElement | undefined
  let iconUrl = ''
  const showDefault = () => {
    image?.remove()
    image = undefined
    bubble.className = 'bubble'
  }
  return {
    host,
    root,
    bubble,
    // A sheet of the shadow root rather than the host's style attribute: the first use of an
    // element's style object costs the page more than all of this, and important declarations
    // of the shadow tree win over whatever the page's stylesheets set on the host.
    // The same properties again (GetConfig agreeing with the remembered look) cost nothing.
    restyle(properties) {
      const rule = `:host{${Object.entries(properties).map(([name, value]) => `${name}:${value}!important;`).join('')}}`
      if (rule === hostRule) return
      hostRule = rule
      if (!propertySheet) {
        propertySheet = new CSSStyleSheet()
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, propertySheet]
      }
      propertySheet.replaceSync(rule)
    },
    setIcon(url) {
      if (url === iconUrl) return
      iconUrl = url
      showDefault()
      if (!url) return
      const shown = (image = document.createElement('img'))
      shown.alt = ''
      shown.src = url
      // A broken icon must not leave an empty bubble.
      shown.onerror = () => image === shown && showDefault()
      bubble.className = 'bubble custom'
      bubble.append(shown)
    }
  }
}
