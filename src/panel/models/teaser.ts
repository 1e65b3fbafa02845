import { computed, effect, signal, type ReadonlySignal } from '@preact/signals'
import type { ChatbotStore, WidgetConfig } from '../../shared/bridge.ts'

/**
 * The welcome message beside the bubble. It shows while the chat is closed, until the visitor
 * dismisses it or opens the chat (for this browser session). With ChatbotPopupOnce it shows
 * on the first visit only: being shown once is remembered for good.
 *
 * @example
 * const teaser = createTeaser(host.store, config, open)
 * if (teaser.visible.value) render(<Teaser />)
 */
export function createTeaser(store: ChatbotStore, config: ReadonlySignal<WidgetConfig | undefined>, open: ReadonlySignal<boolean>) {
  const dismissed = signal(store.read<boolean>('session', 'teaser-dismissed') === true)
  // Read once at start: the visit that shows it for the first time still shows it.
  const shownBefore = store.read<boolean>('local', 'teaser-shown') === true
  const visible = computed(() => {
    const current = config.value
    if (!current?.WelcomeMessage.trim() || dismissed.value || open.value) return false
    return !(current.ChatbotPopupOnce && shownBefore)
  })
  // Remembered the moment it shows, so a visitor who leaves at once does not see it again.
  const dispose = effect(() => {
    if (visible.value && config.value?.ChatbotPopupOnce) store.write('local', 'teaser-shown', true)
  })
  return {
    visible,
    dismiss(): void {
      dismissed.value = true
      store.write('session', 'teaser-dismissed', true)
    },
    dispose
  }
}
