import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One delivery attempt as the receiver saw it. */
export interface ReceivedHook {
  /** the request's path, such as /hooks/porchlight or /v1/events */
  path: string
  headers: http.IncomingHttpHeaders
  body: string
  /** whether X-Webhook-Signature matched an HMAC we computed ourselves from the secret */
  signatureValid: boolean
  /** what the receiver answered */
  status: number
  at: number
}

export interface WebhookReceiver {
  url: string
  received: ReceivedHook[]
  /** answer the next attempts (to `path` only, when given) with these statuses, then 200; 0 drops the connection */
  failWith(statuses: number[], path?: string): void
  close(): Promise<void>
}

/**
 * Checks a signature the way a receiver's own code would: split `t=…,v1=…`, recompute
 * HMAC-SHA256(secret, "<t>.<body>") and compare in constant time.
 */
export function verifySignature(secret: string, header: string | undefined, body: string): boolean {
  const fields = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]))
  if (!fields.t || !/^\d+$/.test(fields.t) || !fields.v1) return false
  const expected = createHmac('sha256', secret).update(`${fields.t}.${body}`).digest()
  const given = Buffer.from(fields.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A local HTTP server that records every webhook POST and can be told to fail. */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = []
  let plans = new Map<string, number[]>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const status = plans.get(request.url ?? '')?.shift() ?? plans.get('*')?.shift() ?? 200
      received.push({ path: request.url ?? '', headers: request.headers, body, signatureValid: verifySignature(secret, request.headers['x-webhook-signature'] as string, body), status, at: Date.now() })
      if (status === 0) return request.socket.destroy()
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/porchlight`,
    received,
    failWith(statuses, path = '*') {
      if (path === '*') plans = new Map()
      plans.set(path, [...statuses])
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
}
