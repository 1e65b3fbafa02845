import { signal } from '@preact/signals'
import type { WaitingConversation, WaitingListReply } from '../../../server/schemas/live.ts'
import { call } from '../api.ts'
import { hrefOf } from '../router.ts'

/** How many conversations of the workspace wait for a person (0 until known): the console's title shows it. */
export const waitingCount = signal(0)

/** Raises a browser notification (when the user allowed them) for each conversation that started waiting. */
function notifyNew(before: WaitingConversation[], rows: WaitingConversation[]): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const known = new Set(before.map((row) => row.SessionID))
  for (const row of rows) {
    if (known.has(row.SessionID)) continue
    const notification = new Notification(`${row.VisitorName || 'A visitor'} is waiting for a person`, { body: row.FirstQuestion, tag: `porchlight-${row.SessionID}` })
    notification.onclick = () => {
      window.focus()
      location.hash = hrefOf({ page: 'live-conversation', id: row.ChatbotID, sessionId: String(row.SessionID) })
    }
  }
}

/**
 * Follows the waiting queue of every chatbot of the workspace while someone is signed in: the
 * list is read again whenever the workspace's queue stream says a conversation's mode changed
 * (and after each reconnect), `waitingCount` follows it, and a conversation that starts waiting
 * raises a notification when allowed. Returns the function that stops following.
 *
 * @example
 * const stop = followWaitingQueue()
 * waitingCount.value // 2
 * stop()
 */
export function followWaitingQueue(): () => void {
  let known: WaitingConversation[] | undefined
  let loading = Promise.resolve()
  let stopped = false
  const load = () =>
    (loading = loading.then(() =>
      call<WaitingListReply>('GET', '/live/waiting').then(
        ({ List }) => {
          if (stopped) return
          if (known) notifyNew(known, List)
          known = List
          waitingCount.value = List.length
        },
        // The count stays as it was; the next event or reconnect reads it again.
        () => undefined
      )
    ))
  const events = new EventSource('/console/api/live/events')
  events.onmessage = () => void load()
  events.onopen = () => void load()
  return () => {
    stopped = true
    events.close()
    waitingCount.value = 0
  }
}
