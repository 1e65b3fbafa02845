import { randomBytes } from 'node:crypto'
import type { Db } from './database.ts'
import { hashKey } from './keys.ts'
import type { User } from './users.ts'

/** A signed-in browser's session, read with its user and workspace. */
export interface ConsoleSessionInfo {
  user: User
  workspaceName: string
  csrfToken: string
  expiresAt: string
}

/** How long sessions live: unused for `idleMs` or `maxAgeMs` after sign-in, they end. */
export interface SessionLifetime {
  idleMs: number
  maxAgeMs: number
}

/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000

const newToken = () => randomBytes(32).toString('base64url')

/**
 * Opens a console session for a user; the token goes in the cookie and is stored only hashed.
 *
 * @example
 * const { token, csrfToken, expiresAt } = await openConsoleSession(db, user.id, new Date(), lifetime)
 */
export async function openConsoleSession(db: Db, userId: string, now: Date, lifetime: SessionLifetime) {
  const session = { token: newToken(), csrfToken: newToken(), expiresAt: new Date(now.getTime() + lifetime.maxAgeMs).toISOString() }
  await db.deleteFrom('console_sessions').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute()
  await db
    .insertInto('console_sessions')
    .values({
      token_hash: hashKey(session.token),
      user_id: userId,
      csrf_token: session.csrfToken,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: session.expiresAt
    })
    .execute()
  return session
}

/**
 * The live session of a cookie token, or undefined when there is none or it has expired
 * (idle too long, or past its absolute end); an expired one is deleted. Using a session
 * keeps it alive: its last use is written (at most once a minute).
 *
 * @example
 * const session = await findConsoleSession(db, token, new Date(), lifetime)
 */
export async function findConsoleSession(db: Db, token: string, now: Date, lifetime: SessionLifetime): Promise<ConsoleSessionInfo | undefined> {
  const tokenHash = hashKey(token)
  const row = await db
    .selectFrom('console_sessions')
    .innerJoin('users', 'users.id', 'console_sessions.user_id')
    .innerJoin('workspaces', 'workspaces.id', 'users.workspace_id')
    .select([
      'console_sessions.csrf_token', 'console_sessions.last_seen_at', 'console_sessions.expires_at',
      'users.id', 'users.workspace_id', 'users.email', 'users.name', 'users.role', 'users.created_at', 'workspaces.name as workspace_name'
    ])
    .where('console_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (!row) return undefined
  const idleSince = Date.parse(row.last_seen_at)
  if (Date.parse(row.expires_at) <= now.getTime() || idleSince + lifetime.idleMs <= now.getTime()) {
    await db.deleteFrom('console_sessions').where('token_hash', '=', tokenHash).execute()
    return undefined
  }
  if (now.getTime() - idleSince >= TOUCH_EVERY_MS) {
    await db.updateTable('console_sessions').set({ last_seen_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute()
  }
  return {
    user: { id: row.id, workspaceId: row.workspace_id, email: row.email, name: row.name, role: row.role, createdAt: row.created_at },
    workspaceName: row.workspace_name,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at
  }
}

/** Ends one session (sign out). */
export async function closeConsoleSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('console_sessions').where('token_hash', '=', hashKey(token)).execute()
}

/** Ends every session of a user (sign out everywhere, a removed user, a new password). */
export async function closeUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('console_sessions').where('user_id', '=', userId).execute()
}
