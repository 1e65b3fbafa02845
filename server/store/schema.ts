import type { Generated } from 'kysely'
import type { ConsoleSessionTable, InviteTable, SignInAttemptTable, UserTable } from './schema-console.ts'
import type { ListingFeedRunTable, ListingFeedTable, ListingImportTable } from './schema-feeds.ts'
import type { DailyDeliveryTable, HandoffTable, LeadPushTable, LeadQualificationTable, LeadTable, ShowingRequestTable } from './schema-leads.ts'

export type { ConsoleSessionTable, DailyDeliveryTable, HandoffTable, InviteTable, LeadPushTable, LeadQualificationTable, LeadTable, ShowingRequestTable, SignInAttemptTable, UserTable }

/**
 * The database's tables as kysely sees them. Booleans are integers (0/1) and times
 * are ISO-8601 UTC strings so that the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  workspaces: WorkspaceTable
  chatbots: ChatbotTable
  listings: ListingTable
  listing_counts: ListingCountTable
  chat_sessions: ChatSessionTable
  messages: MessageTable
  files: FileTable
  leads: LeadTable
  handoffs: HandoffTable
  daily_deliveries: DailyDeliveryTable
  lead_pushes: LeadPushTable
  lead_qualifications: LeadQualificationTable
  showing_requests: ShowingRequestTable
  conversations: ConversationTable
  live_events: LiveEventTable
  users: UserTable
  console_sessions: ConsoleSessionTable
  invites: InviteTable
  sign_in_attempts: SignInAttemptTable
  listing_feeds: ListingFeedTable
  listing_feed_runs: ListingFeedRunTable
  listing_imports: ListingImportTable
}

export interface WorkspaceTable {
  id: string
  name: string
  secret_key_hash: string
  session_key_hash: string
  created_at: string
}

export interface ChatbotTable {
  id: string
  workspace_id: string
  type: number
  created_at: string
  name: string
  model: string
  system_message: string
  temperature: number
  time_zone: string
  answer_suffix: string
  chat_profile_picture: string
  chat_icon: string
  chat_bubble_align: number
  chat_bubble_color: string
  chatbot_popup_once: number
  chatbot_privacy_policy_description: string
  chatbot_privacy_policy_name: string
  chatbot_privacy_policy_url: string
  enable_push_to_talk: number
  enable_upload_image: number
  facebook_url: string
  instagram_url: string
  whatsapp_url: string
  remove_chat_log_on_browser_close: number
  suggested_message: string
  talk_to_human_email: string
  talk_to_human_response_message: string
  user_input_placeholder: string
  user_message_color: string
  welcome_message: string
  verify_domain: number
  domains: string
  rate_limit_count: number
  rate_limit_message: string
  rate_limit_time: number
  custom_domain: string
  email_for_daily_chat_logs: string
  email_for_daily_leads: string
  ai_response_language: string
  message_limit: number
}

export interface ListingTable {
  id: Generated<number>
  key: string
  chatbot_id: string
  created_at: string
  sale_type: string
  status: string
  currency_symbol: string
  property_type: string
  bedrooms: number
  bathrooms: number
  url: string
  mls_number: string
  year_built: number
  days_on_market: number
  lot_area: number
  building_area: number
  area_unit: string
  images: string
  tours: string
  parking_spots: number
  description: string
  extension_column: string
  location: string
  address: string
  city: string
  /** city lower-cased, so the CityName filter is case-insensitive and indexed on both databases */
  city_key: string
  state: string
  zip: string
  latitude: number | null
  longitude: number | null
  sale_price: number | null
  unit_area_price: number | null
  hoa_month: number | null
  zestimate_price: number | null
  rent_price: number | null
  space_type: string
  deposit_fee: number | null
  /** the listing's key where it comes from (RESO ListingKey), '' when it has none: imports update by it */
  listing_key: Generated<string>
  /** the MLS feed that brought the listing (migration 025); null for listings from elsewhere (a deleted feed's id stays: it is never given again) */
  feed_id: number | null
  /** the last full pass of that feed that saw the listing: one the pass did not see has left the feed */
  feed_pass: Generated<number>
}

/** How many of a chatbot's listings have one value of one facet (see listing-counts.ts). */
export interface ListingCountTable {
  chatbot_id: string
  facet: string
  value: string
  count: number
  label: string
  detail: string
}

export interface ChatSessionTable {
  id: Generated<number>
  chatbot_id: string
  /** sha-256 of the visitor key GetConfig issued; null for sessions made with GetSession */
  visitor_key_hash: string | null
  created_at: string
  /** who answers (migration 012): the assistant, nobody yet (the visitor asked for a person), or an agent */
  mode: Generated<ConversationMode>
  /** the console user who holds the conversation in `agent` mode */
  agent_user_id: string | null
  agent_name: Generated<string>
  /** when the mode last changed: the waiting queue's order */
  mode_at: string | null
  /** when the visitor's widget last had its live stream open */
  visitor_seen_at: string | null
  /** when the visitor was last told by e-mail that a person answered */
  visitor_mailed_at: string | null
}

/** Who answers in a conversation: see migration 012. */
export type ConversationMode = 'assistant' | 'waiting' | 'agent'

export interface MessageTable {
  id: Generated<number>
  session_id: number
  chatbot_id: string
  role: 'user' | 'assistant'
  content: string
  ask_type: string
  file_ids: string
  total_token: number
  no_answer: number
  interrupted: number
  created_at: string
  /** the address a question was sent from; '' for answers */
  client_ip: Generated<string>
  /** 1 when a visitor session key sent the question; rate limits count only these */
  from_visitor: Generated<number>
  /** `writing` while an answer is being written, `stopping`, `stopped` or `done` (migration 006) */
  answer_state: Generated<AnswerState>
  /** the keys of the listings an answer names, as a JSON array; '' for none */
  listing_keys: Generated<string>
  /** a visitor's rating of an answer: 1 up, -1 down, 0 none */
  feedback: Generated<number>
  feedback_comment: Generated<string>
  feedback_at: Generated<string | null>
  /** the id the client gave a visitor message, unique in its session (migration 009); null for answers and older clients */
  client_message_id: Generated<string | null>
  /** the console user's name when an agent wrote this message (migration 012); '' otherwise */
  agent_name: Generated<string>
}

/** Something that happened live in a conversation (migration 012); every instance follows this table. */
export interface LiveEventTable {
  id: Generated<number>
  chatbot_id: string
  session_id: number
  kind: string
  /** the event as JSON */
  payload: string
  created_at: string
}

/** Where an answer stands: see migration 006. */
export type AnswerState = 'writing' | 'stopping' | 'stopped' | 'done'

export interface FileTable {
  id: Generated<number>
  workspace_id: string
  chatbot_id: string | null
  /** the visitor session that uploaded it; null when a workspace key did */
  visitor_session_id: number | null
  file_name: string
  upload_token_hash: string
  upload_expires_at: string
  /** what the uploader may send: comma-separated kinds (image, audio, video) */
  allowed_kinds: string
  status: Generated<'pending' | 'ready'>
  kind: Generated<string>
  mime: Generated<string>
  size: Generated<number>
  animated: Generated<number>
  created_at: string
}

/** One session with messages, as the inbox lists it (migration 015; kept by triggers, never written by the server). */
export interface ConversationTable {
  session_id: number
  chatbot_id: string
  started_at: string
  last_at: string
  /** the visitor's first message, its first 300 characters */
  first_question: string
  messages: number
  /** 1 when any answer was rated up (or down) */
  rated_up: number
  rated_down: number
  /** 1 when any answer was one the model could not give (no_answer) */
  unanswered: number
  /** 1 when the visitor asked for a person */
  handoff: number
}
