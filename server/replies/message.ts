import type { Feedback } from '../schemas/feedback.ts'
import type { HistoryMessage } from '../schemas/history.ts'
import type { StoredFeedback } from '../store/feedback.ts'
import type { MessageRow } from '../store/messages.ts'

/**
 * A stored rating as the API shows it; null when there is none.
 *
 * @example
 * feedbackOutput(row) // { Rating: 'down', Comment: 'The price is out of date', CreatedAt: '2026-03-10T14:02:11.000Z' }
 */
export function feedbackOutput(row: StoredFeedback): Feedback {
  if (row.feedback === 0) return null
  return { Rating: row.feedback > 0 ? 'up' : 'down', Comment: row.feedback_comment, CreatedAt: row.feedback_at ?? '' }
}

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
    Stopped: row.answer_state === 'stopped',
    Writing: row.answer_state === 'writing' || row.answer_state === 'stopping',
    Feedback: feedbackOutput(row),
    CreatedAt: row.created_at,
    ...(row.agent_name && { AgentName: row.agent_name })
  }
}
