import { ChatbotSettings, defaultSettings, rgbColor, type SettingName } from '../schemas/chatbot.ts'
import type { Db } from './database.ts'
import { now } from './database.ts'
import { newHexId } from './keys.ts'
import type { Updateable } from 'kysely'
import type { ChatbotTable } from './schema.ts'

/** A chatbot as the rest of the server sees it: its ids plus every setting by its interface name. */
export interface Chatbot extends ChatbotSettings {
  id: string
  workspaceId: string
}

type SettingColumn = Exclude<keyof ChatbotTable, 'id' | 'workspace_id' | 'type' | 'created_at'>

/** `AIResponseLanguage` → `ai_response_language`. */
export function snakeCase(name: string): string {
  return name.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2').toLowerCase()
}

const settingNames = Object.keys(ChatbotSettings.properties) as SettingName[]
/** Colours are kept as rgb(r,g,b), also when written #rgb or #rrggbb. */
const colorSettings = new Set<SettingName>(['ChatBubbleColor', 'UserMessageColor'])
const booleanSettings = new Set(settingNames.filter((name) => ChatbotSettings.properties[name].type === 'boolean'))
/** Each setting's column, worked out once: chatbots are read on almost every request. */
const columns = new Map(settingNames.map((name) => [name, snakeCase(name) as SettingColumn]))
const columnOf = (name: SettingName) => columns.get(name) as SettingColumn

function toColumns(settings: Partial<ChatbotSettings>): Partial<Record<SettingColumn, string | number>> {
  const row: Partial<Record<SettingColumn, string | number>> = {}
  for (const name of settingNames) {
    const value = settings[name]
    if (value === undefined) continue
    row[columnOf(name)] = typeof value === 'boolean' ? Number(value) : colorSettings.has(name) ? rgbColor(value as string) : value
  }
  return row
}

/** A chatbots row as a Chatbot: every setting under its interface name, booleans as booleans. */
export function chatbotFromRow(row: ChatbotTable): Chatbot {
  const settings: Record<string, unknown> = {}
  for (const name of settingNames) {
    const value = row[columnOf(name)]
    settings[name] = booleanSettings.has(name) ? Boolean(value) : value
  }
  return { ...(settings as ChatbotSettings), id: row.id, workspaceId: row.workspace_id }
}

/** Creates a chatbot with the default settings overridden by `settings`; returns its ID. */
export async function createChatbot(
  db: Db,
  workspaceId: string,
  settings: Partial<ChatbotSettings> = {},
  type = 0
): Promise<string> {
  const id = newHexId()
  await db
    .insertInto('chatbots')
    .values({
      id,
      workspace_id: workspaceId,
      type,
      created_at: now(),
      ...(toColumns({ ...defaultSettings, ...settings }) as Omit<ChatbotTable, 'id' | 'workspace_id' | 'type' | 'created_at'>)
    })
    .execute()
  return id
}

/** The chatbot with this ID, or undefined. Pass `workspaceId` to see only that workspace's chatbots. */
export async function findChatbot(db: Db, id: string, workspaceId?: string): Promise<Chatbot | undefined> {
  let query = db.selectFrom('chatbots').selectAll().where('id', '=', id.toLowerCase())
  if (workspaceId !== undefined) query = query.where('workspace_id', '=', workspaceId)
  const row = await query.executeTakeFirst()
  return row && chatbotFromRow(row)
}

/**
 * Every setting of a chatbot, under Edit's names, with its current value: what its owner reads
 * (Get and the console). Undefined when the chatbot is not the workspace's.
 *
 * @example
 * (await findChatbotSettings(db, chatbotId, workspaceId))?.ChatBubbleColor // 'rgb(37,99,235)'
 */
export async function findChatbotSettings(db: Db, id: string, workspaceId: string): Promise<ChatbotSettings | undefined> {
  const chatbot = await findChatbot(db, id, workspaceId)
  return chatbot && settingsOf(chatbot)
}

/** The settings of a chatbot without its ids. */
export function settingsOf(chatbot: Chatbot): ChatbotSettings {
  return Object.fromEntries(settingNames.map((name) => [name, chatbot[name]])) as ChatbotSettings
}

/** Changes only the settings present in `settings`. Returns false when the chatbot is not the workspace's. */
export async function updateChatbotSettings(
  db: Db,
  id: string,
  workspaceId: string,
  settings: Partial<ChatbotSettings>
): Promise<boolean> {
  const columns = toColumns(settings)
  if (Object.keys(columns).length === 0) return (await findChatbot(db, id, workspaceId)) !== undefined
  const result = await db
    .updateTable('chatbots')
    .set(columns as Updateable<ChatbotTable>)
    .where('id', '=', id.toLowerCase())
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Deletes a chatbot; its listings, sessions, messages and files go with it (foreign keys cascade). */
export async function deleteChatbot(db: Db, id: string, workspaceId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chatbots')
    .where('id', '=', id.toLowerCase())
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function listChatbots(db: Db, workspaceId?: string) {
  let query = db.selectFrom('chatbots').select(['id', 'workspace_id', 'name', 'model', 'created_at'])
  if (workspaceId !== undefined) query = query.where('workspace_id', '=', workspaceId)
  return query.orderBy('created_at').execute()
}
