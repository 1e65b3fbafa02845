import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { modelFor } from '../ai/select-model.ts'
import { askFiles } from '../chat/ask-files.ts'
import { askRules } from '../chat/ask-rules.ts'
import { chatbotOfSession } from '../chat/ask-session.ts'
import { earlierTurns, storeQuestion } from '../chat/question.ts'
import { answerAsJson, answerAsStream } from '../chat/reply-answer.ts'
import { recordLeadsFromMessage } from '../leads/record.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { ClientAskBody, ClientAskReply, StreamEvent } from '../schemas/chat.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { deleteMessage } from '../store/messages.ts'

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
    const caller = callerOf(request)
    const { body } = request
    // Everything that can be refused is checked before the question is stored or a stream opens.
    const chatbot = await chatbotOfSession(db, request, reply, caller, body.sessionID, config.publicUrl)
    const ask = askRules(body)
    const files = await askFiles(db, config, caller, chatbot.id, ask.askType, ask.fileIds)
    const model = modelFor(chatbot, config)
    model.check(ask.askType)
    const history = await earlierTurns(db, body.sessionID)
    const questionId = await storeQuestion(db, chatbot, ask, {
      sessionId: body.sessionID,
      clientIp: request.ip,
      fromVisitor: caller.kind === 'visitor'
    })
    let run
    try {
      run = await model.prepare({
        db, config, chatbot, history,
        question: { content: ask.content, askType: ask.askType, files },
        streaming: body.stream === true
      })
    } catch (error) {
      // Media that could not be read: the question was never answered, so it does not count.
      await deleteMessage(db, questionId)
      throw error
    }
    // A question that is being answered may carry the visitor's e-mail address or phone number.
    await recordLeadsFromMessage(db, { chatbotId: chatbot.id, sessionId: body.sessionID, messageId: questionId, text: ask.content, region: config.leadPhoneRegion })
      .catch((error: unknown) => request.log.error({ err: error }, 'recording leads failed'))
    const job = { db, chatbot, sessionId: body.sessionID, run }
    const asked = performance.now()
    const answered = () => app.metrics?.answered(chatbot.Model, (performance.now() - asked) / 1000)
    if (body.stream) {
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
