import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { talkToHuman } from '../chat/talk-to-human.ts'
import { callerOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import { TalkToHumanBody, TalkToHumanReply } from '../schemas/talk-to-human.ts'

/** TalkToHuman: a visitor asks for a person; the chatbot's TalkToHumanEmail gets the conversation. */
const talkToHumanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailer } = app

  app.post('/chat/Chat/TalkToHuman', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'caller' },
    schema: {
      tags: ['Chat'],
      summary: 'Hand the conversation to a person: e-mails TalkToHumanEmail with the visitor\'s message and the conversation so far',
      body: TalkToHumanBody,
      response: { 200: Envelope(TalkToHumanReply), ...errorReplies, 409: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope }
    }
  }, async (request) => {
    return ok(await talkToHuman({ db, config, mailer, caller: callerOf(request), log: request.log, leadPusher: app.leadPusher, bus: app.liveBus, now: app.clock() }, request.body))
  })
}

export default talkToHumanRoutes
