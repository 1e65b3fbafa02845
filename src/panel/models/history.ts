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
  /** The tab whose widget queued a waiting question (live/resume.ts): only that one sends it. */
  queue?: string
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

/** A link or photo address as the server lets cards have one: http(s), or none. */
const WEB_URL = /^(|https?:\/\/[^\s/?#]+\S*)$/

/** A card as the server sends one: its link and photo http(s) or empty, its texts and numbers of their types. */
const isCard = (card: Record<string, unknown> | null) =>
  !!card && WEB_URL.test(String(card.Url)) && WEB_URL.test(String(card.Image)) &&
  ['Key', 'MLSNumber', 'Address', 'SaleType', 'Status', 'CurrencySymbol', 'AreaUnit', 'PropertyType'].every((name) => typeof card[name] == 'string') &&
  ['Bedrooms', 'Bathrooms', 'BuildingArea'].every((name) => typeof card[name] == 'number') && (card.Price === null || typeof card.Price == 'number')

/**
 * The messages of a list that storage or another tab handed over, checked as the server's
 * would be: anything not shaped like a message is dropped, and so is every card that is not
 * shaped like the server's (a link other than http(s), say).
 *
 * @example
 * checkedMessages([{ id: 'a1', role: 'assistant', text: 'Hi', listings: [{ Url: 'javascript:…' }] }]) // [{ …, listings: [] }]
 */
export function checkedMessages(list: unknown): ChatMessage[] {
  return (Array.isArray(list) ? (list as ChatMessage[]) : [])
    .filter((message) => typeof message?.text == 'string' && typeof message.id == 'string' && (message.role === 'user' || message.role === 'assistant'))
    .map((message) => (message.listings ? { ...message, listings: [message.listings].flat().filter(isCard) } : message))
}

/**
 * The stored conversation of this chatbot.
 *
 * @example
 * const messages = loadHistory(host.store, 'local')
 */
export function loadHistory(store: ChatbotStore, kind: StoreKind): ChatMessage[] {
  return boundHistory(checkedMessages(store.read<unknown>(kind, 'history')))
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

/** A message id unique in the visitor's session, across tabs too (the server takes a question's as its clientMessageId). */
export const newMessageId = () => `m${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(2)).join('')}`
