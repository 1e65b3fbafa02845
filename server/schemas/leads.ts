import { Type } from 'typebox'
import { ChatbotId } from './common.ts'

const Day = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description })

export const LeadListBody = Type.Object({
  serialNumber: ChatbotId,
  startTime: Day('a UTC date written YYYY-MM-DD (the first day included)'),
  endTime: Day('a UTC date written YYYY-MM-DD (the last day included)'),
  sessionID: Type.Optional(Type.Integer({ minimum: 1, description: 'a session id' })),
  pageNumber: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1, description: 'a page number, 1 or more' }),
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'an integer from 1 to 1000' })
})

export const Lead = Type.Object({
  LeadID: Type.Integer(),
  SessionID: Type.Integer(),
  Name: Type.String({ description: 'the name the visitor gave in Talk to a human; empty otherwise' }),
  Email: Type.String({ description: 'lower-cased; empty when this lead is a phone number' }),
  Phone: Type.String({ description: 'E.164, such as +14155552671; empty when this lead is an e-mail address' }),
  Source: Type.Enum(['chat', 'talk_to_human'], { description: 'chat: found in a message; talk_to_human: the handoff form' }),
  MessageID: Type.Union([Type.Integer(), Type.Null()], { description: 'the message the value was found in; null for the handoff form' }),
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' })
})

export const LeadListReply = Type.Object({
  List: Type.Array(Lead),
  VirtualCount: Type.Integer({ description: 'how many leads match in all, for paging' })
})
