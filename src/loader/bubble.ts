import css from './loader.css?inline'

const SVG = 'http://www.w3.org/2000/svg'
const CHAT_PATH = 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z'
const CLOSE_PATH = 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z'

/** Built on first use and shared: every widget on the page adopts the same sheet. */
let sheet: CSSStyleSheet | undefined

function icon(path: string, className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('class', className)
  const shape = svg.appendChild(document.createElementNS(SVG, 'path'))
  shape.setAttribute('d', path)
  return svg
}

/** The elements the loader draws before anything else is known. */
export interface Launcher {
  host: HTMLElement
  root: ShadowRoot
  bubble: HTMLButtonElement
  /** Shows the chatbot's ChatIcon in the bubble, or the default icon for an empty URL. */
  setIcon(url: string): void
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
  const idle = icon(CHAT_PATH, 'idle')
  bubble.append(idle, icon(CLOSE_PATH, 'shut'))
  root.append(bubble)
  // An async script can run while the parser is still in <head>.
  if (document.body) document.body.append(host)
  else document.addEventListener('DOMContentLoaded', () => document.body.append(host), { once: true })

  let shown: Element = idle
  let iconUrl = ''
  return {
    host,
    root,
    bubble,
    setIcon(url) {
      if (url === iconUrl) return
      iconUrl = url
      let next: Element = idle
      if (url) {
        const image = document.createElement('img')
        image.alt = ''
        image.className = 'idle'
        image.src = url
        // A broken icon must not leave an empty bubble.
        image.onerror = () => {
          image.replaceWith(idle)
          shown = idle
        }
        next = image
      }
      if (next !== shown) shown.replaceWith(next)
      shown = next
    }
  }
}
