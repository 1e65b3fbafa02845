import type { Generated } from 'kysely'

/* The tables of the owner's console (migration 008), kept beside schema.ts. */

/** A person who signs in to the console; one workspace each. */
export interface UserTable {
  id: string
  workspace_id: string
  /** lower-cased */
  email: string
  name: string
  role: 'owner' | 'agent'
  /** scrypt$N$r$p$salt$hash (server/console/passwords.ts) */
  password_hash: string
  created_at: string
}

/** A signed-in browser. */
export interface ConsoleSessionTable {
  /** SHA-256 of the cookie's token */
  token_hash: string
  user_id: string
  /** sent back by the session call; state-changing calls must carry it as x-csrf-token */
  csrf_token: string
  created_at: string
  /** the idle expiry counts from here */
  last_seen_at: string
  /** the absolute expiry */
  expires_at: string
}

/** A one-time invitation link to a workspace. */
export interface InviteTable {
  id: string
  workspace_id: string
  email: string
  role: 'owner' | 'agent'
  token_hash: string
  created_at: string
  expires_at: string
  /** when it was accepted; null while open */
  used_at: string | null
}

/** A sign-in being checked or one that failed; the limits count these. */
export interface SignInAttemptTable {
  id: Generated<number>
  /** lower-cased, as typed */
  email: string
  client_ip: string
  created_at: string
}
