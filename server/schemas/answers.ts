import { Type, type Static } from 'typebox'
import { RowId } from './common.ts'

const AnswerIdField = RowId('the AnswerID (the x-answer-id header, or the SSE id before the colon)')

/** ResumeAnswer: follow an answer again from where the client stopped reading. */
export const ResumeAnswerBody = Type.Object({
  answerID: AnswerIdField,
  offset: Type.Optional(Type.Integer({
    minimum: 0,
    description: 'characters of the answer already received (the SSE id after the colon); a Last-Event-ID header gives it too; 0 when absent'
  }))
}, { additionalProperties: false, title: 'ResumeAnswerBody' })
export type ResumeAnswerBody = Static<typeof ResumeAnswerBody>

/** StopAnswer: end an answer being written and keep what it wrote. */
export const StopAnswerBody = Type.Object({ answerID: AnswerIdField }, { additionalProperties: false, title: 'StopAnswerBody' })

/** What StopAnswer returns: the answer as it was kept. */
export const StopAnswerReply = Type.Object({
  AnswerID: Type.Integer(),
  Answer: Type.String({ description: 'what was written before it stopped (the whole answer if it had already ended)' }),
  Stopped: Type.Boolean({ description: 'true when Stop ended it; false when it had already ended' })
}, { title: 'StopAnswerReply' })
export type StopAnswerReply = Static<typeof StopAnswerReply>
