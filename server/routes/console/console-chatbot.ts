import type { FastifyRequest } from 'fastify'
import { consoleSessionOf } from '../../plugins/app/console-session.ts'
import type { Chatbot } from '../../store/chatbots.ts'
import type { Db } from '../../store/database.ts'
import { requireChatbot } from '../lookups.ts'

/**
 * The chatbot `id` of the signed-in person's workspace; another workspace's answers the same
 * 404 as a missing one (requireChatbot).
 *
 * @example
 * const chatbot = await consoleChatbot(db, request, request.params.id)
 */
export function consoleChatbot(db: Db, request: FastifyRequest, id: string): Promise<Chatbot> {
  return requireChatbot(db, id, consoleSessionOf(request).user.workspaceId)
}
