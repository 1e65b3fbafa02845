import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'

interface Props {
  title: string
  confirmLabel: string
  children: ComponentChildren
  busy?: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * A modal question (the browser's own dialog: focus stays inside, Escape cancels), opened as
 * soon as it is drawn. The safe choice, Cancel, has the focus first.
 */
export function ConfirmDialog({ title, confirmLabel, children, busy, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    dialog.current?.showModal()
    cancel.current?.focus()
    return () => opener?.isConnected && opener.focus()
  }, [])
  return (
    <dialog ref={dialog} class="confirm" aria-labelledby="confirm-title" onCancel={(event) => (event.preventDefault(), onCancel())}>
      <h2 id="confirm-title">{title}</h2>
      {children}
      <div class="actions">
        <button type="button" ref={cancel} class="quiet" onClick={onCancel}>Cancel</button>
        <button type="button" class="danger" disabled={busy} onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </dialog>
  )
}
