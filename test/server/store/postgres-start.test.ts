import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../../../server/config.ts'
import { createDailyScheduler } from '../../../server/daily/scheduler.ts'
import { createMailer } from '../../../server/mail/mailer.ts'
import { openDatabase, type Db } from '../../../server/store/database.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { startChildServer, type ChildServer } from '../../support/child-server.ts'
import { findPostgresBin, startCluster, type Cluster } from '../../support/postgres.ts'

/**
 * PostgreSQL not there when the server starts, and going away under the daily job, on a
 * cluster of this file's own (stopping the suite's shared one would fail other files).
 */
const bin = findPostgresBin()
let cluster: Cluster
let server: ChildServer | undefined
let db: Db | undefined
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-pgstart-'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` every 50 ms until it is true, at most `seconds`. */
async function until(check: () => boolean | Promise<boolean>, seconds: number, what: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < seconds * 1000; await sleep(50)) if (await check()) return
  throw new Error(`${what} did not happen within ${seconds} s`)
}

describe.skipIf(!bin || inject('postgresUrl') === '')('PostgreSQL down when the server starts, and under the daily job', () => {
  beforeAll(async () => {
    cluster = await startCluster(bin!)
  }, 120_000)
  afterAll(async () => {
    server?.process.kill('SIGTERM')
    await server?.exited
    await db?.destroy()
    cluster?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts anyway: /healthz 200, /readyz and the API 503 until PostgreSQL answers, then migrates and serves', { timeout: 120_000 }, async () => {
    await cluster.pause()
    server = await startChildServer({ dataDir, databaseUrl: cluster.url })
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('5')
    expect(await ready.json()).toMatchObject({ Success: false, Code: 503, Message: expect.stringMatching(/database/) })
    const api = await fetch(`${server.url}/chat/Chatbot/Add`, { method: 'POST', headers: { authorization: 'k'.repeat(32) }, body: '{}' })
    expect(api.status).toBe(503)
    // a few attempts fail, the wait between them grows
    await sleep(2000)
    expect(server.process.exitCode).toBeNull()
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

    await cluster.start()
    await until(async () => (await fetch(`${server!.url}/readyz`)).status === 200, 30, '/readyz 200')
    db = await openDatabase({ databaseUrl: cluster.url, dataDir })
    const { secretKey } = await createWorkspace(db, 'Started late')
    const added = await fetch(`${server.url}/chat/Chatbot/Add`, { method: 'POST', headers: { authorization: secretKey }, body: '{}' })
    expect(await added.json()).toMatchObject({ Success: true, Code: 200 })
  })

  it('the daily job logs one warning when the database goes away and one when it is back, not an error a pass', { timeout: 120_000 }, async () => {
    await cluster.start().catch(() => undefined) // up already, unless the test above failed half-way
    db ??= await openDatabase({ databaseUrl: cluster.url, dataDir })
    const lines: Array<{ level: string; message: string }> = []
    const record = (level: string) => (details: unknown, message?: string) => void lines.push({ level, message: message ?? String(details) })
    const log = { info: record('info'), warn: record('warn'), error: record('error') }
    let passes = 0
    const config = loadConfig({})
    const mailer = createMailer({ smtpUrl: '', mailFrom: config.mailFrom, dataDir, log: log as never })
    const scheduler = createDailyScheduler({ db, mailer, config, log: log as never, clock: () => (passes++, new Date()), tickMs: 50 })
    try {
      scheduler.start()
      await until(() => passes >= 3, 30, 'three passes')
      await cluster.pause()
      const away = passes
      await until(() => passes >= away + 10, 60, 'ten passes while the database is away')
      await cluster.start()
      await until(() => lines.some((line) => /answers again/.test(line.message)), 60, 'the warning that the database is back')
      const back = passes
      await until(() => passes >= back + 5, 30, 'five passes after it is back')
    } finally {
      await scheduler.stop()
      mailer.close()
    }
    expect(lines.filter((line) => line.level !== 'info')).toEqual([
      { level: 'warn', message: expect.stringMatching(/^the database cannot be reached; the daily e-mail passes wait for it/) },
      { level: 'warn', message: 'the database answers again; the daily e-mail passes go on' }
    ])
  })
})
