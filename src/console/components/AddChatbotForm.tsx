import { useSignal } from '@preact/signals'
import type { CreatedChatbot } from '../../../server/schemas/console.ts'
import { call, messageOf } from '../api.ts'
import { navigate } from '../router.ts'
import { FormError } from './FormError.tsx'
import { LabeledField } from './LabeledField.tsx'

/** Adds a chatbot by name, in the browser's time zone, and opens its settings. */
export function AddChatbotForm({ onAdded }: { onAdded(): void }) {
  const name = useSignal('')
  const error = useSignal('')
  async function submit(event: Event) {
    event.preventDefault()
    error.value = ''
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      const { id } = await call<CreatedChatbot>('POST', '/chatbots', { name: name.value.trim(), timeZone })
      name.value = ''
      onAdded()
      navigate({ page: 'settings', id })
    } catch (caught) {
      error.value = messageOf(caught)
    }
  }
  return (
    <form class="inline-form" onSubmit={submit} aria-labelledby="add-chatbot">
      <h2 id="add-chatbot">Add a chatbot</h2>
      <LabeledField id="new-chatbot-name" label="Name" rule="1 to 100 characters">
        <input id="new-chatbot-name" required maxLength={100} value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} aria-describedby="new-chatbot-name-rule add-chatbot-error" />
      </LabeledField>
      <button type="submit">Add</button>
      <FormError id="add-chatbot-error" message={error.value} />
    </form>
  )
}
