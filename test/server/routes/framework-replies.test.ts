import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Writes `parts` to a new connection (one after another as each `await`s) and resolves with all it read until the server closed it. */
function rawExchange(url: string, send: (socket: net.Socket) => Promise<void> | void): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let text = ''
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('error', reject).on('close', () => resolve(text))
    socket.once('connect', () => void Promise.resolve(send(socket)).catch(reject))
  })
}

/** The status line and the JSON body of the first reply in `text`. */
function firstReply(text: string): { status: number; body: Record<string, unknown> } {
  const [head, rest = ''] = text.split('\r\n\r\n')
  const length = Number(/content-length: (\d+)/i.exec(head!)?.[1])
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(rest.slice(0, length)) as Record<string, unknown> }
}

const envelope = (code: number, message: RegExp) => ({ Data: null, Version: expect.any(String), Success: false, Code: code, Message: expect.stringMatching(message) })

describe('replies written before the app, in the envelope', () => {
  it('431 for headers longer than Node accepts', async () => {
    const text = await rawExchange(server.url, (socket) => void socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`))
    const reply = firstReply(text)
    expect(reply.status).toBe(431)
    expect(reply.body).toEqual(envelope(431, /^The request's headers are larger than this server accepts \(16 KiB in all\)/))
  })

  it('400 for a request that is not HTTP', async () => {
    const reply = firstReply(await rawExchange(server.url, (socket) => void socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n')))
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual(envelope(400, /^The request is not valid HTTP \(HPE_/))
  })

  it('417 for an Expect header other than 100-continue', async () => {
    const reply = firstReply(await rawExchange(server.url, (socket) => void socket.write('POST /chat/Chatbot/Add HTTP/1.1\r\nHost: x\r\nExpect: fancy\r\nContent-Length: 2\r\n\r\n{}')))
    expect(reply.status).toBe(417)
    expect(reply.body).toEqual(envelope(417, /^The Expect header \(fancy\) is not supported/))
  })

  it('503 with Retry-After for a request that arrives while the server closes', async () => {
    const closing = await startTestServer()
    let closed: Promise<void> | undefined
    const text = await rawExchange(closing.url, async (socket) => {
      // a request in flight (its body not all sent) keeps its connection open while the server closes
      const received = new Promise((resolve) => closing.app.server.once('request', resolve))
      socket.write(`POST /chat/Chatbot/ModelList HTTP/1.1\r\nHost: x\r\nAuthorization: ${closing.workspace.secretKey}\r\nContent-Length: 2\r\n\r\n{`)
      await received
      closed = closing.app.close()
      for (let tries = 0; tries < 200 && closing.app.server.listening; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
      // the rest of the body, then the next request on the same connection
      socket.write('}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    })
    await closed
    await closing.close()
    const second = text.slice(text.indexOf('HTTP/1.1', 1))
    const reply = firstReply(second)
    expect(reply.status, text).toBe(503)
    expect(second).toMatch(/\r\nretry-after: 1\r\n/i)
    expect(reply.body).toEqual(envelope(503, /^The server is shutting down/))
  })
})
