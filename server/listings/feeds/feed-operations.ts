import { NotFoundError } from '../../errors.ts'
import { formatFeed, formatRun } from '../../replies/listing-feed.ts'
import type { Feed, FeedChangesInput, FeedRun, FeedSettingsInput } from '../../schemas/listing-feed.ts'
import type { Db } from '../../store/database.ts'
import {
  createFeed, deleteFeed, findFeed, lastRuns, listFeeds, listRuns, requestSync, updateFeed, type FeedRow, type FeedSettings
} from '../../store/listing-feeds.ts'
import type { FeedRunner } from './feed-runner.ts'
import type { SecretBox } from './secret-box.ts'
import { feedSettings } from './feed-settings.ts'

/** What the feed calls need of the server: the API routes and the console's share them. */
export interface FeedServices {
  db: Db
  feedSecrets: SecretBox
  feedRunner: FeedRunner
  clock: () => Date
}

async function requireFeed(db: Db, chatbotId: string, feedId: number): Promise<FeedRow> {
  const feed = await findFeed(db, chatbotId, feedId)
  if (!feed) throw new NotFoundError(`Feed ${feedId} was not found for this chatbot`)
  return feed
}

async function shown(services: FeedServices, feed: FeedRow): Promise<Feed> {
  return formatFeed(feed, (await lastRuns(services.db, [feed.id])).get(feed.id), services.clock())
}

/**
 * The operations on a chatbot's MLS feeds, for a chatbot already found in the caller's workspace.
 *
 * @example
 * const feeds = feedOperations(app)
 * await feeds.create(chatbot.id, request.body)
 */
export function feedOperations(services: FeedServices) {
  const { db, feedSecrets, feedRunner, clock } = services
  return {
    /** Tries the connection, stores the feed and starts its first (full) load. */
    async create(chatbotId: string, input: FeedSettingsInput): Promise<Feed> {
      const settings = await feedSettings(feedSecrets, input)
      const feed = await createFeed(db, chatbotId, settings as FeedSettings, clock())
      feedRunner.wake()
      return shown(services, feed)
    },
    /** The chatbot's feeds with their last runs. */
    async list(chatbotId: string): Promise<Feed[]> {
      const feeds = await listFeeds(db, chatbotId)
      const runs = await lastRuns(db, feeds.map((feed) => feed.id))
      return feeds.map((feed) => formatFeed(feed, runs.get(feed.id), clock()))
    },
    /** Changes settings; a changed connection is tried first and starts a full load. */
    async edit(chatbotId: string, feedId: number, changes: FeedChangesInput): Promise<Feed> {
      const feed = await requireFeed(db, chatbotId, feedId)
      const updated = await updateFeed(db, chatbotId, feedId, await feedSettings(feedSecrets, changes, feed))
      if (!updated) throw new NotFoundError(`Feed ${feedId} was not found for this chatbot`)
      return shown(services, updated)
    },
    /** Deletes the feed and its history; the listings it brought stay. */
    async remove(chatbotId: string, feedId: number): Promise<void> {
      if (!(await deleteFeed(db, chatbotId, feedId))) throw new NotFoundError(`Feed ${feedId} was not found for this chatbot`)
    },
    /** Makes the feed due now and wakes the runner ("sync now"). */
    async sync(chatbotId: string, feedId: number, full: boolean): Promise<{ Queued: boolean }> {
      if (!(await requestSync(db, chatbotId, feedId, full, clock()))) throw new NotFoundError(`Feed ${feedId} was not found for this chatbot`)
      feedRunner.wake()
      return { Queued: true }
    },
    /** The feed's newest runs. */
    async runs(chatbotId: string, feedId: number, limit: number): Promise<FeedRun[]> {
      await requireFeed(db, chatbotId, feedId)
      return (await listRuns(db, feedId, limit)).map(formatRun)
    }
  }
}
