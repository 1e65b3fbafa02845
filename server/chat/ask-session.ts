import type { FastifyReply, FastifyRequest } from 'fastify'
import { NotFoundError } from '../errors.ts'
import { admitVisitorOrigin, type Caller } from '../policy/callers.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { findSessionInWorkspace } from '../store/sessions.ts'

const missing = (sessionId: number) =>
  new NotFoundError(`Session ${sessionId} was not found: use a SessionID from GetSession, or from GetConfig for the widget`)

/**
 * The chatbot whose session `sessionId` is, if the caller may chat in it: a visitor only in
 * its own session (after domain verification, which also sets CORS), a workspace key in
 * any session of its chatbots. Every other session answers 404, as if it did not exist.
 *
 * @example
 * const chatbot = await chatbotOfSession(db, request, reply, caller, 42, publicUrl)
 */
export async function chatbotOfSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  sessionId: number,
  publicUrl: string
): Promise<Chatbot> {
  if (caller.kind === 'visitor') {
    const chatbot = await findChatbot(db, caller.chatbotId)
    if (!chatbot) throw new NotFoundError('The chatbot of this session no longer exists')
    admitVisitorOrigin(request, reply, chatbot, publicUrl)
    if (sessionId !== caller.sessionId) throw missing(sessionId)
    return chatbot
  }
  const session = await findSessionInWorkspace(db, sessionId, caller.workspaceId)
  const chatbot = session && (await findChatbot(db, session.chatbotId))
  if (!chatbot) throw missing(sessionId)
  return chatbot
}
