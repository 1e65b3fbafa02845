import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import * as initial from './migrations/001-initial.ts'
import * as messageSender from './migrations/002-message-sender.ts'
import * as leadsAndDailyDeliveries from './migrations/003-leads-and-daily-deliveries.ts'
import * as listingCounts from './migrations/004-listing-counts.ts'
import * as listingSearch from './migrations/005-listing-search.ts'
import * as richAnswers from './migrations/006-rich-answers.ts'
import * as mlsLookupNewest from './migrations/007-mls-lookup-newest.ts'
import * as consoleUsers from './migrations/008-console-users.ts'
import * as clientMessageIds from './migrations/009-client-message-ids.ts'
import * as leadPushes from './migrations/010-lead-pushes.ts'
import * as bulkListingWrites from './migrations/011-bulk-listing-writes.ts'
import * as liveTakeover from './migrations/012-live-takeover.ts'
import * as leadQualifications from './migrations/013-lead-qualifications.ts'
import * as listingFeeds from './migrations/014-listing-feeds.ts'
import * as conversations from './migrations/015-conversations.ts'
import * as listingKeys from './migrations/016-listing-keys.ts'
import * as leadMessageListing from './migrations/017-lead-message-listing.ts'
import * as bulkListingSearch from './migrations/018-bulk-listing-search.ts'
import * as placeOrders from './migrations/019-place-orders.ts'
import * as oneMlsIndex from './migrations/020-one-mls-index.ts'
import * as listingImports from './migrations/021-listing-imports.ts'
import * as bulkConversationSummaries from './migrations/022-bulk-conversation-summaries.ts'
import * as chatbotTextIndex from './migrations/023-chatbot-text-index.ts'
import * as showingSlots from './migrations/024-showing-slots.ts'
import * as feedListingKeys from './migrations/025-feed-listing-keys.ts'
import * as bulkSearchWrites from './migrations/026-bulk-search-writes.ts'
import * as bulkFullTextTriggers from './migrations/027-bulk-full-text-triggers.ts'
import * as inlineFullTextDocuments from './migrations/028-inline-full-text-documents.ts'

/**
 * Migrations in the order they apply. A new one gets the next number; applied ones never change.
 * They are listed here rather than read from the folder so that bundlers and tsx see the same set.
 */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-message-sender': messageSender,
  '003-leads-and-daily-deliveries': leadsAndDailyDeliveries,
  '004-listing-counts': listingCounts,
  '005-listing-search': listingSearch,
  '006-rich-answers': richAnswers,
  '007-mls-lookup-newest': mlsLookupNewest,
  '008-console-users': consoleUsers,
  '009-client-message-ids': clientMessageIds,
  '010-lead-pushes': leadPushes,
  '011-bulk-listing-writes': bulkListingWrites,
  '012-live-takeover': liveTakeover,
  '013-lead-qualifications': leadQualifications,
  '014-listing-feeds': listingFeeds,
  '015-conversations': conversations,
  '016-listing-keys': listingKeys,
  '017-lead-message-listing': leadMessageListing,
  '018-bulk-listing-search': bulkListingSearch,
  '019-place-orders': placeOrders,
  '020-one-mls-index': oneMlsIndex,
  '021-listing-imports': listingImports,
  '022-bulk-conversation-summaries': bulkConversationSummaries,
  '023-chatbot-text-index': chatbotTextIndex,
  '024-showing-slots': showingSlots,
  '025-feed-listing-keys': feedListingKeys,
  '026-bulk-search-writes': bulkSearchWrites,
  '027-bulk-full-text-triggers': bulkFullTextTriggers,
  '028-inline-full-text-documents': inlineFullTextDocuments
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * Brings the database up to the newest migration; safe to call on every start, also from several processes.
 * Numbers are handed out per issue, so one may land before a lower one: unordered is allowed.
 */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`, { cause: error })
  }
}

/**
 * Names of the migrations this server knows that the database has not applied; it throws
 * when the database cannot be reached. Readiness uses it: an instance whose database is
 * behind (another instance is still migrating it) is not ready.
 *
 * @example
 * await pendingMigrations(db) // [] when up to date
 */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations()
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}
