import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Db } from './database.ts'
import { isPostgres } from './dialect.ts'
import type { Database } from './schema.ts'
import { countListings } from './listing-counts.ts'

/**
 * Words a listing's text must (or must not) contain. Each group lists alternatives, words or
 * phrases ("ocean", "water front"); a listing matches a group when it has any of them.
 *
 * @example
 * const beachWithPool: KeywordGroup[] = [['beach', 'ocean', 'waterfront'], ['pool']]
 */
export type KeywordGroup = string[]

/**
 * The full-text tables of migration 005, as queries see them: SQLite's FTS5 table (rowid is
 * the listing id) and PostgreSQL's tsvector table.
 */
export interface SearchTables extends Database {
  listing_search: { rowid: number; listing_id: number; chatbot_id: string; document: string }
}

/** Keeps letters, digits and spaces: alternatives go into a query language, never as syntax. */
const clean = (phrase: string) => phrase.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()

/** The groups with their alternatives cleaned; groups left empty are dropped. */
export function cleanGroups(groups: KeywordGroup[] | undefined): KeywordGroup[] {
  return (groups ?? []).map((group) => [...new Set(group.map(clean).filter(Boolean))]).filter((group) => group.length > 0)
}

/** FTS5 query text: `("ocean" OR "water front") AND ("pool")`. */
function fts5Query(groups: KeywordGroup[]): string {
  return groups.map((group) => `(${group.map((phrase) => `"${phrase}"`).join(' OR ')})`).join(' AND ')
}

/** A tsquery: `(phraseto_tsquery('english', $1) || …) && (…)`, every phrase a parameter. */
function tsQuery(groups: KeywordGroup[]): RawBuilder<unknown> {
  const group = (alternatives: KeywordGroup) =>
    sql`(${sql.join(alternatives.map((phrase) => sql`phraseto_tsquery('english', ${phrase})`), sql` || `)})`
  return sql`(${sql.join(groups.map(group), sql` && `)})`
}

/** What a search over the text of a chatbot's listings adds to its query, for one database. */
export interface TextSearch {
  /**
   * The condition on the listings that match every group. On SQLite it goes with a join of
   * the FTS5 table (its matches drive the query); on PostgreSQL it is a condition on `listings` alone.
   */
  match: RawBuilder<boolean>
  /** the best match first (the order's tie-breakers follow it); absent when too many listings match for ranking to be cheap or to mean much */
  rank?: RawBuilder<number>
  /** the order when unranked: newest match first, read straight off an index */
  newest: RawBuilder<number>
  postgres: boolean
  /** SQLite: the words to leave out are part of `match` already */
  excludes?: boolean
}

/**
 * PostgreSQL: the document of the listing the query is reading. A scalar subquery stays a
 * lookup per listing: the planner cannot turn it into a scan of every document.
 */
const listingDocument = sql`(select s.document from listing_search s where s.listing_id = listings.id)`

/** Up to this many matches are ranked; past it the matches are read newest first and stop at the page. */
const RANK_LIMIT = 2000

/**
 * The SQL pieces for `keywords` (all groups must match) on this database, or undefined when
 * there are none. The full-text index finds the matches, never a scan of descriptions. A
 * probe counts a chatbot's matches up to RANK_LIMIT: fewer are ranked; more (a word most
 * listings have) are read newest first and the query stops once a page is full.
 * - SQLite: FTS5 MATCH, narrowed to the rowid range of the chatbot's own listings (one
 *   index seek for its first and last id), so another chatbot's stock costs nothing; ranked
 *   by the chatbot's own weights of its phrases (see chatbotRank), else read in rowid order.
 *   Words to leave out (`withoutKeywords`) are never
 *   gathered over the stock: unranked they join the query as FTS5's NOT; ranked, only the
 *   matches that also have them are looked up.
 * - PostgreSQL: tsvector @@ tsquery. The probe and the matches read the GIN index over
 *   (chatbot, document), so another chatbot's stock costs nothing. Few matches: their ids come from it as an
 *   array, looked up by primary key and ranked by ts_rank. Many: each listing the query
 *   reads as it walks an index newest first is tested. Either way the planner has no join to
 *   misjudge (it would walk a whole order checking documents, or hash every match).
 *
 * @example
 * const text = await textSearch(db, chatbotId, [['pool']])
 * // SQLite: listing_search MATCH '("pool")' AND rowid BETWEEN …, best match first (chatbotRank)
 */
export async function textSearch(db: Db, chatbotId: string, keywords: KeywordGroup[] | undefined, withoutKeywords?: KeywordGroup[]): Promise<TextSearch | undefined> {
  const groups = cleanGroups(keywords)
  if (groups.length === 0) return undefined
  if (isPostgres(db as Kysely<unknown>)) {
    const query = tsQuery(groups)
    // One GIN index holds the chatbot and the words (migration 023): only this chatbot's matches are read.
    const matches = sql<number>`select s.listing_id from listing_search s where s.chatbot_id = ${chatbotId} and s.document @@ ${query}`
    const probe = await sql<{ found: string }>`select count(*) as found from (${matches} limit ${RANK_LIMIT}) as matches`.execute(db)
    const newest = sql<number>`listings.created_at desc, listings.id desc`
    return Number(probe.rows[0]?.found ?? 0) < RANK_LIMIT
      ? { postgres: true, match: sql<boolean>`listings.id = any(array(${matches}))`, rank: sql<number>`ts_rank(${listingDocument}, ${query}) desc`, newest }
      : { postgres: true, match: sql<boolean>`${listingDocument} @@ ${query}`, newest }
  }
  const [first, last] = await idRange(db, chatbotId)
  const inRange = (query: string) => sql<boolean>`listing_search match ${query} and listing_search.rowid between ${rowid(first)} and ${rowid(last)}`
  const wanted = fts5Query(groups)
  const probe = await sql<{ found: number }>`select count(*) as found from (select rowid from listing_search where ${inRange(wanted)} limit ${RANK_LIMIT})`.execute(db)
  const ranked = Number(probe.rows[0]?.found ?? 0) < RANK_LIMIT
  const newest = sql<number>`listing_search.rowid desc`
  const rank = ranked ? { rank: await chatbotRank(db, chatbotId, groups, wanted, [first, last]) } : {}
  const excluded = cleanGroups(withoutKeywords)
  if (excluded.length === 0) return { postgres: false, match: inRange(wanted), newest, ...rank }
  const unwanted = fts5Query([excluded.flat()])
  // Ranked, only the few matches that also have the words left out are looked up.
  const match = ranked
    ? sql<boolean>`${inRange(wanted)} and listing_search.rowid not in (select rowid from listing_search where ${inRange(`(${wanted}) AND (${unwanted})`)})`
    : inRange(`(${wanted}) NOT (${unwanted})`)
  return { postgres: false, match, newest, excludes: true, ...rank }
}

/**
 * SQLite: the best match first, weighed by the chatbot's own listings. Each phrase asked for
 * weighs as bm25's inverse document frequency, ln((N - n + 0.5) / (n + 0.5)), with N the
 * chatbot's listings (its counts) and n those of them with the phrase; a match scores the
 * weights of the phrases it has. FTS5's bm25 counted n over every chatbot's documents: a
 * 50-listing chatbot's "pet friendly" walked the 60,000 matches of a 100,000-listing one
 * (11 ms), and another chatbot's stock reordered its answers. Here every read stays within
 * the chatbot's rowid range and is bounded: n is counted up to N / 2 (a phrase half the
 * listings have weighs nothing, as bm25 floors it) or RANK_LIMIT (phrases that many have weigh
 * alike); which matches have a phrase is asked of the matches (`wanted` AND the phrase), never of
 * every listing with it, and not at all for the one phrase of a group the listings have (every
 * match has it). (Another chatbot's listings written between two of this one's fall in its range
 * and count too.)
 */
async function chatbotRank(db: Db, chatbotId: string, groups: KeywordGroup[], wanted: string, [first, last]: [number, number]): Promise<RawBuilder<number>> {
  const listings = await countListings(db, chatbotId, 'all')
  const cap = Math.min(Math.ceil(listings / 2), RANK_LIMIT)
  const phrases = [...new Set(groups.flat())]
  const matchesOf = (query: string) => sql`select rowid from listing_search where listing_search match ${query}
    and rowid between ${rowid(first)} and ${rowid(last)}`
  const counts = await sql<Record<string, number>>`select ${sql.join(phrases.map((phrase, i) =>
    sql`(select count(*) from (${matchesOf(fts5Query([[phrase]]))} limit ${cap})) as ${sql.ref(`n${i}`)}`))}`.execute(db)
  const counted = new Map(phrases.map((phrase, i) => [phrase, Number(counts.rows[0]?.[`n${i}`] ?? 0)]))
  // The one phrase of a group that the chatbot's listings have: every match has it, so it orders nothing.
  const everyMatchHas = new Set(groups.flatMap((group) => {
    const present = group.filter((phrase) => (counted.get(phrase) ?? 0) > 0)
    return present.length === 1 ? present : []
  }))
  const weighed = phrases.flatMap((phrase) => {
    const n = counted.get(phrase) ?? 0
    const weight = Math.log((listings - n + 0.5) / (n + 0.5))
    return n > 0 && weight > 0 && !everyMatchHas.has(phrase) ? [sql`${weight} * (listing_search.rowid in (${matchesOf(`(${wanted}) AND ${fts5Query([[phrase]])}`)}))`] : []
  })
  // Without weights every match ties (a bound 0: a literal would name a column), newest first.
  return sql<number>`(${weighed.length > 0 ? sql.join(weighed, sql` + `) : 0}) desc`
}

/** A rowid bound: JavaScript numbers bind as REAL, which FTS5 cannot use to seek, so it is cast. */
const rowid = (value: number) => sql<number>`cast(${value} as integer)`

/** The first and last id of a chatbot's listings (one seek each on listings_chatbot_id). */
async function idRange(db: Db, chatbotId: string): Promise<[number, number]> {
  // Two subqueries: SQLite seeks for a lone min() or max(), but scans the range for both in one select.
  // The index is named: with statistics, SQLite may pick another index that starts with chatbot_id and walk it.
  const ids = await sql<{ first: number | null; last: number | null }>`select
    (select min(id) from listings indexed by listings_chatbot_id where chatbot_id = ${chatbotId}) as first,
    (select max(id) from listings indexed by listings_chatbot_id where chatbot_id = ${chatbotId}) as last`.execute(db)
  return [Number(ids.rows[0]?.first ?? 0), Number(ids.rows[0]?.last ?? 0)]
}

/**
 * A condition true for listings whose text matches none of `groups` ("no pets" leaves out
 * listings that say pets are welcome); undefined when there are no groups. On SQLite the
 * matches are gathered once per query, so `fromId` (for a query that reads no listing below
 * that id) keeps them to the newest part of the stock.
 *
 * @example
 * query.where((await excludeText(db, chatbotId, [['pets allowed', 'pet friendly']]))!)
 */
export async function excludeText(db: Db, chatbotId: string, groups: KeywordGroup[] | undefined, fromId?: number): Promise<RawBuilder<boolean> | undefined> {
  const cleaned = cleanGroups(groups)
  if (cleaned.length === 0) return undefined
  const flat = [cleaned.flat()]
  if (isPostgres(db as Kysely<unknown>)) {
    // Tested on each listing the query reads, as in textSearch: an anti-join would read every matching document.
    return sql<boolean>`not coalesce(${listingDocument} @@ ${tsQuery(flat)}, false)`
  }
  const [first, last] = await idRange(db, chatbotId)
  return sql<boolean>`listings.id not in (select rowid from listing_search where listing_search match ${fts5Query(flat)}
    and rowid between ${rowid(Math.max(first, fromId ?? 0))} and ${rowid(last)})`
}
