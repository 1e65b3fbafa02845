/**
 * The console's imports as jobs: the file received and queued, its progress in rows while it
 * runs, its counts and first row errors once done, the list of recent imports; a file that is
 * not its format refused at once; a job a stopped server left marked failed at the next start,
 * and (SQLite, a real SIGKILL) an all-or-nothing import killed part way storing nothing.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ImportJob, ImportJobList } from '../../../server/schemas/listing-import.ts'
import { createOwner } from '../../../server/console/accounts.ts'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { openDatabase } from '../../../server/store/database.ts'
import { countListings } from '../../../server/store/listing-counts.ts'
import { STOPPED_ALL_OR_NOTHING, STOPPED_IN_BATCHES } from '../../../server/store/listing-imports.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { startChildServer } from '../../support/child-server.ts'
import { newConsoleUser, PASSWORD, signIn, type ConsoleClient } from '../../support/console-client.ts'
import { csvLine, HEADER } from '../../support/listing-files.ts'
import type { TestServer } from '../../support/server.ts'
import { startTestServer } from '../../support/server.ts'

let server: TestServer
let owner: ConsoleClient
let chatbot: string
beforeAll(async () => {
  server = await startTestServer()
  owner = await newConsoleUser(server, 'owner@example.com')
  chatbot = (await owner.call<{ id: string }>('POST', '/chatbots', { name: 'Jobs' })).body.Data.id
})
afterAll(() => server.close())

/** A spreadsheet of `rows` rows; the rows at the given indexes have a bedroom count that is not a number. */
const spreadsheet = (rows: number, bad: number[] = []) =>
  [HEADER, ...Array.from({ length: rows }, (_, index) => (bad.includes(index) ? csvLine(index).replace(',3,2.5,', ',three,2.5,') : csvLine(index)))].join('\n')
const csv = (file: string) => ({ raw: file, headers: { 'content-type': 'text/csv' } })
const start = (client: ConsoleClient, id: string, file: string, query = '') =>
  client.call<ImportJob>('POST', `/chatbots/${id}/listing-imports?fileName=export.csv${query}`, undefined, csv(file))
const read = async (client: ConsoleClient, id: string, job: number) => (await client.call<ImportJob>('GET', `/chatbots/${id}/listing-imports/${job}`)).body.Data

describe('an import as a job', () => {
  it('is queued with its file, shows rows processed while it runs, and ends with its counts and first errors', async () => {
    const rows = 6000
    const started = await start(owner, chatbot, spreadsheet(rows, [3, 4000]))
    expect(started.status).toBe(202)
    const job = started.body.Data
    expect(job).toMatchObject({ FileName: 'export.csv', State: 'queued', AllOrNothing: false, RowsRead: 0 })
    expect(job.FileBytes).toBeGreaterThan(500_000)

    // Polled as the wizard polls it: the rows processed only grow, and part way the bar is part full.
    const seen: ImportJob[] = []
    for (let last = job; last.State === 'queued' || last.State === 'running';) {
      last = await read(owner, chatbot, job.Id)
      seen.push(last)
    }
    const running = seen.filter((state) => state.State === 'running')
    for (let index = 1; index < running.length; index++) expect(running[index]!.RowsRead).toBeGreaterThanOrEqual(running[index - 1]!.RowsRead)
    const partWay = running.find((state) => state.RowsRead > 0 && state.RowsRead < rows)
    if (partWay) expect(partWay.BytesRead).toBeLessThan(job.FileBytes)

    const done = seen.at(-1)!
    expect(done).toMatchObject({ State: 'done', RowsRead: rows, BytesRead: job.FileBytes, Added: rows - 2, Changed: 0, Unchanged: 0, Rejected: 2 })
    expect(done.Errors).toEqual([
      { Row: 5, Field: 'Bedrooms', Rule: expect.stringContaining('Bedrooms must be a number') },
      { Row: 4002, Field: 'Bedrooms', Rule: expect.stringContaining('Bedrooms must be a number') }
    ])
    expect(done.FinishedAt! >= done.StartedAt!).toBe(true)
    expect(await countListings(server.db, chatbot, 'all')).toBe(rows - 2)
    // The file waited in the data folder only while the job ran.
    await server.app.importJobs.settled(job.Id)
    expect(fs.readdirSync(path.join(server.config.dataDir, 'imports'))).toEqual([])
  })

  it('all or nothing with a bad row stores nothing; the list shows the newest first', async () => {
    const other = (await owner.call<{ id: string }>('POST', '/chatbots', { name: 'All or nothing' })).body.Data.id
    const first = (await start(owner, other, spreadsheet(40, [7]), '&allOrNothing=true')).body.Data
    await server.app.importJobs.settled(first.Id)
    expect(await read(owner, other, first.Id)).toMatchObject({ State: 'done', AllOrNothing: true, Added: 0, Rejected: 40, Errors: [{ Row: 9, Field: 'Bedrooms' }] })
    expect(await countListings(server.db, other, 'all')).toBe(0)
    const second = (await start(owner, other, spreadsheet(40), '&allOrNothing=true')).body.Data
    await server.app.importJobs.settled(second.Id)
    const list = (await owner.call<ImportJobList>('GET', `/chatbots/${other}/listing-imports`)).body.Data.Imports
    expect(list.map((item) => [item.Id, item.State, item.Added])).toEqual([[second.Id, 'done', 40], [first.Id, 'done', 0]])
    expect((await owner.call('GET', `/chatbots/${chatbot}/listing-imports/${second.Id}`)).status).toBe(404)
  })

  it('refuses at once a file that is not CSV, naming the rule, and leaves no job', async () => {
    const before = (await owner.call<ImportJobList>('GET', `/chatbots/${chatbot}/listing-imports`)).body.Data.Imports.length
    const reply = await start(owner, chatbot, '[{"ListingId":"A1"}]')
    expect(reply.status).toBe(400)
    expect(reply.body.Message).toMatch(/^The file is not CSV: its first line is not a header of column names/)
    const binary = await owner.call('POST', `/chatbots/${chatbot}/listing-imports`, undefined, csv('\u0000\u0001PK\u0003\u0004'))
    expect(binary.status).toBe(400)
    expect(binary.body.Message).toMatch(/^The file is not CSV: its first line is not a header of column names/)
    const json = await owner.call('POST', `/chatbots/${chatbot}/listing-imports`, undefined, { raw: '{"not": "an array"}', headers: { 'content-type': 'application/json' } })
    expect(json.status).toBe(400)
    expect(json.body.Message).toMatch(/^The file is not a JSON array of listings/)
    expect((await owner.call('POST', `/chatbots/${chatbot}/listing-imports?mapping=${encodeURIComponent('{"Beds":"Rooms"}')}`, undefined, csv(spreadsheet(1)))).body.Message)
      .toMatch(/^Mapping: /)
    expect((await owner.call<ImportJobList>('GET', `/chatbots/${chatbot}/listing-imports`)).body.Data.Imports).toHaveLength(before)
  })

  it('marks failed at the next start the jobs a stopped server left queued or running', async () => {
    const at = new Date(Date.now() - 10 * 60_000).toISOString()
    const left = (allOrNothing: number, state: string) => server.db.insertInto('listing_imports').values({
      chatbot_id: chatbot, file_name: 'left.csv', format: 'csv', all_or_nothing: allOrNothing, mapping: '{}', state, created_at: at, started_at: at, heartbeat_at: at
    }).returning('id').executeTakeFirstOrThrow()
    const whole = await left(1, 'running')
    const batched = await left(0, 'queued')
    await server.restart()
    owner = await signIn(server, 'owner@example.com', PASSWORD)
    expect(await read(owner, chatbot, whole.id)).toMatchObject({ State: 'failed', Error: STOPPED_ALL_OR_NOTHING })
    expect(await read(owner, chatbot, batched.id)).toMatchObject({ State: 'failed', Error: STOPPED_IN_BATCHES })
  })
})

describe.skipIf(inject('postgresUrl') !== '')('an all-or-nothing import under SIGKILL', () => {
  it('stores nothing, and the next start marks the job failed', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-import-kill-'))
    const setup = await openDatabase({ dataDir, databaseUrl: '' })
    const { workspaceId } = await createWorkspace(setup, 'Kill')
    const id = await createChatbot(setup, workspaceId)
    await createOwner(setup, { workspaceId, email: 'owner@example.com', name: 'owner', password: PASSWORD })
    await setup.destroy()
    const child = await startChildServer({ dataDir })
    const asServer = { url: child.url } as TestServer
    const client = await signIn(asServer, 'owner@example.com', PASSWORD)
    const job = (await start(client, id, spreadsheet(16_000), '&allOrNothing=true')).body.Data
    // Killed once rows have been stored in its transaction, before the end.
    for (let state = job; state.RowsRead === 0;) {
      state = await read(client, id, job.Id)
      expect(state.State, 'the import ended before it could be killed').not.toBe('done')
    }
    child.process.kill('SIGKILL')
    await child.exited

    const again = await startChildServer({ dataDir })
    try {
      const after = await signIn({ url: again.url } as TestServer, 'owner@example.com', PASSWORD)
      expect(await read(after, id, job.Id)).toMatchObject({ State: 'failed', Added: 0, Error: STOPPED_ALL_OR_NOTHING })
      const list = await after.call<{ VirtualCount: number }>('GET', `/chatbots/${id}/listings`)
      expect(list.body.Data.VirtualCount).toBe(0)
      expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([])
    } finally {
      again.process.kill('SIGKILL')
      await again.exited
    }
  })
})
