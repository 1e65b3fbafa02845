import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { ChatbotDetails, ChatbotSummary } from '../../../server/schemas/console.ts'
import { call, messageOf } from '../api.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { FormError } from './FormError.tsx'

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

/** The confirmation before a chatbot goes, naming what goes with it (the owner read call's counts). */
export function RemoveChatbot({ chatbot, onDone }: { chatbot: ChatbotSummary; onDone(removed: boolean): void }) {
  const counts = useSignal<ChatbotDetails['counts'] | undefined>(undefined)
  const error = useSignal('')
  const busy = useSignal(false)
  useEffect(() => {
    call<ChatbotDetails>('GET', `/chatbots/${chatbot.id}`).then(
      (details) => (counts.value = details.counts),
      (caught: Error) => (error.value = caught.message)
    )
  }, [chatbot.id])

  async function remove() {
    busy.value = true
    try {
      await call<null>('DELETE', `/chatbots/${chatbot.id}`)
      onDone(true)
    } catch (caught) {
      error.value = messageOf(caught)
      busy.value = false
    }
  }

  const c = counts.value
  return (
    <ConfirmDialog title={`Remove ${chatbot.name}?`} confirmLabel="Remove for good" busy={busy.value || !c} onConfirm={() => void remove()} onCancel={() => onDone(false)}>
      {c ? (
        <p>
          This removes the chatbot with its {count(c.listings, 'listing', 'listings')}, {count(c.conversations, 'conversation', 'conversations')},{' '}
          {count(c.messages, 'message', 'messages')} and {count(c.files, 'file', 'files')}. Pages that embed it stop showing the chat. It cannot be undone.
        </p>
      ) : (
        <p role="status">Counting what goes with it…</p>
      )}
      <FormError message={error.value} />
    </ConfirmDialog>
  )
}
