import type { Kysely } from 'kysely'
import type { Db } from '../../store/database.ts'
import { applyFeedPage, removeUnseen, type FeedPass, type FeedWriteCounts, type Removal } from '../../store/feed-listings.ts'
import { renewClaim, startRun, type FeedRow } from '../../store/listing-feeds.ts'
import { noteRowsWritten } from '../../store/planner-statistics.ts'
import type { Database } from '../../store/schema.ts'
import { writeTransaction } from '../../store/write-transaction.ts'
import { FeedClient, type ClientOptions } from './odata-client.ts'
import { resoListing } from './reso-listing.ts'
import type { SecretBox } from './secret-box.ts'

/** Listings a run names in its problems; the rest are only counted. */
const MAX_PROBLEMS = 100
const MAX_NOTES = 20

export interface SyncContext {
  db: Db
  box: SecretBox
  clock: () => Date
  /** how the feed is read (timeouts, retries, page size) */
  client?: ClientOptions
  /** this instance's lease is extended this far after each page */
  leaseMs?: number
  /** called inside each page's transaction after it is applied: tests throw here to crash mid-run */
  onPageApplied?: (trx: Kysely<Database>, page: number) => Promise<void>
}

/** What a run did. */
export interface RunOutcome extends FeedWriteCounts {
  runId: number
  status: 'done' | 'failed'
  rejected: number
  error: string
}

type Problem = { ListingKey: string; Field: string; Rule: string }

/**
 * Runs a feed once: goes on with the pass a crash or failure left (from its next page), or
 * starts one, a full load before the first finished pass or when asked, otherwise the changes
 * since the last pass's newest ModificationTimestamp. Each page is applied in one write
 * transaction together with the checkpoint (the next page's link, the newest timestamp) and
 * the run's counts, so a run stopped at any point resumes with nothing applied twice or half.
 * A full pass ends by removing (or marking sold) the listings it did not see. The outcome is
 * in the run's row; a failure is recorded there too, not thrown.
 *
 * @example
 * const outcome = await syncFeed({ db, box, clock: () => new Date() }, feed)
 */
export async function syncFeed(context: SyncContext, feed: FeedRow): Promise<RunOutcome> {
  const { db, clock } = context
  const notes: string[] = []
  const renew = () => renewClaim(db, feed.id, new Date(clock().getTime() + (context.leaseMs ?? 300_000)))
  // A retry is a sign of life too: the lease is renewed, so a long Retry-After does not let another instance take the feed.
  const note = (text: string) => {
    if (notes.length < MAX_NOTES) notes.push(text)
    renew().catch(() => undefined)
  }
  let pass = feed.pass
  let kind = feed.pass_kind
  let url = feed.next_link
  const resumed = kind !== ''
  const runId = await startRun(db, feed.id, resumed ? `${kind}-resumed` : (feed.last_timestamp === null || feed.full_requested ? 'full' : 'incremental'), clock())
  const totals = { added: 0, changed: 0, removed: 0, rejected: 0, pages: 0 }
  const problems: Problem[] = []
  const finish = async (status: 'done' | 'failed', error = '') => {
    await db.updateTable('listing_feed_runs')
      .set({ status, error, finished_at: clock().toISOString(), notes: JSON.stringify(notes), ...totals, problems: JSON.stringify(problems) })
      .where('id', '=', runId).execute()
    await noteRowsWritten(db, totals.added + totals.removed)
    return { runId, status, error, ...totals }
  }
  try {
    const client = new FeedClient({
      serverUrl: feed.server_url, resource: feed.resource, tokenUrl: feed.token_url, clientId: feed.client_id, secret: context.box.open(feed.sealed_secret), filter: feed.filter
    }, { ...context.client, note })
    if (!resumed) {
      kind = feed.last_timestamp === null || feed.full_requested ? 'full' : 'incremental'
      pass = feed.pass + 1
      url = client.firstUrl(kind === 'incremental' ? feed.last_timestamp! : undefined)
      await db.updateTable('listing_feeds')
        .set({ pass, pass_kind: kind, next_link: url, pass_timestamp: null, full_requested: 0 })
        .where('id', '=', feed.id).execute()
    }
    const current: FeedPass = { feedId: feed.id, chatbotId: feed.chatbot_id, pass, full: kind === 'full', removal: feed.removal as Removal }
    let newest = feed.pass_timestamp ?? ''
    while (url) {
      const page = await client.page(url)
      const records = page.records.map(resoListing)
      const pageProblems: Problem[] = records.flatMap((record) => [
        ...(record.problem && !record.leaving ? [{ ListingKey: record.key, ...record.problem }] : []),
        ...record.notes.map((problem) => ({ ListingKey: record.key, ...problem }))
      ])
      const pageNewest = records.reduce((max, record) => (record.timestamp && record.timestamp > max ? record.timestamp : max), newest)
      const rejected = records.filter((record) => record.problem && !record.leaving).length
      const next = await writeTransaction(db, async (trx) => {
        const writes = records.filter((record) => record.key && (record.listing || record.leaving))
        const counts = await applyFeedPage(trx, current, writes)
        const next = {
          added: totals.added + counts.added, changed: totals.changed + counts.changed, removed: totals.removed + counts.removed,
          rejected: totals.rejected + rejected, pages: totals.pages + 1
        }
        await trx.updateTable('listing_feed_runs')
          .set({ ...next, notes: JSON.stringify(notes), problems: JSON.stringify([...problems, ...pageProblems].slice(0, MAX_PROBLEMS)) })
          .where('id', '=', runId).execute()
        await trx.updateTable('listing_feeds').set({ next_link: page.nextLink, pass_timestamp: pageNewest || null }).where('id', '=', feed.id).execute()
        await context.onPageApplied?.(trx, next.pages)
        return next
      })
      Object.assign(totals, next)
      problems.push(...pageProblems.slice(0, MAX_PROBLEMS - problems.length))
      newest = pageNewest
      url = page.nextLink
      await renew()
    }
    await writeTransaction(db, async (trx) => {
      if (current.full) totals.removed += await removeUnseen(trx, current)
      await trx.updateTable('listing_feeds')
        .set((eb) => ({ pass_kind: '', next_link: '', pass_timestamp: null, last_timestamp: newest || eb.ref('last_timestamp') }))
        .where('id', '=', feed.id).execute()
    })
    return await finish('done')
  } catch (error) {
    return finish('failed', (error as Error).message || String(error))
  }
}
