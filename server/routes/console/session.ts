import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkSignIn } from '../../console/sign-in.ts'
import { clearSessionCookie, consoleSessionOf } from '../../plugins/app/console-session.ts'
import { Type } from 'typebox'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { ConsoleSession, CsrfHeader, SignInBody } from '../../schemas/console.ts'
import { closeConsoleSession, closeUserSessions } from '../../store/console-sessions.ts'
import { findWorkspace } from '../../store/workspaces.ts'
import { consoleSessionReply, signInReply } from './session-reply.ts'

const tags = ['Console']

/** Signing in and out of the console, and the session call the console starts with. */
const consoleSessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.post('/session/sign-in', {
    bodyLimit: BODY_LIMITS.small,
    config: { consoleAccess: 'public' },
    schema: {
      operationId: 'ConsoleSignIn',
      tags,
      summary: 'Sign in with an e-mail address and a password; sets the session cookie',
      description: 'An unknown e-mail address and a wrong password get the same 401. Failed attempts are limited per account and per client address (429 with Retry-After).',
      body: SignInBody,
      response: { 200: Envelope(ConsoleSession), ...errorReplies, 429: ErrorEnvelope }
    }
  }, async (request, reply) => {
    const user = await checkSignIn(db, { ...request.body, clientIp: request.ip }, app.clock(), config.signInLimits)
    const workspace = await findWorkspace(db, user.workspaceId)
    return ok(await signInReply(request, reply, user, workspace?.name ?? ''))
  })

  app.get('/session', {
    config: { consoleAccess: 'member' },
    schema: { operationId: 'ConsoleGetSession', tags, summary: 'The signed-in user, their workspace and the CSRF token; 401 when not signed in', response: { 200: Envelope(ConsoleSession), ...errorReplies } }
  }, async (request) => {
    const session = consoleSessionOf(request)
    return ok(consoleSessionReply(session.user, session.workspaceName, session.csrfToken, config.publicUrl))
  })

  app.post('/session/sign-out', {
    config: { consoleAccess: 'member' },
    schema: { operationId: 'ConsoleSignOut', tags, summary: 'End this session and clear its cookie', headers: CsrfHeader, response: { 200: Envelope(Type.Null()), ...errorReplies } }
  }, async (request, reply) => {
    await closeConsoleSession(db, consoleSessionOf(request).token)
    clearSessionCookie(request, reply)
    return ok(null)
  })

  app.post('/session/sign-out-everywhere', {
    config: { consoleAccess: 'member' },
    schema: { operationId: 'ConsoleSignOutEverywhere', tags, summary: 'End every session of the signed-in user, in every browser', headers: CsrfHeader, response: { 200: Envelope(Type.Null()), ...errorReplies } }
  }, async (request, reply) => {
    await closeUserSessions(db, consoleSessionOf(request).user.id)
    clearSessionCookie(request, reply)
    return ok(null)
  })
}

export default consoleSessionRoutes
