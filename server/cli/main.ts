import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { listChatbots } from '../store/chatbots.ts'
import { openDatabase, type Db } from '../store/database.ts'
import { createWorkspace, listWorkspaces, rotateWorkspaceKeys } from '../store/workspaces.ts'
import { importListingsCommand, UsageError, type ImportArguments } from './import-listings.ts'

const USAGE = `Usage: npm run -s cli -- <command> [options]

Commands:
  create-workspace --name NAME [--json]   create a workspace and print its two keys (shown once)
  rotate-keys --workspace ID [--json]     replace a workspace's keys; the old ones stop working
  list-chatbots [--workspace ID] [--json] list chatbots, of one workspace or of all
  list-workspaces [--json]                list workspaces
  import-listings --chatbot ID --file FILE [--format csv|ndjson|json] [--mapping JSON|FILE]
                  [--all-or-nothing] [--preview] [--json]
                                          store a file's listings (columns mapped from their names,
                                          --mapping overrides); --preview shows the mapping and first rows

Uses the same DATA_DIR / DATABASE_URL as the server, also while the server runs.`

async function run(db: Db, command: string | undefined, values: { name?: string; workspace?: string; json?: boolean } & ImportArguments) {
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
        name: { type: 'string' }, workspace: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' },
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
    console.error(error instanceof UsageError ? error.message : `Failed: ${(error as Error).message}`)
    return error instanceof UsageError ? 2 : 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main()
