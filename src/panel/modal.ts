/** What Tab can reach inside the dialog. */
const TABBABLE = 'button:not([disabled]),textarea:not([disabled]),input:not([disabled]),a[href],[tabindex="0"]'

/**
 * Keeps Tab inside the open dialog: from its last control Tab goes to the first, and Shift+Tab
 * from the first to the last. Returns true when it moved the focus.
 *
 * @example
 * onKeyDown={(event) => event.key === 'Tab' && trapTab(event, dialog, root)}
 */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement, root: ShadowRoot): boolean {
  const items = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((item) => !item.closest('[hidden]'))
  const first = items[0]
  const last = items.at(-1)
  const active = root.activeElement
  const target = event.shiftKey ? (active === first || active === dialog ? last : undefined) : active === last ? first : undefined
  if (!target) return false
  event.preventDefault()
  target.focus()
  return true
}

/** When the panel is full-screen (phones, short or zoomed windows: see panel.css), the page behind is covered. */
const PHONE = '(max-width: 479px), (max-height: 500px)'

/**
 * While the panel covers the whole screen (phones), makes the rest of the page inert, so
 * neither Tab nor a screen reader reaches the links hidden under it. Returns the undo.
 *
 * @example
 * const restore = inertPage(hostElement) // when the panel opens
 */
export function inertPage(host: HTMLElement): () => void {
  const media = window.matchMedia?.(PHONE)
  let made: HTMLElement[] = []
  const restore = () => {
    for (const element of made) element.inert = false
    made = []
  }
  const apply = () => {
    restore()
    if (!media?.matches) return
    for (const element of document.body.children) {
      if (element !== host && element instanceof HTMLElement && !element.inert && !element.contains(host)) {
        element.inert = true
        made.push(element)
      }
    }
  }
  apply()
  media?.addEventListener?.('change', apply)
  return () => {
    media?.removeEventListener?.('change', apply)
    restore()
  }
}
