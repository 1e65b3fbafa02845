import { sql, type Kysely } from 'kysely'
import { isPostgres } from './dialect.ts'
import type { Database } from './schema.ts'

/** Whose attempts a sign-in limit counts: one e-mail address, or one client address. */
export type AttemptScope = { email: string } | { clientIp: string }

/** The key of the PostgreSQL advisory lock that makes sign-in attempts count one at a time. */
const SIGN_IN_LOCK = 0x5e1_6e_1e

/**
 * Makes sign-in attempts wait for each other inside `trx` (a writeTransaction), so each is
 * stored and counted before the next one is, on every instance sharing the database. SQLite's
 * write lock, taken when the transaction begins, already does this.
 */
export async function lockSignInAttempts(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK})`.execute(trx)
}

/** Stores an attempt (lower-cased e-mail) and returns its id; attempts older than `forgetBefore` of the same e-mail and address are dropped. */
export async function recordSignInAttempt(trx: Kysely<Database>, email: string, clientIp: string, now: Date, forgetBefore: Date): Promise<number> {
  const old = forgetBefore.toISOString()
  await trx.deleteFrom('sign_in_attempts').where('email', '=', email).where('created_at', '<', old).execute()
  await trx.deleteFrom('sign_in_attempts').where('client_ip', '=', clientIp).where('created_at', '<', old).execute()
  const row = await trx.insertInto('sign_in_attempts').values({ email, client_ip: clientIp, created_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * When the attempts of `scope` after `since`, up to and including attempt `upToId`, number
 * more than `allowed`: the time of the one whose expiry frees a place. Undefined while they fit.
 *
 * @example
 * const blocking = await attemptOverLimit(trx, { email }, since, attemptId, 10)
 */
export async function attemptOverLimit(trx: Kysely<Database>, scope: AttemptScope, since: Date, upToId: number, allowed: number): Promise<string | undefined> {
  const query = trx.selectFrom('sign_in_attempts').select('created_at').where('created_at', '>', since.toISOString()).where('id', '<=', upToId)
  const scoped = 'email' in scope ? query.where('email', '=', scope.email) : query.where('client_ip', '=', scope.clientIp)
  const row = await scoped.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).offset(allowed).executeTakeFirst()
  return row?.created_at
}

/** Forgets an attempt that succeeded: only failed ones count against the limits. */
export async function forgetSignInAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute()
}
