import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** One mail as the SMTP server received it: the SMTP envelope plus the parsed message. */
export interface ReceivedMail {
  /** RCPT TO of the SMTP envelope: who the mail was really delivered to */
  envelopeTo: string[]
  envelopeFrom: string
  parsed: Email
  /** the parsed text body */
  text: string
  subject: string
  replyTo: Array<{ name: string; address: string }>
  raw: string
}

/**
 * A real SMTP server on a loopback port that keeps every mail it receives, for tests to read.
 * `failNext(n)` makes it refuse the next n mails with a 451, as a mail server does when it is
 * in trouble.
 */
export interface MailSink {
  url: string
  mails: ReceivedMail[]
  failNext(count: number): void
  /** resolves once `count` mails have arrived in all */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = []
  let failures = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failures > 0) {
          failures--
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        PostalMime.parse(raw).then((parsed) => {
          mails.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            parsed,
            text: parsed.text ?? '',
            subject: parsed.subject ?? '',
            replyTo: (parsed.replyTo ?? []).map((address) => ({ name: address.name, address: address.address ?? '' })),
            raw
          })
          callback()
        }, callback)
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext(count) {
      failures = count
    },
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return mails
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
