import { effect } from '@preact/signals-core'
import { streamAnswer } from '../../api/ask-stream.ts'
import { ApiError } from '../../api/envelope.ts'
import { chatStoreKind } from '../../shared/storage.ts'
import type { Resumer } from '../models/chat.ts'
import type { WidgetModel } from '../models/widget.ts'

/** Tries at following an answer again after the connection broke, a second apart. */
const RESUME_TRIES = 30

/** Follows the answer `id` again from what has arrived, until it ends or the tries run out. */
const resumeAnswer: Resumer = async (target, id, onPiece, signal, written) => {
  for (let tries = 1; ; tries++) {
    try {
      return await streamAnswer(target, '/chat/Chat/ResumeAnswer', { answerID: id, offset: written() }, onPiece, signal)
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0) || tries >= RESUME_TRIES) throw error
      // An abort meanwhile makes the next try fail at once with the AbortError.
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

/**
 * Answers and questions that outlive a connection: an answer cut off by the network is
 * followed again (ResumeAnswer) where it stopped, an answer that was being written when the
 * page went away is followed to its end after the reload, and questions written offline
 * (kept with the history, so also across a reload) are sent, one after the other, when the
 * connection is back. Part of the live chunk, loaded just after the panel.
 *
 * @example
 * const stop = keepAnswers(model)
 */
export function keepAnswers(model: WidgetModel): () => void {
  const { chat, config, host, online } = model
  chat.resumer.fn = resumeAnswer
  const sendWaiting = async () => {
    for (let next; online.peek() && !chat.streaming.peek() && (next = chat.messages.peek().find((message) => message.state === 'waiting')); ) {
      const sent = next
      chat.messages.value = chat.messages.peek().map((message) => (message === sent ? { ...message, state: undefined } : message))
      await chat.ask({ text: sent.text, type: 'Text', fileIds: [] })
    }
  }
  const followPending = (answerId: number) => chat.follow((target, onPiece, signal, onAnswerId, written) => {
    onAnswerId(answerId)
    return resumeAnswer(target, answerId, onPiece, signal, written)
  })
  let session: number | undefined
  // Runs when the connection comes back or the config (a new session) arrives; what it starts
  // runs outside the effect, so the signals it reads do not become the effect's.
  const stop = effect(() => {
    const current = config.value
    if (!online.value || !current) return
    const fresh = current.SessionID !== session
    session = current.SessionID
    const pending = fresh && host.store.read<{ session: number; answerId: number }>(chatStoreKind(current.RemoveChatLogOnBrowserClose), 'answer')
    queueMicrotask(() => void (pending && pending.session === session ? followPending(pending.answerId) : sendWaiting()))
  })
  return () => {
    stop()
    chat.resumer.fn = undefined
  }
}
