import type { WidgetConfig } from '../schemas/widget-config.ts'
import type { Chatbot } from '../store/chatbots.ts'

/** The public URL of an uploaded picture or icon, or empty. */
function fileUrl(publicUrl: string, fileId: string): string {
  return fileId ? `${publicUrl}/chat/File/${fileId}` : ''
}

/**
 * A chatbot as GetConfig shows it to the widget, with the visitor's session. Every setting is
 * passed on, and the reply schema keeps only the public ones (WidgetConfig lists them), so a
 * setting added later cannot leak by accident. A person can be reached (TalkToHuman) when the
 * chatbot has TalkToHumanEmail or `someoneSignedIn` (to the console, who sees the queue live).
 *
 * @example
 * widgetConfigOutput(chatbot, 'https://chat.example.com', { SessionID: 42, SessionKey: 'vk_…' }).ChatIcon
 * // 'https://chat.example.com/chat/File/7'
 */
export function widgetConfigOutput(chatbot: Chatbot, publicUrl: string, session: Pick<WidgetConfig, 'SessionID' | 'SessionKey'>, someoneSignedIn = false): WidgetConfig {
  return {
    ...chatbot,
    SerialNumber: chatbot.id,
    ChatProfilePicture: fileUrl(publicUrl, chatbot.ChatProfilePicture),
    ChatIcon: fileUrl(publicUrl, chatbot.ChatIcon),
    TalkToHuman: chatbot.TalkToHumanEmail !== '' || someoneSignedIn,
    ...session
  }
}
