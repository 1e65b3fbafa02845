import { getConfig } from '../api/get-config.ts'
import type { WidgetConfig } from '../shared/bridge.ts'
import { chatStoreKind, placeConversation, readStored, writeStored, type StoreKind } from '../shared/storage.ts'

/** The visitor session remembered between page loads. */
interface Visit {
  key: string
  id: number
}

/**
 * What a visit leaves in local storage for the next page load: the bubble's look, drawn right
 * before GetConfig answers, and where the conversation is kept.
 */
export interface Look {
  color: string
  /** UserMessageColor, for the panel's visitor messages. */
  user: string
  align: number
  icon: string
  /** The store that holds the visitor session and history; absent in records of older versions. */
  chat?: StoreKind
}

/**
 * The stored visitor session, looked for only where the last visit kept it: a page load opens
 * sessionStorage (a few ms of the host page's main thread) only for a chatbot that keeps its
 * conversations there. Without any record (a first visit) only localStorage is read.
 */
function storedVisit(chatbotId: string, remembered: Look | undefined): Visit | undefined {
  if (remembered && !remembered.chat) return readStored<Visit>('session', chatbotId, 'visit') ?? readStored<Visit>('local', chatbotId, 'visit')
  return readStored<Visit>(remembered?.chat ?? 'local', chatbotId, 'visit')
}

/**
 * Loads the config with the stored visitor session (a new session when `fresh`), and puts
 * the conversation where the chatbot's settings want it: session storage when
 * RemoveChatLogOnBrowserClose, local storage otherwise (moved over when the setting changed).
 * A session the server did not resume starts a new conversation, so the old history is
 * dropped. Throws the ApiError of GetConfig.
 *
 * @example
 * const config = await startVisit('https://chat.example.com', chatbotId)
 */
export async function startVisit(apiBase: string, chatbotId: string, fresh = false): Promise<WidgetConfig> {
  const remembered = rememberedLook(chatbotId)
  const stored = fresh ? undefined : storedVisit(chatbotId, remembered)
  const config = await getConfig({ base: apiBase, key: stored?.key }, chatbotId)
  const kind = chatStoreKind(config.RemoveChatLogOnBrowserClose)
  const keptIn = remembered ? remembered.chat : 'local'
  if (keptIn !== kind) placeConversation(chatbotId, kind)
  if (stored?.id !== config.SessionID) writeStored(kind, chatbotId, 'history', undefined)
  writeStored(kind, chatbotId, 'visit', { key: config.SessionKey, id: config.SessionID } satisfies Visit)
  writeStored('local', chatbotId, 'look', lookOf(config))
  return config
}

/** The bubble's look from a config, with where its conversations are kept. */
export const lookOf = (config: WidgetConfig): Look => ({
  color: config.ChatBubbleColor,
  user: config.UserMessageColor,
  align: config.ChatBubbleAlign,
  icon: config.ChatIcon,
  chat: chatStoreKind(config.RemoveChatLogOnBrowserClose)
})

/** The look remembered from the last visit, if any. */
export const rememberedLook = (chatbotId: string) => readStored<Look>('local', chatbotId, 'look')

/** Where the visitor was when a page of the site went away: the panel open or not, the conversation's scroll position, the unsent text. */
export interface KeptPlace {
  open: boolean
  /** the conversation's scrollTop; -1 at its end */
  top: number
  text: string
  /** when the page went away (Date.now()) */
  at: number
}

/** How long a kept place waits for the next page: a click to another page, not a visit the next day. */
const PLACE_MS = 60_000

/**
 * The place the site's last page left (see KeptPlace), kept with the conversation (the store
 * the remembered look names, so a chatbot that keeps conversations in localStorage never opens
 * sessionStorage); none after PLACE_MS or for a visitor who has not chatted here.
 *
 * @example
 * if (keptPlace(chatbotId)?.open) widget.open()
 */
export function keptPlace(chatbotId: string): KeptPlace | undefined {
  const look = rememberedLook(chatbotId)
  const place = look && readStored<KeptPlace>(look.chat ?? 'local', chatbotId, 'place')
  return place && Date.now() - place.at < PLACE_MS ? place : undefined
}

/**
 * What the last page of this site left for this one: the panel open ('open'), or an answer
 * still being written ('answer'), which the panel follows to its end and counts as unread.
 *
 * @example
 * if (carriedOver(chatbotId) === 'open') widget.open()
 */
export function carriedOver(chatbotId: string): 'open' | 'answer' | undefined {
  const look = rememberedLook(chatbotId)
  if (!look) return undefined
  if (keptPlace(chatbotId)?.open) return 'open'
  return readStored(look.chat ?? 'local', chatbotId, 'answer') ? 'answer' : undefined
}
