import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { acceptInvite, openInvite } from '../../console/team.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { AcceptInviteBody, ConsoleSession, InviteInfo, TokenParams } from '../../schemas/console.ts'
import { findWorkspace } from '../../store/workspaces.ts'
import { signInReply } from './session-reply.ts'

const tags = ['Console']
const inviteErrors = { ...errorReplies, 410: ErrorEnvelope }

/** An invitation link: what it invites to, and accepting it (which creates the account and signs in). */
const consoleInviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app

  app.get('/invites/:token', {
    config: { consoleAccess: 'public' },
    schema: {
      operationId: 'ConsoleGetInvite',
      tags,
      summary: 'What an invitation link invites to; 404 when unknown or used, 410 when expired',
      params: TokenParams,
      response: { 200: Envelope(InviteInfo), ...inviteErrors }
    }
  }, async (request) => {
    const invite = await openInvite(db, request.params.token, app.clock())
    return ok({ email: invite.email, role: invite.role, workspaceName: invite.workspaceName, expiresAt: invite.expiresAt })
  })

  app.post('/invites/:token/accept', {
    bodyLimit: BODY_LIMITS.small,
    config: { consoleAccess: 'public' },
    schema: {
      operationId: 'ConsoleAcceptInvite',
      tags,
      summary: 'Accept an invitation: creates the account with the invited e-mail address and role, and signs in',
      params: TokenParams,
      body: AcceptInviteBody,
      response: { 200: Envelope(ConsoleSession), ...inviteErrors, 409: ErrorEnvelope }
    }
  }, async (request, reply) => {
    const user = await acceptInvite(db, request.params.token, request.body, app.clock())
    const workspace = await findWorkspace(db, user.workspaceId)
    return ok(await signInReply(request, reply, user, workspace?.name ?? ''))
  })
}

export default consoleInviteRoutes
