import { TooManyRequestsError, UnauthorizedError } from '../errors.ts'
import type { Db } from '../store/database.ts'
import { attemptOverLimit, forgetSignInAttempt, lockSignInAttempts, recordSignInAttempt } from '../store/sign-in-attempts.ts'
import { findUserForSignIn, normalEmail, type User } from '../store/users.ts'
import { writeTransaction } from '../store/write-transaction.ts'
import { verifyPassword } from './passwords.ts'

/**
 * The window over which sign-in attempts that did not succeed are counted: per e-mail address
 * (someone guessing one account's password) and per client address (someone trying many
 * accounts), as many as the configuration's signInLimits. The attempt being checked counts too.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000

/** How many failed attempts each scope may make per window. */
export interface SignInLimits {
  perAccount: number
  perAddress: number
}

/** The one answer for an unknown e-mail address and a wrong password, so neither reveals which accounts exist. */
export const SIGN_IN_REFUSED = 'The e-mail address or the password is not right'

export const SIGN_IN_LIMITED = 'Too many sign-in attempts; wait a while (Retry-After says how long) and try again'

/**
 * Stores the attempt and checks it against the limits in one transaction, one attempt at a
 * time across instances: a refused attempt is not stored. Returns its id; throws the 429.
 */
async function admitAttempt(db: Db, email: string, clientIp: string, now: Date, allowed: SignInLimits): Promise<number> {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS)
  return writeTransaction(db, async (trx) => {
    await lockSignInAttempts(trx)
    const id = await recordSignInAttempt(trx, email, clientIp, now, since)
    const limits = [[{ email }, allowed.perAccount], [{ clientIp }, allowed.perAddress]] as const
    for (const [scope, limit] of limits) {
      const blocking = await attemptOverLimit(trx, scope, since, id, limit)
      if (blocking) throw new TooManyRequestsError(SIGN_IN_LIMITED, (Date.parse(blocking) + SIGN_IN_WINDOW_MS - now.getTime()) / 1000)
    }
    return id
  })
}

/**
 * The user whose e-mail address and password these are, within the sign-in limits; 401 with
 * the same message for an unknown address and a wrong password (both take as long), 429 with
 * Retry-After past a limit. A successful attempt stops counting.
 *
 * @example
 * const user = await checkSignIn(db, { email, password, clientIp: request.ip }, new Date(), config.signInLimits)
 */
export async function checkSignIn(db: Db, attempt: { email: string; password: string; clientIp: string }, now: Date, limits: SignInLimits): Promise<User> {
  const email = normalEmail(attempt.email)
  const attemptId = await admitAttempt(db, email, attempt.clientIp, now, limits)
  const user = await findUserForSignIn(db, email)
  if (!(await verifyPassword(attempt.password, user?.passwordHash))) throw new UnauthorizedError(SIGN_IN_REFUSED)
  await forgetSignInAttempt(db, attemptId)
  const { passwordHash: _hash, ...signedIn } = user as NonNullable<typeof user>
  return signedIn
}
