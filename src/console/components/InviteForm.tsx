import { useSignal } from '@preact/signals'
import type { ConsoleRole, CreatedInvite } from '../../../server/schemas/console.ts'
import { call, messageOf } from '../api.ts'
import { CopyButton } from './CopyButton.tsx'
import { FormError } from './FormError.tsx'
import { LabeledField } from './LabeledField.tsx'

/** Invites someone by e-mail as owner or agent; the one-time link is shown to pass on (and mailed when SMTP is set). */
export function InviteForm({ onInvited }: { onInvited(): void }) {
  const email = useSignal('')
  const role = useSignal<ConsoleRole>('agent')
  const error = useSignal('')
  const created = useSignal<CreatedInvite | undefined>(undefined)

  async function submit(event: Event) {
    event.preventDefault()
    error.value = ''
    created.value = undefined
    try {
      created.value = await call<CreatedInvite>('POST', '/team/invites', { email: email.value.trim(), role: role.value })
      email.value = ''
      onInvited()
    } catch (caught) {
      error.value = messageOf(caught)
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <LabeledField id="invite-email" label="E-mail" rule="An address such as agent@example.com">
        <input id="invite-email" type="email" required aria-describedby="invite-email-rule" value={email.value} onInput={(e) => (email.value = e.currentTarget.value)} />
      </LabeledField>
      <LabeledField id="invite-role" label="Role" rule="Agents see the chatbots and Install, not settings, keys or team">
        <select id="invite-role" aria-describedby="invite-role-rule" value={role.value} onChange={(e) => (role.value = e.currentTarget.value as ConsoleRole)}>
          <option value="agent">Agent</option>
          <option value="owner">Owner</option>
        </select>
      </LabeledField>
      <button type="submit">Invite</button>
      <FormError message={error.value} />
      {created.value && (
        <div class="invite-link" role="status">
          <p>
            Invitation made. Give this link to them (it works once, until {new Date(created.value.expiresAt).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })}; it was also e-mailed when the server sends mail):
          </p>
          <p><code class="link">{created.value.link}</code></p>
          <CopyButton text={created.value.link} label="Copy the link" />
        </div>
      )}
    </form>
  )
}
