import { Type, type Static } from 'typebox'
import { ChatbotId, PageNumber, QueryPaging, UtcDay } from './common.ts'
import { HistoryMessage } from './history.ts'
import { ListingCards } from './listing-card.ts'

export const ConversationListBody = Type.Object({
  serialNumber: ChatbotId,
  startTime: Type.Optional(UtcDay('first')),
  endTime: Type.Optional(UtcDay('last')),
  ratedDown: Type.Optional(Type.Boolean({ description: 'only conversations with an answer rated down' })),
  unanswered: Type.Optional(Type.Boolean({ description: 'only conversations with a question the model could not answer' })),
  handoff: Type.Optional(Type.Boolean({ description: 'only conversations whose visitor asked for a person' })),
  live: Type.Optional(Type.Boolean({ description: 'only conversations with a message in the last 5 minutes' })),
  text: Type.Optional(Type.String({ maxLength: 200, description: 'words every matching conversation has in one of its messages (full-text search, up to 200 characters)' })),
  pageNumber: PageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 50, description: 'an integer from 1 to 200' })
}, { title: 'ConversationQuery', description: 'dates filter on the last message, in UTC; endTime may not be before startTime' })

export const ConversationSummary = Type.Object({
  SessionID: Type.Integer(),
  StartedAt: Type.String({ description: 'ISO 8601, UTC: the first message' }),
  LastAt: Type.String({ description: 'ISO 8601, UTC: the last message' }),
  FirstQuestion: Type.String({ description: 'the visitor\'s first message, its first 300 characters' }),
  Messages: Type.Integer({ description: 'questions and answers together' }),
  RatedUp: Type.Boolean(),
  RatedDown: Type.Boolean(),
  Unanswered: Type.Boolean({ description: 'the model could not answer a question' }),
  Handoff: Type.Boolean({ description: 'the visitor asked for a person' }),
  Live: Type.Boolean({ description: 'a message in the last 5 minutes' })
}, { title: 'ConversationSummary' })
export type ConversationSummary = Static<typeof ConversationSummary>

export const ConversationListReply = Type.Object({
  List: Type.Array(ConversationSummary),
  HasMore: Type.Boolean({ description: 'whether pageNumber + 1 has conversations' }),
  TimeZone: Type.String({ description: 'the chatbot\'s time zone, to show times in' })
}, { title: 'ConversationPage' })
export type ConversationListReply = Static<typeof ConversationListReply>

/** The console's filters, as a query string (GET): flags are `1` when on. */
export const ConversationFilters = Type.Object({
  startTime: Type.Optional(UtcDay('first')),
  endTime: Type.Optional(UtcDay('last')),
  ratedDown: Type.Optional(Type.Literal('1', { description: '1: only conversations with an answer rated down' })),
  unanswered: Type.Optional(Type.Literal('1', { description: '1: only conversations with a question the model could not answer' })),
  handoff: Type.Optional(Type.Literal('1', { description: '1: only conversations whose visitor asked for a person' })),
  live: Type.Optional(Type.Literal('1', { description: '1: only conversations with a message in the last 5 minutes' })),
  text: Type.Optional(Type.String({ maxLength: 200, description: 'words every matching conversation has in one of its messages (up to 200 characters)' })),
  ...QueryPaging
}, { title: 'ConversationFilters', additionalProperties: false })
export type ConversationFilters = Static<typeof ConversationFilters>

export const TranscriptParams = Type.Object({
  id: ChatbotId,
  sessionId: Type.String({ pattern: '^[1-9]\\d{0,9}$', description: 'a session id' })
})

export const TranscriptReply = Type.Object({
  SessionID: Type.Integer(),
  TimeZone: Type.String({ description: 'the chatbot\'s time zone, to show times in' }),
  Messages: Type.Array(Type.Intersect([HistoryMessage, Type.Object({ Listings: ListingCards })]), { description: 'oldest first; each answer with the listing cards the widget showed' })
}, { title: 'Transcript' })
export type TranscriptReply = Static<typeof TranscriptReply>
