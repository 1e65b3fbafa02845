import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { removeChatbot } from '../../chatbots/removal.ts'
import { assertSettingsUsable } from '../../chatbots/settings-rules.ts'
import { BadRequestError, NotFoundError } from '../../errors.ts'
import { consoleSessionOf } from '../../plugins/app/console-session.ts'
import { explainOrigin } from '../../policy/domains.ts'
import { widgetConfigOutput } from '../../replies/widget-config.ts'
import { BODY_LIMITS, Envelope, errorReplies, ok } from '../../schemas/common.ts'
import {
  AddChatbotRequest, ChatbotDetails, ChatbotIdParams, ChatbotList, CreatedChatbot, CsrfHeader, DomainCheckBody,
  DomainCheckResult, PreviewConfig, SavedSettings, SettingsDraft
} from '../../schemas/console.ts'
import { chatbotDetails, chatbotSummaries } from '../../store/chatbot-summaries.ts'
import { createChatbot, settingsOf, updateChatbotSettings } from '../../store/chatbots.ts'
import { requireChatbot, requireChatbotSettings } from '../lookups.ts'

const tags = ['Console']

/** The console's chatbots: the list, add, the owner's read, save, preview, domain check and remove. */
const consoleChatbotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app
  const workspaceOf = (request: Parameters<typeof consoleSessionOf>[0]) => consoleSessionOf(request).user.workspaceId

  app.get('/chatbots', {
    config: { consoleAccess: 'member' },
    schema: { operationId: 'ConsoleListChatbots', tags, summary: 'The workspace\'s chatbots with their listings and this month\'s conversations', response: { 200: Envelope(ChatbotList), ...errorReplies } }
  }, async (request) => ok({ chatbots: await chatbotSummaries(db, workspaceOf(request), app.clock()) }))

  app.post('/chatbots', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'ConsoleAddChatbot', tags, summary: 'Create a chatbot with the default settings', headers: CsrfHeader, body: AddChatbotRequest, response: { 200: Envelope(CreatedChatbot), ...errorReplies } }
  }, async (request) => {
    const { name, timeZone } = request.body
    return ok({ id: await createChatbot(db, workspaceOf(request), { Name: name, ...(timeZone && { TimeZone: timeZone }) }) })
  })

  app.get('/chatbots/:id', {
    schema: {
      operationId: 'ConsoleGetChatbot',
      tags,
      summary: 'Every setting of a chatbot with its current value, and what goes with it when it is removed',
      params: ChatbotIdParams,
      response: { 200: Envelope(ChatbotDetails), ...errorReplies }
    }
  }, async (request) => {
    const details = await chatbotDetails(db, request.params.id, workspaceOf(request))
    if (!details) throw new NotFoundError(`Chatbot ${request.params.id} was not found`)
    return ok({ id: details.chatbot.id, settings: settingsOf(details.chatbot), counts: details.counts })
  })

  app.patch('/chatbots/:id', {
    bodyLimit: BODY_LIMITS.settings,
    schema: {
      operationId: 'ConsoleSaveChatbot',
      tags,
      summary: 'Save any subset of the settings, with Edit\'s rules and messages',
      headers: CsrfHeader,
      params: ChatbotIdParams,
      body: SettingsDraft,
      response: { 200: Envelope(SavedSettings), ...errorReplies }
    }
  }, async (request) => {
    const workspaceId = workspaceOf(request)
    await requireChatbot(db, request.params.id, workspaceId)
    await assertSettingsUsable(db, config, workspaceId, request.body)
    await updateChatbotSettings(db, request.params.id, workspaceId, request.body)
    return ok({ settings: await requireChatbotSettings(db, request.params.id, workspaceId) })
  })

  app.delete('/chatbots/:id', {
    schema: {
      operationId: 'ConsoleRemoveChatbot',
      tags,
      summary: 'Remove a chatbot with its listings, conversations, messages and files',
      headers: CsrfHeader,
      params: ChatbotIdParams,
      response: { 200: Envelope(Type.Null()), ...errorReplies }
    }
  }, async (request) => {
    const workspaceId = workspaceOf(request)
    const { id } = await requireChatbot(db, request.params.id, workspaceId)
    await removeChatbot(db, config, id, workspaceId)
    return ok(null)
  })

  app.post('/chatbots/:id/preview', {
    bodyLimit: BODY_LIMITS.settings,
    schema: {
      operationId: 'ConsolePreviewChatbot',
      tags,
      summary: 'GetConfig\'s Data as the widget would get it with a draft of the settings applied; nothing is saved',
      description: 'The draft is checked with Edit\'s rules (400 names the field). No visitor session is opened: SessionID is 0 and SessionKey empty.',
      headers: CsrfHeader,
      params: ChatbotIdParams,
      body: SettingsDraft,
      response: { 200: Envelope(PreviewConfig), ...errorReplies }
    }
  }, async (request) => {
    const workspaceId = workspaceOf(request)
    const chatbot = await requireChatbot(db, request.params.id, workspaceId)
    await assertSettingsUsable(db, config, workspaceId, request.body)
    return ok({ config: widgetConfigOutput({ ...chatbot, ...request.body }, config.publicUrl, { SessionID: 0, SessionKey: '' }) })
  })

  app.post('/chatbots/:id/domain-check', {
    bodyLimit: BODY_LIMITS.small,
    schema: {
      operationId: 'ConsoleCheckDomain',
      tags,
      summary: 'Would the widget load on this page? The server\'s own domain rules answer, with the reason',
      headers: CsrfHeader,
      params: ChatbotIdParams,
      body: DomainCheckBody,
      response: { 200: Envelope(DomainCheckResult), ...errorReplies }
    }
  }, async (request) => {
    const chatbot = await requireChatbot(db, request.params.id, workspaceOf(request))
    const verdict = explainOrigin(chatbot, request.body.url.trim(), config.publicUrl)
    if (!verdict) throw new BadRequestError(`url must be the address of a page, starting with http:// or https://, such as https://shop.example.com`)
    return ok(verdict)
  })
}

export default consoleChatbotRoutes
