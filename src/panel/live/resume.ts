import { effect } from '@preact/signals-core'
import { streamAnswer } from '../../api/ask-stream.ts'
import { ApiError, postJson } from '../../api/envelope.ts'
import { chatStoreKind } from '../../shared/storage.ts'
import type { AnswerHooks } from '../models/chat.ts'
import { newMessageId } from '../models/history.ts'
import type { WidgetModel } from '../models/widget.ts'

/** Tries at following an answer again after the connection broke, a second apart. */
const RESUME_TRIES = 30

/** Where the answer being written is kept for a reload: with the conversation. */
interface Pending {
  session: number
  answerId: number
}

/**
 * Answers and questions that outlive a connection, lent to the chat as its hooks: an answer
 * cut off by the network is followed again (ResumeAnswer) where it stopped, Stop ends it at
 * the server (StopAnswer), an answer that was being written when the page went away is
 * followed to its end after the reload, and questions written offline (kept with the
 * history, so also across a reload) are sent, one after the other, when the connection is
 * back: by the tab that queued them only (its key is in its session storage, which a reload
 * keeps), each with its message id, which the server answers once should a duplicated tab
 * send it too. Part of the live chunk, loaded just after the panel.
 *
 * @example
 * const stop = keepAnswers(model)
 */
export function keepAnswers(model: WidgetModel): () => void {
  const { chat, config, host, online } = model
  let queue = host.store.read<string>('session', 'queue')
  if (typeof queue != 'string') host.store.write('session', 'queue', (queue = newMessageId()))
  const kind = () => chatStoreKind(Boolean(config.peek()?.RemoveChatLogOnBrowserClose))
  /** The server's id of the answer being written (0: none), kept with the conversation for a reload. */
  let writing = 0
  const keep = (answerId: number) => {
    writing = answerId
    host.store.write(kind(), 'answer', answerId && { session: config.peek()?.SessionID, answerId })
  }
  Object.assign(chat.hooks, {
    id: keep,
    // Follows the answer again from what has arrived, until it ends or the tries run out; an
    // error that is not a lost connection (or with no answer to follow) is the chat's to show.
    async resume(error, target, onPiece, signal, written) {
      for (let tries = 1; ; tries++) {
        if (!writing || (error !== undefined && !(error instanceof ApiError && error.status === 0)) || tries > RESUME_TRIES) throw error
        try {
          return await streamAnswer(target, '/chat/Chat/ResumeAnswer', { answerID: writing, offset: written() }, onPiece, signal)
        } catch (next) {
          error = next
          // An abort meanwhile makes the next try fail at once with the AbortError.
          await new Promise((resolve) => setTimeout(resolve, 1000))
        }
      }
    }
  } satisfies AnswerHooks)
  // The answer has ended (or was dropped): nothing to follow after a reload.
  const ended = effect(() => void (chat.draft.value || (writing && keep(0))))
  const { send, stop: stopHere } = chat
  // Stop ends the answer at the server too, not only this tab's stream.
  chat.stop = () => {
    const current = config.peek()
    if (writing && current) postJson({ base: host.apiBase, key: current.SessionKey }, '/chat/Chat/StopAnswer', { answerID: writing }).catch(() => undefined)
    stopHere()
  }
  // Offline, a text waits in the conversation, marked, until the connection is back.
  chat.send = (outgoing) => {
    const text = outgoing.text.trim()
    if (online.peek() || outgoing.fileIds.length || !text || chat.streaming.peek()) return send(outgoing)
    chat.messages.value = [...chat.messages.peek(), { id: newMessageId(), role: 'user', text, state: 'waiting', queue }]
    host.emit('message', { chatbotId: host.chatbotId, role: 'user', text })
    return Promise.resolve()
  }
  const sendWaiting = async () => {
    for (let next; online.peek() && !chat.streaming.peek() && (next = chat.messages.peek().find((message) => message.state === 'waiting' && message.queue === queue)); ) {
      const sent = next
      chat.messages.value = chat.messages.peek().map((message) => (message === sent ? { ...message, state: undefined, queue: undefined } : message))
      await chat.ask({ text: sent.text, type: 'Text', fileIds: [], id: sent.id })
    }
  }
  // An answer two tabs both followed to its end is in the conversation once.
  const unique = effect(() => {
    const list = chat.messages.value
    const once = list.filter((message, index) => list.findIndex((other) => other.id === message.id) === index)
    if (once.length < list.length) chat.messages.value = once
  })
  let session: number | undefined
  // Runs when the connection comes back or the config (a new session) arrives; what it starts
  // runs outside the effect, so the signals it reads do not become the effect's.
  const stop = effect(() => {
    const current = config.value
    if (!online.value || !current) return
    const fresh = current.SessionID !== session
    session = current.SessionID
    const pending = fresh && host.store.read<Pending>(kind(), 'answer')
    queueMicrotask(() => {
      if (!(pending && pending.session === session)) return void sendWaiting()
      writing = pending.answerId
      void chat.ask()
    })
  })
  return () => {
    stop()
    unique()
    ended()
    Object.assign(chat, { send, stop: stopHere })
    for (const hook of ['id', 'resume'] as const) delete chat.hooks[hook]
  }
}
