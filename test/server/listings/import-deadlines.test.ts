import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countListings } from '../../../server/store/listing-counts.ts'
import { csvLine, HEADER } from '../../support/listing-files.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

// Shortened for the test: an ordinary body has 400 ms to arrive, a streamed file may be silent for 600 ms.
const REQUEST_MS = 400
const IDLE_MS = 600
/** Pieces a slow client sends, PAUSE_MS apart: 2 s in all, past both limits, never silent for long. */
const PIECES = 20
const PAUSE_MS = 100

let server: TestServer
let key: string
beforeAll(async () => {
  server = await startTestServer({}, { deadlines: { requestMs: REQUEST_MS, idleMs: IDLE_MS } })
  key = server.workspace.secretKey
})
afterAll(() => server.close())

interface Sent {
  status: number
  body: { Code: number; Message: string; Data: { Added: number } }
  /** ms from the first byte sent to the reply */
  ms: number
}

/**
 * POSTs `pieces` a pause apart on one connection, then (unless `stall`) ends the body; resolves
 * with the reply, however early it comes. A request cut off without a reply rejects.
 */
function send(route: string, type: string, pieces: string[], { stall = false } = {}): Promise<Sent> {
  const started = performance.now()
  return new Promise<Sent>((resolve, reject) => {
    const request = http.request(`${server.url}${route}`, { method: 'POST', headers: { authorization: key, 'content-type': type }, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => {
        request.destroy()
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Sent['body'], ms: performance.now() - started })
      })
    })
    request.on('error', reject)
    void (async () => {
      for (const piece of pieces) {
        if (request.destroyed) return
        request.write(piece)
        await sleep(PAUSE_MS)
      }
      if (!stall) request.end()
    })()
  })
}

const csvPieces = (rows: number) => [`${HEADER}\r\n`, ...Array.from({ length: rows }, (_, index) => `${csvLine(index)}\r\n`)]

describe('how long a client may take to send a request', () => {
  it('lets an import stream its file for longer than an ordinary request may take, as long as it keeps sending', async () => {
    const chatbot = await server.newChatbot()
    const reply = await send(`/chat/Chatbot/RealEstateImport?SerialNumber=${chatbot}`, 'text/csv', csvPieces(PIECES - 1))
    expect(reply.ms).toBeGreaterThan(REQUEST_MS + IDLE_MS)
    expect(reply.status).toBe(200)
    expect(reply.body.Data.Added).toBe(PIECES - 1)
    expect(await countListings(server.db, chatbot, 'all')).toBe(PIECES - 1)
  })

  it('cuts off an import whose client stops sending, with 408 in the envelope, storing nothing of the batch it left unfinished', async () => {
    const chatbot = await server.newChatbot()
    // Sent whole (a first batch), then nothing more: the connection is held open without a byte.
    const reply = await send(`/chat/Chatbot/RealEstateImport?SerialNumber=${chatbot}`, 'text/csv', [csvPieces(3).join('')], { stall: true })
    expect(reply.status).toBe(408)
    expect(reply.body).toMatchObject({ Code: 408, Message: 'The request was not received completely in time; send it again' })
    expect(reply.ms).toBeGreaterThanOrEqual(IDLE_MS)
    expect(reply.ms).toBeLessThan(IDLE_MS * 10)
    expect(await countListings(server.db, chatbot, 'all')).toBe(0)
  })

  it('still gives an ordinary request body its deadline: one dripped byte by byte is cut off with 408', async () => {
    const chatbot = await server.newChatbot()
    const body = JSON.stringify({ SerialNumber: chatbot })
    const reply = await send('/chat/Chatbot/RealEstateList', 'application/json', [...body.padEnd(PIECES, ' ')].slice(0, PIECES).concat(body.slice(PIECES)))
    expect(reply.status).toBe(408)
    expect(reply.ms).toBeGreaterThanOrEqual(REQUEST_MS)
    expect(reply.ms).toBeLessThan(PIECES * PAUSE_MS)
    // the same request sent at once is answered
    expect((await server.post('/chat/Chatbot/RealEstateList', { SerialNumber: chatbot }, { key })).status).toBe(200)
  })

  it('keeps a deadline for the headers', () => {
    expect(server.app.server.requestTimeout).toBe(0)
    expect(server.app.server.headersTimeout).toBe(60_000)
  })
})
