import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { listModels } from '../ai/models.ts'
import { BadRequestError } from '../errors.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { AddChatbotBody, EditChatbotBody, EditChatbotReply, GetSessionReply, ModelListReply, RemoveChatbotReply, SerialNumberBody } from '../schemas/chatbot.ts'
import { BODY_LIMITS, ChatbotId, Envelope, errorReplies, ok } from '../schemas/common.ts'
import { createChatbot, deleteChatbot, updateChatbotSettings } from '../store/chatbots.ts'
import { findReadyFiles, fileIdsOfChatbot } from '../store/files.ts'
import { createSession } from '../store/sessions.ts'
import { deleteStoredFiles } from '../files/storage.ts'
import { confirmPendingFiles, deleteStoredObjects } from '../files/remote-files.ts'
import type { Config } from '../config.ts'
import type { Db } from '../store/database.ts'
import { requireChatbot } from './lookups.ts'

const tags = ['Chatbots']

/** Chatbot lifecycle and settings: Add, Remove, Edit, ModelList, GetSession. */
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
    const fileIds = await fileIdsOfChatbot(db, id)
    await deleteChatbot(db, id, workspaceId)
    await deleteStoredFiles(config.dataDir, fileIds)
    await deleteStoredObjects(config, fileIds)
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
    if (settings.Model !== undefined && !listModels(config).some((model) => model.Key === settings.Model)) {
      throw new BadRequestError(`Model must be the Key of a ModelList entry: ${listModels(config).map((m) => m.Key).join(', ')}`)
    }
    for (const field of ['ChatProfilePicture', 'ChatIcon'] as const) {
      const fileId = settings[field]
      if (fileId) await assertImageFile(db, config, workspaceId, field, Number(fileId))
    }
    await updateChatbotSettings(db, serialNumber, workspaceId, settings)
    return ok(1)
  })

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

async function assertImageFile(db: Db, config: Config, workspaceId: string, field: string, fileId: number): Promise<void> {
  // Any of the workspace's own uploads may be a picture (findPendingFiles keeps to the workspace).
  await confirmPendingFiles(db, config, [fileId], workspaceId, () => true)
  const [file] = await findReadyFiles(db, [fileId], workspaceId)
  if (!file || file.kind !== 'image') {
    throw new BadRequestError(`${field} must be the FileStoreId of an image uploaded with GetPreUploadUrl`)
  }
}
