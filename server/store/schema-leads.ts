import type { Generated } from 'kysely'

/* The tables of leads, handoffs and daily deliveries (migration 003), kept beside schema.ts. */

/** The contact a visitor gave in one request of one session: an e-mail address, a phone number or both. */
export interface LeadTable {
  id: Generated<number>
  chatbot_id: string
  session_id: number
  /** the visitor's name when they gave it (Talk to a human); empty otherwise */
  name: string
  /** lower-cased; empty when the visitor gave only a phone number */
  email: string
  /** E.164 such as +14155552671; empty when the visitor gave only an e-mail address */
  phone: string
  /** `chat` (found in a message) or `talk_to_human` (the handoff form) */
  source: string
  /** the user message the value was found in; null for the handoff form */
  source_message_id: number | null
  /** what the visitor wrote with it: the chat message, or the handoff form's message (migration 017) */
  message: Generated<string>
  /** the key of the one listing the conversation was about when the lead came; '' when none (migration 017) */
  listing_key: Generated<string>
  created_at: string
}

/** A visitor's request to talk to a person; kept to limit how often one session can mail the owner. */
export interface HandoffTable {
  id: Generated<number>
  chatbot_id: string
  session_id: number
  name: string
  email: string
  message: string
  created_at: string
}

/**
 * One daily delivery (a mail or a webhook) of one chatbot for one local date. The primary key
 * (chatbot_id, kind, local_date) is what makes it happen once: an instance must insert the row
 * before it sends, and only one insert can succeed.
 */
export interface DailyDeliveryTable {
  chatbot_id: string
  /** chat_logs_mail, leads_mail, chat_logs_webhook or leads_webhook */
  kind: string
  /** the chatbot's local day the delivery reports on, YYYY-MM-DD */
  local_date: string
  /** sending (claimed), sent, empty (nothing to report), failed (retried at next_attempt_at unless null) */
  status: string
  attempts: number
  claimed_at: string
  next_attempt_at: string | null
  finished_at: string | null
  /** what went wrong the last time, for the operator */
  error: string
}

/** One lead's real-time delivery to one target (migration 010), retried until delivered or given up. */
export interface LeadPushTable {
  id: Generated<number>
  lead_id: number
  chatbot_id: string
  /** `webhook` (WEBHOOK_URL) or `followupboss` (FOLLOW_UP_BOSS_API_KEY) */
  target: string
  /** `lead.created` or `lead.updated` */
  event: string
  /** pending (to send at next_attempt_at), delivered, or failed (given up after the last try) */
  status: string
  attempts: number
  next_attempt_at: string
  /** while an instance sends it; another instance takes it over only after this time */
  claimed_until: string | null
  /** what went wrong on the last try, for the owner */
  last_error: string
  created_at: string
  finished_at: string | null
}

/** What one session's visitor told about what they want (migration 013); see server/leads/qualification.ts. */
export interface LeadQualificationTable {
  session_id: number
  chatbot_id: string
  /** buy, rent, sell, or empty when not known */
  intent: Generated<string>
  /** the most they mean to spend (monthly for rent); null when not known */
  budget: number | null
  /** when they mean to move, in their words, such as "within 3 months"; empty when not known */
  timeline: Generated<string>
  /** where they look, such as "Austin"; empty when not known */
  area: Generated<string>
  /** 1 pre-approved for a mortgage, 0 not, null when not known */
  pre_approved: number | null
  /** JSON: the MLS numbers they asked about, each with how many of their messages named it */
  listings_asked: Generated<string>
  /** when the assistant asked for what was missing; it asks once a session */
  asked_at: string | null
  updated_at: string
}

/** A listing a visitor asked to see in the chat (migration 013). */
export interface ShowingRequestTable {
  id: Generated<number>
  chatbot_id: string
  session_id: number
  mls_number: string
  address: string
  /** the days and times the visitor prefers, in their words; empty while the assistant waits for them */
  preferred_times: Generated<string>
  /** JSON array of the dates and start times read from them, in the chatbot's time zone ("2026-11-28T09:00"); '[]' when none */
  preferred_slots: Generated<string>
  created_at: string
  /** when the agents were told (e-mail); null before */
  notified_at: string | null
}
