import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { widgetVisitOf } from '../plugins/app/auth.ts'
import { REQUEST_LIMITS, WindowLimit } from '../policy/request-limits.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { widgetConfigOutput } from '../replies/widget-config.ts'
import { GetConfigBody, WidgetConfig } from '../schemas/widget-config.ts'
import { newKey } from '../store/keys.ts'
import { createSession } from '../store/sessions.ts'
import { sessionMode } from '../store/live.ts'

/** GetConfig: what the widget needs to draw itself, and the visitor's session. Public. */
const widgetConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app
  const newSessions = new WindowLimit(REQUEST_LIMITS.newSessionsPerMinute, 60_000, 'Too many new conversations from this address; please wait a moment and try again')

  app.post('/chat/Chatbot/GetConfig', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'widget' },
    schema: {
      tags: ['Widget'],
      summary: 'Public settings for the widget plus a visitor session (resumed when its key is sent)',
      security: [],
      body: GetConfigBody,
      response: { 200: Envelope(WidgetConfig), ...errorReplies }
    }
  }, async (request, reply) => {
    const { chatbot, session } = widgetVisitOf(request)
    const sessionKey = session?.key ?? newKey('visitor')
    if (!session) newSessions.take(`${chatbot.id} ${request.ip}`)
    const sessionId = session?.id ?? (await createSession(db, chatbot.id, sessionKey))
    const { mode } = session ? await sessionMode(db, sessionId) : { mode: 'assistant' }
    reply.header('cache-control', 'no-store')
    return ok({
      ...widgetConfigOutput(chatbot, config.publicUrl, { SessionID: sessionId, SessionKey: sessionKey }),
      ...(mode !== 'assistant' && { ConversationMode: mode as 'waiting' | 'agent' })
    })
  })
}

export default widgetConfigRoutes
