import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliCommand, startBanner } from '../../../server/start-banner.ts'

const demo = { workspaceId: 'ws1', chatbotId: 'bot1', secretKey: 'sk', sessionKey: 'ssk', ownerEmail: 'owner@demo.test', ownerPassword: 'pw' }

describe('the start banner', () => {
  it('names the CLI as it runs where the server runs: npx porchlight in a checkout, porchlight in the image', () => {
    expect(cliCommand()).toBe('npx porchlight')
    const image = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-no-sources-'))
    try {
      expect(cliCommand(image)).toBe('porchlight')
    } finally {
      fs.rmSync(image, { recursive: true })
    }
    const banner = startBanner({ publicUrl: 'http://x', seedDemo: true, smtpUrl: '', dataDir: '/data' }, demo, 'porchlight')
    expect(banner).toContain('porchlight reset-password --email owner@demo.test')
    expect(banner).toContain('docker exec CONTAINER porchlight')
    expect(banner).not.toMatch(/npm run|npx/)
  })

  it('says where mail goes: the outbox folder without SMTP_URL, the SMTP host with it', () => {
    const local = startBanner({ publicUrl: 'http://x', seedDemo: false, smtpUrl: '', dataDir: 'data' }, undefined, 'npx porchlight')
    expect(local).toContain(`SMTP_URL is not set: mails (Talk to a person, daily reports) are written to ${path.resolve('data/outbox')} as .eml files, not sent.`)
    expect(local).toContain('npx porchlight rotate-keys --workspace WORKSPACE_ID')
    const sent = startBanner({ publicUrl: 'http://x', seedDemo: true, smtpUrl: 'smtp://user:secret@mail.example:587', dataDir: 'data' }, demo, 'npx porchlight')
    expect(sent).toContain('Mails go out through SMTP_URL (mail.example:587).')
    expect(sent).toContain('its Talk to a person mails owner@demo.test')
    expect(sent).not.toContain('secret')
  })
})
