import type { ListingCard } from '../../api/ask-stream.ts'
import type { ChatbotStore } from '../../shared/bridge.ts'
import type { StoreKind } from '../../shared/storage.ts'
import { MAX_RENDERED } from '../markdown/render-markdown.ts'

/** Something sent with a message. `file` (an image, for its preview) lives only as long as the page. */
export interface Attachment {
  kind: 'image' | 'audio'
  name: string
  file?: Blob
  seconds?: number
}

/** One message of the conversation. */
export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  text: string
  /** An answer that did not finish (stopped by the visitor, cut off by a failure); a question written offline, waiting to be sent. */
  state?: 'stopped' | 'failed' | 'waiting'
  attachments?: Attachment[]
  /** The server's id of an answer: what feedback refers to. */
  answerId?: number
  /** The listings an answer names, shown as cards. */
  listings?: ListingCard[]
  /** The visitor's rating of an answer. */
  rating?: 'up' | 'down'
  /** The name of the person who wrote this message, in a conversation they took over. */
  agentName?: string
}

/** The newest messages kept; older ones are dropped so storage stays small. */
export const HISTORY_LIMIT = 100
/** Characters of message text kept in all (each message also within MESSAGE_CHARS). */
export const HISTORY_CHARS = 200_000
/**
 * Characters of one message kept, in the page as in storage, the rest dropped as it streams
 * in: as many as the panel shows, and one more, so the cut is shown (with an ellipsis). The
 * whole answer stays on the server.
 */
export const MESSAGE_CHARS = MAX_RENDERED + 1

/**
 * The newest messages that fit HISTORY_LIMIT and HISTORY_CHARS, a longer message cut to
 * MESSAGE_CHARS: what is stored, and what a stored history can bring back.
 *
 * @example
 * boundHistory([{ id: 'a', role: 'assistant', text: 'x'.repeat(1e6) }])[0].text.length // 16001
 */
export function boundHistory(messages: ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = []
  let chars = 0
  for (let index = messages.length - 1; index >= 0 && kept.length < HISTORY_LIMIT; index--) {
    const message = messages[index]!
    const text = message.text.slice(0, MESSAGE_CHARS)
    if (chars + text.length > HISTORY_CHARS) break
    chars += text.length
    kept.push(text === message.text ? message : { ...message, text })
  }
  return kept.reverse()
}

/**
 * The stored conversation of this chatbot.
 *
 * @example
 * const messages = loadHistory(host.store, 'local')
 */
export function loadHistory(store: ChatbotStore, kind: StoreKind): ChatMessage[] {
  const stored = store.read<unknown>(kind, 'history')
  return Array.isArray(stored)
    ? boundHistory(stored.filter((message): message is ChatMessage => typeof message?.text === 'string' && (message.role === 'user' || message.role === 'assistant')))
    : []
}

/**
 * Stores the conversation (bounded by boundHistory), without object URLs, which
 * mean nothing on the next page.
 *
 * @example
 * saveHistory(host.store, 'session', messages)
 */
export function saveHistory(store: ChatbotStore, kind: StoreKind, messages: ChatMessage[]): void {
  const kept = boundHistory(messages).map((message) =>
    message.attachments ? { ...message, attachments: message.attachments.map(({ file: _file, ...rest }) => rest) } : message
  )
  store.write(kind, 'history', kept.length ? kept : undefined)
}

let counter = 0

/** A message id unique on this page. */
export const newMessageId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`
