import { createHash, randomBytes } from 'node:crypto'

/** Prefixes make a leaked key recognisable and tell the auth layer where to look it up. */
export const KEY_PREFIX = { secret: 'plsk_', session: 'plss_', visitor: 'plvk_' } as const

/**
 * A new random key: 192 bits of entropy behind a readable prefix.
 *
 * @example
 * newKey('secret') // 'plsk_3q2-…'
 */
export function newKey(kind: keyof typeof KEY_PREFIX): string {
  return KEY_PREFIX[kind] + randomBytes(24).toString('base64url')
}

/**
 * Keys are stored only as SHA-256 hashes. A fast hash is enough because the keys are
 * long random strings, not passwords: there is nothing to guess from a dictionary.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** 32 lowercase hex characters: the form of chatbot IDs, workspace IDs and listing keys. */
export function newHexId(): string {
  return randomBytes(16).toString('hex')
}

/**
 * `count` ids of the same form, from one read of the random source (a bulk write's keys).
 *
 * @example
 * const [first, second] = newHexIds(2)
 */
export function newHexIds(count: number): string[] {
  const hex = randomBytes(16 * count).toString('hex')
  return Array.from({ length: count }, (_, index) => hex.slice(32 * index, 32 * index + 32))
}
