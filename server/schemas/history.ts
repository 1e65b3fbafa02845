import { Type, type Static } from 'typebox'
import { ChatbotId, PageNumber, RowId, UtcDay } from './common.ts'
import { Feedback } from './feedback.ts'

export const HistoryBody = Type.Object({
  SerialNumber: ChatbotId,
  StartTime: UtcDay('first'),
  EndTime: UtcDay('last'),
  SessionID: Type.Optional(RowId('a session id')),
  PageNumber,
  PageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'an integer from 1 to 1000' })
}, { title: 'HistoryQuery', description: 'EndTime may not be before StartTime' })

export const HistoryMessage = Type.Object({
  MessageID: Type.Integer(),
  SessionID: Type.Integer(),
  Role: Type.Enum(['user', 'assistant']),
  Content: Type.String(),
  ChatAskType: Type.String(),
  FileIds: Type.Array(Type.Integer()),
  TotalToken: Type.Integer(),
  NoAnswer: Type.Boolean(),
  Interrupted: Type.Boolean(),
  Stopped: Type.Boolean({ description: 'an extension: true when StopAnswer ended this answer (it is Interrupted too)' }),
  Writing: Type.Boolean({ description: 'an extension: true while this answer is still being written; Content is its progress' }),
  Feedback,
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' }),
  AgentName: Type.Optional(Type.String({ description: 'an extension: the name of the person who wrote this message in a taken-over conversation (Role is assistant); absent for the assistant\'s own answers' }))
}, { title: 'HistoryMessage' })
export type HistoryMessage = Static<typeof HistoryMessage>

export const HistoryReply = Type.Object({ List: Type.Array(HistoryMessage), VirtualCount: Type.Integer() }, { title: 'HistoryPage' })
