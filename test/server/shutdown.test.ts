import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createParser } from 'eventsource-parser'
import { describe, expect, it } from 'vitest'
import { createChatbot } from '../../server/store/chatbots.ts'
import { openDatabase } from '../../server/store/database.ts'
import { createListings } from '../../server/store/listings.ts'
import { createWorkspace } from '../../server/store/workspaces.ts'
import { demoListings } from '../../server/demo/listings.ts'
import { startChildServer } from '../support/child-server.ts'
import { createTestDatabase } from '../support/server.ts'

describe('SIGTERM', () => {
  it('lets a stream in flight finish, refuses new connections, then exits 0', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-term-'))
    const database = await createTestDatabase()
    const db = await openDatabase({ dataDir, databaseUrl: database.url })
    const { secretKey, workspaceId } = await createWorkspace(db, 'Shutdown')
    const chatbot = await createChatbot(db, workspaceId)
    await createListings(db, chatbot, demoListings(chatbot, 'https://demo.example.com'))
    await db.destroy()
    const server = await startChildServer({ dataDir, databaseUrl: database.url })
    const headers = { authorization: secretKey, 'content-type': 'application/json' }
    const session = (await (await fetch(`${server.url}/chat/Chatbot/GetSession`, { method: 'POST', headers, body: JSON.stringify({ serialNumber: chatbot }) })).json()) as { Data: { SessionID: number } }

    const response = await fetch(`${server.url}/chat/Chat/ClientAsk`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sessionID: session.Data.SessionID, content: 'Homes for sale in Austin', stream: true })
    })
    const events: Array<Record<string, unknown>> = []
    const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data) as Record<string, unknown>) })
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let terminated = false
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
      if (!terminated && events.length >= 1) {
        terminated = true
        server.process.kill('SIGTERM')
        // The listener closes soon after the signal, while this answer is still being written.
        await expect.poll(() => fetch(`${server.url}/healthz`).then(() => 'accepted', () => 'refused'), { timeout: 10_000, interval: 20 }).toBe('refused')
      }
    }
    const final = events.at(-1) as { AnswerID?: number; Answer?: string }
    const chunks = events.slice(0, -1).map((event) => event.content).join('')
    expect(terminated).toBe(true)
    expect(events.length).toBeGreaterThan(3)
    expect(final.AnswerID).toEqual(expect.any(Number))
    expect(final.Answer).toBe(chunks)
    expect(await server.exited).toBe(0)
    await database.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
