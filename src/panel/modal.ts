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

