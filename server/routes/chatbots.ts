import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listModels } from '../ai/models.ts'
import { removeChatbot } from '../chatbots/removal.ts'
import { assertSettingsUsable } from '../chatbots/settings-rules.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { AddChatbotBody, ChatbotSettings, EditChatbotBody, EditChatbotReply, GetSessionReply, ModelListReply, RemoveChatbotReply, SerialNumberBody } from '../schemas/chatbot.ts'
import { BODY_LIMITS, ChatbotId, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { createChatbot, updateChatbotSettings } from '../store/chatbots.ts'
import { createSession } from '../store/sessions.ts'
import { requireChatbot, requireChatbotSettings } from './lookups.ts'

const tags = ['Chatbots']

/** Chatbot lifecycle and settings: Add, Remove, Edit, Get, ModelList, GetSession. */
const chatbotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app

  app.post('/chat/Chatbot/Add', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: { tags, summary: 'Create a chatbot', body: AddChatbotBody, response: { 200: Envelope(ChatbotId), ...errorReplies } }
  }, async (request) => {
    const workspaceId = workspaceIdOf(request)
    const { timeZone, name, type } = request.body
    const id = await createChatbot(db, workspaceId, { ...(timeZone && { TimeZone: timeZone }), ...(name && { Name: name }) }, type)
    return ok(id)
  })

  app.post('/chat/Chatbot/Remove', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Delete a chatbot with its listings, sessions, messages and files',
      body: SerialNumberBody,
      response: { 200: Envelope(RemoveChatbotReply), ...errorReplies }
    }
  }, async (request) => {
    const workspaceId = workspaceIdOf(request)
    const { id } = await requireChatbot(db, request.body.serialNumber, workspaceId)
    await removeChatbot(db, config, id, workspaceId)
    return ok(null)
  })

  app.post('/chat/Chatbot/Edit', {
    bodyLimit: BODY_LIMITS.settings,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Change any of a chatbot\'s settings; absent settings stay as they are',
      body: EditChatbotBody,
      response: { 200: Envelope(EditChatbotReply), ...errorReplies }
    }
  }, async (request) => {
    const workspaceId = workspaceIdOf(request)
    const { serialNumber, ...settings } = request.body
    await requireChatbot(db, serialNumber, workspaceId)
    await assertSettingsUsable(db, config, workspaceId, settings)
    await updateChatbotSettings(db, serialNumber, workspaceId, settings)
    return ok(1)
  })

  app.post('/chat/Chatbot/Get', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Every setting of a chatbot with its current value, under Edit\'s field names',
      body: SerialNumberBody,
      response: { 200: Envelope(ChatbotSettings), ...errorReplies }
    }
  }, async (request) => ok(await requireChatbotSettings(db, request.body.serialNumber, workspaceIdOf(request))))

  const modelList = {
    config: { access: 'workspace' as const },
    schema: { tags, summary: 'The models Edit\'s Model can name', response: { 200: Envelope(ModelListReply), ...errorReplies } }
  }
  app.get('/chat/Chatbot/ModelList', modelList, async () => ok(listModels(config)))
  app.post('/chat/Chatbot/ModelList', modelList, async () => ok(listModels(config)))

  app.post('/chat/Chatbot/GetSession', {
    bodyLimit: BODY_LIMITS.small,
    config: { access: 'workspace' },
    schema: {
      tags,
      summary: 'Open a chat session for server-to-server messaging',
      body: SerialNumberBody,
      response: { 200: Envelope(GetSessionReply), ...errorReplies }
    }
  }, async (request) => {
    const workspaceId = workspaceIdOf(request)
    const chatbot = await requireChatbot(db, request.body.serialNumber, workspaceId)
    return ok({ SessionID: await createSession(db, chatbot.id) })
  })
}

export default chatbotRoutes
