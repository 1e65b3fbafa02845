import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Db } from './database.ts'
import { hashKey, newHexId } from './keys.ts'
import type { Database } from './schema.ts'
import { normalEmail, type Role } from './users.ts'

/** An invitation as the console shows it. */
export interface Invite {
  id: string
  workspaceId: string
  email: string
  role: Role
  expiresAt: string
}

/** An invitation found by its link's token, with its workspace's name and whether it was used. */
export interface InviteByToken extends Invite {
  workspaceName: string
  usedAt: string | null
}

/**
 * Stores an invitation; the token (for the link) is returned only here and stored hashed.
 *
 * @example
 * const { id, token, expiresAt } = await createInvite(db, { workspaceId, email, role: 'agent' }, now, 7 * 86_400_000)
 */
export async function createInvite(db: Db, invite: Pick<Invite, 'workspaceId' | 'email' | 'role'>, now: Date, ttlMs: number) {
  const created = { id: newHexId(), token: randomBytes(32).toString('base64url'), expiresAt: new Date(now.getTime() + ttlMs).toISOString() }
  await db
    .insertInto('invites')
    .values({
      id: created.id,
      workspace_id: invite.workspaceId,
      email: normalEmail(invite.email),
      role: invite.role,
      token_hash: hashKey(created.token),
      created_at: now.toISOString(),
      expires_at: created.expiresAt,
      used_at: null
    })
    .execute()
  return created
}

/** The invitation of a link's token, used or not, expired or not. */
export async function findInviteByToken(db: Db, token: string): Promise<InviteByToken | undefined> {
  const row = await db
    .selectFrom('invites')
    .innerJoin('workspaces', 'workspaces.id', 'invites.workspace_id')
    .select(['invites.id', 'invites.workspace_id', 'invites.email', 'invites.role', 'invites.expires_at', 'invites.used_at', 'workspaces.name'])
    .where('invites.token_hash', '=', hashKey(token))
    .executeTakeFirst()
  return row && {
    id: row.id,
    workspaceId: row.workspace_id,
    email: row.email,
    role: row.role,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    workspaceName: row.name
  }
}

/**
 * Marks an open, unexpired invitation used; false when it was used (also by a request at the
 * same moment: the update is conditional) or has expired.
 */
export async function claimInvite(trx: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('invites')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A workspace's invitations that can still be accepted, newest last. */
export async function listOpenInvites(db: Db, workspaceId: string, now: Date): Promise<Invite[]> {
  const rows = await db
    .selectFrom('invites')
    .select(['id', 'workspace_id', 'email', 'role', 'expires_at'])
    .where('workspace_id', '=', workspaceId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ id: row.id, workspaceId: row.workspace_id, email: row.email, role: row.role, expiresAt: row.expires_at }))
}

/** Revokes an invitation; false when the workspace has no open invitation with this id. */
export async function deleteInvite(db: Db, id: string, workspaceId: string): Promise<boolean> {
  const result = await db.deleteFrom('invites').where('id', '=', id).where('workspace_id', '=', workspaceId).where('used_at', 'is', null).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
