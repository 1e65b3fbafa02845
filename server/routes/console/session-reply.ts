import type { FastifyReply, FastifyRequest } from 'fastify'
import { setSessionCookie, sessionLifetime } from '../../plugins/app/console-session.ts'
import type { ConsoleSession } from '../../schemas/console.ts'
import { openConsoleSession } from '../../store/console-sessions.ts'
import type { User } from '../../store/users.ts'

/**
 * The session call's reply Data for a signed-in user.
 *
 * @example
 * ok(consoleSessionReply(user, 'Demo agency', csrfToken, config.publicUrl))
 */
export function consoleSessionReply(user: User, workspaceName: string, csrfToken: string, publicUrl: string): ConsoleSession {
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    workspace: { id: user.workspaceId, name: workspaceName },
    csrfToken,
    publicUrl
  }
}

/**
 * Signs `user` in: opens a session, sets its cookie on `reply`, and returns the session call's
 * Data (sign-in and an accepted invitation both end here).
 */
export async function signInReply(request: FastifyRequest, reply: FastifyReply, user: User, workspaceName: string): Promise<ConsoleSession> {
  const { db, config } = request.server
  const session = await openConsoleSession(db, user.id, request.server.clock(), sessionLifetime(request.server))
  setSessionCookie(request, reply, session.token, session.expiresAt)
  return consoleSessionReply(user, workspaceName, session.csrfToken, config.publicUrl)
}
