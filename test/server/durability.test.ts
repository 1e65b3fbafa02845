import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, inject, it } from 'vitest'
import { createChatbot } from '../../server/store/chatbots.ts'
import { openDatabase } from '../../server/store/database.ts'
import { createWorkspace } from '../../server/store/workspaces.ts'
import { listingInput } from './fixtures.ts'

const KILLS = 20
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The real server as a child process, as `npm start` runs it. */
async function startChild(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore'
  })
  for (let tries = 0; tries < 300; tries++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return child
    await sleep(50)
  }
  throw new Error('server did not start')
}

describe.skipIf(inject('postgresUrl') !== '')('durability under SIGKILL', () => {
  it(`keeps every acknowledged write across ${KILLS} kills at random moments`, { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-kill-'))
    const port = 20000 + Math.floor(Math.random() * 20000)
    const setup = await openDatabase({ dataDir, databaseUrl: '' })
    const { secretKey, workspaceId } = await createWorkspace(setup, 'Durability')
    const chatbot = await createChatbot(setup, workspaceId)
    await setup.destroy()

    const acknowledged = { listings: new Set<string>(), sessions: new Set<number>() }
    let attempted = 0
    for (let round = 0; round < KILLS; round++) {
      const child = await startChild(dataDir, port)
      let stop = false
      const writer = async (worker: number) => {
        for (let n = 0; !stop; n++) {
          attempted++
          const base = `http://127.0.0.1:${port}/chat/Chatbot/`
          const headers = { authorization: secretKey, 'content-type': 'application/json' }
          try {
            if (n % 4 === 3) {
              const reply = await fetch(`${base}GetSession`, { method: 'POST', headers, body: JSON.stringify({ serialNumber: chatbot }) })
              if (reply.ok) acknowledged.sessions.add(((await reply.json()) as { Data: { SessionID: number } }).Data.SessionID)
            } else {
              const body = JSON.stringify(listingInput(chatbot, { MLSNumber: `K${round}-${worker}-${n}` }))
              const reply = await fetch(`${base}RealEstateCreate`, { method: 'POST', headers, body })
              if (reply.ok) acknowledged.listings.add(((await reply.json()) as { Data: string }).Data)
            }
          } catch {
            // the server was killed mid-request: this write was never acknowledged
          }
        }
      }
      const writers = [0, 1, 2, 3].map(writer)
      await sleep(100 + Math.random() * 400)
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
      stop = true
      await Promise.all(writers)
    }

    const sqlite = new SQLite(path.join(dataDir, 'porchlight.db'))
    const integrity = sqlite.pragma('integrity_check', { simple: true })
    const listingKeys = new Set(sqlite.prepare('select key from listings').pluck().all() as string[])
    const sessionIds = new Set(sqlite.prepare('select id from chat_sessions').pluck().all() as number[])
    sqlite.close()
    const lostListings = [...acknowledged.listings].filter((key) => !listingKeys.has(key))
    const lostSessions = [...acknowledged.sessions].filter((id) => !sessionIds.has(id))
    console.log(
      `durability: ${KILLS} SIGKILLs, ${attempted} writes attempted, ${acknowledged.listings.size + acknowledged.sessions.size} acknowledged, ` +
        `${lostListings.length + lostSessions.length} lost, integrity_check=${String(integrity)}`
    )
    expect(integrity).toBe('ok')
    expect(acknowledged.listings.size).toBeGreaterThan(KILLS)
    expect(lostListings).toEqual([])
    expect(lostSessions).toEqual([])
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
