import { languageCode, loadStrings } from '../panel/i18n/languages.ts'
import type { ChatbotStore, WidgetConfig } from '../shared/bridge.ts'
import css from './teaser.css?inline'

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

/** How long after the config has come the welcome message shows: the visitor sees the page first. */
export const TEASER_DELAY_MS = 3000

/**
 * Speaks the chatbot's UI language before any panel is loaded: labels the closed bubble in
 * it, and shows the welcome message beside the bubble (the teaser) TEASER_DELAY_MS later, while
 * the chat is closed. Nothing of the teaser is built until then, so it takes none of the main
 * thread while the page loads, and a visitor who opens the chat sooner never pays for it. Once
 * the visitor closes it, that visitor does not see it again; with ChatbotPopupOnce it shows on
 * the first visit only. Clicking the message opens the chat. Plain DOM, so a page whose visitor
 * never opens the chat never evaluates the panel. Call once per page load, with the first config.
 *
 * @example
 * await greet({ root, bubble, store: chatbotStore(chatbotId), open: () => widget.open() }, config)
 */
export async function greet(launch: Launch, config: WidgetConfig): Promise<void> {
  const { root, bubble, store } = launch
  const strings = await loadStrings(languageCode(config.AIResponseLanguage))
  if (bubble.getAttribute('aria-expanded') !== 'true') bubble.setAttribute('aria-label', strings.openChat)
  if (config.WelcomeMessage.trim()) setTimeout(show, TEASER_DELAY_MS)

  /** Draws the teaser, unless the widget is gone or this visitor is not to see it (again). */
  function show() {
    if (!bubble.isConnected || store.read<boolean>('local', 'teaser-dismissed')) return
    if (config.ChatbotPopupOnce) {
      if (store.read<boolean>('local', 'teaser-shown')) return
      // Remembered the moment it shows, so the next visit does not show it again.
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
      store.write('local', 'teaser-dismissed', true)
      teaser.remove()
    })
    dismiss.setAttribute('aria-label', strings.dismiss)
    dismiss.title = strings.dismiss
    teaser.append(say, dismiss)
    root.append(teaser)
  }
}
