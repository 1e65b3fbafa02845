import { computed, effect, signal, type ReadonlySignal } from '@preact/signals'
import type { ChatbotStore, WidgetConfig } from '../../shared/bridge.ts'

/** How long after the page loaded the teaser appears: the visitor sees the page first. */
export const TEASER_DELAY_MS = 3000

/**
 * The welcome message beside the bubble, from TEASER_DELAY_MS after the page loaded, while
 * the chat is closed, until the visitor closes it (remembered for this visitor, for good).
 * With ChatbotPopupOnce it shows on the first visit only: being shown once is remembered for
 * good.
 *
 * @example
 * const teaser = createTeaser(host.store, config, open)
 * if (teaser.visible.value) render(<Teaser />)
 */
export function createTeaser(
  store: ChatbotStore,
  config: ReadonlySignal<WidgetConfig | undefined>,
  open: ReadonlySignal<boolean>,
  delayMs = TEASER_DELAY_MS - performance.now()
) {
  const due = signal(delayMs <= 0)
  const timer = due.peek() ? undefined : setTimeout(() => (due.value = true), delayMs)
  const dismissed = signal(store.read<boolean>('local', 'teaser-dismissed') === true)
  // Read once at start: the visit that shows it for the first time still shows it.
  const shownBefore = store.read<boolean>('local', 'teaser-shown') === true
  const visible = computed(() => {
    const current = config.value
    if (!due.value || !current?.WelcomeMessage.trim() || dismissed.value || open.value) return false
    return !(current.ChatbotPopupOnce && shownBefore)
  })
  // Remembered the moment it shows, so a visitor who leaves at once does not see it again.
  const stop = effect(() => {
    if (visible.value && config.value?.ChatbotPopupOnce) store.write('local', 'teaser-shown', true)
  })
  return {
    visible,
    dismiss(): void {
      dismissed.value = true
      store.write('local', 'teaser-dismissed', true)
    },
    dispose(): void {
      clearTimeout(timer)
      stop()
    }
  }
}
