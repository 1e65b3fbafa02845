import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../errors.ts'
import { admitVisitorOrigin, presentedKey } from '../policy/callers.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { GetConfigBody, WidgetConfig } from '../schemas/widget-config.ts'
import { findChatbot, type Chatbot } from '../store/chatbots.ts'
import { KEY_PREFIX, newKey } from '../store/keys.ts'
import { createSession, findSessionByVisitorKey } from '../store/sessions.ts'

/** The public URL of an uploaded picture or icon, or empty. */
function fileUrl(publicUrl: string, fileId: string): string {
  return fileId ? `${publicUrl}/chat/File/${fileId}` : ''
}

function publicSettings(chatbot: Chatbot, publicUrl: string): Omit<WidgetConfig, 'SessionID' | 'SessionKey'> {
  return {
    ...chatbot,
    SerialNumber: chatbot.id,
    ChatProfilePicture: fileUrl(publicUrl, chatbot.ChatProfilePicture),
    ChatIcon: fileUrl(publicUrl, chatbot.ChatIcon),
    TalkToHuman: chatbot.TalkToHumanEmail !== ''
  }
}

/** GetConfig: what the widget needs to draw itself, and the visitor's session. Public. */
const widgetConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.post('/chat/Chatbot/GetConfig', {
    bodyLimit: BODY_LIMITS.small,
    schema: {
      tags: ['Widget'],
      summary: 'Public settings for the widget plus a visitor session (resumed when its key is sent)',
      security: [],
      body: GetConfigBody,
      response: { 200: Envelope(WidgetConfig), ...errorReplies }
    }
  }, async (request, reply) => {
    const chatbot = await findChatbot(db, request.body.serialNumber)
    if (!chatbot) throw new NotFoundError(`Chatbot ${request.body.serialNumber} was not found`)
    admitVisitorOrigin(request, reply, chatbot, config.publicUrl)

    const presented = presentedKey(request)
    const resumed = presented?.startsWith(KEY_PREFIX.visitor) ? await findSessionByVisitorKey(db, presented) : undefined
    let sessionKey: string
    let sessionId: number
    if (presented && resumed?.chatbotId === chatbot.id) {
      sessionKey = presented
      sessionId = resumed.id
    } else {
      sessionKey = newKey('visitor')
      sessionId = await createSession(db, chatbot.id, sessionKey)
    }
    reply.header('cache-control', 'no-store')
    return ok({ ...publicSettings(chatbot, config.publicUrl), SessionID: sessionId, SessionKey: sessionKey })
  })
}

export default widgetConfigRoutes
