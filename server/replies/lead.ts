import { NO_QUALIFICATION, type Qualification } from '../leads/qualification.ts'
import type { Db } from '../store/database.ts'
import { qualificationsOf } from '../store/lead-qualifications.ts'
import type { LeadPushRow } from '../store/lead-pushes.ts'
import type { LeadRow } from '../store/leads.ts'

/** The MLS numbers a visitor asked about, most asked first. */
const mostAsked = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([mls]) => mls)

/**
 * The lead as LeadList shows it, with its session's qualification.
 *
 * @example
 * leadOutput(row, qualification) // { LeadID: 1, SessionID: 7, Name: '', Email: 'jo@example.com', …, Intent: 'buy', Budget: 500000, … }
 */
export function leadOutput(row: LeadRow, qualification: Qualification = NO_QUALIFICATION) {
  return {
    LeadID: row.id,
    SessionID: row.session_id,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Source: row.source === 'talk_to_human' ? ('talk_to_human' as const) : ('chat' as const),
    MessageID: row.source_message_id,
    CreatedAt: row.created_at,
    Intent: qualification.intent,
    Budget: qualification.budget,
    Timeline: qualification.timeline,
    Area: qualification.area,
    PreApproved: qualification.preApproved,
    ListingsAskedAbout: mostAsked(qualification.listingsAsked)
  }
}

/** Leads as LeadList shows them, each with its session's qualification (one query for them all). */
export async function leadOutputs(db: Db, rows: LeadRow[]) {
  const qualifications = await qualificationsOf(db, rows.map((row) => row.session_id))
  return rows.map((row) => leadOutput(row, qualifications.get(row.session_id)))
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
