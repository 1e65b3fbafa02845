import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countListings } from '../../../server/store/listing-counts.ts'
import { compiledEntry } from '../../support/compiled.ts'
import { csvLine, HEADER } from '../../support/listing-files.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

const run = promisify(execFile)
let server: TestServer
let file: string

/** Runs the admin CLI (bundled) on the test server's data folder and database. */
const cli = async (...args: string[]) =>
  run(process.execPath, [await compiledEntry('server/cli/main.ts'), ...args], { env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl } })

beforeAll(async () => {
  server = await startTestServer()
  file = path.join(server.config.dataDir, 'export.csv')
  const lines = [HEADER, ...Array.from({ length: 2500 }, (_, index) => (index === 1200 ? csvLine(index).replace(',12,2,', ',12,two,') : csvLine(index)))]
  fs.writeFileSync(file, lines.join('\n'))
})
afterAll(() => server.close())

describe('npm run cli -- import-listings', () => {
  it('stores a CSV file\'s listings while the server runs, printing progress and the rows it rejected', async () => {
    const chatbot = await server.newChatbot()
    const { stdout, stderr } = await cli('import-listings', '--chatbot', chatbot, '--file', file)
    expect(stdout.trim().split('\n')).toEqual(['Added 2499, changed 0, unchanged 0, rejected 1', '  row 1202: ParkingSpots must be a number'])
    expect(stderr.trim().split('\n')).toEqual(['2001 rows read, 2000 added, 0 changed, 1 rejected', '2500 rows read, 2499 added, 0 changed, 1 rejected'])
    expect(await countListings(server.db, chatbot, 'all')).toBe(2499)
    const listed = await server.post<{ VirtualCount: number }>('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot }, { key: server.workspace.secretKey })
    expect(listed.body.Data.VirtualCount).toBe(2499)
  })

  it('--preview prints the mapping and the first rows and stores nothing; --all-or-nothing stores nothing for one bad row', async () => {
    const chatbot = await server.newChatbot()
    const preview = JSON.parse((await cli('import-listings', '--chatbot', chatbot, '--file', file, '--preview', '--json', '--mapping', '{"Pool":""}')).stdout)
    expect(preview.Mapping).toMatchObject({ Beds: 'Bedrooms', Pool: '' })
    expect(preview.Rows).toHaveLength(5)
    const report = JSON.parse((await cli('import-listings', '--chatbot', chatbot, '--file', file, '--all-or-nothing', '--json')).stdout)
    expect(report).toMatchObject({ Added: 0, Rejected: 2500, Errors: [{ Row: 1202, Field: 'ParkingSpots' }] })
    expect(await countListings(server.db, chatbot, 'all')).toBe(0)
  })

  it('exits with status 2 naming the mistake', async () => {
    const failed = await cli('import-listings', '--chatbot', '0'.repeat(32), '--file', file).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringContaining(`No chatbot ${'0'.repeat(32)}`) })
    const format = await cli('import-listings', '--chatbot', '0'.repeat(32), '--file', 'x.xlsx').catch((error: { code: number; stderr: string }) => error)
    expect(format).toMatchObject({ code: 2, stderr: expect.stringContaining('--format must be one of: csv, ndjson, json') })
  })
})
