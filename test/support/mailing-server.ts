import type { Config } from '../../server/config.ts'
import { startMailSink, type MailSink } from './mail-sink.ts'
import { startTestServer, type TestServer } from './server.ts'

/** The sender of every mail a mailing test server sends. */
export const MAIL_FROM = 'Porchlight <bot@porchlight.example>'

/** A test server whose mail goes to its own mail sink; closing the server closes the sink. */
export interface MailingServer extends TestServer {
  sink: MailSink
}

/**
 * startTestServer with SMTP: a fresh mail sink receives everything the server mails, from MAIL_FROM.
 *
 * @example
 * const server = await startMailingServer()
 * const chatbotId = await server.newChatbot({ TalkToHumanEmail: 'desk@oakrealty.example' })
 * const [mail] = await server.sink.waitFor(1)
 */
export async function startMailingServer(overrides: Partial<Config> = {}): Promise<MailingServer> {
  const sink = await startMailSink()
  const server = await startTestServer({ smtpUrl: sink.url, mailFrom: MAIL_FROM, ...overrides })
  const close = server.close
  server.close = async () => {
    await close()
    await sink.close()
  }
  return Object.assign(server, { sink })
}
