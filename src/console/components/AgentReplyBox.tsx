import { useSignal } from '@preact/signals'
import type { LiveConversationModel } from '../models/live-conversation.ts'

/** The agent's reply box: typing shows in the visitor's widget; Enter or Send sends, Shift+Enter starts a new line. */
export function AgentReplyBox({ conversation }: { conversation: LiveConversationModel }) {
  const text = useSignal('')
  const send = async () => {
    const content = text.value.trim()
    if (!content || conversation.busy.value) return
    if (await conversation.send(content)) text.value = ''
  }
  return (
    <form
      class="reply-box"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <label class="labeled">
        Your reply
        <textarea
          rows={3}
          maxLength={4000}
          value={text.value}
          onInput={(event) => {
            text.value = event.currentTarget.value
            conversation.typed()
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey) return
            event.preventDefault()
            void send()
          }}
        />
      </label>
      <button type="submit" disabled={conversation.busy.value || !text.value.trim()}>Send</button>
    </form>
  )
}
