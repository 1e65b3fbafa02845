import { Type, type Static } from 'typebox'
import { ChatbotId, PageNumber, QueryPaging, RowId, UtcDay } from './common.ts'

export const LeadListBody = Type.Object({
  serialNumber: ChatbotId,
  startTime: UtcDay('first'),
  endTime: UtcDay('last'),
  sessionID: Type.Optional(RowId('a session id')),
  pageNumber: PageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'an integer from 1 to 1000' })
}, { title: 'LeadQuery', description: 'endTime may not be before startTime' })

export const LeadListing = Type.Object({
  Key: Type.String({ description: 'the listing\'s key, as ListingGet takes it' }),
  MLSNumber: Type.String(),
  Url: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  SaleType: Type.String({ description: 'for_sale or for_rent' }),
  Price: Type.Union([Type.Number(), Type.Null()], { description: 'the sale price, or the monthly rent of a rental' })
}, { title: 'LeadListing', description: 'the one listing the conversation was about when the visitor left the contact' })

export const Lead = Type.Object({
  LeadID: Type.Integer(),
  SessionID: Type.Integer(),
  Name: Type.String({ description: 'the name the visitor gave in Talk to a human; empty otherwise' }),
  Email: Type.String({ description: 'lower-cased; empty when the visitor gave only a phone number' }),
  Phone: Type.String({ description: 'E.164, such as +14155552671; empty when the visitor gave only an e-mail address' }),
  Source: Type.Enum(['chat', 'talk_to_human'], { description: 'chat: found in a message; talk_to_human: the handoff form' }),
  MessageID: Type.Union([Type.Integer(), Type.Null()], { description: 'the message the value was found in; null for the handoff form' }),
  Message: Type.String({ description: 'what the visitor wrote with the contact: the chat message, or the handoff form\'s message' }),
  Listing: Type.Union([LeadListing, Type.Null()], { description: 'the listing the conversation was about; null when it was about none or several, or the listing is gone' }),
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' }),
  Intent: Type.Enum(['', 'buy', 'rent', 'sell'], { description: 'what the visitor means to do; empty when not known (qualified leads: these six fields are the session\'s, shared by its leads)' }),
  Budget: Type.Union([Type.Number(), Type.Null()], { description: 'the most the visitor means to spend (monthly for rent); null when not known' }),
  Timeline: Type.String({ description: 'when the visitor means to move, in their words, such as "within 3 months"; empty when not known' }),
  Area: Type.String({ description: 'where the visitor looks, such as "Austin"; empty when not known' }),
  PreApproved: Type.Union([Type.Boolean(), Type.Null()], { description: 'pre-approved for a mortgage; null when not known' }),
  ListingsAskedAbout: Type.Array(Type.String(), { description: 'MLS numbers of the listings the visitor asked about, most asked first' })
}, { title: 'Lead', description: 'the contact a visitor gave in one request: an e-mail address and a phone number given together are one lead' })

export const LeadListReply = Type.Object({
  List: Type.Array(Lead),
  VirtualCount: Type.Integer({ description: 'how many leads match in all, for paging' })
}, { title: 'LeadPage' })
export type LeadListReply = Static<typeof LeadListReply>

export const LeadPushListBody = Type.Object({
  serialNumber: ChatbotId,
  pageNumber: PageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 50, description: 'an integer from 1 to 200' })
}, { title: 'LeadPushQuery' })

export const LeadPush = Type.Object({
  PushID: Type.Integer(),
  LeadID: Type.Integer(),
  Target: Type.Enum(['webhook', 'followupboss'], { description: 'webhook: WEBHOOK_URL; followupboss: the Follow Up Boss events API' }),
  Event: Type.Enum(['lead.created', 'lead.updated']),
  Status: Type.Enum(['pending', 'delivered', 'failed'], { description: 'pending: being sent or waiting for its next try; failed: given up' }),
  Attempts: Type.Integer({ description: 'tries so far' }),
  LastError: Type.String({ description: 'what went wrong on the last try that failed; empty once delivered' }),
  NextAttemptAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601, UTC: when a pending push is tried next; null once settled' }),
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' }),
  FinishedAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601, UTC: when it was delivered or given up' })
}, { title: 'LeadPush', description: 'one lead\'s real-time delivery to one target' })

export const LeadPushListReply = Type.Object({
  List: Type.Array(LeadPush),
  VirtualCount: Type.Integer({ description: 'how many pushes the chatbot has in all, for paging' })
}, { title: 'LeadPushPage' })
export type LeadPushListReply = Static<typeof LeadPushListReply>

/** The console's lead filters, as a query string (GET). */
export const LeadFilters = Type.Object({
  startTime: Type.Optional(UtcDay('first')),
  endTime: Type.Optional(UtcDay('last')),
  ...QueryPaging
}, { title: 'LeadFilters', additionalProperties: false })
export type LeadFilters = Static<typeof LeadFilters>
