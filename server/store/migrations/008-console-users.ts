import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * The owner's console: people who sign in, their sessions, invitations and sign-in attempts.
 * - users: one workspace each, role `owner` or `agent`; email lower-cased and unique;
 *   password_hash is scrypt (see server/console/passwords.ts).
 * - console_sessions: the cookie's token (stored as its SHA-256) and the session's CSRF token;
 *   last_seen_at drives the idle expiry, expires_at is the absolute one.
 * - invites: a one-time link (token stored hashed) that expires; used_at once accepted.
 * - sign_in_attempts: failed or pending sign-ins, counted per e-mail and per address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_workspace').on('users').columns(['workspace_id', 'created_at']).execute()

  await db.schema
    .createTable('console_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('console_sessions_user').on('console_sessions').column('user_id').execute()

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('invites_workspace').on('invites').columns(['workspace_id', 'expires_at']).execute()

  await (isPostgres(db)
    ? db.schema.createTable('sign_in_attempts').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('sign_in_attempts').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sign_in_attempts_email').on('sign_in_attempts').columns(['email', 'created_at']).execute()
  await db.schema.createIndex('sign_in_attempts_ip').on('sign_in_attempts').columns(['client_ip', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sign_in_attempts', 'invites', 'console_sessions', 'users']) await db.schema.dropTable(table).execute()
}
