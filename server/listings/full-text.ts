import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Db } from '../store/database.ts'
import { isPostgres } from '../store/dialect.ts'
import type { Database } from '../store/schema.ts'

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
 * the listing id, `rank` its bm25 score) and PostgreSQL's tsvector table.
 */
export interface SearchTables extends Database {
  listing_search: { rowid: number; listing_id: number; rank: number; document: string }
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
  /** the listings that match every group, joined so their rank can order them */
  join: RawBuilder<boolean>
  /** the best match first */
  rank: RawBuilder<number>
  /** the join's table, to name in FROM */
  postgres: boolean
}

/**
 * The SQL pieces for `keywords` (all groups must match) on this database, or undefined when
 * there are none. Only the full-text index is read: the matching listings are found by it,
 * never by scanning descriptions.
 *
 * @example
 * const text = textSearch(db, [['pool']])
 * // SQLite: listing_search MATCH '("pool")', ordered by bm25; PostgreSQL: document @@ tsquery, ordered by ts_rank
 */
export function textSearch(db: Db, keywords: KeywordGroup[] | undefined): TextSearch | undefined {
  const groups = cleanGroups(keywords)
  if (groups.length === 0) return undefined
  const postgres = isPostgres(db as Kysely<unknown>)
  if (postgres) {
    const query = tsQuery(groups)
    return { postgres, join: sql<boolean>`listing_search.document @@ ${query}`, rank: sql<number>`ts_rank(listing_search.document, ${query}) desc` }
  }
  return { postgres, join: sql<boolean>`listing_search match ${fts5Query(groups)}`, rank: sql<number>`listing_search.rank` }
}

/**
 * A condition true for listings whose text matches none of `groups` ("no pets" leaves out
 * listings that say pets are welcome); undefined when there are no groups.
 *
 * @example
 * query.where(excludeText(db, [['pets allowed', 'pet friendly']])!)
 */
export function excludeText(db: Db, groups: KeywordGroup[] | undefined): RawBuilder<boolean> | undefined {
  const cleaned = cleanGroups(groups)
  if (cleaned.length === 0) return undefined
  const any = cleaned.map((group) => [...group])
  const flat = [any.flat()]
  if (isPostgres(db as Kysely<unknown>)) {
    return sql<boolean>`not exists (select 1 from listing_search s where s.listing_id = listings.id and s.document @@ ${tsQuery(flat)})`
  }
  return sql<boolean>`listings.id not in (select rowid from listing_search where listing_search match ${fts5Query(flat)})`
}
