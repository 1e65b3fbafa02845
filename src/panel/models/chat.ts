import { batch, computed, signal } from '@preact/signals'
import { streamAnswer, type AskResult } from '../../api/ask-stream.ts'
import { ApiError } from '../../api/envelope.ts'
import type { ConfigModel } from './config.ts'
import { MESSAGE_CHARS, newMessageId, type Attachment, type ChatMessage } from './history.ts'

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
  /** The visitor message's id, sent as clientMessageId: the server answers one id once, whichever tab sends it. */
  id?: string
}

/** What the chat needs from around it. */
export interface ChatDeps {
  config: ConfigModel
  online(): boolean
  emit(event: 'message' | 'error', detail: object): void
}

/** Who answers: the assistant, nobody yet (a person was asked for), or a person (agent). */
export type ConversationMode = 'assistant' | 'waiting' | 'agent'

/** The conversation: sent and finished messages, the answer being streamed, and trouble. */
export type ChatModel = ReturnType<typeof createChat>

type Target = NonNullable<ReturnType<ConfigModel['target']>>

/**
 * What the live chunk (live/resume.ts) lends the chat once it has loaded, so the text chat
 * does not carry it: `id` hears the server's id of each answer as it starts (kept for a
 * reload and for Stop); `resume` gets the error that cut an answer off (or none, to follow
 * the answer of a reload) and follows it again from `written()` characters on, or rethrows.
 */
export interface AnswerHooks {
  id?(answerId: number): void
  resume?(error: unknown, target: Target, onPiece: (piece: string) => void, signal: AbortSignal, written: () => number): Promise<AskResult>
}

/**
 * Sending, streaming, stopping, resuming and retrying. Finished messages go to `messages`; the
 * answer being written lives in `draft` until it ends, so the page's log region announces it
 * once, whole, instead of word by word. An answer belongs to the server: with the live chunk's
 * `hooks` (live/resume.ts), a lost connection follows it again where it stopped.
 *
 * @example
 * const chat = createChat({ config, online: () => navigator.onLine, emit })
 * chat.send({ text: 'Homes in Austin?', type: 'Text', fileIds: [] })
 */
export function createChat(deps: ChatDeps) {
  const messages = signal<ChatMessage[]>([])
  const draft = signal<ChatMessage | undefined>(undefined)
  const trouble = signal<Trouble | undefined>(undefined)
  const streaming = computed(() => draft.value !== undefined)
  /** Set by the server's replies and the config; while not `assistant`, live/person.ts follows the conversation. */
  const mode = signal<ConversationMode>('assistant')
  /** The name of the person who holds the conversation, and of the one typing in it ('' for none). */
  const person = signal('')
  const personTyping = signal('')
  const hooks: AnswerHooks = {}
  let controller: AbortController | undefined
  let last: Outgoing | undefined

  const append = (message: ChatMessage) => (messages.value = [...messages.value, message])

  function troubleOf(error: unknown): Trouble {
    if (!(error instanceof ApiError)) return { kind: 'error', message: '' }
    if (error.status === 429) return { kind: 'rate', message: error.message, until: Date.now() + error.retryAfter * 1000 }
    if (error.status === 403) return { kind: 'forbidden' }
    if (error.status === 0) return deps.online() ? { kind: 'error', message: '' } : { kind: 'offline' }
    return { kind: 'error', message: error.message }
  }

  /**
   * Asks `outgoing` and shows the answer as it is written; without `outgoing`, follows the
   * answer the live chunk names (one the server was writing when the page was reloaded).
   */
  async function ask(outgoing?: Outgoing, renewed = false): Promise<void> {
    const target = deps.config.target()
    if (!target) return
    if (outgoing) last = outgoing
    controller?.abort()
    const mine = (controller = new AbortController())
    // The text is kept here, not read back from the draft, which another tab may also show.
    const id = newMessageId()
    let text = ''
    const show = () => (draft.value = { id, role: 'assistant', text })
    // An answer longer than a message keeps is not held or copied on: the rest is dropped as it comes.
    const onPiece = (piece: string) => {
      if (text.length >= MESSAGE_CHARS) return
      text = (text + piece).slice(0, MESSAGE_CHARS)
      show()
    }
    batch(() => {
      trouble.value = undefined
      show()
    })
    try {
      const result = await (outgoing
        ? streamAnswer(target, '/chat/Chat/ClientAsk', {
          sessionID: target.sessionID, content: outgoing.text, chatAskType: outgoing.type, fileIds: outgoing.fileIds.length ? outgoing.fileIds : null, stream: true, clientMessageId: outgoing.id
        }, onPiece, mine.signal, (answerId) => hooks.id?.(answerId))
        : Promise.reject()
      ).catch((error: unknown) => {
        // The connection broke mid-answer (or the page was reloaded): the server goes on writing it, so follow it again.
        if (!hooks.resume) throw error
        return hooks.resume(error, target, onPiece, mine.signal, () => text.length)
      })
      // ClientAsk's reply says who answers now (a hand back the live stream missed included).
      if (outgoing) mode.value = result.Mode ?? 'assistant'
      // A person holds the conversation: the question went to them and the assistant said nothing.
      if (result.Mode === 'agent' && !result.Answer) {
        draft.value = undefined
        return
      }
      const answer: ChatMessage = {
        id: `a${result.AnswerID || id}`,
        role: 'assistant',
        text: (result.Answer || text).slice(0, MESSAGE_CHARS),
        answerId: result.AnswerID,
        listings: result.Listings,
        state: result.Stopped && 'stopped'
      }
      batch(() => {
        draft.value = undefined
        append(answer)
      })
      deps.emit('message', { role: 'assistant', text: answer.text })
    } catch (error) {
      if (mine !== controller) return // a newer request took over
      const stopped = error instanceof DOMException && error.name === 'AbortError'
      batch(() => {
        draft.value = undefined
        if (text) append({ id, role: 'assistant', text, state: stopped ? 'stopped' : 'failed' })
      })
      // An answer followed after a reload that cannot be followed: what arrived stays, without a notice.
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

  return {
    messages,
    draft,
    trouble,
    streaming,
    mode,
    person,
    personTyping,
    hooks,
    ask,
    /** Shows the visitor's message and asks for the answer (offline, live/resume.ts has it wait instead). */
    send(outgoing: Outgoing): Promise<void> {
      const text = outgoing.text.trim()
      if ((!text && !outgoing.fileIds.length) || streaming.value) return Promise.resolve()
      const id = newMessageId()
      append({ id, role: 'user', text, attachments: outgoing.attachments })
      deps.emit('message', { role: 'user', text })
      return ask({ ...outgoing, text, id })
    },
    /** Stops the answer being streamed (and, with live/resume.ts, at the server); what arrived so far stays, marked as stopped. */
    stop(): void {
      controller?.abort()
    },
    /**
     * Sends the last message again, dropping the broken answer it got: as the same message
     * after the connection was lost (the server answers it once, whether it got it or not),
     * as a new one otherwise (the same id would bring back the broken answer).
     */
    retry(): Promise<void> {
      if (!last || streaming.value) return Promise.resolve()
      const tail = messages.value.at(-1)
      if (tail?.role === 'assistant' && tail.state === 'failed') messages.value = messages.value.slice(0, -1)
      return ask(trouble.value?.kind === 'offline' ? last : { ...last, id: newMessageId() })
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
