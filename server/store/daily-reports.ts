import type { Db } from './database.ts'
import { listLeads, type LeadWithListing } from './leads.ts'
import { messageHistory, type MessageRow } from './messages.ts'

/** What the daily job needs to know of a chatbot. */
export interface ReportChatbot {
  id: string
  workspaceId: string
  name: string
  timeZone: string
  chatLogsEmail: string
  leadsEmail: string
}

/** A mail or webhook lists at most this many messages or leads; the rest are counted and left to the API. */
export const REPORT_ROW_LIMIT = 5000

/**
 * The chatbots that have something daily to deliver: an address for chat logs or leads, or,
 * when `everyChatbot` (webhooks are on), all of them.
 *
 * @example
 * const chatbots = await chatbotsWithDailyReports(db, config.webhookUrl !== '')
 */
export async function chatbotsWithDailyReports(db: Db, everyChatbot: boolean): Promise<ReportChatbot[]> {
  let query = db
    .selectFrom('chatbots')
    .select(['id', 'workspace_id', 'name', 'time_zone', 'email_for_daily_chat_logs', 'email_for_daily_leads'])
  if (!everyChatbot) {
    query = query.where((eb) => eb.or([eb('email_for_daily_chat_logs', '!=', ''), eb('email_for_daily_leads', '!=', '')]))
  }
  const rows = await query.orderBy('id').execute()
  return rows.map((row) => ({
    id: row.id,
    workspaceId: row.workspace_id,
    name: row.name,
    timeZone: row.time_zone,
    chatLogsEmail: row.email_for_daily_chat_logs,
    leadsEmail: row.email_for_daily_leads
  }))
}

/** The conversations of one range, grouped by session in the order they started. */
export interface ChatLog {
  sessions: Array<{ sessionId: number; messages: MessageRow[] }>
  /** messages in the range, including any beyond REPORT_ROW_LIMIT */
  total: number
}

/**
 * A chatbot's messages between two instants, grouped by session.
 *
 * @example
 * const log = await chatLogBetween(db, chatbotId, { from: '2026-03-09T15:00:00.000Z', to: '2026-03-10T15:00:00.000Z' })
 */
export async function chatLogBetween(db: Db, chatbotId: string, range: { from: string; to: string }): Promise<ChatLog> {
  const { rows, total } = await messageHistory(db, { chatbotId, ...range, page: 1, pageSize: REPORT_ROW_LIMIT })
  const sessions = new Map<number, MessageRow[]>()
  for (const row of rows) {
    const messages = sessions.get(row.session_id) ?? []
    messages.push(row)
    sessions.set(row.session_id, messages)
  }
  return { sessions: [...sessions].map(([sessionId, messages]) => ({ sessionId, messages })), total }
}

/** A chatbot's leads recorded between two instants, oldest first, with the total count. */
export async function leadsBetween(db: Db, chatbotId: string, range: { from: string; to: string }): Promise<{ rows: LeadWithListing[]; total: number }> {
  return listLeads(db, { chatbotId, ...range, page: 1, pageSize: REPORT_ROW_LIMIT, order: 'oldest' })
}
