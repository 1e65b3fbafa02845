import { Type, type Static } from 'typebox'
import { RowId } from './common.ts'

/** The longest feedback comment. */
export const MAX_COMMENT_LENGTH = 1000

/** AnswerFeedback: a visitor's thumbs up or down on one answer, with an optional comment. */
export const FeedbackBody = Type.Object({
  answerID: RowId('the AnswerID (messageid) of the answer rated'),
  rating: Type.Enum(['up', 'down', 'none'], { description: 'up, down, or none to take the rating back' }),
  comment: Type.Optional(Type.String({ maxLength: MAX_COMMENT_LENGTH, description: `a comment of at most ${MAX_COMMENT_LENGTH} characters` }))
}, { additionalProperties: false, title: 'FeedbackBody' })
export type FeedbackBody = Static<typeof FeedbackBody>

/** A rating as stored and listed. */
export const GivenFeedback = Type.Object({
  Rating: Type.Enum(['up', 'down']),
  Comment: Type.String(),
  CreatedAt: Type.String({ description: 'ISO 8601, UTC: when it was last given' })
}, { title: 'Feedback' })

/** An answer's feedback as AnswerFeedback and ChatContentHistory show it; null when there is none. */
export const Feedback = Type.Union([GivenFeedback, Type.Null()], {
  description: 'the visitor\'s rating of this answer (AnswerFeedback); null when none'
})
export type Feedback = Static<typeof Feedback>
