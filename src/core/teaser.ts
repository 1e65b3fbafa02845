import { languageCode, loadStrings } from '../panel/i18n/languages.ts'
import type { ChatbotStore, WidgetConfig } from '../shared/bridge.ts'
import css from './teaser.css?inline'

const SVG = 'http://www.w3.org/2000/svg'
const CLOSE = 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z'

/** One sheet for every widget on the page. */
let sheet: CSSStyleSheet | undefined

/** What the loader lends: the shadow root with the bubble in it, and how to open the chat. */
export interface Launch {
  root: ShadowRoot
  bubble: HTMLButtonElement
  store: ChatbotStore
  open(): void
}

function button(className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.className = className
  element.onclick = onClick
  return element
}

/**
 * Speaks the chatbot's UI language before any panel is loaded: labels the closed bubble in
 * it, and shows the welcome message beside the bubble (the teaser) while the chat is closed,
 * until the visitor dismisses it for this browser session; with ChatbotPopupOnce only on the
 * first visit ever. Clicking the message opens the chat. Plain DOM, so a page whose visitor
 * never opens the chat never evaluates the panel. Call once per page load, with the first config.
 *
 * @example
 * await greet({ root, bubble, store: chatbotStore(chatbotId), open: () => widget.open() }, config)
 */
export async function greet(launch: Launch, config: WidgetConfig): Promise<void> {
  const { root, bubble, store } = launch
  const strings = await loadStrings(languageCode(config.AIResponseLanguage))
  if (bubble.getAttribute('aria-expanded') !== 'true') bubble.setAttribute('aria-label', strings.openChat)
  const message = config.WelcomeMessage.trim()
  if (!message || store.read<boolean>('session', 'teaser-dismissed') === true) return
  if (config.ChatbotPopupOnce) {
    if (store.read<boolean>('local', 'teaser-shown') === true) return
    // Remembered the moment it shows, so a visitor who leaves at once does not see it again.
    store.write('local', 'teaser-shown', true)
  }
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
  }
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]

  const teaser = document.createElement('div')
  teaser.className = 'teaser'
  teaser.dir = strings.dir
  const say = button('say', launch.open)
  say.dir = 'auto'
  say.textContent = config.WelcomeMessage
  const dismiss = button('dismiss', () => {
    store.write('session', 'teaser-dismissed', true)
    teaser.remove()
  })
  dismiss.setAttribute('aria-label', strings.dismiss)
  dismiss.title = strings.dismiss
  const icon = dismiss.appendChild(document.createElementNS(SVG, 'svg'))
  icon.setAttribute('viewBox', '0 0 24 24')
  icon.setAttribute('aria-hidden', 'true')
  icon.appendChild(document.createElementNS(SVG, 'path')).setAttribute('d', CLOSE)
  teaser.append(say, dismiss)
  root.append(teaser)
}
