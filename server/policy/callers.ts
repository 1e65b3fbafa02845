import type { FastifyReply, FastifyRequest } from 'fastify'
import { ForbiddenError, UnauthorizedError } from '../errors.ts'
import type { Db } from '../store/database.ts'
import { KEY_PREFIX } from '../store/keys.ts'
import { findSessionByVisitorKey } from '../store/sessions.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
import { findWorkspaceByKey } from '../store/workspaces.ts'
import { isOriginAllowed, requestOrigin } from './domains.ts'

/** Who is calling: the owner's back end with a workspace key, or a visitor with a session key. */
export type Caller =
  | { kind: 'workspace'; workspaceId: string }
  | { kind: 'visitor'; workspaceId: string; chatbotId: string; sessionId: number }

/** The key a request carries, from either header; a "Bearer " prefix is tolerated. */
export function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization || request.headers['chatrobot-sessionkey']
  const key = Array.isArray(header) ? header[0] : header
  return key?.replace(/^Bearer\s+/i, '').trim() || undefined
}

/** Resolves the request's key to a caller, or throws 401. */
export async function identifyCaller(db: Db, request: FastifyRequest): Promise<Caller> {
  const key = presentedKey(request)
  if (!key || key.length > 200) throw new UnauthorizedError()
  if (key.startsWith(KEY_PREFIX.visitor)) {
    const session = await findSessionByVisitorKey(db, key)
    const chatbot = session && (await findChatbot(db, session.chatbotId))
    if (!session || !chatbot) throw new UnauthorizedError('The visitor session key is not valid; load the chat again')
    return { kind: 'visitor', workspaceId: chatbot.workspaceId, chatbotId: chatbot.id, sessionId: session.id }
  }
  const workspace = await findWorkspaceByKey(db, key)
  if (!workspace) throw new UnauthorizedError('The key is not valid: send a workspace secret key or session key')
  return { kind: 'workspace', workspaceId: workspace.id }
}

/** For management endpoints: the caller's workspace, refusing visitor keys with 403. */
export async function requireWorkspace(db: Db, request: FastifyRequest): Promise<string> {
  const caller = await identifyCaller(db, request)
  if (caller.kind === 'visitor') {
    throw new ForbiddenError('A visitor session key may only chat, upload and load the widget config')
  }
  return caller.workspaceId
}

/**
 * Domain verification and CORS for a visitor request to `chatbot`: echoes the origin
 * only when it is allowed, and refuses the request with 403 when it is not.
 */
export function admitVisitorOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  chatbot: Chatbot,
  publicUrl: string
): void {
  const origin = requestOrigin(request.headers)
  const allowed = isOriginAllowed(chatbot, origin, publicUrl)
  if (allowed && request.headers.origin) {
    reply.header('access-control-allow-origin', request.headers.origin)
    reply.header('access-control-expose-headers', 'retry-after')
  }
  if (!allowed) {
    throw new ForbiddenError(
      origin && origin !== 'null'
        ? `The domain ${origin} is not allowed to use this chatbot; add it to the chatbot's Domains`
        : 'This chatbot only answers pages on its allowed domains, and the request named no origin'
    )
  }
}
