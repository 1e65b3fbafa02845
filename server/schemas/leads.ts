import { Type } from 'typebox'
import { ChatbotId, PageNumber, RowId, UtcDay } from './common.ts'

export const LeadListBody = Type.Object({
  serialNumber: ChatbotId,
  startTime: UtcDay('first'),
  endTime: UtcDay('last'),
  sessionID: Type.Optional(RowId('a session id')),
  pageNumber: PageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 1000, default: 100, description: 'an integer from 1 to 1000' })
}, { title: 'LeadQuery', description: 'endTime may not be before startTime' })

export const Lead = Type.Object({
  LeadID: Type.Integer(),
  SessionID: Type.Integer(),
  Name: Type.String({ description: 'the name the visitor gave in Talk to a human; empty otherwise' }),
  Email: Type.String({ description: 'lower-cased; empty when this lead is a phone number' }),
  Phone: Type.String({ description: 'E.164, such as +14155552671; empty when this lead is an e-mail address' }),
  Source: Type.Enum(['chat', 'talk_to_human'], { description: 'chat: found in a message; talk_to_human: the handoff form' }),
  MessageID: Type.Union([Type.Integer(), Type.Null()], { description: 'the message the value was found in; null for the handoff form' }),
  CreatedAt: Type.String({ description: 'ISO 8601, UTC' })
}, { title: 'Lead' })

export const LeadListReply = Type.Object({
  List: Type.Array(Lead),
  VirtualCount: Type.Integer({ description: 'how many leads match in all, for paging' })
}, { title: 'LeadPage' })
