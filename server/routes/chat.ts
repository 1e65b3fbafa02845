import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { startAnswer } from '../chat/answer.ts'
import { prepareAsk } from '../chat/client-ask.ts'
import { answerEnd, followerOf } from '../chat/follow-stored.ts'
import { abortOnDisconnect, answerAsJson, silentReply, streamAnswer } from '../http/reply-answer.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { ConcurrencyLimit, REQUEST_LIMITS } from '../policy/request-limits.ts'
import { ClientAskBody, ClientAskReply, StreamEvent } from '../schemas/chat.ts'
import { Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'

/** ClientAsk: a question to a chatbot, answered as JSON or as a text/event-stream. */
const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, answers } = app
  // A repeat costs nothing to send again: its streams are limited as ResumeAnswer's are.
  const repeats = new ConcurrencyLimit(REQUEST_LIMITS.streamsPerAnswer, 'This message is already being answered in too many windows; close one and try again')

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
    const ask = await prepareAsk({ db, config, caller, clientIp: request.ip, log: request.log, leadPusher: app.leadPusher, mailer: app.mailer, bus: app.liveBus }, request.body)
    // Sent before with the same clientMessageId: the first one's answer, from its start.
    if ('repeatOf' in ask) {
      const close = repeats.open(String(ask.answerId))
      try {
        if (!request.body.stream) return ok(answerAsJson(await answerEnd(db, answers, ask.answerId)))
        await streamAnswer(reply, config.ssePingMs, ask.answerId, 0, followerOf(db, answers, ask.answerId))
        return reply
      } finally {
        close()
      }
    }
    const { run } = ask
    // A person holds the conversation: the question was passed on to them and the assistant stays silent.
    if (!run) {
      const silent = silentReply(reply, config.ssePingMs, ask.questionId, request.body.stream === true)
      return silent ? ok(silent) : reply
    }
    const asked = performance.now()
    // A visitor's answer belongs to the server: leaving does not stop it (StopAnswer does) and
    // ResumeAnswer follows it again. A workspace call's answer stops when its client leaves.
    const running = await startAnswer({ db, answers, ...ask, run, ...(caller.kind === 'workspace' && { signal: abortOnDisconnect(reply) }) })
    const note = ask.mode === 'waiting' ? { Mode: 'waiting' as const } : undefined
    void running.finished().then((finished) => {
      if (finished.error === undefined) app.metrics?.answered(ask.chatbot.Model, (performance.now() - asked) / 1000)
    })
    if (request.body.stream) {
      await streamAnswer(reply, config.ssePingMs, running.answerId, 0, (from, listener) => running.follow(from, listener), note)
      return reply
    }
    return ok({ ...answerAsJson(await running.finished()), ...(note && { mode: note.Mode }) })
  })
}

export default chatRoutes
