import { NotFoundError } from '../errors.ts'
import type { ChatbotSettings } from '../schemas/chatbot.ts'
import { findChatbot, findChatbotSettings, type Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'

/**
 * The workspace's chatbot with this ID. Another workspace's chatbot answers the same 404
 * as a missing one, so IDs cannot be probed across workspaces.
 */
export async function requireChatbot(db: Db, id: string, workspaceId: string): Promise<Chatbot> {
  const chatbot = await findChatbot(db, id, workspaceId)
  if (!chatbot) throw new NotFoundError(`Chatbot ${id} was not found`)
  return chatbot
}

/** The settings of the workspace's chatbot with this ID; 404 as requireChatbot. */
export async function requireChatbotSettings(db: Db, id: string, workspaceId: string): Promise<ChatbotSettings> {
  const settings = await findChatbotSettings(db, id, workspaceId)
  if (!settings) throw new NotFoundError(`Chatbot ${id} was not found`)
  return settings
}
