import type { Selectable, Updateable } from 'kysely'
import type { Db } from './database.ts'
import type { ListingFeedRunTable, ListingFeedTable } from './schema-feeds.ts'

export type FeedRow = Selectable<ListingFeedTable>
export type FeedRunRow = Selectable<ListingFeedRunTable>

/** A feed's settings as the owner gives them, the secret already sealed. */
export interface FeedSettings {
  name: string
  serverUrl: string
  resource: string
  tokenUrl: string
  clientId: string
  sealedSecret: string
  filter: string
  everyMinutes: number
  removal: string
}

const columnsOf = (settings: Partial<FeedSettings>): Updateable<ListingFeedTable> => ({
  name: settings.name,
  server_url: settings.serverUrl,
  resource: settings.resource,
  token_url: settings.tokenUrl,
  client_id: settings.clientId,
  sealed_secret: settings.sealedSecret,
  filter: settings.filter,
  every_minutes: settings.everyMinutes,
  removal: settings.removal
})

/**
 * Stores a chatbot's new feed, due at once (its first run is the full load).
 *
 * @example
 * const feed = await createFeed(db, chatbotId, settings, new Date())
 */
export async function createFeed(db: Db, chatbotId: string, settings: FeedSettings, now: Date): Promise<FeedRow> {
  const at = now.toISOString()
  return db.insertInto('listing_feeds')
    .values({ ...columnsOf(settings) as FeedRowValues, chatbot_id: chatbotId, created_at: at, next_run_at: at })
    .returningAll().executeTakeFirstOrThrow()
}
type FeedRowValues = Omit<FeedRow, 'id' | 'chatbot_id' | 'created_at' | 'next_run_at' | 'full_requested' | 'claimed_until' | 'last_timestamp' | 'pass' | 'pass_kind' | 'next_link' | 'pass_timestamp'>

/** The chatbot's feeds, oldest first. */
export const listFeeds = (db: Db, chatbotId: string): Promise<FeedRow[]> =>
  db.selectFrom('listing_feeds').selectAll().where('chatbot_id', '=', chatbotId).orderBy('id').execute()

/** One feed of the chatbot, or undefined. */
export const findFeed = (db: Db, chatbotId: string, feedId: number): Promise<FeedRow | undefined> =>
  db.selectFrom('listing_feeds').selectAll().where('chatbot_id', '=', chatbotId).where('id', '=', feedId).executeTakeFirst()

/** Changes the settings given (undefined keeps one; a new connection starts a full load); returns the feed, or undefined when it is not the chatbot's. */
export async function updateFeed(db: Db, chatbotId: string, feedId: number, settings: Partial<FeedSettings>): Promise<FeedRow | undefined> {
  const changes: Updateable<ListingFeedTable> = Object.fromEntries(Object.entries(columnsOf(settings)).filter(([, value]) => value !== undefined))
  // Another server, resource or filter may name other listings: the next run loads the whole feed afresh.
  if (settings.serverUrl !== undefined) Object.assign(changes, { full_requested: 1, pass_kind: '', next_link: '', pass_timestamp: null })
  if (Object.keys(changes).length === 0) return findFeed(db, chatbotId, feedId)
  return db.updateTable('listing_feeds').set(changes).where('chatbot_id', '=', chatbotId).where('id', '=', feedId).returningAll().executeTakeFirst()
}

/** Deletes a feed, its runs and its keys (its listings stay); false when it is not the chatbot's. */
export async function deleteFeed(db: Db, chatbotId: string, feedId: number): Promise<boolean> {
  const result = await db.deleteFrom('listing_feeds').where('chatbot_id', '=', chatbotId).where('id', '=', feedId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Makes the feed due now, a full load when `full`; false when it is not the chatbot's. */
export async function requestSync(db: Db, chatbotId: string, feedId: number, full: boolean, now: Date): Promise<boolean> {
  const result = await db.updateTable('listing_feeds')
    .set((eb) => ({ next_run_at: now.toISOString(), full_requested: full ? 1 : eb.ref('full_requested') }))
    .where('chatbot_id', '=', chatbotId).where('id', '=', feedId).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Takes one due feed for this instance until `leaseMs` from now, by one conditional update, so
 * two instances never run a feed at once; a lease left by a crashed instance lapses.
 *
 * @example
 * const feed = await claimDueFeed(db, new Date(), 120_000)
 */
export async function claimDueFeed(db: Db, now: Date, leaseMs: number): Promise<FeedRow | undefined> {
  const at = now.toISOString()
  const due = await db.selectFrom('listing_feeds').select('id')
    .where('next_run_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .orderBy('next_run_at').limit(10).execute()
  for (const { id } of due) {
    const feed = await db.updateTable('listing_feeds')
      .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', '=', id).where('next_run_at', '<=', at)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .returningAll().executeTakeFirst()
    if (feed) return feed
  }
  return undefined
}

/** Extends this instance's lease on a feed it is running. */
export async function renewClaim(db: Db, feedId: number, until: Date): Promise<void> {
  await db.updateTable('listing_feeds').set({ claimed_until: until.toISOString() }).where('id', '=', feedId).execute()
}

/** Gives a feed back after a run, due again at `nextRunAt`. */
export async function releaseFeed(db: Db, feedId: number, nextRunAt: Date): Promise<void> {
  await db.updateTable('listing_feeds').set({ claimed_until: null, next_run_at: nextRunAt.toISOString() }).where('id', '=', feedId).execute()
}

/** Starts a run's row; a run the feed left 'running' (its instance stopped) is marked failed first. */
export async function startRun(db: Db, feedId: number, kind: string, now: Date): Promise<number> {
  await db.updateTable('listing_feed_runs')
    .set({ status: 'failed', error: 'The instance running it stopped before the run ended; the next run resumed from its last page', finished_at: now.toISOString() })
    .where('feed_id', '=', feedId).where('status', '=', 'running').execute()
  const row = await db.insertInto('listing_feed_runs')
    .values({ feed_id: feedId, kind, status: 'running', started_at: now.toISOString() })
    .returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** The feed's runs, newest first. */
export const listRuns = (db: Db, feedId: number, limit: number): Promise<FeedRunRow[]> =>
  db.selectFrom('listing_feed_runs').selectAll().where('feed_id', '=', feedId).orderBy('id', 'desc').limit(limit).execute()

/** The newest run of each of `feedIds`. */
export async function lastRuns(db: Db, feedIds: number[]): Promise<Map<number, FeedRunRow>> {
  if (feedIds.length === 0) return new Map()
  const newest = db.selectFrom('listing_feed_runs').select((eb) => eb.fn.max('id').as('id')).where('feed_id', 'in', feedIds).groupBy('feed_id')
  const rows = await db.selectFrom('listing_feed_runs').selectAll().where('id', 'in', newest).execute()
  return new Map(rows.map((row) => [row.feed_id, row]))
}
