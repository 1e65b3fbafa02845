import type { Feed, FeedRun } from '../schemas/listing-feed.ts'
import type { FeedRow, FeedRunRow } from '../store/listing-feeds.ts'

/** A run as FeedRuns and FeedList show it. */
export function formatRun(row: FeedRunRow): FeedRun {
  return {
    RunID: row.id,
    Kind: row.kind,
    Status: row.status as FeedRun['Status'],
    StartedAt: row.started_at,
    FinishedAt: row.finished_at,
    Pages: row.pages,
    Added: row.added,
    Changed: row.changed,
    Removed: row.removed,
    Rejected: row.rejected,
    Error: row.error,
    Problems: JSON.parse(row.problems) as FeedRun['Problems'],
    Notes: JSON.parse(row.notes) as string[]
  }
}

/**
 * A feed as it is shown: every setting but the secret, whether an instance runs it at `now`,
 * and its last run.
 *
 * @example
 * formatFeed(feed, lastRun, new Date()).Auth // 'client_credentials'
 */
export function formatFeed(row: FeedRow, lastRun: FeedRunRow | undefined, now: Date): Feed {
  return {
    FeedID: row.id,
    Name: row.name,
    ServerUrl: row.server_url,
    Resource: row.resource,
    Auth: row.token_url ? 'client_credentials' : 'bearer',
    TokenUrl: row.token_url,
    ClientId: row.client_id,
    Filter: row.filter,
    EveryMinutes: row.every_minutes,
    Removal: row.removal,
    NextRunAt: row.next_run_at,
    Running: row.claimed_until !== null && row.claimed_until > now.toISOString(),
    LastRun: lastRun ? formatRun(lastRun) : null
  }
}
