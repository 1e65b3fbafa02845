import type { LeadPushRow } from '../store/lead-pushes.ts'
import type { LeadWithListing } from '../store/leads.ts'
import type { ListingRow } from '../store/listings.ts'

/** The listing a lead was about, as LeadList and the lead push show it. */
function listingSummary(listing: ListingRow) {
  return {
    Key: listing.key,
    MLSNumber: listing.mls_number,
    Url: listing.url,
    Address: listing.address,
    City: listing.city,
    SaleType: listing.sale_type,
    Price: listing.sale_type === 'for_rent' ? listing.rent_price : listing.sale_price
  }
}

/** The MLS numbers a visitor asked about, most asked first. */
const mostAsked = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([mls]) => mls)

/**
 * The lead as LeadList shows it, with its session's qualification.
 *
 * @example
 * leadOutput(row) // { LeadID: 1, SessionID: 7, Name: '', Email: 'jo@example.com', Phone: '+14155552671', Source: 'chat', MessageID: 12, Message: 'Call me', Listing: null, CreatedAt: '…', Intent: 'buy', Budget: 500000, … }
 */
export function leadOutput(row: LeadWithListing) {
  const { qualification } = row
  return {
    LeadID: row.id,
    SessionID: row.session_id,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Source: row.source === 'talk_to_human' ? ('talk_to_human' as const) : ('chat' as const),
    MessageID: row.source_message_id,
    Message: row.message,
    Listing: row.listing ? listingSummary(row.listing) : null,
    CreatedAt: row.created_at,
    Intent: qualification.intent,
    Budget: qualification.budget,
    Timeline: qualification.timeline,
    Area: qualification.area,
    PreApproved: qualification.preApproved,
    ListingsAskedAbout: mostAsked(qualification.listingsAsked)
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
