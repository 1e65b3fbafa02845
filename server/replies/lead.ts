import type { LeadPushRow } from '../store/lead-pushes.ts'
import type { LeadRow } from '../store/leads.ts'

/**
 * The lead as LeadList shows it.
 *
 * @example
 * leadOutput(row) // { LeadID: 1, SessionID: 7, Name: '', Email: 'jo@example.com', Phone: '', Source: 'chat', MessageID: 12, CreatedAt: '…' }
 */
export function leadOutput(row: LeadRow) {
  return {
    LeadID: row.id,
    SessionID: row.session_id,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Source: row.source === 'talk_to_human' ? ('talk_to_human' as const) : ('chat' as const),
    MessageID: row.source_message_id,
    CreatedAt: row.created_at
  }
}

/**
 * A real-time lead push as LeadPushList shows it.
 *
 * @example
 * leadPushOutput(row) // { PushID: 3, LeadID: 1, Target: 'webhook', Event: 'lead.created', Status: 'delivered', Attempts: 1, … }
 */
export function leadPushOutput(row: LeadPushRow) {
  return {
    PushID: row.id,
    LeadID: row.lead_id,
    Target: row.target as 'webhook' | 'followupboss',
    Event: row.event as 'lead.created' | 'lead.updated',
    Status: row.status as 'pending' | 'delivered' | 'failed',
    Attempts: row.attempts,
    LastError: row.last_error,
    NextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    CreatedAt: row.created_at,
    FinishedAt: row.finished_at
  }
}
