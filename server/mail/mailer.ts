import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

/** A person's address, shown with their name. */
export interface Address {
  name: string
  address: string
}

/** One mail: always a plain-text body, and an HTML one beside it when the mail has one (made with escapeHtml/markdownToHtml, never from raw input). */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: Address
}

export interface SentMail {
  messageId: string
  /** the .eml file the mail was written to, when there is no SMTP server */
  file?: string
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>
  close(): void
}

export interface MailerOptions {
  /** SMTP_URL; empty writes each mail to `dataDir/outbox` */
  smtpUrl: string
  mailFrom: string
  dataDir: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
}

/** Header values come from settings and visitors: one line each, so no header can be smuggled in. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim()

/**
 * Sends mail through SMTP_URL, or, with no SMTP server configured, writes each mail as an
 * .eml file under DATA_DIR/outbox (open it with any mail program) and logs where.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: '', mailFrom: 'Porchlight <no-reply@example.com>', dataDir: './data', log })
 * await mailer.send({ to: 'owner@example.com', subject: 'Hello', text: 'Hi' }) // { messageId, file: 'data/outbox/….eml' }
 */
export function createMailer(options: MailerOptions): Mailer {
  const compose = (mail: OutgoingMail) => ({
    from: options.mailFrom,
    to: mail.to,
    subject: oneLine(mail.subject),
    text: mail.text,
    ...(mail.html && { html: mail.html }),
    ...(mail.replyTo && { replyTo: { name: oneLine(mail.replyTo.name), address: mail.replyTo.address } })
  })

  // nodemailer loads on the first mail: most servers send few, and none at start.
  let transport: Promise<Transporter> | undefined
  const transporter = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => options.smtpUrl
    // nodemailer waits minutes by default; a visitor waiting on Talk to a human should learn in seconds
    // that the mail server is not answering. Settings in the URL's query string still win.
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })))
  const close = () => void transport?.then((opened) => opened.close())

  if (options.smtpUrl) {
    return {
      async send(mail) {
        const info = await (await transporter()).sendMail(compose(mail))
        return { messageId: info.messageId }
      },
      close
    }
  }

  const outbox = path.join(options.dataDir, 'outbox')
  return {
    async send(mail) {
      const info = await (await transporter()).sendMail(compose(mail))
      await fs.promises.mkdir(outbox, { recursive: true })
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`)
      await fs.promises.writeFile(file, info.message as Buffer)
      options.log.info({ to: mail.to, subject: compose(mail).subject, file }, 'SMTP_URL is not set, so the mail was written to a file instead of sent')
      return { messageId: info.messageId, file }
    },
    close
  }
}
