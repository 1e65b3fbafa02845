import { Type, type Static } from 'typebox'
import { ChatbotId, HttpUrl, RowId } from './common.ts'

const Secret = (description: string) => Type.String({ minLength: 1, maxLength: 8000, description: `${description}; write-only: never returned` })

/** A feed's settings: the same for the API and the console; secrets are write-only. */
export const FeedSettingsFields = {
  Name: Type.String({ minLength: 1, maxLength: 200, description: 'what the owner calls the feed' }),
  ServerUrl: HttpUrl(),
  Resource: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,99}$', default: 'Property', description: 'the OData resource, Property unless the MLS names it otherwise' }),
  TokenUrl: Type.Optional(Type.Union([HttpUrl(), Type.Literal('')], { description: 'the OAuth2 token endpoint (client credentials); "" or absent with BearerToken' })),
  ClientId: Type.Optional(Type.String({ maxLength: 500, description: 'the OAuth2 client id, with TokenUrl' })),
  ClientSecret: Type.Optional(Secret('the OAuth2 client secret, with TokenUrl')),
  BearerToken: Type.Optional(Secret('a bearer token the MLS issued, instead of client credentials')),
  Filter: Type.Optional(Type.String({ maxLength: 2000, description: 'an OData $filter every request adds, e.g. ListOfficeMlsId eq \'X1\'' })),
  EveryMinutes: Type.Integer({ minimum: 5, maximum: 10080, default: 60, description: 'minutes between runs, 5 to 10080 (a week)' }),
  Removal: Type.Enum(['remove', 'mark_sold'], { default: 'remove', description: 'a listing that leaves the feed or is Closed, Withdrawn, Expired or Canceled: remove it, or keep it with Status Sold' })
}

/** FeedCreate's body, and the console's add. */
export const FeedSettings = Type.Object(FeedSettingsFields, { title: 'ListingFeedSettings' })
export type FeedSettingsInput = Static<typeof FeedSettings>

/** An edit: any subset of the settings; a secret left out stays as it was. */
export const FeedChanges = Type.Partial(FeedSettings, { title: 'ListingFeedChanges' })
export type FeedChangesInput = Static<typeof FeedChanges>

const FeedId = RowId('a feed ID, as FeedCreate or FeedList gave it')

export const FeedCreateBody = Type.Object({ SerialNumber: ChatbotId, ...FeedSettingsFields }, { title: 'ListingFeedCreate' })
export const FeedEditBody = Type.Object({ SerialNumber: ChatbotId, FeedID: FeedId, ...FeedChanges.properties }, { title: 'ListingFeedEdit' })
export const FeedListBody = Type.Object({ SerialNumber: ChatbotId }, { title: 'ListingFeedQuery' })
export const FeedRefBody = Type.Object({ SerialNumber: ChatbotId, FeedID: FeedId }, { title: 'ListingFeedRef' })
export const FeedSyncBody = Type.Object({
  SerialNumber: ChatbotId,
  FeedID: FeedId,
  Full: Type.Optional(Type.Boolean({ description: 'true: load the whole feed again, which also finds listings that left it' }))
}, { title: 'ListingFeedSync' })
export const FeedRunsBody = Type.Object({
  SerialNumber: ChatbotId,
  FeedID: FeedId,
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'the newest runs, 1 to 100' })
}, { title: 'ListingFeedRunsQuery' })

/** One run of a feed. */
export const FeedRun = Type.Object({
  RunID: Type.Integer(),
  Kind: Type.String({ description: 'full, incremental, or either followed by -resumed (it went on from where a stopped run left off)' }),
  Status: Type.Enum(['running', 'done', 'failed']),
  StartedAt: Type.String(),
  FinishedAt: Type.Union([Type.String(), Type.Null()]),
  Pages: Type.Integer(),
  Added: Type.Integer(),
  Changed: Type.Integer(),
  Removed: Type.Integer({ description: 'removed or marked sold, as the feed\'s Removal says' }),
  Rejected: Type.Integer({ description: 'records that are not listings (a required field missing, a value breaking a rule)' }),
  Error: Type.String({ description: 'why the run failed; "" when it did not' }),
  Problems: Type.Array(Type.Object({ ListingKey: Type.String(), Field: Type.String(), Rule: Type.String() }), {
    description: 'the first 100 records rejected, or with a field kept in ExtensionColumn rather than mapped, and why'
  }),
  Notes: Type.Array(Type.String(), { description: 'what the run survived: a 429 waited out, a 5xx or timeout tried again' })
}, { title: 'ListingFeedRun' })
export type FeedRun = Static<typeof FeedRun>

/** A feed as it is shown: everything but its secret. */
export const Feed = Type.Object({
  FeedID: Type.Integer(),
  Name: Type.String(),
  ServerUrl: Type.String(),
  Resource: Type.String(),
  Auth: Type.Enum(['client_credentials', 'bearer'], { description: 'client_credentials (TokenUrl, ClientId and a secret) or bearer (a token)' }),
  TokenUrl: Type.String(),
  ClientId: Type.String(),
  Filter: Type.String(),
  EveryMinutes: Type.Integer(),
  Removal: Type.String(),
  NextRunAt: Type.String(),
  Running: Type.Boolean({ description: 'an instance is running the feed now' }),
  LastRun: Type.Union([FeedRun, Type.Null()])
}, { title: 'ListingFeed' })
export type Feed = Static<typeof Feed>

export const FeedListReply = Type.Array(Feed, { title: 'ListingFeedList' })
export const FeedRunsReply = Type.Array(FeedRun, { title: 'ListingFeedRuns' })
export const FeedSyncReply = Type.Object({ Queued: Type.Boolean({ description: 'true: the feed runs now (or right after the run under way)' }) }, { title: 'ListingFeedSyncReply' })
