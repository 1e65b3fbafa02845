import fs from 'node:fs'
import path from 'node:path'
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'

/** The file under DATA_DIR that holds the feed key when FEED_SECRET_KEY is not set. */
export const KEY_FILE = 'feed-secret.key'
const VERSION = 'v1'

/** Seals and opens feed secrets (a client secret, a bearer token) with AES-256-GCM. */
export interface SecretBox {
  seal(secret: string): string
  open(sealed: string): string
}

/** A sealed secret that the key cannot open: another key sealed it, or it was altered. */
export class SecretKeyError extends Error {}

/**
 * The key FEED_SECRET_KEY gives, or else the one in DATA_DIR/feed-secret.key, written there
 * (readable by the server's user only) the first time a secret is sealed, with a warning.
 */
function loadKey(configured: string, dataDir: string, log: FastifyBaseLogger): Buffer {
  if (configured) return Buffer.from(configured, 'hex')
  const file = path.join(dataDir, KEY_FILE)
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' })
    log.warn(`FEED_SECRET_KEY is not set: MLS feed secrets are sealed with a new key written to ${file}; keep that file with the database (without it the secrets must be entered again), or set FEED_SECRET_KEY on every instance`)
  } catch (error) {
    // Another process wrote it first: its key is the one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
}

/**
 * The server's box for feed secrets; the key is read (or made) on first use, so a server
 * without feeds never writes a key file.
 *
 * @example
 * const box = createSecretBox(config.feedSecretKey, config.dataDir, app.log)
 * box.open(box.seal('s3cret')) // 's3cret'
 */
export function createSecretBox(configured: string, dataDir: string, log: FastifyBaseLogger): SecretBox {
  let key: Buffer | undefined
  const keyOf = () => (key ??= loadKey(configured, dataDir, log))
  return {
    seal(secret) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':')
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':')
      if (version !== VERSION || !iv || !tag || data === undefined) throw new SecretKeyError('The feed secret is not in the sealed form')
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), Buffer.from(iv, 'base64'))
        decipher.setAuthTag(Buffer.from(tag, 'base64'))
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8')
      } catch (error) {
        throw new SecretKeyError('The feed secret cannot be opened with this server\'s feed key (FEED_SECRET_KEY or DATA_DIR/feed-secret.key changed): enter the secret again', { cause: error })
      }
    }
  }
}
