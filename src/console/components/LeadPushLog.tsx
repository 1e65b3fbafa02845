import { useSignal } from '@preact/signals'
import { useEffect } from 'preact/hooks'
import type { LeadPushListReply } from '../../../server/schemas/leads.ts'
import { call } from '../api.ts'
import { zonedTime } from '../list-query.ts'
import { FormError } from './FormError.tsx'

const TARGETS = { webhook: 'Webhook', followupboss: 'Follow Up Boss' }

/** The newest real-time lead pushes (webhook, Follow Up Boss): status, attempts and the last error. */
export function LeadPushLog({ id }: { id: string }) {
  const pushes = useSignal<LeadPushListReply | undefined>(undefined)
  const error = useSignal('')
  useEffect(() => {
    call<LeadPushListReply>('GET', `/chatbots/${id}/lead-pushes?pageSize=50`).then((reply) => (pushes.value = reply), (caught: Error) => (error.value = caught.message))
  }, [id])
  const list = pushes.value?.List ?? []
  return (
    <>
      <h2>Deliveries to your CRM</h2>
      <FormError message={error.value} />
      {pushes.value && list.length === 0 && <p>No lead has been pushed yet. With WEBHOOK_URL or FOLLOW_UP_BOSS_API_KEY set on the server, each lead goes out the moment it comes.</p>}
      {list.length > 0 && (
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Deliveries">
          <table class="cards">
            <caption>The newest {list.length} of {pushes.value!.VirtualCount.toLocaleString('en')} deliveries</caption>
            <thead>
              <tr><th scope="col">Lead</th><th scope="col">To</th><th scope="col">Event</th><th scope="col">Status</th><th scope="col" class="number">Attempts</th><th scope="col">Last error</th><th scope="col">When</th></tr>
            </thead>
            <tbody>
              {list.map((push) => (
                <tr key={push.PushID}>
                  <th scope="row">Lead {push.LeadID}</th>
                  <td data-label="To">{TARGETS[push.Target]}</td>
                  <td data-label="Event">{push.Event}</td>
                  <td data-label="Status"><span class={`flag ${push.Status === 'failed' ? 'bad' : push.Status === 'delivered' ? 'good' : ''}`}>{push.Status}</span></td>
                  <td class="number" data-label="Attempts">{push.Attempts}</td>
                  <td data-label="Last error">{push.LastError}</td>
                  <td data-label="When">{zonedTime(push.FinishedAt ?? push.CreatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
