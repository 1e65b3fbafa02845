import { batch, computed, signal } from '@preact/signals'
import { askStream, type AskResult } from '../../api/ask-stream.ts'
import { ApiError, postJson } from '../../api/envelope.ts'
import type { ConfigModel } from './config.ts'
import { newMessageId, type Attachment, type ChatMessage } from './history.ts'

/** What went wrong with the last message, and so what the notice says and offers. */
export type Trouble =
  | { kind: 'offline' }
  | { kind: 'rate'; message: string; until: number }
  | { kind: 'forbidden' }
  | { kind: 'error'; message: string }

/** A message on its way: what ClientAsk gets. */
export interface Outgoing {
  text: string
  type: 'Text' | 'Image' | 'Audio'
  fileIds: number[]
  attachments?: Attachment[]
}

/** What the chat needs from around it. */
export interface ChatDeps {
  config: ConfigModel
  online(): boolean
  emit(event: 'message' | 'error', detail: object): void
  /** Remembers the answer being written (its id), or forgets it with undefined, so a reload can follow it again. */
  remember(answerId: number | undefined): void
}

/** The conversation: sent and finished messages, the answer being streamed, and trouble. */
export type ChatModel = ReturnType<typeof createChat>

type Target = NonNullable<ReturnType<ConfigModel['target']>>
/** Starts or follows an answer; `written()` is how much of it has arrived. */
export type Start = (target: Target, onPiece: (piece: string) => void, signal: AbortSignal, onAnswerId: (id: number) => void, written: () => number) => Promise<AskResult>
/** Follows the answer `id` again from `written()` on (live/resume.ts, which also sets it). */
export type Resumer = (target: Target, id: number, onPiece: (piece: string) => void, signal: AbortSignal, written: () => number) => Promise<AskResult>

/**
 * Sending, streaming, stopping, resuming and retrying. Finished messages go to `messages`; the
 * answer being written lives in `draft` until it ends, so the page's log region announces it
 * once, whole, instead of word by word. An answer belongs to the server: a lost connection
 * follows it again from where it stopped (once the live chunk has set `resumer`), and Stop
 * asks the server to end it.
 *
 * @example
 * const chat = createChat({ config, online: () => navigator.onLine, emit, remember })
 * chat.send({ text: 'Homes in Austin?', type: 'Text', fileIds: [] })
 */
export function createChat(deps: ChatDeps) {
  const messages = signal<ChatMessage[]>([])
  const draft = signal<ChatMessage | undefined>(undefined)
  const trouble = signal<Trouble | undefined>(undefined)
  const streaming = computed(() => draft.value !== undefined)
  let controller: AbortController | undefined
  let last: Outgoing | undefined
  let answerId = 0
  const resumer: { fn?: Resumer } = {}

  const append = (message: ChatMessage) => (messages.value = [...messages.value, message])

  function troubleOf(error: unknown): Trouble {
    if (!(error instanceof ApiError)) return { kind: 'error', message: '' }
    if (error.status === 429) return { kind: 'rate', message: error.message, until: Date.now() + error.retryAfter * 1000 }
    if (error.status === 403) return { kind: 'forbidden' }
    if (error.status === 0) return deps.online() ? { kind: 'error', message: '' } : { kind: 'offline' }
    return { kind: 'error', message: error.message }
  }

  async function follow(start: Start, renewed = false, outgoing?: Outgoing): Promise<void> {
    const target = deps.config.target()
    if (!target) return
    controller?.abort()
    const mine = (controller = new AbortController())
    answerId = 0
    // The text is kept here, not read back from the draft, which another tab may also show.
    const id = newMessageId()
    let text = ''
    batch(() => {
      trouble.value = undefined
      draft.value = { id, role: 'assistant', text }
    })
    const onPiece = (piece: string) => {
      text += piece
      draft.value = { id, role: 'assistant', text }
    }
    const written = () => text.length
    const onAnswerId = (id: number) => {
      answerId = id
      deps.remember(id)
    }
    try {
      let result: AskResult
      try {
        result = await start(target, onPiece, mine.signal, onAnswerId, written)
      } catch (error) {
        // The connection broke mid-answer: the server goes on writing it, so follow it again.
        if (!answerId || !resumer.fn || !(error instanceof ApiError && error.status === 0)) throw error
        result = await resumer.fn(target, answerId, onPiece, mine.signal, written)
      }
      const answer: ChatMessage = {
        id: `a${result.AnswerID || newMessageId()}`,
        role: 'assistant',
        text: result.Answer || text,
        answerId: result.AnswerID,
        listings: result.Listings,
        state: result.Stopped ? 'stopped' : undefined
      }
      batch(() => {
        draft.value = undefined
        // Another tab may have shown this answer already.
        messages.value = [...messages.value.filter((message) => message.id !== answer.id), answer]
      })
      deps.remember(undefined)
      deps.emit('message', { role: 'assistant', text: answer.text })
    } catch (error) {
      if (mine !== controller) return // a newer request took over
      const stopped = error instanceof DOMException && error.name === 'AbortError'
      batch(() => {
        draft.value = undefined
        if (text) append({ id, role: 'assistant', text, state: stopped ? 'stopped' : 'failed', answerId: answerId || undefined })
      })
      deps.remember(undefined)
      // Following an answer after a reload that cannot be followed: what arrived stays, without a notice.
      if (stopped || !outgoing) return
      // The visitor key expired or the server forgot it: get a session and try once more.
      if (error instanceof ApiError && error.status === 401 && !renewed) {
        await deps.config.reload()
        return ask(outgoing, true)
      }
      trouble.value = troubleOf(error)
      deps.emit('error', { code: error instanceof ApiError ? error.status : 0, message: error instanceof Error ? error.message : String(error) })
    } finally {
      if (mine === controller) controller = undefined
    }
  }

  function ask(outgoing: Outgoing, renewed = false): Promise<void> {
    last = outgoing
    return follow((target, onPiece, signal, onAnswerId) => askStream(
      target,
      { sessionID: target.sessionID, content: outgoing.text, chatAskType: outgoing.type, fileIds: outgoing.fileIds },
      onPiece, signal, onAnswerId
    ), renewed, outgoing)
  }

  return {
    messages,
    draft,
    trouble,
    streaming,
    /** Shows the visitor's message and asks for the answer; offline, a text waits (marked) until the connection is back. */
    send(outgoing: Outgoing): Promise<void> {
      const text = outgoing.text.trim()
      if ((!text && !outgoing.fileIds.length) || streaming.value) return Promise.resolve()
      const message: ChatMessage = { id: newMessageId(), role: 'user', text, attachments: outgoing.attachments }
      deps.emit('message', { role: 'user', text })
      if (!deps.online() && !outgoing.fileIds.length) {
        append({ ...message, state: 'waiting' })
        return Promise.resolve()
      }
      append(message)
      return ask({ ...outgoing, text })
    },
    /** Asks again without showing the question (it is on screen already: a question written offline). */
    ask,
    /** Starts or follows an answer as the draft (live/resume.ts follows one after a reload). */
    follow,
    resumer,
    /** Stops the answer being streamed, at the server too; what arrived so far stays, marked as stopped. */
    stop(): void {
      const target = deps.config.target()
      if (answerId && target) postJson(target, '/chat/Chat/StopAnswer', { answerID: answerId }).catch(() => undefined)
      controller?.abort()
    },
    /** Sends the last message again, dropping the broken answer it got. */
    retry(): Promise<void> {
      if (!last || streaming.value) return Promise.resolve()
      const tail = messages.value.at(-1)
      if (tail?.role === 'assistant' && tail.state === 'failed') messages.value = messages.value.slice(0, -1)
      return ask(last)
    },
    /** Forgets the conversation on screen; the caller starts a new session. */
    reset(): void {
      controller?.abort()
      controller = undefined
      last = undefined
      batch(() => {
        draft.value = undefined
        trouble.value = undefined
        messages.value = []
      })
    }
  }
}
