import { NotFoundError } from '../errors.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
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
