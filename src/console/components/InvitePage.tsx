import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { InviteInfo } from '../../../server/schemas/console.ts'
import { call, messageOf } from '../api.ts'
import { acceptInvite } from '../models/session.ts'
import { FormError } from './FormError.tsx'
import { LabeledField } from './LabeledField.tsx'

/** Where an invitation link leads: who is invited to which workspace, then name and password to join. */
export function InvitePage({ token }: { token: string }) {
  const invite = useSignal<InviteInfo | undefined>(undefined)
  const problem = useSignal('')
  const name = useSignal('')
  const password = useSignal('')
  const error = useSignal('')
  const busy = useSignal(false)

  useEffect(() => {
    call<InviteInfo>('GET', `/invites/${encodeURIComponent(token)}`).then(
      (info) => (invite.value = info),
      (caught: Error) => (problem.value = caught.message)
    )
  }, [token])

  async function submit(event: Event) {
    event.preventDefault()
    busy.value = true
    error.value = ''
    try {
      await acceptInvite(token, name.value.trim(), password.value)
      location.hash = '#/chatbots'
    } catch (caught) {
      error.value = messageOf(caught)
    } finally {
      busy.value = false
    }
  }

  const info = invite.value
  return (
    <section class="narrow">
      <h1 tabIndex={-1}>{info ? `Join ${info.workspaceName}` : 'Invitation'}</h1>
      <FormError message={problem.value} />
      {!info && !problem.value && <p role="status">Loading…</p>}
      {info && (
        <form class="stack" onSubmit={submit}>
          <p>You are invited as {info.role === 'owner' ? 'an owner' : 'an agent'}, with the e-mail address <strong>{info.email}</strong>.</p>
          <LabeledField id="invitee-name" label="Your name" rule="1 to 100 characters">
            <input id="invitee-name" required maxLength={100} autoComplete="name" aria-describedby="invitee-name-rule" value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
          </LabeledField>
          <LabeledField id="invitee-password" label="Choose a password" rule="10 to 200 characters">
            <input id="invitee-password" type="password" required minLength={10} maxLength={200} autoComplete="new-password" aria-describedby="invitee-password-rule" value={password.value} onInput={(e) => (password.value = e.currentTarget.value)} />
          </LabeledField>
          <FormError message={error.value} />
          <button type="submit" disabled={busy.value}>Join</button>
        </form>
      )}
    </section>
  )
}
