import type { FastifyBaseLogger } from 'fastify'
import { ConflictError, GoneError, NotFoundError } from '../errors.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Db } from '../store/database.ts'
import { claimInvite, createInvite, findInviteByToken, type InviteByToken } from '../store/invites.ts'
import { createUser, deleteUser, findUser, findUserForSignIn, lockOwners, normalEmail, setRole, type Role, type User } from '../store/users.ts'
import { writeTransaction } from '../store/write-transaction.ts'
import { hashPassword } from './passwords.ts'

/** How long an invitation link can be used. */
export const INVITE_TTL_MS = 7 * 86_400_000

const takenMessage = (email: string) => `There is already an account with the e-mail address ${email}; that person signs in with it`

/**
 * The invitation of a link's token while it can be accepted: 404 when there is none or it was
 * used, 410 once it has expired.
 *
 * @example
 * const invite = await openInvite(db, token, new Date())
 */
export async function openInvite(db: Db, token: string, now: Date): Promise<InviteByToken> {
  const invite = await findInviteByToken(db, token)
  if (!invite || invite.usedAt) throw new NotFoundError('This invitation link is not valid or was already used; ask an owner for a new one')
  if (Date.parse(invite.expiresAt) <= now.getTime()) throw new GoneError(`This invitation expired at ${invite.expiresAt}; ask an owner for a new one`)
  return invite
}

/**
 * Accepts an invitation: creates the user with the invited e-mail address and role and uses up
 * the link, both or neither (two accepts at once: one wins, the other gets 404).
 *
 * @example
 * const user = await acceptInvite(db, token, { name: 'Ana', password }, new Date())
 */
export async function acceptInvite(db: Db, token: string, person: { name: string; password: string }, now: Date): Promise<User> {
  const invite = await openInvite(db, token, now)
  const passwordHash = await hashPassword(person.password)
  return writeTransaction(db, async (trx) => {
    if (!(await claimInvite(trx, invite.id, now))) await openInvite(trx, token, now)
    const user = await createUser(trx, { workspaceId: invite.workspaceId, email: invite.email, name: person.name, role: invite.role, passwordHash }, now)
    if (!user) throw new ConflictError(takenMessage(invite.email))
    return user
  })
}

/**
 * Invites someone to a workspace: a one-time link that expires after INVITE_TTL_MS, mailed to
 * them (written to the outbox when SMTP is not set). A mail that fails is logged; the owner
 * still gets the link to pass on.
 *
 * @example
 * const { id, link, expiresAt } = await inviteTeammate({ db, mailer, log, publicUrl }, { workspaceId, workspaceName, email, role }, now)
 */
export async function inviteTeammate(
  context: { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string },
  invite: { workspaceId: string; workspaceName: string; email: string; role: Role; invitedBy: string },
  now: Date
) {
  if (await findUserForSignIn(context.db, invite.email)) throw new ConflictError(takenMessage(invite.email))
  const created = await createInvite(context.db, invite, now, INVITE_TTL_MS)
  const link = `${context.publicUrl}/console/#/invite/${created.token}`
  const text = [
    `${invite.invitedBy} invited you to the workspace "${invite.workspaceName}" on Porchlight as ${invite.role === 'owner' ? 'an owner' : 'an agent'}.`,
    '',
    `Choose your password here (the link works once, until ${created.expiresAt}):`,
    link
  ].join('\n')
  try {
    await context.mailer.send({ to: normalEmail(invite.email), subject: `You are invited to ${invite.workspaceName} on Porchlight`, text })
  } catch (error) {
    context.log.warn({ err: error }, 'the invitation mail could not be sent; the owner has the link')
  }
  return { id: created.id, link, expiresAt: created.expiresAt }
}

/** Refuses to take away the workspace's last owner. */
async function assertOwnerRemains(trx: Db, user: User, workspaceId: string, what: string): Promise<void> {
  if (user.role === 'owner' && (await lockOwners(trx, workspaceId)) <= 1) {
    throw new ConflictError(`${user.email} is the workspace's last owner and cannot be ${what}: make someone else an owner first`)
  }
}

const missingUser = (id: string) => new NotFoundError(`User ${id} was not found in this workspace`)

/**
 * Changes a teammate's role; the last owner cannot be demoted (409), checked and changed in
 * one transaction so two demotions at once cannot leave none.
 */
export async function changeRole(db: Db, workspaceId: string, userId: string, role: Role): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const user = await findUser(trx, userId, workspaceId)
    if (!user) throw missingUser(userId)
    if (role !== 'owner') await assertOwnerRemains(trx, user, workspaceId, 'made an agent')
    await setRole(trx, userId, workspaceId, role)
  })
}

/** Removes a teammate and ends their sessions; not the last owner (409). */
export async function removeTeammate(db: Db, workspaceId: string, userId: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const user = await findUser(trx, userId, workspaceId)
    if (!user) throw missingUser(userId)
    await assertOwnerRemains(trx, user, workspaceId, 'removed')
    await deleteUser(trx, userId, workspaceId)
  })
}
