import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { answerOfCaller } from '../chat/answer-access.ts'
import { followerOf } from '../chat/follow-stored.ts'
import { stopAnswer } from '../chat/stop-answer.ts'
import { offsetFromLastEventId, streamAnswer } from '../http/reply-answer.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { ConcurrencyLimit, REQUEST_LIMITS } from '../policy/request-limits.ts'
import { ResumeAnswerBody, StopAnswerBody, StopAnswerReply } from '../schemas/answers.ts'
import { StreamEvent } from '../schemas/chat.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'

/**
 * An answer belongs to the server, not to one connection (docs/design.md, "Visitors and the owner's site"):
 * ResumeAnswer follows it again, StopAnswer ends it. Both work on any instance that shares
 * the database.
 */
const answerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, answers } = app
  const followers = new ConcurrencyLimit(REQUEST_LIMITS.streamsPerAnswer, 'This answer is already followed in too many windows; close one and try again')

  app.post('/chat/Chat/ResumeAnswer', {
    config: { access: 'caller' },
    bodyLimit: BODY_LIMITS.small,
    schema: {
      tags: ['Chat'],
      summary: 'Follow an answer again (after a reload or a lost connection) from `offset` on, as a text/event-stream',
      body: ResumeAnswerBody,
      response: {
        200: {
          description: 'The rest of the answer as ClientAsk streams it: StreamChunk events from the offset on, then one StreamFinal or StreamFailure; the header x-answer-id names the answer',
          content: { 'text/event-stream': { schema: StreamEvent } }
        },
        ...errorReplies
      }
    }
  }, async (request, reply) => {
    const { answerID } = request.body
    await answerOfCaller(db, callerOf(request), answerID)
    // Not limited by the stored progress: a client may have read more than the last write.
    const offset = request.body.offset ?? offsetFromLastEventId(request.headers['last-event-id'], answerID) ?? 0
    const close = followers.open(String(answerID))
    try {
      await streamAnswer(reply, config.ssePingMs, answerID, offset, followerOf(db, answers, answerID))
    } finally {
      close()
    }
    return reply
  })

  app.post('/chat/Chat/StopAnswer', {
    config: { access: 'caller' },
    bodyLimit: BODY_LIMITS.small,
    schema: {
      tags: ['Chat'],
      summary: 'Stop an answer being written, on whichever instance writes it; what it wrote so far is kept, marked stopped',
      body: StopAnswerBody,
      response: { 200: Envelope(StopAnswerReply), ...errorReplies }
    }
  }, async (request) => {
    const answer = await answerOfCaller(db, callerOf(request), request.body.answerID)
    return ok(await stopAnswer(db, answers, answer))
  })
}

export default answerRoutes
