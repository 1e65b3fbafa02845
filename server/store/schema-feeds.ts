import type { Generated } from 'kysely'

/** A chatbot's MLS feed over the RESO Web API, with its sync's checkpoint and lease (migration 014). */
export interface ListingFeedTable {
  id: Generated<number>
  chatbot_id: string
  name: string
  /** the Web API's service root, e.g. https://api.mls.example/odata */
  server_url: string
  /** the resource synced, Property unless the MLS names it otherwise */
  resource: string
  /** OAuth2 client credentials: the token endpoint and client id; '' when a bearer token is used */
  token_url: string
  client_id: string
  /** the client secret or bearer token, sealed with the server's feed key (secret-box.ts) */
  sealed_secret: string
  /** an OData $filter the owner adds, e.g. ListOfficeMlsId eq 'X1'; '' for none */
  filter: string
  every_minutes: number
  /** what happens to a listing that leaves the feed: `remove` or `mark_sold` */
  removal: string
  created_at: string
  /** when the schedule (or "sync now") wants the next run */
  next_run_at: string
  /** 1: the next run loads the whole feed again (which finds listings that left it) */
  full_requested: Generated<number>
  /** while an instance runs the feed; another instance takes it over only after this time */
  claimed_until: string | null
  /** the newest ModificationTimestamp of the last finished pass; null before the first full load */
  last_timestamp: string | null
  /** the number of the current or last pass; a full pass marks every listing it sees with it (listings.feed_pass) */
  pass: Generated<number>
  /** `full` or `incremental` while a pass is under way (a crash resumes it), '' between passes */
  pass_kind: Generated<string>
  /** the next page of the pass under way */
  next_link: Generated<string>
  /** the newest ModificationTimestamp the pass under way has applied */
  pass_timestamp: string | null
}

/** One run of a feed: its counts, and what went wrong. */
export interface ListingFeedRunTable {
  id: Generated<number>
  feed_id: number
  /** `full`, `incremental`, or either resumed (`full-resumed`) */
  kind: string
  /** running, done or failed */
  status: string
  started_at: string
  finished_at: string | null
  pages: Generated<number>
  added: Generated<number>
  changed: Generated<number>
  removed: Generated<number>
  rejected: Generated<number>
  error: Generated<string>
  /** JSON array of { ListingKey, Field, Rule }: the listings that could not be mapped (the first 100) */
  problems: Generated<string>
  /** JSON array of what the run survived (a 429 waited out, a 5xx retried) */
  notes: Generated<string>
}

/** A file import the owner follows (migration 021): its state, counts and first row errors. */
export interface ListingImportTable {
  id: Generated<number>
  chatbot_id: string
  file_name: string
  /** csv, ndjson or json */
  format: string
  all_or_nothing: number
  /** JSON object of the owner's column choices */
  mapping: string
  /** queued (the file arriving, or waiting its turn), running, done or failed */
  state: string
  file_bytes: Generated<number>
  /** how far into the file the rows read so far reach */
  bytes_read: Generated<number>
  rows_read: Generated<number>
  added: Generated<number>
  changed: Generated<number>
  unchanged: Generated<number>
  rejected: Generated<number>
  /** JSON array of { Row, Field, Rule }: the first rows not stored */
  errors: Generated<string>
  /** why the file stopped being readable part way; '' when it was read to its end */
  stopped: Generated<string>
  /** why the import failed; '' unless failed */
  error: Generated<string>
  created_at: string
  started_at: string | null
  finished_at: string | null
  /** renewed while an instance works on the job */
  heartbeat_at: string
}
