import { computed, signal } from '@preact/signals'
import type { LiveConversation, LiveEvent, LiveListReply, LiveShowingEvent } from '../../../server/schemas/live.ts'
import { call, messageOf } from '../api.ts'

/** The Live page's model: the waiting queue and the taken-over conversations of one chatbot, live. */
export type LiveQueue = ReturnType<typeof createLiveQueue>

/** Showing requests the Live page keeps on screen, newest first. */
const SHOWINGS_KEPT = 20

/** Raises a browser notification (when the user allowed them) for a showing request. */
function notifyShowing(showing: LiveShowingEvent): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  new Notification(`Showing request: ${showing.Address}`, { body: `Preferred times: ${showing.Times}`, tag: `porchlight-showing-${showing.ShowingID}` })
}

/**
 * Follows a chatbot's waiting queue: the list is read again whenever the queue's event stream
 * says something changed (the workspace-wide count and notifications: waiting-queue.ts). The
 * showing requests visitors make meanwhile are kept in `showings`, newest first.
 *
 * @example
 * const queue = createLiveQueue(chatbotId)
 * queue.waiting.value // 2
 * queue.dispose()
 */
export function createLiveQueue(chatbotId: string) {
  const list = signal<LiveConversation[] | undefined>(undefined)
  const error = signal('')
  const showings = signal<LiveShowingEvent[]>([])
  const waiting = computed(() => list.value?.filter((row) => row.Mode === 'waiting').length ?? 0)
  const path = `/chatbots/${encodeURIComponent(chatbotId)}/live`

  let loading = Promise.resolve()
  const load = () =>
    (loading = loading.then(() =>
      call<LiveListReply>('GET', path).then(
        (reply) => {
          list.value = reply.List
          error.value = ''
        },
        (caught: unknown) => void (error.value = messageOf(caught))
      )
    ))
  const events = new EventSource(`/console/api${path}/events`)
  events.onmessage = ({ data }: MessageEvent<string>) => {
    const event = JSON.parse(data) as LiveEvent
    if (event.Type !== 'showing') return void load()
    if (showings.peek().some((showing) => showing.ShowingID === event.ShowingID)) return
    showings.value = [event, ...showings.peek()].slice(0, SHOWINGS_KEPT)
    notifyShowing(event)
  }
  // Reconnected after a break: what changed meanwhile is in the list.
  events.onopen = () => void load()
  return { list, error, waiting, showings, load, dispose: () => events.close() }
}
