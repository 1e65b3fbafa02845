import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt with N=2^15, r=8, p=1: 32 MiB of memory per hash (memory-hard), about a tenth of a
 * second on one core. The parameters are kept in each hash, so they can be raised later
 * without breaking stored passwords.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/**
 * A password's stored form: `scrypt$N$r$p$salt$key`, salt and key in base64url. It runs on
 * libuv's thread pool, so the server keeps answering while it works.
 *
 * @example
 * await hashPassword('correct horse battery') // 'scrypt$32768$8$1$…$…'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** A hash no password matches, checked when the e-mail is unknown so that both cases take as long; made on first use. */
let decoy: Promise<string> | undefined
const decoyHash = () => (decoy ??= hashPassword(randomBytes(24).toString('base64url')))

/**
 * True when `password` is the one `stored` was made from; with `stored` undefined (no such
 * user) it does the same work against a decoy and answers false.
 *
 * @example
 * if (!(await verifyPassword(password, user?.password_hash))) throw new UnauthorizedError(…)
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoyHash())).split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored !== undefined
}

/** Letters and digits that cannot be mistaken for each other. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789'

/**
 * A password that is easy to copy and hard to guess (20 characters, about 99 bits), for the
 * demo owner and the CLI.
 *
 * @example
 * generatePassword() // 'k3fqz-9xztw-…'
 */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => READABLE[randomInt(READABLE.length)]).join(''))
  return groups.join('-')
}
