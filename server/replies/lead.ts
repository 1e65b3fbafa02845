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
