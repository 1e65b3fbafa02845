import { leadOutput } from '../replies/lead.ts'
import { feedbackOutput } from '../replies/message.ts'
import type { ChatLog, ReportChatbot } from '../store/daily-reports.ts'
import type { LeadWithListing } from '../store/leads.ts'

/** What every daily webhook body starts with: which chatbot and which of its local days. */
function header(event: 'daily_chat_logs' | 'daily_leads', chatbot: ReportChatbot, date: string, timeZone: string) {
  return { Event: event, SerialNumber: chatbot.id, WorkspaceID: chatbot.workspaceId, ChatbotName: chatbot.name, Date: date, TimeZone: timeZone }
}

/**
 * The body of the daily chat-log webhook. Messages are shaped as ChatContentHistory shows them.
 *
 * @example
 * chatLogsPayload(chatbot, '2026-03-10', 'Asia/Tokyo', log)
 * // { Event: 'daily_chat_logs', SerialNumber, WorkspaceID, ChatbotName, Date, TimeZone, Sessions: [{ SessionID, Messages: [...] }], VirtualCount }
 */
export function chatLogsPayload(chatbot: ReportChatbot, date: string, timeZone: string, log: ChatLog) {
  return {
    ...header('daily_chat_logs', chatbot, date, timeZone),
    Sessions: log.sessions.map(({ sessionId, messages }) => ({
      SessionID: sessionId,
      Messages: messages.map((row) => ({ MessageID: row.id, Role: row.role, Content: row.content, ChatAskType: row.ask_type, Feedback: feedbackOutput(row), CreatedAt: row.created_at }))
    })),
    VirtualCount: log.total
  }
}

/**
 * The body of the daily leads webhook. Leads are shaped as LeadList shows them.
 *
 * @example
 * leadsPayload(chatbot, '2026-03-10', 'Asia/Tokyo', rows, rows.length)
 * // { Event: 'daily_leads', SerialNumber, WorkspaceID, ChatbotName, Date, TimeZone, Leads: [...], VirtualCount }
 */
export function leadsPayload(chatbot: ReportChatbot, date: string, timeZone: string, leads: LeadWithListing[], total: number) {
  return { ...header('daily_leads', chatbot, date, timeZone), Leads: leads.map(leadOutput), VirtualCount: total }
}
