import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { feedOperations } from '../listings/feeds/feed-operations.ts'
import { workspaceIdOf } from '../plugins/app/auth.ts'
import { BODY_LIMITS, Envelope, ErrorEnvelope, errorReplies, ok } from '../schemas/common.ts'
import {
  Feed, FeedCreateBody, FeedEditBody, FeedListBody, FeedListReply, FeedRefBody, FeedRunsBody, FeedRunsReply, FeedSyncBody, FeedSyncReply
} from '../schemas/listing-feed.ts'
import { requireChatbot } from './lookups.ts'

const tags = ['MLS feeds']

/** A chatbot's MLS feeds over the RESO Web API: add, list, edit, delete, sync now, and their runs. */
const listingFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const feeds = feedOperations(app)
  const chatbotOf = async (request: Parameters<typeof workspaceIdOf>[0], serialNumber: string) => (await requireChatbot(db, serialNumber, workspaceIdOf(request))).id
  const route = { bodyLimit: BODY_LIMITS.small, config: { access: 'workspace' as const } }
  const settingsRoute = { ...route, bodyLimit: BODY_LIMITS.settings }

  app.post('/chat/Chatbot/FeedCreate', {
    ...settingsRoute,
    schema: {
      tags,
      summary: 'Add an MLS feed (RESO Web API); the connection is tried first, then the first full load starts. Secrets are never returned',
      body: FeedCreateBody,
      response: { 200: Envelope(Feed), 502: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => {
    const { SerialNumber, ...settings } = request.body
    return ok(await feeds.create(await chatbotOf(request, SerialNumber), settings))
  })

  app.post('/chat/Chatbot/FeedList', {
    ...route,
    schema: { tags, summary: 'The chatbot\'s MLS feeds with their last run', body: FeedListBody, response: { 200: Envelope(FeedListReply), ...errorReplies } }
  }, async (request) => ok(await feeds.list(await chatbotOf(request, request.body.SerialNumber))))

  app.post('/chat/Chatbot/FeedEdit', {
    ...settingsRoute,
    schema: {
      tags,
      summary: 'Change a feed\'s settings; a changed connection is tried first and starts a full load; a secret left out stays',
      body: FeedEditBody,
      response: { 200: Envelope(Feed), 502: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => {
    const { SerialNumber, FeedID, ...changes } = request.body
    return ok(await feeds.edit(await chatbotOf(request, SerialNumber), FeedID, changes))
  })

  app.post('/chat/Chatbot/FeedDelete', {
    ...route,
    schema: { tags, summary: 'Delete a feed and its run history; the listings it brought stay', body: FeedRefBody, response: { 200: Envelope(Type.Null()), ...errorReplies } }
  }, async (request) => {
    await feeds.remove(await chatbotOf(request, request.body.SerialNumber), request.body.FeedID)
    return ok(null)
  })

  app.post('/chat/Chatbot/FeedSync', {
    ...route,
    schema: { tags, summary: 'Run the feed now (after a run under way); FeedRuns shows its progress', body: FeedSyncBody, response: { 200: Envelope(FeedSyncReply), ...errorReplies } }
  }, async (request) => {
    const { SerialNumber, FeedID, Full } = request.body
    return ok(await feeds.sync(await chatbotOf(request, SerialNumber), FeedID, Full ?? false))
  })

  app.post('/chat/Chatbot/FeedRuns', {
    ...route,
    schema: { tags, summary: 'The feed\'s newest runs with their counts, problems and errors', body: FeedRunsBody, response: { 200: Envelope(FeedRunsReply), ...errorReplies } }
  }, async (request) => {
    const { SerialNumber, FeedID, PageSize } = request.body
    return ok(await feeds.runs(await chatbotOf(request, SerialNumber), FeedID, PageSize))
  })
}

export default listingFeedRoutes
