import { useSignal } from '@preact/signals'
import { useEffect, useMemo } from 'preact/hooks'
import { createLiveQueue } from '../models/live-queue.ts'
import { hrefOf } from '../router.ts'
import { FormError } from './FormError.tsx'
import { ShowingNotices } from './ShowingNotices.tsx'

const TITLE = 'Live conversations'

/** Asks the browser to show notifications; shown only while the agent has not decided. */
function NotificationSwitch() {
  const permission = useSignal(typeof Notification === 'undefined' ? 'denied' : Notification.permission)
  if (permission.value !== 'default') return null
  return (
    <button type="button" class="quiet" onClick={() => void Notification.requestPermission().then((answer) => (permission.value = answer))}>
      Notify me when a visitor waits
    </button>
  )
}

/**
 * A chatbot's Live page: the conversations waiting for a person (longest waiting first) and
 * those a person holds, kept up to date as visitors ask and agents take over (the workspace's
 * number waiting is in every page's title, and a new one raises a notification when allowed),
 * and the showing requests visitors make meanwhile.
 */
export function LivePage({ chatbotId }: { chatbotId: string }) {
  const queue = useMemo(() => createLiveQueue(chatbotId), [chatbotId])
  useEffect(() => queue.dispose, [queue])
  const waiting = queue.waiting.value
  const list = queue.list.value

  return (
    <section>
      <h1 tabIndex={-1}>{TITLE}</h1>
      <p role="status">{list === undefined ? 'Loading…' : `${waiting} waiting for a person, ${list.length - waiting} taken over.`}</p>
      <NotificationSwitch />
      <FormError message={queue.error.value} />
      <ShowingNotices chatbotId={chatbotId} showings={queue.showings.value} />
      {list && list.length > 0 && (
        <div class="table-scroll" tabIndex={0} role="region" aria-label="Live conversations">
          <table class="live cards">
            <thead>
              <tr>
                <th scope="col">Conversation</th>
                <th scope="col">State</th>
                <th scope="col">Visitor</th>
                <th scope="col">First question</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.SessionID} class={row.Mode}>
                  <th scope="row"><a href={hrefOf({ page: 'live-conversation', id: chatbotId, sessionId: String(row.SessionID) })}>Conversation {row.SessionID}</a></th>
                  <td data-label="State">{row.Mode === 'waiting' ? 'Waiting' : `With ${row.AgentName}`}</td>
                  <td data-label="Visitor">{row.VisitorName}</td>
                  <td data-label="First question">{row.FirstQuestion}</td>
                  <td data-label="Since">{row.Since ? new Date(row.Since).toLocaleTimeString() : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
