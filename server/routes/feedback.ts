import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { answerOfCaller } from '../chat/answer-access.ts'
import { BadRequestError } from '../errors.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { feedbackOutput } from '../replies/message.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { Feedback, FeedbackBody } from '../schemas/feedback.ts'
import { REQUEST_LIMITS, WindowLimit } from '../policy/request-limits.ts'
import { saveFeedback } from '../store/feedback.ts'

/** AnswerFeedback: thumbs up or down, and a comment, on one answer. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const ratings = new WindowLimit(REQUEST_LIMITS.ratingsPerMinute, 60_000, 'Too many ratings; please wait a moment and try again')

  app.post('/chat/Chat/AnswerFeedback', {
    config: { access: 'caller' },
    bodyLimit: BODY_LIMITS.small,
    schema: {
      tags: ['Chat'],
      summary: 'Rate an answer thumbs up or down, with an optional comment; listed by ChatContentHistory and the daily chat-log mail',
      body: FeedbackBody,
      response: { 200: Envelope(Feedback, 'FeedbackEnvelope'), ...errorReplies }
    }
  }, async (request) => {
    const { answerID, rating, comment = '' } = request.body
    const caller = callerOf(request)
    if (caller.kind === 'visitor') ratings.take(String(caller.sessionId))
    const answer = await answerOfCaller(db, caller, answerID)
    if (answer.state === 'writing' || answer.state === 'stopping') {
      throw new BadRequestError(`Answer ${answerID} is still being written; rate it once it has ended`)
    }
    return ok(feedbackOutput(await saveFeedback(db, answerID, rating, comment.trim())))
  })
}

export default feedbackRoutes
