import type { Db } from '../store/database.ts'
import { closeUserSessions } from '../store/console-sessions.ts'
import { createUser, setPasswordHash, type User } from '../store/users.ts'
import { findWorkspace } from '../store/workspaces.ts'
import { hashPassword } from './passwords.ts'

/** Why an account could not be made or changed, for the CLI and the demo to print. */
export class AccountError extends Error {}

/**
 * Creates an owner of a workspace (the CLI's create-owner, the demo's first start).
 *
 * @example
 * await createOwner(db, { workspaceId, email: 'owner@demo.test', name: 'Demo owner', password })
 */
export async function createOwner(db: Db, owner: { workspaceId: string; email: string; name: string; password: string }): Promise<User> {
  if (!(await findWorkspace(db, owner.workspaceId))) throw new AccountError(`No workspace ${owner.workspaceId}`)
  const user = await createUser(db, { ...owner, role: 'owner', passwordHash: await hashPassword(owner.password) })
  if (!user) throw new AccountError(`There is already an account with the e-mail address ${owner.email}`)
  return user
}

/**
 * Sets a new password and ends every session of the account, so a browser signed in with the
 * old one is signed out.
 *
 * @example
 * await resetPassword(db, 'owner@demo.test', newPassword)
 */
export async function resetPassword(db: Db, email: string, password: string): Promise<User> {
  const user = await setPasswordHash(db, email, await hashPassword(password))
  if (!user) throw new AccountError(`No account with the e-mail address ${email}`)
  await closeUserSessions(db, user.id)
  return user
}
