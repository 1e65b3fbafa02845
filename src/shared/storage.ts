/**
 * Per-chatbot storage under `porchlight:<chatbotId>:<name>`. Storage may be blocked
 * (private modes, sandboxed frames, third-party storage rules): reads then return undefined
 * and writes do nothing, so the chat still works, just without memory.
 */

/** `local` survives the browser closing; `session` does not. */
export type StoreKind = 'local' | 'session'

function area(kind: StoreKind): Storage | undefined {
  try {
    return kind === 'local' ? localStorage : sessionStorage
  } catch {
    return undefined
  }
}

const keyOf = (chatbotId: string, name: string) => `porchlight:${chatbotId}:${name}`

/**
 * Reads a JSON value.
 *
 * @example
 * const seen = readStored<boolean>('local', chatbotId, 'teaser')
 */
export function readStored<T>(kind: StoreKind, chatbotId: string, name: string): T | undefined {
  try {
    const text = area(kind)?.getItem(keyOf(chatbotId, name))
    return text == null ? undefined : (JSON.parse(text) as T)
  } catch {
    return undefined
  }
}

/**
 * Writes a JSON value, or removes it when `value` is undefined.
 *
 * @example
 * writeStored('session', chatbotId, 'history', messages)
 */
export function writeStored(kind: StoreKind, chatbotId: string, name: string, value: unknown): void {
  try {
    const store = area(kind)
    if (value === undefined) store?.removeItem(keyOf(chatbotId, name))
    else store?.setItem(keyOf(chatbotId, name), JSON.stringify(value))
  } catch {
    // Full or blocked storage: the chat goes on without remembering this.
  }
}

/** Where the conversation (visitor session and history) lives for this setting. */
export const chatStoreKind = (removeOnBrowserClose: boolean): StoreKind => (removeOnBrowserClose ? 'session' : 'local')

/** The names that make up a conversation. */
export const CONVERSATION = ['visit', 'history'] as const

/**
 * Moves the conversation into the store the chatbot's setting asks for, and out of the
 * other one, so that turning on RemoveChatLogOnBrowserClose also stops keeping old logs.
 *
 * @example
 * placeConversation(chatbotId, chatStoreKind(config.RemoveChatLogOnBrowserClose))
 */
export function placeConversation(chatbotId: string, kind: StoreKind): void {
  const other: StoreKind = kind === 'local' ? 'session' : 'local'
  for (const name of CONVERSATION) {
    const stray = readStored(other, chatbotId, name)
    if (stray !== undefined) {
      if (readStored(kind, chatbotId, name) === undefined) writeStored(kind, chatbotId, name, stray)
      writeStored(other, chatbotId, name, undefined)
    }
  }
}
