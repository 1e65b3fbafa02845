import { computed, effect } from '@preact/signals-core'
import type { LiveEvent } from '../../../server/schemas/live.ts'
import type { WidgetConfig } from '../../shared/bridge.ts'
import { eventLines } from '../../api/ask-stream.ts'
import { jsonHeaders } from '../../api/envelope.ts'
import { chatStoreKind } from '../../shared/storage.ts'
import type { WidgetModel } from '../models/widget.ts'

/** The first wait before following the conversation again after the stream broke; it doubles up to RETRY_MAX_MS. */
const RETRY_MS = 1000
const RETRY_MAX_MS = 30_000
/** A typing person who sent nothing for this long has stopped (their "stopped" may have been lost). */
const TYPING_MS = 20_000

/** Where the last live event seen is kept, with the conversation, for a reload to go on after it. */
interface Seen {
  session: number
  after: number
}

const following = new WeakSet<WidgetModel>()

/**
 * Follows a conversation a person was asked for or holds, through LiveEvents, while the chat's
 * mode is not `assistant`: the person's messages join the conversation (with their name, so a
 * reload and the other tabs keep them), their typing shows, and a mode change (taken over,
 * handed back) is the chat's mode. A broken stream is followed again after the last event seen.
 * Its own chunk: only a conversation with a person loads it.
 *
 * @example
 * followPerson(model)
 */
export function followPerson(model: WidgetModel): void {
  if (following.has(model)) return
  following.add(model)
  const { chat, config, host } = model
  const involved = computed(() => chat.mode.value !== 'assistant')
  const kind = () => chatStoreKind(Boolean(config.peek()?.RemoveChatLogOnBrowserClose))
  let typingTimer: ReturnType<typeof setTimeout> | undefined
  const typing = (name: string) => {
    clearTimeout(typingTimer)
    chat.personTyping.value = name
    if (name) typingTimer = setTimeout(() => (chat.personTyping.value = ''), TYPING_MS)
  }

  const apply = (event: LiveEvent) => {
    if (event.Type === 'mode') {
      chat.mode.value = event.Mode
      chat.person.value = event.AgentName
      if (event.Mode === 'assistant') typing('')
    } else if (event.Type === 'typing') {
      typing(event.On ? event.AgentName : '')
    } else if (event.Type === 'message' && event.Role === 'assistant') {
      typing('')
      const id = `p${event.MessageID}`
      if (chat.messages.peek().some((message) => message.id === id)) return
      chat.messages.value = [...chat.messages.peek(), { id, role: 'assistant', text: event.Content, agentName: event.AgentName }]
      host.emit('message', { chatbotId: host.chatbotId, role: 'assistant', text: event.Content, agentName: event.AgentName })
    }
  }

  async function follow(current: WidgetConfig, signal: AbortSignal): Promise<void> {
    for (let wait = RETRY_MS; !signal.aborted; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
      try {
        const seen = host.store.read<Seen>(kind(), 'live')
        const response = await fetch(`${host.apiBase}/chat/Chat/LiveEvents`, {
          method: 'POST',
          headers: { ...jsonHeaders(current.SessionKey), accept: 'text/event-stream' },
          body: JSON.stringify({ sessionID: current.SessionID, ...(seen?.session === current.SessionID && { after: seen.after }) }),
          signal
        })
        if (response.ok && response.body) {
          wait = RETRY_MS / 2
          const parser = eventLines((data, id) => {
            apply(JSON.parse(data) as LiveEvent)
            if (id) host.store.write(kind(), 'live', { session: current.SessionID, after: Number(id) } satisfies Seen)
          })
          const reader = response.body.getReader()
          const decoder = new TextDecoder()
          for (let chunk; !(chunk = await reader.read()).done; ) parser.feed(decoder.decode(chunk.value, { stream: true }))
        }
      } catch {
        // A broken connection, or the abort that ends following: the loop decides.
      }
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }

  let controller: AbortController | undefined
  effect(() => {
    const current = config.value
    const on = involved.value
    controller?.abort()
    controller = undefined
    if (!current || !on) return
    controller = new AbortController()
    void follow(current, controller.signal)
  })
}
