import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, inject, it } from 'vitest'
import { createChatbot } from '../../../server/store/chatbots.ts'
import { openDatabase } from '../../../server/store/database.ts'
import { createWorkspace } from '../../../server/store/workspaces.ts'
import { createSession } from '../../../server/store/sessions.ts'
import { startChildServer } from '../../support/child-server.ts'
import { freePort } from '../../support/ports.ts'
import { listingInput } from '../../support/fixtures.ts'

const KILLS = 20
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Ack<T> = { Data: T }

describe.skipIf(inject('postgresUrl') !== '')('durability under SIGKILL', () => {
  it(`keeps every acknowledged write across ${KILLS} kills at random moments`, { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-kill-'))
    const port = await freePort()
    const setup = await openDatabase({ dataDir, databaseUrl: '' })
    const { secretKey, workspaceId } = await createWorkspace(setup, 'Durability')
    const chatbot = await createChatbot(setup, workspaceId)
    const chatSession = await createSession(setup, chatbot)
    await setup.destroy()

    const acknowledged = { listings: new Set<string>(), sessions: new Set<number>(), messages: new Set<number>() }
    let attempted = 0
    for (let round = 0; round < KILLS; round++) {
      const { process: child } = await startChildServer({ dataDir, port })
      let stop = false
      const writer = async (worker: number) => {
        for (let n = 0; !stop; n++) {
          attempted++
          const base = `http://127.0.0.1:${port}/chat/Chatbot/`
          const headers = { authorization: secretKey, 'content-type': 'application/json' }
          try {
            if (n % 4 === 3) {
              const reply = await fetch(`${base}GetSession`, { method: 'POST', headers, body: JSON.stringify({ serialNumber: chatbot }) })
              if (reply.ok) acknowledged.sessions.add(((await reply.json()) as Ack<{ SessionID: number }>).Data.SessionID)
            } else if (n % 4 === 2) {
              const body = JSON.stringify({ sessionID: chatSession, content: `Homes in Austin with ${1 + (n % 4)} bedrooms` })
              const reply = await fetch(`http://127.0.0.1:${port}/chat/Chat/ClientAsk`, { method: 'POST', headers, body })
              if (reply.ok) acknowledged.messages.add(((await reply.json()) as Ack<{ messageid: number }>).Data.messageid)
            } else {
              const body = JSON.stringify(listingInput(chatbot, { MLSNumber: `K${round}-${worker}-${n}` }))
              const reply = await fetch(`${base}RealEstateCreate`, { method: 'POST', headers, body })
              if (reply.ok) acknowledged.listings.add(((await reply.json()) as Ack<string>).Data)
            }
          } catch {
            // the server was killed mid-request: this write was never acknowledged
          }
        }
      }
      const writers = [0, 1, 2, 3].map(writer)
      await sleep(100 + Math.random() * 400)
      // On a loaded machine no answer may finish before the random moment: the last round waits
      // (up to 15 s) for one, so the answers' check below is never vacuous.
      if (round === KILLS - 1) {
        const until = Date.now() + 15_000
        while (acknowledged.messages.size === 0 && Date.now() < until) await sleep(50)
      }
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
      stop = true
      await Promise.all(writers)
    }

    const sqlite = new SQLite(path.join(dataDir, 'porchlight.db'))
    const integrity = sqlite.pragma('integrity_check', { simple: true })
    const listingKeys = new Set(sqlite.prepare('select key from listings').pluck().all() as string[])
    const sessionIds = new Set(sqlite.prepare('select id from chat_sessions').pluck().all() as number[])
    const messageIds = new Set(sqlite.prepare("select id from messages where role = 'assistant'").pluck().all() as number[])
    sqlite.close()
    const lostListings = [...acknowledged.listings].filter((key) => !listingKeys.has(key))
    const lostSessions = [...acknowledged.sessions].filter((id) => !sessionIds.has(id))
    const lostMessages = [...acknowledged.messages].filter((id) => !messageIds.has(id))
    console.log(
      `durability: ${KILLS} SIGKILLs, ${attempted} writes attempted, ${acknowledged.listings.size + acknowledged.sessions.size + acknowledged.messages.size} acknowledged ` +
        `(${acknowledged.messages.size} answers), ${lostListings.length + lostSessions.length + lostMessages.length} lost, integrity_check=${String(integrity)}`
    )
    expect(integrity).toBe('ok')
    expect(acknowledged.listings.size).toBeGreaterThan(KILLS)
    expect(lostListings).toEqual([])
    expect(lostSessions).toEqual([])
    expect(acknowledged.messages.size).toBeGreaterThan(0)
    expect(lostMessages).toEqual([])
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
