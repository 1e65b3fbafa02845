import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { listConversations } from '../../../server/store/conversations.ts'
import { openDatabase } from '../../../server/store/database.ts'
import type { ListingFields } from '../../../server/schemas/listing.ts'
import { createListings, deleteListings, listListings, updateListings } from '../../../server/store/listings.ts'
import { upsertListings } from '../../../server/store/listing-upsert.ts'
import { FIND_BY_KEY, FIND_BY_MLS } from '../../../server/store/listing-writes-sqlite.ts'
import { writeTransaction } from '../../../server/store/write-transaction.ts'
import type { ImportedListing } from '../../../server/schemas/listing-import.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import { migrateToLatest } from '../../../server/store/migrate.ts'
import { MAX_CARDS, listingsByKeys, namedListings } from '../../../server/store/named-listings.ts'
import { ROWS_BETWEEN_OPTIMIZE } from '../../../server/store/planner-statistics.ts'
import type { Database } from '../../../server/store/schema.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { listingInput } from '../../support/fixtures.ts'
import { createTestDatabase } from '../../support/server.ts'

/**
 * The assistant's hot statements on a SQLite file that was never analyzed, as a server's file is
 * until its statistics are refreshed: each must seek its own index, not walk every listing of
 * the chatbot (at 100,000 listings that made an answer 63× slower than at 50).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-plans-'))
let sqlite: SQLite.Database
let db: Kysely<Database>
let chatbot: string
let keys: string[]
/** every statement run, with its parameters */
const statements: Array<{ sql: string; parameters: readonly unknown[] }> = []

const fields = (index: number) => listingInput('', { MLSNumber: `TX${1000 + index}`, Url: `https://homes.example/${index}` }) as unknown as ListingFields

/** The plan SQLite uses for the statement run last that matches `pattern`. */
function planOf(pattern: RegExp): string {
  const statement = statements.findLast((entry) => pattern.test(entry.sql))
  if (!statement) throw new Error(`no statement matching ${pattern} among:\n${statements.map((entry) => entry.sql).join('\n')}`)
  const rows = sqlite.prepare(`explain query plan ${statement.sql}`).all(...(statement.parameters as unknown[])) as Array<{ detail: string }>
  return rows.map((row) => row.detail).join(' | ')
}

describe.skipIf(inject('postgresUrl') !== '')('query plans on a SQLite file never analyzed', () => {
  beforeAll(async () => {
    sqlite = new SQLite(path.join(dir, 'plans.db'))
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: (event) => void statements.push({ sql: event.query.sql, parameters: event.query.parameters }) })
    await migrateToLatest(db as Kysely<unknown>)
    const workspace = await createWorkspace(db, 'Plans')
    chatbot = await createChatbot(db, workspace.workspaceId)
    keys = await createListings(db, chatbot, Array.from({ length: 30 }, (_, index) => fields(index)))
  })
  afterAll(async () => {
    await db?.destroy()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('has no statistics to go by', () => {
    expect(sqlite.prepare(`select name from sqlite_master where name like 'sqlite_stat%'`).all()).toEqual([])
  })

  it('reads the listings an answer names by their unique key', async () => {
    // as many as an answer shows cards: a planner without statistics guesses ten listings a chatbot too
    const shown = keys.slice(0, MAX_CARDS).reverse()
    expect((await listingsByKeys(db, chatbot, shown)).map((row) => row.key)).toEqual(shown)
    expect(planOf(/ "key" in /)).toBe('SEARCH listings USING INDEX sqlite_autoindex_listings_1 (key=?)')
    expect(await listingsByKeys(db, 'another chatbot', shown)).toEqual([])
  })

  it('finds an MLS number in any case off the index that also holds the order', async () => {
    const { rows } = await searchListings(db, chatbot, { mlsNumber: 'tx1005' }, { limit: 5 })
    expect(rows.map((row) => row.mls_number)).toEqual(['TX1005'])
    expect(planOf(/lower\("mls_number"\) = \?/)).toBe('SEARCH listings USING INDEX listings_mls_lower_newest (chatbot_id=? AND <expr>=?)')
  })

  it('finds the listings an answer names by Url and MLS number off their indexes', async () => {
    expect((await namedListings(db, chatbot, 'See [this one](https://homes.example/7) and TX1002')).map((row) => row.mls_number)).toEqual(['TX1007', 'TX1002'])
    expect(planOf(/"url" in/)).toMatch(/^SEARCH listings USING (COVERING )?INDEX listings_url \(chatbot_id=\? AND url=\?\)$/)
    expect(planOf(/"mls_number" in/)).toMatch(/^SEARCH listings USING INDEX listings_mls_lower_newest \(chatbot_id=\? AND <expr>=\?\)$/)
  })

  it('finds the listings to update or delete by MLS number, Url or key off their indexes', async () => {
    expect(await updateListings(db, chatbot, 'MLSNumber', 'TX1010', fields(10))).toBe(1)
    expect(planOf(/"mls_number" in/)).toMatch(/^SEARCH listings USING INDEX listings_mls_lower_newest \(chatbot_id=\? AND <expr>=\?\)/)
    expect(await deleteListings(db, chatbot, 'URL', ['https://homes.example/11'])).toBe(1)
    expect(planOf(/"url" in/)).toMatch(/^SEARCH listings USING INDEX listings_url \(chatbot_id=\? AND url=\?\)/)
    expect(await deleteListings(db, chatbot, 'NewOaks', keys.slice(15, 25))).toBe(10)
    expect(planOf(/"key" in/)).toMatch(/^SEARCH listings USING INDEX sqlite_autoindex_listings_1 \(key=\?\)/)
  })

  it('reads List\'s MLS filter and an import\'s MLS lookup off the one MLS index, exact case only', async () => {
    const { rows, total } = await listListings(db, chatbot, { mlsNumber: 'TX1003' }, 1, 20)
    expect([rows.map((row) => row.mls_number), total]).toEqual([['TX1003'], 1])
    expect(planOf(/"mls_number" in/)).toMatch(/^SEARCH listings USING INDEX listings_mls_lower_newest \(chatbot_id=\? AND <expr>=\?\)/)
    expect((await listListings(db, chatbot, { mlsNumber: 'tx1003' }, 1, 20)).rows).toEqual([])
    const counts = await writeTransaction(db, (trx) => upsertListings(trx, chatbot, [{ ...fields(4), HOAMonth: 123 } as ImportedListing]))
    expect(counts).toEqual({ added: 0, changed: 1, unchanged: 0 })
    expect(planOf(/"mls_number" in/)).toMatch(/^SEARCH listings USING INDEX listings_mls_lower_newest \(chatbot_id=\? AND <expr>=\?\)/)
  })

  it('finds an import\'s listings by ListingKey and by MLS number off their indexes, one seek each', () => {
    const plan = (text: string, ...parameters: string[]) => (sqlite.prepare(`explain query plan ${text}`).all(...parameters) as Array<{ detail: string }>)
      .map((row) => row.detail).join(' | ')
    expect(plan(FIND_BY_KEY, chatbot, 'L-1')).toBe('SEARCH listings USING INDEX listings_listing_key (chatbot_id=? AND listing_key=?)')
    expect(plan(FIND_BY_MLS, chatbot, 'TX1002', 'TX1002')).toBe('SEARCH listings USING INDEX listings_mls_lower_newest (chatbot_id=? AND <expr>=?)')
  })

  it('reads the biggest and the newest on the market of a city off the city\'s own order, not a sort of the whole city', async () => {
    for (const [sort, index] of [['largest', 'listings_city_building_area'], ['smallest', 'listings_city_building_area'], ['newest', 'listings_city_days_on_market']] as const) {
      const { rows } = await searchListings(db, chatbot, { city: 'Austin' }, { limit: 5, sort })
      expect(rows, sort).toHaveLength(5)
      const plan = planOf(/order by "(building_area|days_on_market)"/)
      expect(plan, sort).toMatch(new RegExp(`^SEARCH listings USING INDEX ${index} \\(chatbot_id=\\? AND city_key=\\?\\)`))
      expect(plan, sort).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/)
    }
  })

  it('counts a search\'s matches by reading the place\'s newest in order, stopping at the cap, not by collecting them first', async () => {
    const { rows, total, totalIsAtLeast } = await searchListings(db, chatbot, { city: 'austin', saleType: 'for_sale', bedrooms: 3 }, { limit: 5 })
    expect([rows.length, total, totalIsAtLeast]).toEqual([5, (await db.selectFrom('listings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n, false])
    const plan = planOf(/as "capped"/)
    expect(plan).toMatch(/^CO-ROUTINE capped \| CO-ROUTINE listings \| SEARCH listings USING INDEX listings_city \(chatbot_id=\? AND city_key=\? AND sale_type=\?\)/)
    expect(plan).not.toMatch(/MATERIALIZE|LIST SUBQUERY|TEMP B-TREE/)
  })

  it('seeks the first and last listing of the chatbot for a full-text search, with statistics too', async () => {
    for (const analyzed of [false, true]) {
      if (analyzed) sqlite.exec('analyze')
      await searchListings(db, chatbot, { keywords: [['pool']] }, { limit: 5 })
      expect(planOf(/min\(id\)/), `analyzed: ${analyzed}`).toMatch(/SEARCH listings USING COVERING INDEX listings_chatbot_id \(chatbot_id=\?\)/)
    }
  })
})

describe.skipIf(inject('postgresUrl') !== '')('SQLite planner statistics kept fresh by the server itself', () => {
  /** How many rows the statistics of listings_newest say listings has; 0 without statistics. */
  const statsOf = (file: string) => {
    const raw = new SQLite(file, { readonly: true })
    try {
      if (!raw.prepare(`select 1 from sqlite_master where name = 'sqlite_stat1'`).get()) return 0
      const row = raw.prepare(`select stat from sqlite_stat1 where idx = 'listings_newest'`).get() as { stat: string } | undefined
      return Number(row?.stat.split(' ')[0] ?? 0)
    } finally {
      raw.close()
    }
  }

  it(`analyzes a file never analyzed when it opens, and again after ${ROWS_BETWEEN_OPTIMIZE} listings stored when the table grew a lot`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-optimize-'))
    const file = path.join(dataDir, 'porchlight.db')
    try {
      // Loaded through a bare connection, as an older server left it: never analyzed.
      const bare = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) })
      await migrateToLatest(bare as Kysely<unknown>)
      const workspace = await createWorkspace(bare, 'Stats')
      const bareChatbot = await createChatbot(bare, workspace.workspaceId)
      await createListings(bare, bareChatbot, Array.from({ length: 50 }, (_, index) => fields(index)))
      await bare.destroy()
      expect(statsOf(file)).toBe(0)

      const opened = await openDatabase({ databaseUrl: '', dataDir })
      expect(statsOf(file)).toBe(50)
      // grown twentyfold by a load that only inserts: analyzed again
      await createListings(opened, bareChatbot, Array.from({ length: ROWS_BETWEEN_OPTIMIZE }, (_, index) => fields(index)))
      expect(statsOf(file)).toBe(50 + ROWS_BETWEEN_OPTIMIZE)
      await opened.destroy()

      fs.rmSync(file)
      const fresh = await openDatabase({ databaseUrl: '', dataDir })
      const freshChatbot = await createChatbot(fresh, (await createWorkspace(fresh, 'Fresh')).workspaceId)
      await createListings(fresh, freshChatbot, Array.from({ length: ROWS_BETWEEN_OPTIMIZE - 1 }, (_, index) => fields(index)))
      expect(statsOf(file)).toBe(0)
      await createListings(fresh, freshChatbot, [fields(ROWS_BETWEEN_OPTIMIZE)])
      expect(statsOf(file)).toBe(ROWS_BETWEEN_OPTIMIZE)
      await fresh.destroy()
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe.skipIf(inject('postgresUrl') === '')('PostgreSQL conversations, loaded many messages a statement and never analyzed', () => {
  const logged: Array<{ sql: string; parameters: readonly unknown[] }> = []
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let pgDb: Kysely<Database>
  let big: string
  let small: string
  /** each chatbot's session ids, oldest first */
  const sessions = new Map<string, number[]>()

  /** `count` sessions of five messages each, every message of a session in one INSERT per chatbot (as an import writes). */
  async function seed(chatbotId: string, count: number, content: (session: number, message: number) => string) {
    const ids = await pgDb.insertInto('chat_sessions').values(Array.from({ length: count }, () => ({ chatbot_id: chatbotId, visitor_key_hash: null, created_at: new Date().toISOString() })))
      .returning('id').execute()
    await pgDb.insertInto('messages').values(ids.flatMap(({ id }, s) => Array.from({ length: 5 }, (_, m) => ({
      session_id: id, chatbot_id: chatbotId, role: m % 2 === 0 ? 'user' as const : 'assistant' as const, content: content(s, m),
      ask_type: 'Text', file_ids: '', total_token: 0, no_answer: 0, interrupted: 0, created_at: new Date(Date.UTC(2026, 0, 1, 0, s, m)).toISOString()
    })))).execute()
    sessions.set(chatbotId, ids.map(({ id }) => id))
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    pgDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
      log: (event) => void logged.push({ sql: event.query.sql, parameters: event.query.parameters })
    })
    await migrateToLatest(pgDb as Kysely<unknown>)
    const workspace = await createWorkspace(pgDb, 'Plans')
    big = await createChatbot(pgDb, workspace.workspaceId)
    small = await createChatbot(pgDb, workspace.workspaceId)
    await seed(big, 400, (s, m) => `question ${m} of session ${s} about the pool${s === 7 && m === 3 ? ' in zanzibar' : ''}`)
    // The other chatbot's visitor writes the big one's lexeme: it finds nothing of the big one's.
    await seed(small, 3, (s, m) => (s === 1 && m === 0 ? `zanzibar chatbot:${big}` : `hello ${s}`))
  })
  afterAll(async () => {
    await pgDb?.destroy()
    await database?.drop()
  })

  it('keeps a summary per session through multi-row inserts and deletes', async () => {
    const summary = (sessionId: number) => pgDb.selectFrom('conversations').selectAll().where('session_id', '=', sessionId).executeTakeFirst()
    const [first, second] = sessions.get(big)!
    expect(await pgDb.selectFrom('conversations').select((eb) => eb.fn.countAll<string>().as('n')).where('chatbot_id', '=', big).executeTakeFirst()).toEqual({ n: '400' })
    expect(await summary(first!)).toMatchObject({ messages: 5, first_question: 'question 0 of session 0 about the pool', last_at: '2026-01-01T00:00:04.000Z' })
    // One statement deletes part of one session and all of another.
    await pgDb.deleteFrom('messages').where((eb) => eb.or([eb('session_id', '=', second!), eb.and([eb('session_id', '=', first!), eb('content', 'like', 'question 0 %')])])).execute()
    expect(await summary(first!)).toMatchObject({ messages: 4, first_question: 'question 2 of session 0 about the pool' })
    expect(await summary(second!)).toBeUndefined()
  })

  it('searches a chatbot\'s messages through one GIN scan of its own lexeme and the words, not a walk parsing each message', async () => {
    const found = await listConversations(pgDb, { chatbotId: big, text: 'Zanzibar', page: 1, pageSize: 50 })
    expect(found.rows.map((row) => row.session_id)).toEqual([sessions.get(big)![7]])
    const statement = logged.findLast((entry) => /^select m.session_id from messages m/.test(entry.sql))!
    const plan = (await pgDb.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]))).rows.map((row) => row['QUERY PLAN']).join('\n')
    expect(plan).toContain('Bitmap Index Scan on messages_chatbot_search')
    expect(plan).not.toMatch(/messages_chatbot_ip_time|Seq Scan/)
    const other = await listConversations(pgDb, { chatbotId: small, text: 'zanzibar', page: 1, pageSize: 50 })
    expect(other.rows.map((row) => row.session_id)).toEqual([sessions.get(small)![1]])
  })
})

describe.skipIf(inject('postgresUrl') === '')('PostgreSQL planner statistics taken by the server itself after a bulk load', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let pgDb: Kysely<Database>
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-pgstats-'))
  beforeAll(async () => {
    database = await createTestDatabase()
    pgDb = await openDatabase({ databaseUrl: database.url, dataDir })
    // Autovacuum would analyze on its own a minute or so later: here only the server may.
    for (const table of ['listings', 'listing_search']) await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(pgDb)
  })
  afterAll(async () => {
    await pgDb?.destroy()
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** How many listings the planner believes there are (≤ 0: never analyzed), and whether it knows how chatbot_id and the documents spread. */
  const statistics = async () => {
    const { rows: [table] } = await sql<{ measured: number }>`select reltuples as measured from pg_class where relname = 'listings'`.execute(pgDb)
    const { rows } = await sql<{ tablename: string; attname: string }>`select tablename, attname from pg_stats
      where (tablename, attname) in (('listings', 'chatbot_id'), ('listing_search', 'document')) order by tablename`.execute(pgDb)
    return { measured: Math.max(0, Number(table!.measured)), measures: rows.map((row) => `${row.tablename}.${row.attname}`) }
  }

  it('analyzes the listings once a load has written as many as were measured, so a store that grew is planned at its size', async () => {
    const chatbotId = await createChatbot(pgDb, (await createWorkspace(pgDb, 'Stats')).workspaceId)
    const load = (count: number) => createListings(pgDb, chatbotId, Array.from({ length: count }, (_, index) => fields(index)))
    await load(50)
    expect(await statistics()).toEqual({ measured: 0, measures: [] })
    await load(ROWS_BETWEEN_OPTIMIZE)
    const measures = ['listing_search.document', 'listings.chatbot_id']
    expect(await statistics()).toEqual({ measured: 50 + ROWS_BETWEEN_OPTIMIZE, measures })
    // Fewer written since than were measured: left to autovacuum; as many: the table doubled, analyzed again.
    await load(ROWS_BETWEEN_OPTIMIZE)
    expect(await statistics()).toEqual({ measured: 50 + ROWS_BETWEEN_OPTIMIZE, measures })
    await load(50)
    expect(await statistics()).toEqual({ measured: 2 * (50 + ROWS_BETWEEN_OPTIMIZE), measures })
  })
})

describe.skipIf(inject('postgresUrl') === '')('query plans on a PostgreSQL database never analyzed', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let pool: pg.Pool
  let pgDb: Kysely<Database>
  const pgStatements: Array<{ sql: string; parameters: readonly unknown[] }> = []
  beforeAll(async () => {
    database = await createTestDatabase()
    pool = new pg.Pool({ connectionString: database.url })
    pgDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void pgStatements.push({ sql: event.query.sql, parameters: event.query.parameters }) })
    await migrateToLatest(pgDb as Kysely<unknown>)
    for (const table of ['listings', 'listing_search']) await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(pgDb)
  })
  afterAll(async () => {
    await pgDb?.destroy()
    await database?.drop()
  })

  /** The plan PostgreSQL uses for the statement run last that matches `pattern`. */
  async function pgPlanOf(pattern: RegExp): Promise<string> {
    const statement = pgStatements.findLast((entry) => pattern.test(entry.sql))
    if (!statement) throw new Error(`no statement matching ${pattern}`)
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.parameters as unknown[])
    return rows.map((row) => row['QUERY PLAN'].trim()).join(' | ')
  }

  it('finds a small chatbot\'s matches for a word off the index keyed by chatbot, not among every chatbot\'s matches', async () => {
    const workspace = await createWorkspace(pgDb, 'Plans')
    const [small, big] = [await createChatbot(pgDb, workspace.workspaceId), await createChatbot(pgDb, workspace.workspaceId)]
    const withPool = (index: number) => ({ ...fields(index), Description: `Home ${index} with a pool` })
    await createListings(pgDb, big, Array.from({ length: 300 }, (_, index) => withPool(index)))
    await createListings(pgDb, small, [withPool(1), fields(2), withPool(3)])
    expect((await sql<{ measured: number }>`select reltuples as measured from pg_class where relname = 'listings'`.execute(pgDb)).rows[0]!.measured).toBeLessThanOrEqual(0)

    const { rows, total } = await searchListings(pgDb, small, { keywords: [['pool']] }, { limit: 5 })
    expect([rows.map((row) => row.mls_number).sort(), total]).toEqual([['TX1001', 'TX1003'], 2])
    // The documents are read with their chatbot, in one scan: no join gathers every chatbot's matches first.
    // (At 100,000 listings, never analyzed, it is a bitmap scan of listing_search_chatbot_document on both: 0.2 ms; 1,178 ms with the join.)
    for (const statement of [/count\(\*\) as found/, /any\(array\(select s.listing_id/]) {
      const plan = await pgPlanOf(statement)
      expect(plan).toMatch(/ on listing_search s(_\d)? .*chatbot_id = '\w+'::text/)
      expect(plan).not.toMatch(/Join|Nested Loop|on listings l/)
    }
  })
})
