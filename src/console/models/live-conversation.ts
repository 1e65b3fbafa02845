import { signal } from '@preact/signals'
import type { Static } from 'typebox'
import type { TranscriptReply } from '../../../server/schemas/conversations.ts'
import type { AgentMessageBody, ConversationMode, LiveEvent, ModeReply } from '../../../server/schemas/live.ts'
import { call, ConsoleApiError, messageOf } from '../api.ts'

/** One message as the Live conversation view shows it. */
export interface LiveLine {
  MessageID: number
  Role: 'user' | 'assistant'
  Content: string
  AgentName?: string
  CreatedAt: string
}

/** The model of one conversation on the Live page. */
export type LiveConversationModel = ReturnType<typeof createLiveConversation>

/** How often at most "typing" is sent while the agent keeps typing, and how long after the last key it ends. */
const TYPING_EVERY_MS = 3000
const TYPING_IDLE_MS = 4000

/**
 * One conversation live: its messages (the transcript, then each new one as it comes), who
 * answers in it, and the agent's actions: take over, reply, typing, hand back.
 *
 * @example
 * const conversation = createLiveConversation(chatbotId, 42)
 * await conversation.takeOver()
 * await conversation.send('Hi, I am Dana.')
 */
export function createLiveConversation(chatbotId: string, sessionId: number) {
  const lines = signal<LiveLine[] | undefined>(undefined)
  const mode = signal<ConversationMode>('assistant')
  const agentName = signal('')
  const error = signal('')
  const busy = signal(false)
  const base = `/chatbots/${encodeURIComponent(chatbotId)}`
  const live = `${base}/live/${sessionId}`

  const add = (line: LiveLine) => {
    const current = lines.peek() ?? []
    if (!current.some((known) => known.MessageID === line.MessageID)) lines.value = [...current, line]
  }
  const load = () =>
    call<Static<typeof TranscriptReply>>('GET', `${base}/conversations/${sessionId}`).then(
      (reply) => {
        const seen = lines.peek() ?? []
        const stored = reply.Messages.filter((message) => !message.Writing)
        lines.value = [...stored, ...seen.filter((line) => !stored.some((message) => message.MessageID === line.MessageID))]
      },
      (caught: unknown) => {
        lines.value ??= []
        // A conversation without messages yet has no transcript (404): its messages come live.
        if (!(caught instanceof ConsoleApiError && caught.status === 404)) error.value = messageOf(caught)
      }
    )
  let reread: ReturnType<typeof setTimeout> | undefined
  const events = new EventSource(`/console/api${live}/events`)
  events.onmessage = ({ data }: MessageEvent<string>) => {
    const event = JSON.parse(data) as LiveEvent
    if (event.Type === 'mode') {
      mode.value = event.Mode
      agentName.value = event.AgentName
    } else if (event.Type === 'message') {
      add(event)
      // While the assistant answers, its answer is in the transcript a moment later.
      if (event.Role === 'user' && mode.peek() !== 'agent') {
        clearTimeout(reread)
        reread = setTimeout(() => void load(), 2500)
      }
    }
  }
  void load()

  const act = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    busy.value = true
    try {
      const result = await work()
      error.value = ''
      return result
    } catch (caught) {
      error.value = messageOf(caught)
      return undefined
    } finally {
      busy.value = false
    }
  }
  const changeMode = async (action: 'take-over' | 'hand-back') => {
    const reply = await act(() => call<ModeReply>('POST', `${live}/${action}`))
    if (reply) {
      mode.value = reply.Mode
      agentName.value = reply.AgentName
    }
  }

  let typingSince = 0
  let typingEnd: ReturnType<typeof setTimeout> | undefined
  const setTyping = (on: boolean) => call<null>('POST', `${live}/typing`, { on }).catch(() => undefined)
  const stopTyping = () => {
    clearTimeout(typingEnd)
    if (typingSince) void setTyping(false)
    typingSince = 0
  }

  return {
    lines,
    mode,
    agentName,
    error,
    busy,
    takeOver: () => changeMode('take-over'),
    handBack: () => changeMode('hand-back'),
    /** Sends the agent's message; resolves true when it was sent. */
    async send(content: string): Promise<boolean> {
      stopTyping()
      const reply = await act(() => call<{ MessageID: number }>('POST', `${live}/messages`, { content } satisfies AgentMessageBody))
      if (reply) add({ MessageID: reply.MessageID, Role: 'assistant', Content: content, AgentName: agentName.peek(), CreatedAt: new Date().toISOString() })
      return reply !== undefined
    },
    /** The agent pressed a key: the visitor sees them typing until they stop for a moment. */
    typed(): void {
      if (mode.peek() !== 'agent') return
      if (Date.now() - typingSince > TYPING_EVERY_MS) {
        typingSince = Date.now()
        void setTyping(true)
      }
      clearTimeout(typingEnd)
      typingEnd = setTimeout(stopTyping, TYPING_IDLE_MS)
    },
    dispose(): void {
      stopTyping()
      clearTimeout(reread)
      events.close()
    }
  }
}
