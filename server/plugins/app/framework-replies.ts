import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ServiceUnavailableError } from '../../errors.ts'
import { failure } from '../../schemas/common.ts'

/** What Node's HTTP parser found wrong with a request, as the status and Message of the reply. */
function parserFault(error: NodeJS.ErrnoException): [number, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, `The request's headers are larger than this server accepts (${Math.round(http.maxHeaderSize / 1024)} KiB in all); send fewer or shorter headers (cookies, tokens)`]
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return [408, 'The request was not received completely in time; send it again']
    default:
      return [400, `The request is not valid HTTP (${error.code ?? 'parse error'}): check the request line, the headers and the body's framing`]
  }
}

/** An envelope written straight to a socket, with the connection closed after it. */
function rawReply(status: number, message: string): string {
  const body = JSON.stringify(failure(status, message))
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
}

/**
 * Node's replies to a request it could not parse (431 for over-long headers, 400 for broken
 * HTTP, 408 for one too slow), in the envelope; passed to Fastify's `clientErrorHandler`.
 *
 * @example
 * Fastify({ clientErrorHandler: clientErrorReply })
 */
export function clientErrorReply(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] = parserFault(error)
  if (socket.writable) socket.end(rawReply(status, message))
  else socket.destroy()
}

/**
 * The other replies Node or Fastify would write themselves, before any route, in the envelope:
 * an `Expect` header other than 100-continue (417), and a request that arrives while the server
 * closes (503 with Retry-After, through the error handler; Fastify's own is turned off with
 * `return503OnClosing: false`).
 *
 * @example
 * await app.register(frameworkReplies)
 */
export default fp(async function frameworkReplies(app: FastifyInstance) {
  app.server.on('checkExpectation', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const body = JSON.stringify(failure(417, `The Expect header (${String(request.headers.expect)}) is not supported; only 100-continue is, or send the request without it`))
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body)
  })
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    reply.header('connection', 'close')
    throw new ServiceUnavailableError('The server is shutting down; send the request again (another instance, or this one once it is back)', 1)
  })
})
