import { timingSafeEqual } from 'node:crypto'
import { parseCookie, stringifySetCookie } from 'cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ForbiddenError, UnauthorizedError } from '../../errors.ts'
import { findConsoleSession, type ConsoleSessionInfo, type SessionLifetime } from '../../store/console-sessions.ts'

/**
 * Who may call a console route, set in its `config.consoleAccess`:
 * - `public`: anyone (sign-in, invitations);
 * - `member`: any signed-in user of the workspace (owner or agent);
 * - `owner`: owners only (the default).
 */
export type ConsoleAccess = 'public' | 'member' | 'owner'

/** The console session of a request, with the cookie's token. */
export interface ConsoleRequestSession extends ConsoleSessionInfo {
  token: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    consoleAccess?: ConsoleAccess
  }
  interface FastifyRequest {
    consoleSession?: ConsoleRequestSession
  }
}

/** The cookie that carries the console session token. */
export const SESSION_COOKIE = 'porchlight_console'
const COOKIE_PATH = '/console'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export const OWNERS_ONLY = 'This is for owners only: ask an owner of your workspace'
export const NOT_SIGNED_IN = 'Sign in first: there is no console session, or it has ended'

/** The idle and absolute lifetimes of console sessions, from the configuration. */
export function sessionLifetime(app: FastifyInstance): SessionLifetime {
  return { idleMs: app.config.consoleIdleMs, maxAgeMs: app.config.consoleMaxAgeMs }
}

/** The origins a state-changing console call may come from: PUBLIC_URL's, and the one the request was addressed to. */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  return [new URL(publicUrl).origin, `${request.protocol}://${request.host}`.toLowerCase()]
}

/**
 * Refuses a state-changing call that does not come from the console's own page: a browser
 * sends Origin with every such call, and a page of another site cannot make it equal ours.
 */
function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin
  const allowed = ownOrigins(request, publicUrl)
  if (origin && allowed.includes(origin.toLowerCase())) return
  throw new ForbiddenError(origin
    ? `Refused: this call came from ${origin}, and console calls that change something are taken only from ${allowed[0]}`
    : `Refused: console calls that change something must carry an Origin header equal to ${allowed[0]}`)
}

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Admission for the console's routes (registered inside their scope): the Origin check on
 * every state-changing call, the session from the cookie, the x-csrf-token it must carry,
 * and the owner-only rule. Routes read the session with consoleSessionOf.
 */
export default fp(async function consoleSession(app: FastifyInstance) {
  app.decorateRequest('consoleSession', undefined)
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.consoleAccess ?? 'owner'
    const changes = !SAFE_METHODS.has(request.method)
    if (changes) assertSameOrigin(request, app.config.publicUrl)
    if (access === 'public') return
    const token = parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE]
    const session = token && (await findConsoleSession(app.db, token, app.clock(), sessionLifetime(app)))
    if (!token || !session) throw new UnauthorizedError(NOT_SIGNED_IN)
    if (changes && !sameToken(request.headers['x-csrf-token'], session.csrfToken)) {
      throw new ForbiddenError('Refused: the x-csrf-token header is missing or is not this session\'s token (the csrfToken of the session call); reload the console')
    }
    if (access === 'owner' && session.user.role !== 'owner') throw new ForbiddenError(OWNERS_ONLY)
    request.consoleSession = { ...session, token }
  })
})

/** The signed-in user's session of a request to a `member` or `owner` console route. */
export function consoleSessionOf(request: FastifyRequest): ConsoleRequestSession {
  if (!request.consoleSession) throw new UnauthorizedError(NOT_SIGNED_IN)
  return request.consoleSession
}

/** The cookie's attributes: HttpOnly, SameSite=Lax, Path=/console, Secure when PUBLIC_URL is https or the request came over HTTPS (via a trusted proxy). */
function cookieAttributes(request: FastifyRequest) {
  const secure = request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:')
  return { name: SESSION_COOKIE, httpOnly: true, secure, sameSite: 'lax', path: COOKIE_PATH } as const
}

/** Sets the session cookie, kept by the browser until the session's absolute end. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string): void {
  reply.header('set-cookie', stringifySetCookie({ ...cookieAttributes(request), value: token, expires: new Date(expiresAt) }))
}

/** Clears the session cookie in the browser. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', stringifySetCookie({ ...cookieAttributes(request), value: '', maxAge: 0 }))
}
