import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { changeRole, inviteTeammate, removeTeammate } from '../../console/team.ts'
import { NotFoundError } from '../../errors.ts'
import { consoleSessionOf } from '../../plugins/app/console-session.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { CreatedInvite, CsrfHeader, IdParams, InviteBody, RoleBody, Team } from '../../schemas/console.ts'
import { deleteInvite, listOpenInvites } from '../../store/invites.ts'
import { listUsers } from '../../store/users.ts'

const tags = ['Console']
const changeErrors = { ...errorReplies, 409: ErrorEnvelope }
const UserParams = IdParams('user')
const InviteParams = IdParams('invite')

/** The workspace's people: the list, invitations, roles and removal. */
const consoleTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app

  app.get('/team', {
    schema: { operationId: 'ConsoleGetTeam', tags, summary: 'The workspace\'s users with their roles, and the invitations still open', response: { 200: Envelope(Team), ...errorReplies } }
  }, async (request) => {
    const { user } = consoleSessionOf(request)
    const users = await listUsers(db, user.workspaceId)
    const invites = await listOpenInvites(db, user.workspaceId, app.clock())
    return ok({
      users: users.map((member) => ({ id: member.id, email: member.email, name: member.name, role: member.role, you: member.id === user.id, createdAt: member.createdAt })),
      invites: invites.map((invite) => ({ id: invite.id, email: invite.email, role: invite.role, expiresAt: invite.expiresAt }))
    })
  })

  app.post('/team/invites', {
    bodyLimit: BODY_LIMITS.small,
    schema: {
      operationId: 'ConsoleInvite',
      tags,
      summary: 'Invite someone: a one-time link that expires in 7 days, mailed to them and shown here',
      headers: CsrfHeader,
      body: InviteBody,
      response: { 200: Envelope(CreatedInvite), ...changeErrors }
    }
  }, async (request) => {
    const { user, workspaceName } = consoleSessionOf(request)
    const context = { db, mailer: app.mailer, log: request.log, publicUrl: app.config.publicUrl }
    const invite = { workspaceId: user.workspaceId, workspaceName, email: request.body.email, role: request.body.role, invitedBy: user.name || user.email }
    return ok(await inviteTeammate(context, invite, app.clock()))
  })

  app.delete('/team/invites/:id', {
    schema: { operationId: 'ConsoleRevokeInvite', tags, summary: 'Revoke an open invitation; its link stops working', headers: CsrfHeader, params: InviteParams, response: { 200: Envelope(Type.Null()), ...errorReplies } }
  }, async (request) => {
    if (!(await deleteInvite(db, request.params.id, consoleSessionOf(request).user.workspaceId))) {
      throw new NotFoundError(`Invitation ${request.params.id} was not found among this workspace's open invitations`)
    }
    return ok(null)
  })

  app.patch('/team/users/:id', {
    bodyLimit: BODY_LIMITS.small,
    schema: {
      operationId: 'ConsoleChangeRole',
      tags,
      summary: 'Change a user\'s role; the last owner cannot be made an agent (409)',
      headers: CsrfHeader,
      params: UserParams,
      body: RoleBody,
      response: { 200: Envelope(Type.Null()), ...changeErrors }
    }
  }, async (request) => {
    await changeRole(db, consoleSessionOf(request).user.workspaceId, request.params.id, request.body.role)
    return ok(null)
  })

  app.delete('/team/users/:id', {
    schema: {
      operationId: 'ConsoleRemoveUser',
      tags,
      summary: 'Remove a user and end their sessions; not the last owner (409)',
      headers: CsrfHeader,
      params: UserParams,
      response: { 200: Envelope(Type.Null()), ...changeErrors }
    }
  }, async (request) => {
    await removeTeammate(db, consoleSessionOf(request).user.workspaceId, request.params.id)
    return ok(null)
  })
}

export default consoleTeamRoutes
