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
 * `count` ids of 32 lowercase hex characters that sort by when they were made, from one read of
 * the random source: the time in milliseconds (12 characters, as a UUIDv7 starts) and 80 random
 * bits. New listing keys go to the end of the unique index on the key instead of onto a random
 * page each: random keys had every listing an import stores rewrite a page of that index of its own.
 *
 * @example
 * newOrderedHexIds(2) // ['019ac7e5d2c4' + 20 random hex characters, '019ac7e5d2c4' + 20 others]
 */
export function newOrderedHexIds(count: number): string[] {
  const time = Date.now().toString(16).padStart(12, '0')
  const random = randomBytes(10 * count).toString('hex')
  return Array.from({ length: count }, (_, index) => time + random.slice(20 * index, 20 * index + 20))
}
