import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { clientErrorReply } from './framework-replies.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route reads its body as it arrives (a file import): no deadline for the whole request, only for a silent client */
    streamsBody?: boolean
  }
}

/** How long a client may take to send a request (Node's headersTimeout still guards the headers). */
export interface RequestDeadlines {
  /** ms an ordinary request's body has to arrive whole, as Node's requestTimeout would */
  requestMs: number
  /** ms a streamed body (routes with config.streamsBody) may go without a byte from the client */
  idleMs: number
}

export const DEFAULT_DEADLINES: RequestDeadlines = { requestMs: 120_000, idleMs: 60_000 }

/** Node's own code for a request too slow, so that clientErrorReply words the 408 as it does for Node's timeouts. */
const tooSlow = () => Object.assign(new Error('request timed out'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' })

/** 408 in the envelope and the connection closed, unless the body arrived whole or a reply was begun (then only closed). */
function cutOff(raw: IncomingMessage, replied: boolean): void {
  if (raw.complete || raw.socket.destroyed) return
  if (replied) raw.socket.destroy()
  else clientErrorReply(tooSlow(), raw.socket)
}

/**
 * Deadlines for request bodies, instead of Node's requestTimeout (one total deadline for every
 * request, which cut off any import longer than two minutes): an ordinary request's body must
 * arrive within `requestMs`; a streamed one (a 1 GB file on an ordinary uplink) may take as long
 * as it takes, but is cut off once the client has sent nothing for `idleMs` (a stalled client;
 * one that drips keeps the connection only as long as it keeps sending). Bytes the server has not read yet (it is writing a batch) count as the
 * client's activity. Both are answered with 408 in the envelope, as Node's own timeouts are.
 *
 * @example
 * await app.register(requestDeadlines, { requestMs: 120_000, idleMs: 60_000 })
 */
export default fp<RequestDeadlines>(async function requestDeadlines(app: FastifyInstance, { requestMs, idleMs }) {
  const timers = new WeakMap<IncomingMessage, NodeJS.Timeout>()
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request
    if (!raw.complete) {
      timers.set(raw, request.routeOptions.config.streamsBody
        ? watchSilence(raw, idleMs, () => cutOff(raw, reply.raw.headersSent))
        : setTimeout(() => cutOff(raw, reply.raw.headersSent), requestMs).unref())
    }
    done()
  })
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request.raw))
    done()
  })
})

/** Calls `silent` once the client has sent nothing for `idleMs` (checked four times as often) while the body is incomplete. */
function watchSilence(raw: IncomingMessage, idleMs: number, silent: () => void): NodeJS.Timeout {
  let bytes = raw.socket.bytesRead
  let heard = performance.now()
  const timer = setInterval(() => {
    if (raw.complete || raw.socket.destroyed) return clearInterval(timer)
    const now = performance.now()
    if (raw.socket.bytesRead !== bytes || raw.readableLength > 0) {
      bytes = raw.socket.bytesRead
      heard = now
    } else if (now - heard >= idleMs) {
      clearInterval(timer)
      silent()
    }
  }, Math.max(1, idleMs / 4)).unref()
  return timer
}
