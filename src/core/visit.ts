import { getConfig } from '../api/get-config.ts'
import type { WidgetConfig } from '../shared/bridge.ts'
import { chatStoreKind, placeConversation, readStored, writeStored } from '../shared/storage.ts'

/** The visitor session remembered between page loads. */
interface Visit {
  key: string
  id: number
}

/** The bubble's look, remembered so the next page load draws it right before GetConfig answers. */
export interface Look {
  color: string
  /** UserMessageColor, for the panel's visitor messages. */
  user: string
  align: number
  icon: string
}

/**
 * Loads the config with the stored visitor session (a new session when `fresh`), and puts
 * the conversation where the chatbot's settings want it: session storage when
 * RemoveChatLogOnBrowserClose, local storage otherwise. A session the server did not resume
 * starts a new conversation, so the old history is dropped. Throws the ApiError of GetConfig.
 *
 * @example
 * const config = await startVisit('https://chat.example.com', chatbotId)
 */
export async function startVisit(apiBase: string, chatbotId: string, fresh = false): Promise<WidgetConfig> {
  const stored = fresh ? undefined : (readStored<Visit>('session', chatbotId, 'visit') ?? readStored<Visit>('local', chatbotId, 'visit'))
  const config = await getConfig({ base: apiBase, key: stored?.key }, chatbotId)
  const kind = chatStoreKind(config.RemoveChatLogOnBrowserClose)
  placeConversation(chatbotId, kind)
  if (stored?.id !== config.SessionID) writeStored(kind, chatbotId, 'history', undefined)
  writeStored(kind, chatbotId, 'visit', { key: config.SessionKey, id: config.SessionID } satisfies Visit)
  writeStored('local', chatbotId, 'look', lookOf(config))
  return config
}

/** The bubble's look from a config. */
export const lookOf = (config: WidgetConfig): Look => ({
  color: config.ChatBubbleColor,
  user: config.UserMessageColor,
  align: config.ChatBubbleAlign,
  icon: config.ChatIcon
})

/** The look remembered from the last visit, if any. */
export const rememberedLook = (chatbotId: string) => readStored<Look>('local', chatbotId, 'look')
