import fs from 'node:fs'
import path from 'node:path'
import type { Config } from './config.ts'
import type { NewDemo } from './demo/seed.ts'
import { projectRoot } from './paths.ts'

/**
 * How to run the admin CLI where this server runs: `npx porchlight` in a checkout (the sources
 * are there), `porchlight` in the container image, which has only the build and puts the
 * command on PATH.
 *
 * @example
 * cliCommand('/app') // 'porchlight' when /app/server/cli/main.ts does not exist
 */
export function cliCommand(root: string = projectRoot): string {
  return fs.existsSync(path.join(root, 'server/cli/main.ts')) ? 'npx porchlight' : 'porchlight'
}

/**
 * Where mail goes, in one line: nowhere but a folder when SMTP_URL is not set.
 *
 * @example
 * mailDestination({ smtpUrl: '', dataDir: './data' }) // 'SMTP_URL is not set: mails (Talk to a person, daily reports) are written to /…/data/outbox as .eml files, not sent.'
 */
export function mailDestination(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string {
  if (config.smtpUrl) return `Mails go out through SMTP_URL (${new URL(config.smtpUrl).host}).`
  return `SMTP_URL is not set: mails (Talk to a person, daily reports) are written to ${path.resolve(config.dataDir, 'outbox')} as .eml files, not sent.`
}

/**
 * The start banner: where the server runs, where mail goes, how to run the CLI, and the demo's
 * keys and password the one time they exist.
 *
 * @example
 * console.log(startBanner(config, demo, cliCommand()))
 */
export function startBanner(config: Pick<Config, 'publicUrl' | 'seedDemo' | 'smtpUrl' | 'dataDir'>, demo: NewDemo | undefined, cli: string): string {
  const { publicUrl } = config
  const inContainer = cli === 'porchlight' ? ' (from the host: docker exec CONTAINER porchlight …)' : ''
  if (demo) {
    return `
Porchlight is running at ${publicUrl}
A demo workspace was created. These keys are shown only now, so keep them:
  Chatbot ID   ${demo.chatbotId}
  Secret key   ${demo.secretKey}    (header Authorization)
  Session key  ${demo.sessionKey}    (header chatrobot-sessionkey)
  Workspace    ${demo.workspaceId}
Lost them? ${cli} rotate-keys --workspace ${demo.workspaceId}   (new keys; the old ones stop working)${inContainer}
Sign in to the console at ${publicUrl}/console/
  E-mail       ${demo.ownerEmail}
  Password     ${demo.ownerPassword ?? '(unchanged from an earlier start)'}    (shown only now; new one: ${cli} reset-password --email ${demo.ownerEmail})
Open ${publicUrl}/ for the demo site; its Talk to a person mails ${demo.ownerEmail}.
${mailDestination(config)}
`
  }
  return `Porchlight is running at ${publicUrl}${config.seedDemo ? ` (demo site at ${publicUrl}/)` : ''}
Sign in to the console at ${publicUrl}/console/ (forgot the password? ${cli} reset-password --email E).
Keys are shown only when a workspace is created. For new ones: ${cli} list-workspaces, then
${cli} rotate-keys --workspace WORKSPACE_ID (the old keys stop working).${inContainer}
${mailDestination(config)}`
}
