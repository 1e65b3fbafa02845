import { Type } from 'typebox'
import { ChatbotId } from './common.ts'

const Day = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description })

export const HistoryBody = Type.Object({
  SerialNumber: ChatbotId,
  StartTime: Day('a UTC date written YYYY-MM-DD (the first day included)'),
  EndTime: Day('a UTC date written YYYY-MM-DD (the last day included)'),
  SessionID: Type.Optional(Type.Integer({ minimum: 1, description: 'a session id' })),
  PageNumber: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'a page number, 1 or more' }),
  PageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'an integer from 1 to 1000' })
})

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
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' })
})

export const HistoryReply = Type.Object({ List: Type.Array(HistoryMessage), VirtualCount: Type.Integer() })
