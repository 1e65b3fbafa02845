import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { API_TYPES_FILE, generateApiTypes } from './generate-types.ts'

let server: TestServer
let document: Record<string, unknown>
beforeAll(async () => {
  server = await startTestServer()
  document = await (await fetch(`${server.url}/openapi.json`)).json() as Record<string, unknown>
})
afterAll(() => server.close())

describe('the live OpenAPI document, as third-party tools read it', () => {
  it('passes redocly lint (recommended rules) with no error and no warning', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-openapi-')), 'openapi.json')
    fs.writeFileSync(file, JSON.stringify(document))
    const redocly = path.resolve('node_modules/.bin/redocly')
    const { stdout } = await promisify(execFile)(redocly, ['lint', '--extends=recommended', '--format=json', file]).catch((error: { stdout: string }) => error)
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }> }
    const problems = report.problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`)
    expect(problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  })

  it('matches the client types kept in the repository (openapi-typescript)', async () => {
    const generated = await generateApiTypes(document)
    if (process.env.UPDATE_API_TYPES === '1') fs.writeFileSync(API_TYPES_FILE, generated)
    expect(generated, 'the API changed: regenerate test/server/openapi/api-types.ts (see its header)').toBe(fs.readFileSync(API_TYPES_FILE, 'utf8'))
  })

  it('uses only patterns every JSON Schema dialect reads (no \\p{...} classes)', () => {
    const patterns = JSON.stringify(document).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? []
    expect(patterns.length).toBeGreaterThan(0)
    expect(patterns.filter((pattern) => /\\\\[pP]\{/.test(pattern))).toEqual([])
  })
})
