import { computed, signal } from '@preact/signals'
import type { LiveConversation, LiveListReply } from '../../../server/schemas/live.ts'
import { call, messageOf } from '../api.ts'

/** The Live page's model: the waiting queue and the taken-over conversations of one chatbot, live. */
export type LiveQueue = ReturnType<typeof createLiveQueue>

/**
 * Follows a chatbot's waiting queue: the list is read again whenever the queue's event stream
 * says something changed. A conversation that starts waiting raises a browser notification
 * when the agent allowed them.
 *
 * @example
 * const queue = createLiveQueue(chatbotId)
 * queue.waiting.value // 2
 * queue.dispose()
 */
export function createLiveQueue(chatbotId: string) {
  const list = signal<LiveConversation[] | undefined>(undefined)
  const error = signal('')
  const waiting = computed(() => list.value?.filter((row) => row.Mode === 'waiting').length ?? 0)
  const path = `/chatbots/${encodeURIComponent(chatbotId)}/live`

  const notify = (rows: LiveConversation[]) => {
    const before = list.peek()
    if (!before || typeof Notification === 'undefined' || Notification.permission !== 'granted') return
    const known = new Set(before.filter((row) => row.Mode === 'waiting').map((row) => row.SessionID))
    for (const row of rows) {
      if (row.Mode === 'waiting' && !known.has(row.SessionID)) {
        new Notification(`${row.VisitorName || 'A visitor'} is waiting for a person`, { body: row.FirstQuestion, tag: `porchlight-${row.SessionID}` })
      }
    }
  }
  let loading = Promise.resolve()
  const load = () =>
    (loading = loading.then(() =>
      call<LiveListReply>('GET', path).then(
        (reply) => {
          notify(reply.List)
          list.value = reply.List
          error.value = ''
        },
        (caught: unknown) => void (error.value = messageOf(caught))
      )
    ))
  const events = new EventSource(`/console/api${path}/events`)
  events.onmessage = () => void load()
  // Reconnected after a break: what changed meanwhile is in the list.
  events.onopen = () => void load()
  return { list, error, waiting, load, dispose: () => events.close() }
}
