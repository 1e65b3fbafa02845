import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoListings } from '../../../server/demo/listings.ts'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { openDatabase, type Db } from '../../../server/store/database.ts'
import { searchListings } from '../../../server/store/listing-search.ts'
import { createListings } from '../../../server/store/listings.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { adminQuery } from '../../support/postgres-admin.ts'

/**
 * Migration 023 keys PostgreSQL's full-text index by chatbot with btree_gin, a trusted extension
 * that needs the right to CREATE in the database. Here the server's role has no such right (the
 * database belongs to another role, which grants it only its schema), so 023 takes its fallback:
 * a plain index on the chatbot beside the documents' own GIN index.
 */
describe.skipIf(inject('postgresUrl') === '')('PostgreSQL where btree_gin cannot be created (migration 023\'s fallback)', () => {
  const suffix = randomBytes(6).toString('hex')
  const [role, database] = [`pl_nogin_${suffix}`, `pl_nogin_${suffix}`]
  const clusterUrl = inject('postgresUrl')
  const urlOf = (user?: string) => {
    const url = new URL(clusterUrl)
    url.pathname = `/${database}`
    if (user) Object.assign(url, { username: user, password: user })
    return url.toString()
  }
  let db: Db | undefined

  beforeAll(async () => {
    await adminQuery(clusterUrl, `create role ${role} login password '${role}'`)
    // template0: a database without btree_gin (the migrated template has it).
    await adminQuery(clusterUrl, `create database ${database} template template0`)
    await adminQuery(urlOf(), `grant create, usage on schema public to ${role}`)
    db = await openDatabase({ databaseUrl: urlOf(role), dataDir: '' })
  })
  afterAll(async () => {
    await db?.destroy()
    await adminQuery(clusterUrl, `drop database if exists ${database} with (force)`)
    await adminQuery(clusterUrl, `drop role if exists ${role}`)
  })

  it('migrates with a chatbot index beside the documents\' index, and each chatbot finds only its own matches', async () => {
    const { rows: extensions } = await sql<{ extname: string }>`select extname from pg_extension where extname = 'btree_gin'`.execute(db!)
    expect(extensions).toEqual([])
    const { rows: indexes } = await sql<{ indexname: string; reloptions: string[] | null }>`select i.indexname, c.reloptions
      from pg_indexes i join pg_class c on c.relname = i.indexname where i.tablename = 'listing_search' order by i.indexname`.execute(db!)
    expect(indexes).toEqual([
      { indexname: 'listing_search_chatbot', reloptions: null },
      { indexname: 'listing_search_document', reloptions: ['gin_pending_list_limit=256'] },
      { indexname: 'listing_search_pkey', reloptions: null }
    ])

    const workspace = await createWorkspace(db!, 'No btree_gin')
    const [mine, theirs] = [await createChatbot(db!, workspace.workspaceId), await createChatbot(db!, workspace.workspaceId)]
    const [base] = demoListings(mine, 'https://homes.example', 1)
    await createListings(db!, mine, [{ ...base!, MLSNumber: 'NG1', Description: 'A lap pool and a sauna' }, { ...base!, MLSNumber: 'NG2', Description: 'A garden' }])
    await createListings(db!, theirs, [{ ...base!, SerialNumber: theirs, MLSNumber: 'NG3', Description: 'A pool house' }])
    const found = async (chatbot: string, keywords: string[][], withoutKeywords?: string[][]) =>
      (await searchListings(db!, chatbot, { keywords, ...(withoutKeywords && { withoutKeywords }) }, { limit: 5 })).rows.map((row) => row.mls_number)
    expect([await found(mine, [['pool']]), await found(theirs, [['pool']])]).toEqual([['NG1'], ['NG3']])
    expect(await found(mine, [['pool']], [['sauna']])).toEqual([])
    // The documents keep their chatbot (the sync trigger writes it), so the chatbot index can narrow them.
    const { rows: [unkeyed] } = await sql<{ n: string }>`select count(*) as n from listing_search s join listings l on l.id = s.listing_id
      where s.chatbot_id <> l.chatbot_id`.execute(db!)
    expect(Number(unkeyed!.n)).toBe(0)
  })

  it('is refused btree_gin for want of the right, not for want of the extension', async () => {
    const client = new pg.Client({ connectionString: urlOf(role) })
    await client.connect()
    try {
      await expect(client.query('create extension btree_gin')).rejects.toThrow(/permission denied/)
      const { rows } = await client.query<{ name: string }>(`select name from pg_available_extensions where name = 'btree_gin'`)
      expect(rows).toEqual([{ name: 'btree_gin' }])
    } finally {
      await client.end()
    }
  })
})
