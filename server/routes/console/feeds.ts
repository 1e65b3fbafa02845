import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { feedOperations } from '../../listings/feeds/feed-operations.ts'
import { BODY_LIMITS, DecimalRowId, Envelope, ErrorEnvelope, errorReplies, ok } from '../../schemas/common.ts'
import { ChatbotIdParams, CsrfHeader } from '../../schemas/console.ts'
import { Feed, FeedChanges, FeedListReply, FeedRunsReply, FeedSettings, FeedSyncReply } from '../../schemas/listing-feed.ts'
import { consoleChatbot } from './console-chatbot.ts'

const tags = ['Console']
const FeedParams = Type.Object({ ...ChatbotIdParams.properties, feedId: Type.String({ pattern: DecimalRowId, description: 'a feed ID' }) })
const SyncBody = Type.Object({ full: Type.Optional(Type.Boolean({ description: 'true: load the whole feed again' })) })

/** The owner's MLS feeds of a chatbot: the same calls as FeedCreate … FeedRuns, under the console session. */
const consoleFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app
  const feeds = feedOperations(app)
  const feedIdOf = (text: string) => Number(text)

  app.get('/chatbots/:id/feeds', {
    schema: { operationId: 'ConsoleListFeeds', tags, summary: 'The chatbot\'s MLS feeds with their last run', params: ChatbotIdParams, response: { 200: Envelope(FeedListReply), ...errorReplies } }
  }, async (request) => ok(await feeds.list((await consoleChatbot(db, request, request.params.id)).id)))

  app.post('/chatbots/:id/feeds', {
    bodyLimit: BODY_LIMITS.settings,
    schema: {
      operationId: 'ConsoleAddFeed', tags, summary: 'Add an MLS feed; the connection is tried first (FeedCreate)', headers: CsrfHeader, params: ChatbotIdParams, body: FeedSettings,
      response: { 200: Envelope(Feed), 502: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => ok(await feeds.create((await consoleChatbot(db, request, request.params.id)).id, request.body)))

  app.patch('/chatbots/:id/feeds/:feedId', {
    bodyLimit: BODY_LIMITS.settings,
    schema: {
      operationId: 'ConsoleEditFeed', tags, summary: 'Change a feed\'s settings; a secret left out stays (FeedEdit)', headers: CsrfHeader, params: FeedParams, body: FeedChanges,
      response: { 200: Envelope(Feed), 502: ErrorEnvelope, ...errorReplies }
    }
  }, async (request) => ok(await feeds.edit((await consoleChatbot(db, request, request.params.id)).id, feedIdOf(request.params.feedId), request.body)))

  app.delete('/chatbots/:id/feeds/:feedId', {
    schema: { operationId: 'ConsoleRemoveFeed', tags, summary: 'Delete a feed and its runs; its listings stay', headers: CsrfHeader, params: FeedParams, response: { 200: Envelope(Type.Null()), ...errorReplies } }
  }, async (request) => {
    await feeds.remove((await consoleChatbot(db, request, request.params.id)).id, feedIdOf(request.params.feedId))
    return ok(null)
  })

  app.post('/chatbots/:id/feeds/:feedId/sync', {
    bodyLimit: BODY_LIMITS.small,
    schema: { operationId: 'ConsoleSyncFeed', tags, summary: 'Run the feed now (FeedSync)', headers: CsrfHeader, params: FeedParams, body: SyncBody, response: { 200: Envelope(FeedSyncReply), ...errorReplies } }
  }, async (request) => ok(await feeds.sync((await consoleChatbot(db, request, request.params.id)).id, feedIdOf(request.params.feedId), request.body.full ?? false)))

  app.get('/chatbots/:id/feeds/:feedId/runs', {
    schema: {
      operationId: 'ConsoleListFeedRuns', tags, summary: 'The feed\'s newest 20 runs (FeedRuns)', params: FeedParams, response: { 200: Envelope(FeedRunsReply), ...errorReplies }
    }
  }, async (request) => ok(await feeds.runs((await consoleChatbot(db, request, request.params.id)).id, feedIdOf(request.params.feedId), 20)))
}

export default consoleFeedRoutes
