import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PNG, upload, workspaceSession } from '../../support/chat-helpers.ts'
import { listingInput } from '../../support/fixtures.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

/**
 * A full disk under a server on SQLite. As root the data folder is a 4 MiB tmpfs filled to
 * the last byte by a filler file (so SQLite gets SQLITE_FULL and uploads ENOSPC); as any
 * other user SQLite's own max_page_count caps the file at its current size, which fails
 * writes with the same SQLITE_FULL (uploads are then not covered). Freeing the space brings
 * everything back without a restart.
 */
const asRoot = process.getuid?.() === 0
let mountPoint = ''
let server: TestServer
let chatbot: string
let filler = ''

function fillDisk(): void {
  if (!asRoot) return
  filler = path.join(mountPoint, 'filler')
  const block = Buffer.alloc(64 * 1024, 1)
  const fd = fs.openSync(filler, 'w')
  try {
    for (;;) fs.writeSync(fd, block)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
    // the last partial block: fill the remaining bytes one page at a time
    for (const size of [16384, 4096, 512, 1]) {
      try {
        for (;;) fs.writeSync(fd, block.subarray(0, size))
      } catch { /* next smaller size */ }
    }
  } finally {
    fs.closeSync(fd)
  }
}

async function capDatabase(): Promise<void> {
  if (asRoot) return
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db)
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(server.db)
}

async function freeSpace(): Promise<void> {
  if (asRoot) fs.rmSync(filler, { force: true })
  else await sql`pragma max_page_count = 1073741823`.execute(server.db)
}

const storageFull = { Success: false, Code: 507, Data: null, Message: expect.stringMatching(/^The server's storage is full, so nothing was saved\. The site owner can free disk space/) }

describe.skipIf(inject('postgresUrl') !== '')('a full disk (SQLite)', () => {
  beforeAll(async () => {
    mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'porchlight-full-'))
    if (asRoot) execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint])
    server = await startTestServer({ dataDir: path.join(mountPoint, 'data') })
    chatbot = await server.newChatbot({ EnableUploadImage: true })
  })
  afterAll(async () => {
    await server?.close()
    if (asRoot) execFileSync('umount', [mountPoint])
    fs.rmSync(mountPoint, { recursive: true, force: true })
  })

  it('answers 507 in the envelope, stores nothing half-way, and recovers once space is freed', async () => {
    const key = server.workspace.secretKey
    const session = await workspaceSession(server, chatbot)
    const bulky = { Description: 'Sunny rooms. '.repeat(1500), Images: Array.from({ length: 100 }, (_, index) => `https://img.example.com/${'x'.repeat(1900)}/${index}.jpg`) }
    const listingsBefore = await server.db.selectFrom('listings').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    const messagesBefore = await server.db.selectFrom('messages').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    const reserved = asRoot ? (await server.post<{ PreUploadUrl: string }>('/chat/User/GetPreUploadUrl', { fileName: 'big.png', serialNumber: chatbot }, { key })).body.Data : undefined

    fillDisk()
    await capDatabase()

    const created = await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbot, bulky), { key })
    expect(created.status).toBe(507)
    expect(created.body).toEqual({ ...storageFull, Version: '0.1.0' })
    const asked = await server.post('/chat/Chat/ClientAsk', { sessionID: session, content: `Homes in Austin? ${'please '.repeat(567)}` }, { key })
    expect(asked.status).toBe(507)
    expect(asked.body).toMatchObject(storageFull)

    if (reserved) {
      // a PNG larger than the space left: the bytes run out of room on the way in
      const bigPng = Buffer.concat([PNG, Buffer.alloc(512 * 1024)])
      const put = await fetch(reserved.PreUploadUrl, { method: 'PUT', body: new Uint8Array(bigPng) })
      expect(put.status).toBe(507)
      expect(await put.json()).toMatchObject(storageFull)
      expect(fs.readdirSync(path.join(server.config.dataDir, 'files')).filter((name) => name !== '.' && !name.startsWith('.'))).toEqual([])
    }

    await freeSpace()

    expect((await server.post('/chat/Chatbot/RealEstateCreate', listingInput(chatbot, bulky), { key })).status).toBe(200)
    expect((await server.post('/chat/Chat/ClientAsk', { sessionID: session, content: 'Homes in Austin?' }, { key })).status).toBe(200)
    if (asRoot) expect(await upload(server, PNG, { key, serialNumber: chatbot, fileName: 'front.png' })).toBeGreaterThan(0)
    const listingsAfter = await server.db.selectFrom('listings').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    const messagesAfter = await server.db.selectFrom('messages').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
    // only the writes made after the space came back: one listing, one question and its answer
    expect(Number(listingsAfter.count) - Number(listingsBefore.count)).toBe(1)
    expect(Number(messagesAfter.count) - Number(messagesBefore.count)).toBe(2)
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(server.db)
    expect(rows).toEqual([{ integrity_check: 'ok' }])
  })
})

describe.skipIf(inject('postgresUrl') !== '')('a locked SQLite file', () => {
  it('answers 503 with Retry-After while another process holds the write lock past the busy timeout, and 200 once it lets go', async () => {
    const locked = await startTestServer()
    const other = new SQLite(path.join(locked.config.dataDir, 'porchlight.db'))
    try {
      const serial = await locked.newChatbot()
      const key = locked.workspace.secretKey
      // the server's 5 s busy timeout, shortened so the test does not wait for it
      await sql`pragma busy_timeout = 50`.execute(locked.db)
      other.exec('begin immediate')
      const refused = await locked.post('/chat/Chatbot/RealEstateCreate', listingInput(serial), { key })
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect(refused.body).toMatchObject({ Success: false, Code: 503, Message: expect.stringMatching(/^The service is temporarily unavailable/) })
      other.exec('rollback')
      expect((await locked.post('/chat/Chatbot/RealEstateCreate', listingInput(serial), { key })).status).toBe(200)
    } finally {
      other.close()
      await locked.close()
    }
  })
})
