import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { startAnswer } from '../chat/answer.ts'
import { prepareAsk } from '../chat/client-ask.ts'
import { abortOnDisconnect, answerAsJson, streamAnswer } from '../http/reply-answer.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { ClientAskBody, ClientAskReply, StreamEvent } from '../schemas/chat.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'

/** ClientAsk: a question to a chatbot, answered as JSON or as a text/event-stream. */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, answers } = app

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
          description: 'The answer: an envelope, or with stream:true a text/event-stream of StreamEvent data lines (SSE id `<AnswerID>:<offset>`, header x-answer-id) that the server ends after the final event',
          content: {
            'application/json': { schema: Envelope(ClientAskReply) },
            'text/event-stream': { schema: StreamEvent }
          }
        },
        ...errorReplies, 413: ErrorEnvelope, 415: ErrorEnvelope, 429: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope
      }
    }
  }, async (request, reply) => {
    const caller = callerOf(request)
    const ask = await prepareAsk({ db, config, caller, clientIp: request.ip, log: request.log, leadPusher: app.leadPusher, mailer: app.mailer }, request.body)
    const asked = performance.now()
    // A visitor's answer belongs to the server: leaving does not stop it (StopAnswer does) and
    // ResumeAnswer follows it again. A workspace call's answer stops when its client leaves.
    const running = await startAnswer({ db, answers, ...ask, ...(caller.kind === 'workspace' && { signal: abortOnDisconnect(reply) }) })
    void running.finished().then((finished) => {
      if (finished.error === undefined) app.metrics?.answered(ask.chatbot.Model, (performance.now() - asked) / 1000)
    })
    if (request.body.stream) {
      await streamAnswer(reply, config.ssePingMs, running.answerId, 0, (from, listener) => running.follow(from, listener))
      return reply
    }
    return ok(answerAsJson(await running.finished()))
  })
}

export default chatRoutes
