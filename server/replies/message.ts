import type { HistoryMessage } from '../schemas/history.ts'
import type { MessageRow } from '../store/messages.ts'

/**
 * One stored message as ChatContentHistory shows it.
 *
 * @example
 * messageOutput(row) // { MessageID: 2, SessionID: 42, Role: 'assistant', Content: '…', ChatAskType: 'Text', FileIds: [], … }
 */
export function messageOutput(row: MessageRow): HistoryMessage {
  return {
    MessageID: row.id,
    SessionID: row.session_id,
    Role: row.role,
    Content: row.content,
    ChatAskType: row.ask_type,
    FileIds: row.file_ids ? row.file_ids.split(',').map(Number) : [],
    TotalToken: row.total_token,
    NoAnswer: Boolean(row.no_answer),
    Interrupted: Boolean(row.interrupted),
    CreatedAt: row.created_at
  }
}
