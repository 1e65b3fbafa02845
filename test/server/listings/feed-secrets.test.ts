import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../server/config.ts'
import { createSecretBox, KEY_FILE, SecretKeyError } from '../../../server/listings/feeds/secret-box.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-feed-key-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
const warnings: string[] = []
const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push((JSON.parse(line) as { msg: string }).msg) })

describe('feed secrets at rest', () => {
  it('checks FEED_SECRET_KEY at start: 64 hex digits', () => {
    expect(loadConfig({ FEED_SECRET_KEY: 'AB'.repeat(32) }).feedSecretKey).toBe('ab'.repeat(32))
    expect(() => loadConfig({ FEED_SECRET_KEY: 'short' })).toThrow('FEED_SECRET_KEY must be 64 hex digits (a 256-bit key), e.g. from openssl rand -hex 32, got "short"')
  })

  it('seals with the configured key: another key cannot open it, nor an altered text', () => {
    const box = createSecretBox('11'.repeat(32), dataDir, log)
    const sealed = box.seal('client-secret-123')
    expect(sealed).not.toContain('client-secret-123')
    expect(box.seal('client-secret-123')).not.toBe(sealed)
    expect(box.open(sealed)).toBe('client-secret-123')
    expect(() => createSecretBox('22'.repeat(32), dataDir, log).open(sealed)).toThrow(SecretKeyError)
    const [version, iv, tag, data] = sealed.split(':')
    const altered = [version, iv, tag, Buffer.from(Buffer.from(data!, 'base64').map((byte) => byte ^ 1)).toString('base64')].join(':')
    expect(() => box.open(altered)).toThrow(/cannot be opened with this server's feed key/)
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false)
  })

  it('without FEED_SECRET_KEY writes a key file on first use, says so once, and a restarted server reads it', () => {
    const box = createSecretBox('', dataDir, log)
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false)
    const sealed = box.seal('token')
    const file = path.join(dataDir, KEY_FILE)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(warnings).toEqual([expect.stringContaining(`FEED_SECRET_KEY is not set: MLS feed secrets are sealed with a new key written to ${file}`)])
    expect(createSecretBox('', dataDir, log).open(sealed)).toBe('token')
    expect(warnings).toHaveLength(1)
  })
})
