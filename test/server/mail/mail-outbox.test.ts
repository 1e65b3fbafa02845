import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../../../server/mail/mailer.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ smtpUrl: '' })
})
afterAll(() => server.close())

const outbox = () => path.join(server.config.dataDir, 'outbox')
const emlFiles = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((name) => name.endsWith('.eml')) : [])

describe('mail without SMTP_URL', () => {
  it('writes the Talk to a human mail as an .eml file under DATA_DIR/outbox', async () => {
    const serial = await server.newChatbot({ Name: 'Oak Realty', TalkToHumanEmail: 'agent@oakrealty.example' })
    const config = await server.post<{ SessionKey: string }>('/chat/Chatbot/GetConfig', { serialNumber: serial })
    const reply = await server.post('/chat/Chat/TalkToHuman', { name: 'Jo', email: 'jo@example.com', message: 'Call me, please' }, {
      headers: { 'chatrobot-sessionkey': config.body.Data.SessionKey }
    })
    expect(reply.status).toBe(200)

    const files = emlFiles()
    expect(files).toHaveLength(1)
    const mail = await PostalMime.parse(fs.readFileSync(path.join(outbox(), files[0]!)))
    expect(mail.to).toEqual([{ name: '', address: 'agent@oakrealty.example' }])
    expect(mail.replyTo).toEqual([{ name: 'Jo', address: 'jo@example.com' }])
    expect(mail.subject).toBe('Jo would like to talk to a person (Oak Realty)')
    expect(mail.text).toContain('Their message:\nCall me, please')
  })

  it('says in the log where the mail went and why', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-outbox-'))
    const logged: Array<[unknown, string]> = []
    const log = { info: (fields: unknown, message: string) => logged.push([fields, message]), warn: () => {} }
    const mailer = createMailer({ smtpUrl: '', mailFrom: 'Porchlight <no-reply@example.com>', dataDir, log: log as never })
    const sent = await mailer.send({ to: 'owner@example.com', subject: 'Daily\nleads', text: 'Two new leads' })
    mailer.close()

    expect(sent.file).toMatch(new RegExp(`^${dataDir}/outbox/.+\\.eml$`))
    expect(logged).toEqual([[{ to: 'owner@example.com', subject: 'Daily leads', file: sent.file }, 'SMTP_URL is not set, so the mail was written to a file instead of sent']])
    const raw = fs.readFileSync(sent.file!, 'utf8')
    expect(raw).toMatch(/^Subject: Daily leads$/m)
    expect(raw).toMatch(/^From: Porchlight <no-reply@example.com>$/m)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
