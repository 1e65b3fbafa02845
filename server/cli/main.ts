import { parseArgs } from 'node:util'
import { AccountError, createOwner, resetPassword } from '../console/accounts.ts'
import { generatePassword } from '../console/passwords.ts'
import { loadConfig } from '../config.ts'
import { listChatbots } from '../store/chatbots.ts'
import { openDatabase, type Db } from '../store/database.ts'
import { createWorkspace, listWorkspaces, rotateWorkspaceKeys } from '../store/workspaces.ts'
import { importListingsCommand, UsageError, type ImportArguments } from './import-listings.ts'

const USAGE = `Usage: porchlight <command> [options]     (npx porchlight … in a checkout, porchlight … in the container)

Commands:
  create-workspace --name NAME [--json]   create a workspace and print its two keys (shown once)
  rotate-keys --workspace ID [--json]     replace a workspace's keys; the old ones stop working
  list-chatbots [--workspace ID] [--json] list chatbots, of one workspace or of all
  list-workspaces [--json]                list workspaces
  create-owner --workspace ID --email E [--name N] [--password P] [--json]
                                          add an owner who signs in to the console at /console/;
                                          without --password one is generated and printed once
  reset-password --email E [--password P] [--json]
                                          set a new password (generated when not given) and sign
                                          the account out everywhere
  import-listings --chatbot ID --file FILE [--format csv|ndjson|json] [--mapping JSON|FILE]
                  [--all-or-nothing] [--preview] [--json]
                                          store a file's listings (columns mapped from their names,
                                          --mapping overrides); --preview shows the mapping and first rows

Uses the same DATA_DIR / DATABASE_URL as the server, also while the server runs.`

type Options = ImportArguments & {
  name?: string
  workspace?: string
  email?: string
  password?: string
  json?: boolean
}

/** --password when given (at least 10 characters, like the console asks), a generated one otherwise. */
function chosenPassword(values: Options): { password: string; generated: boolean } {
  if (values.password === undefined) return { password: generatePassword(), generated: true }
  if (values.password.length < 10 || values.password.length > 200) throw new UsageError('--password must have 10 to 200 characters')
  return { password: values.password, generated: false }
}

async function run(db: Db, command: string | undefined, values: Options) {
  const print = (json: unknown, text: string) => console.log(values.json ? JSON.stringify(json) : text)
  switch (command) {
    case 'create-workspace': {
      if (!values.name?.trim()) throw new UsageError('create-workspace needs --name NAME')
      const created = await createWorkspace(db, values.name.trim())
      return print(created, `Workspace ${created.workspaceId}\n  Secret key   ${created.secretKey}\n  Session key  ${created.sessionKey}\nThe keys are shown only now.`)
    }
    case 'rotate-keys': {
      if (!values.workspace) throw new UsageError('rotate-keys needs --workspace ID')
      const rotated = await rotateWorkspaceKeys(db, values.workspace)
      if (!rotated) throw new UsageError(`No workspace ${values.workspace}`)
      return print(rotated, `Workspace ${rotated.workspaceId}\n  Secret key   ${rotated.secretKey}\n  Session key  ${rotated.sessionKey}`)
    }
    case 'list-chatbots': {
      const chatbots = await listChatbots(db, values.workspace)
      const rows = chatbots.map((c) => ({ chatbotId: c.id, workspaceId: c.workspace_id, name: c.name, model: c.model, createdAt: c.created_at }))
      return print(rows, rows.map((r) => `${r.chatbotId}  ${r.workspaceId}  ${r.name}`).join('\n') || 'No chatbots')
    }
    case 'list-workspaces': {
      const rows = (await listWorkspaces(db)).map((w) => ({ workspaceId: w.id, name: w.name, createdAt: w.created_at }))
      return print(rows, rows.map((r) => `${r.workspaceId}  ${r.name}`).join('\n') || 'No workspaces')
    }
    case 'create-owner': {
      if (!values.workspace || !values.email) throw new UsageError('create-owner needs --workspace ID and --email E')
      if (!/^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(values.email.trim())) throw new UsageError(`--email must be an e-mail address such as owner@example.com, got "${values.email}"`)
      const { password, generated } = chosenPassword(values)
      const user = await createOwner(db, { workspaceId: values.workspace, email: values.email, name: values.name ?? '', password })
      const shown = generated ? `\n  Password  ${password}    (shown only now)` : ''
      return print({ userId: user.id, workspaceId: user.workspaceId, email: user.email, ...(generated && { password }) }, `Owner ${user.email} of workspace ${user.workspaceId}${shown}\nSign in at PUBLIC_URL/console/`)
    }
    case 'reset-password': {
      if (!values.email) throw new UsageError('reset-password needs --email E')
      const { password, generated } = chosenPassword(values)
      const user = await resetPassword(db, values.email, password)
      const shown = generated ? `\n  Password  ${password}    (shown only now)` : ''
      return print({ userId: user.id, email: user.email, ...(generated && { password }) }, `New password for ${user.email}; every session of the account has ended${shown}`)
    }
    case 'import-listings':
      return console.log(await importListingsCommand(db, values, (line) => console.error(line)))
    default:
      throw new UsageError(command ? `Unknown command ${command}\n\n${USAGE}` : USAGE)
  }
}

async function main() {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        workspace: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
        chatbot: { type: 'string' }, file: { type: 'string' }, format: { type: 'string' }, mapping: { type: 'string' },
        'all-or-nothing': { type: 'boolean' }, preview: { type: 'boolean' }
      }
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (parsed.values.help) {
    console.error(USAGE)
    return 0
  }
  const db = await openDatabase(loadConfig())
  try {
    await run(db, parsed.positionals[0], parsed.values)
    return 0
  } catch (error) {
    const mistake = error instanceof UsageError || error instanceof AccountError
    console.error(mistake ? (error as Error).message : `Failed: ${(error as Error).message}`)
    return mistake ? 2 : 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main()
