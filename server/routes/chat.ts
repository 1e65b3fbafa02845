import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { prepareAsk } from '../chat/client-ask.ts'
import { answerAsJson, answerAsStream } from '../http/reply-answer.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { ClientAskBody, ClientAskReply, StreamEvent } from '../schemas/chat.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'

/** ClientAsk: a question to a chatbot, answered as JSON or as a text/event-stream. */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.post('/chat/Chat/ClientAsk', {
    config: { access: 'caller' },
    // The largest valid body (4000 characters, ten file ids) is far below this.
    bodyLimit: 64 * 1024,
    schema: {
      tags: ['Chat'],
      summary: 'Send a message (text, images, a WAV voice message or a video) and get the answer; stream:true streams it as text/event-stream',
      body: ClientAskBody,
      response: {
        200: {
          description: 'The answer: an envelope, or with stream:true a text/event-stream of StreamEvent data lines that the server ends after the final event',
          content: {
            'application/json': { schema: Envelope(ClientAskReply) },
            'text/event-stream': { schema: StreamEvent }
          }
        },
        ...errorReplies, 413: ErrorEnvelope, 415: ErrorEnvelope, 429: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope
      }
    }
  }, async (request, reply) => {
    const { questionId, chatbot, sessionId, run } = await prepareAsk(
      { db, config, caller: callerOf(request), clientIp: request.ip, log: request.log },
      request.body
    )
    const job = { db, chatbot, sessionId, run }
    const asked = performance.now()
    const answered = () => app.metrics?.answered(chatbot.Model, (performance.now() - asked) / 1000)
    if (request.body.stream) {
      await answerAsStream(reply, config.ssePingMs, questionId, job)
      answered()
      return reply
    }
    const answer = await answerAsJson(reply, job)
    answered()
    return ok(answer)
  })
}

export default chatRoutes
