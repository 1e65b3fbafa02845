/**
 * core.js: what a widget needs once the page is idle, before the visitor shows any interest,
 * and what the panel shares with it: GetConfig and the visitor session (visit.ts), the
 * remembered bubble look, storage, colours, the API envelope, the UI language and the welcome
 * teaser beside the bubble (teaser.ts). The loader imports it at idle time by URL; panel.js
 * imports the same file, so the browser holds one copy of each. Loading it is what brings
 * storage and fetch in: never on the bubble's critical path.
 */
import type { ChatbotStore } from '../shared/bridge.ts'
import { readStored, writeStored } from '../shared/storage.ts'

export { colorProperties } from '../shared/colors.ts'
export { greet } from './teaser.ts'
export { carriedOver, keptPlace, lookOf, rememberedLook, startVisit, type KeptPlace, type Look } from './visit.ts'

/**
 * This chatbot's corner of local and session storage, as the panel gets it.
 *
 * @example
 * const store = chatbotStore(chatbotId)
 * store.write('local', 'consent', true)
 */
export const chatbotStore = (chatbotId: string): ChatbotStore => ({
  read: (kind, name) => readStored(kind, chatbotId, name),
  write: (kind, name, value) => writeStored(kind, chatbotId, name, value)
})
