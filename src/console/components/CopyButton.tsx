import { useSignal } from '@preact/signals'

/** Copies `text` to the clipboard and says so (or says to copy by hand when the browser refuses). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const state = useSignal('')
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      state.value = 'Copied'
    } catch {
      state.value = 'Copying was refused: select the text and copy it'
    }
  }
  return (
    <span class="copy">
      <button type="button" onClick={() => void copy()}>{label}</button>
      <span role="status" class="copy-state">{state.value}</span>
    </span>
  )
}
