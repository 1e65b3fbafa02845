import { useEffect, useLayoutEffect, useState } from 'preact/hooks'
import { adoptSheet } from '../adopt-sheet.ts'
import { useModel } from '../models/context.ts'
import { Icon } from './Icon.tsx'
import css from './teaser.css?inline'

/** How long after the page loaded the teaser appears: the visitor sees the page first. */
export const TEASER_DELAY_MS = 3000

/**
 * The welcome message beside the bubble, from TEASER_DELAY_MS after the page loaded, while
 * the chat is closed; clicking it opens the chat. Once the visitor closes it, that visitor
 * does not see it again; with ChatbotPopupOnce it shows on the first visit only (being shown
 * once is remembered for good). A chunk of its own with its own stylesheet: it shows only
 * after the delay, so the text chat does not wait for it.
 *
 * @example
 * const Teaser = lazyPart(() => import('./Teaser.tsx').then((module) => module.Teaser))
 */
export function Teaser() {
  const { config, strings, open, setOpen, host } = useModel()
  const { store } = host
  const [due, setDue] = useState(() => performance.now() >= TEASER_DELAY_MS)
  const [closed, setClosed] = useState(() => store.read<boolean>('local', 'teaser-dismissed') === true)
  // Read once: the visit that shows it for the first time still shows it.
  const [shownBefore] = useState(() => store.read<boolean>('local', 'teaser-shown') === true)
  const current = config.value
  const visible = due && !closed && !open.value && Boolean(current?.WelcomeMessage.trim()) && !(current?.ChatbotPopupOnce && shownBefore)
  useEffect(() => {
    if (due) return
    const timer = setTimeout(() => setDue(true), TEASER_DELAY_MS - performance.now())
    return () => clearTimeout(timer)
  }, [due])
  // Remembered the moment it shows (not after the next paint), so a visitor who leaves at once does not see it again.
  useLayoutEffect(() => {
    if (visible && current?.ChatbotPopupOnce) store.write('local', 'teaser-shown', true)
  }, [visible])
  if (!visible) return null
  adoptSheet(host.root, css)
  const s = strings.value
  return (
    <div class="teaser" dir={s.dir}>
      <button type="button" class="say" dir="auto" onClick={() => setOpen(true)}>
        {current?.WelcomeMessage}
      </button>
      <button
        type="button"
        class="icon dismiss"
        aria-label={s.dismiss}
        title={s.dismiss}
        onClick={() => {
          setClosed(true)
          store.write('local', 'teaser-dismissed', true)
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  )
}
