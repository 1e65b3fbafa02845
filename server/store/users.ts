import type { Kysely } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'
import { newHexId } from './keys.ts'
import type { Database, UserTable } from './schema.ts'

export type Role = UserTable['role']

/** A console user as the server sees it (no password hash). */
export interface User {
  id: string
  workspaceId: string
  email: string
  name: string
  role: Role
  createdAt: string
}

export interface NewUser {
  workspaceId: string
  email: string
  name: string
  role: Role
  passwordHash: string
}

const userColumns = ['id', 'workspace_id', 'email', 'name', 'role', 'created_at'] as const

function fromRow(row: Pick<UserTable, (typeof userColumns)[number]>): User {
  return { id: row.id, workspaceId: row.workspace_id, email: row.email, name: row.name, role: row.role, createdAt: row.created_at }
}

/** E-mail addresses are compared without case and surrounding spaces. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * Adds a user; undefined when the e-mail address is already taken (in any workspace), also
 * when another request took it at the same moment (the unique index decides).
 *
 * @example
 * const user = await createUser(db, { workspaceId, email: 'ana@example.com', name: 'Ana', role: 'owner', passwordHash })
 */
export async function createUser(db: Kysely<Database>, user: NewUser, createdAt = new Date()): Promise<User | undefined> {
  const row = {
    id: newHexId(),
    workspace_id: user.workspaceId,
    email: normalEmail(user.email),
    name: user.name.trim(),
    role: user.role,
    password_hash: user.passwordHash,
    created_at: createdAt.toISOString()
  }
  const inserted = await db.insertInto('users').values(row).onConflict((oc) => oc.column('email').doNothing()).returning('id').executeTakeFirst()
  return inserted && fromRow(row)
}

/** The user with this e-mail address, with the password hash sign-in checks. */
export async function findUserForSignIn(db: Db, email: string): Promise<(User & { passwordHash: string }) | undefined> {
  const row = await db.selectFrom('users').select([...userColumns, 'password_hash']).where('email', '=', normalEmail(email)).executeTakeFirst()
  return row && { ...fromRow(row), passwordHash: row.password_hash }
}

/** The user with this id; pass `workspaceId` to see only that workspace's users. */
export async function findUser(db: Db, id: string, workspaceId?: string): Promise<User | undefined> {
  let query = db.selectFrom('users').select(userColumns).where('id', '=', id)
  if (workspaceId !== undefined) query = query.where('workspace_id', '=', workspaceId)
  const row = await query.executeTakeFirst()
  return row && fromRow(row)
}

/** A workspace's users, oldest first. */
export async function listUsers(db: Db, workspaceId: string): Promise<User[]> {
  const rows = await db.selectFrom('users').select(userColumns).where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute()
  return rows.map(fromRow)
}

/** Replaces a user's password hash; undefined when there is no user with that e-mail address. */
export async function setPasswordHash(db: Db, email: string, passwordHash: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').select(userColumns).where('email', '=', normalEmail(email)).executeTakeFirst()
  if (!row) return undefined
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute()
  return fromRow(row)
}

/**
 * How many owners a workspace has. Inside a writeTransaction it locks their rows on PostgreSQL
 * (SQLite's write lock does it there), so two requests cannot each demote or remove one of the
 * last two owners.
 */
export async function lockOwners(trx: Kysely<Database>, workspaceId: string): Promise<number> {
  const query = trx.selectFrom('users').select('id').where('workspace_id', '=', workspaceId).where('role', '=', 'owner')
  const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute()
  return rows.length
}

/** Changes a user's role; false when the user is not in the workspace. */
export async function setRole(db: Kysely<Database>, id: string, workspaceId: string, role: Role): Promise<boolean> {
  const result = await db.updateTable('users').set({ role }).where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Removes a user; their sessions go with them (foreign key cascade). */
export async function deleteUser(db: Kysely<Database>, id: string, workspaceId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
