import { useSignal } from '@preact/signals'
import type { DomainCheckResult } from '../../../server/schemas/console.ts'
import { call, messageOf } from '../api.ts'
import { FormError } from './FormError.tsx'
import { LabeledField } from './LabeledField.tsx'

/** "Would the widget load on this page?", answered by the server's own origin matcher. */
export function DomainCheck({ chatbotId }: { chatbotId: string }) {
  const url = useSignal('')
  const result = useSignal<DomainCheckResult | undefined>(undefined)
  const error = useSignal('')
  async function check(event: Event) {
    event.preventDefault()
    error.value = ''
    result.value = undefined
    try {
      result.value = await call<DomainCheckResult>('POST', `/chatbots/${chatbotId}/domain-check`, { url: url.value.trim() })
    } catch (caught) {
      error.value = messageOf(caught)
    }
  }
  return (
    <form class="domain-check" onSubmit={check} aria-labelledby="domain-check-title">
      <h2 id="domain-check-title">Check a domain</h2>
      <LabeledField id="domain-check-url" label="Would the chat load on this page?" rule="The address of a page, such as https://shop.example.com/homes">
        <input id="domain-check-url" type="text" inputMode="url" required aria-describedby="domain-check-url-rule" value={url.value} onInput={(e) => (url.value = e.currentTarget.value)} />
      </LabeledField>
      <button type="submit">Check</button>
      <FormError message={error.value} />
      <p role="status" class={result.value ? (result.value.allowed ? 'verdict allowed' : 'verdict refused') : 'verdict'}>
        {result.value && `${result.value.allowed ? 'Yes' : 'No'}: ${result.value.reason}`}
      </p>
    </form>
  )
}
