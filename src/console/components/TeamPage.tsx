import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { ConsoleRole, Team, TeamUser } from '../../../server/schemas/console.ts'
import { call } from '../api.ts'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { FormError } from './FormError.tsx'
import { InviteForm } from './InviteForm.tsx'

const day = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })

/** The workspace's people and their roles, pending invitations, and inviting someone. */
export function TeamPage() {
  const team = useSignal<Team | undefined>(undefined)
  const error = useSignal('')
  const removing = useSignal<TeamUser | undefined>(undefined)

  const load = () => call<Team>('GET', '/team').then((reply) => (team.value = reply), (caught: Error) => (error.value = caught.message))
  useEffect(() => void load(), [])

  const act = (work: Promise<unknown>) => {
    error.value = ''
    return work.then(load, (caught: Error) => {
      error.value = caught.message
      return load()
    })
  }
  const changeRole = (user: TeamUser, role: ConsoleRole) => act(call('PATCH', `/team/users/${user.id}`, { role }))

  return (
    <section>
      <h1 tabIndex={-1}>Team</h1>
      <FormError message={error.value} />
      {!team.value ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <div class="table-scroll" tabIndex={0} role="region" aria-label="People">
            <table class="cards">
              <caption>People</caption>
              <thead>
                <tr><th scope="col">Name</th><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr>
              </thead>
              <tbody>
                {team.value.users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">{user.name}{user.you && ' (you)'}</th>
                    <td data-label="E-mail">{user.email}</td>
                    <td data-label="Role">
                      <select aria-label={`Role of ${user.name || user.email}`} value={user.role} onChange={(e) => void changeRole(user, e.currentTarget.value as ConsoleRole)}>
                        <option value="owner">Owner</option>
                        <option value="agent">Agent</option>
                      </select>
                    </td>
                    <td class="actions">
                      <button type="button" class="quiet danger-text" aria-label={`Remove ${user.name || user.email}`} onClick={() => (removing.value = user)}>Remove</button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {team.value.invites.length > 0 && (
            <div class="table-scroll" tabIndex={0} role="region" aria-label="Invitations">
              <table class="cards">
                <caption>Invitations not yet accepted</caption>
                <thead>
                  <tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr>
                </thead>
                <tbody>
                  {team.value.invites.map((invite) => (
                    <tr key={invite.id}>
                      <th scope="row">{invite.email}</th>
                      <td data-label="Role">{invite.role}</td>
                      <td data-label="Expires">{day(invite.expiresAt)}</td>
                      <td class="actions">
                        <button type="button" class="quiet danger-text" aria-label={`Cancel the invitation of ${invite.email}`} onClick={() => void act(call('DELETE', `/team/invites/${invite.id}`))}>Cancel</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <InviteForm onInvited={() => void load()} />
      {removing.value && (
        <ConfirmDialog
          title={`Remove ${removing.value.name || removing.value.email}?`}
          confirmLabel="Remove"
          onCancel={() => (removing.value = undefined)}
          onConfirm={() => {
            const user = removing.value!
            removing.value = undefined
            void act(call('DELETE', `/team/users/${user.id}`))
          }}
        >
          <p>They are signed out everywhere at once and can no longer sign in. Their conversations and leads stay.</p>
        </ConfirmDialog>
      )}
    </section>
  )
}
