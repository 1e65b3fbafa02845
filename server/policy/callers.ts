import type { IncomingHttpHeaders } from 'node:http'
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.ts'
import type { Db } from '../store/database.ts'
import { KEY_PREFIX } from '../store/keys.ts'
import { findSessionByVisitorKey, findSessionInWorkspace } from '../store/sessions.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
import { findWorkspaceByKey } from '../store/workspaces.ts'
import { isOriginAllowed } from './domains.ts'

/**
 * Who is calling: the owner's back end with a workspace key, or a visitor with a session key.
 * A visitor carries its chatbot, read once when the key was resolved.
 */
export type Caller =
  | { kind: 'workspace'; workspaceId: string }
  | { kind: 'visitor'; workspaceId: string; chatbotId: string; sessionId: number; chatbot: Chatbot }

/**
 * The key a request carries, from either header; a "Bearer " prefix is tolerated.
 *
 * @example
 * presentedKey({ authorization: 'Bearer sk_abc' }) // 'sk_abc'
 */
export function presentedKey(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization || headers['chatrobot-sessionkey']
  const key = Array.isArray(header) ? header[0] : header
  return key?.replace(/^Bearer\s+/i, '').trim() || undefined
}

/**
 * Resolves a key to a caller, or throws 401.
 *
 * @example
 * const caller = await identifyCaller(db, presentedKey(request.headers))
 */
export async function identifyCaller(db: Db, key: string | undefined): Promise<Caller> {
  if (!key || key.length > 200) throw new UnauthorizedError()
  if (key.startsWith(KEY_PREFIX.visitor)) {
    const session = await findSessionByVisitorKey(db, key)
    const chatbot = session && (await findChatbot(db, session.chatbotId))
    if (!session || !chatbot) throw new UnauthorizedError('The visitor session key is not valid; load the chat again')
    return { kind: 'visitor', workspaceId: chatbot.workspaceId, chatbotId: chatbot.id, sessionId: session.id, chatbot }
  }
  const workspace = await findWorkspaceByKey(db, key)
  if (!workspace) throw new UnauthorizedError('The key is not valid: send a workspace secret key or session key')
  return { kind: 'workspace', workspaceId: workspace.id }
}

/**
 * Domain verification for a visitor request to `chatbot` from `origin` (see requestOrigin):
 * throws 403 with a message naming the domain when the chatbot does not admit it.
 *
 * @example
 * assertOriginAllowed(chatbot, 'https://evil.example', 'http://127.0.0.1:8787') // throws 403
 */
export function assertOriginAllowed(chatbot: Chatbot, origin: string | undefined, publicUrl: string): void {
  if (isOriginAllowed(chatbot, origin, publicUrl)) return
  throw new ForbiddenError(
    origin && origin !== 'null'
      ? `The domain ${origin} is not allowed to use this chatbot; add it to the chatbot's Domains`
      : 'This chatbot only answers pages on its allowed domains, and the request named no origin'
  )
}

/** A chat session the caller may use, with its chatbot. */
export interface CallerSession {
  sessionId: number
  chatbot: Chatbot
}

const missingSession = (sessionId: number) =>
  new NotFoundError(`Session ${sessionId} was not found: use a SessionID from GetSession, or from GetConfig for the widget`)

/**
 * The session a request is about, if the caller may use it: a visitor only its own (when
 * `sessionId` is absent, that one), a workspace key any session of its chatbots. Every other
 * session answers 404, exactly as if it did not exist.
 *
 * @example
 * const { sessionId, chatbot } = await sessionOfCaller(db, caller, 42)
 */
export async function sessionOfCaller(db: Db, caller: Caller, sessionId: number | undefined): Promise<CallerSession> {
  if (caller.kind === 'visitor') {
    if (sessionId !== undefined && sessionId !== caller.sessionId) throw missingSession(sessionId)
    return { sessionId: caller.sessionId, chatbot: caller.chatbot }
  }
  if (sessionId === undefined) throw new BadRequestError('sessionID is required when calling with a workspace key')
  const session = await findSessionInWorkspace(db, sessionId, caller.workspaceId)
  const chatbot = session && (await findChatbot(db, session.chatbotId))
  if (!chatbot) throw missingSession(sessionId)
  return { sessionId, chatbot }
}
