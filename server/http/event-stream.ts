import type { FastifyReply } from 'fastify'

/**
 * A text/event-stream reply in the framing docs/api.md states: each event one `data: <json>` line (after
 * an optional `id:` line) and a blank line, and a `: ping` comment after `pingMs` without output so proxies and
 * browsers keep an idle stream open. The reply is hijacked from fastify, so the headers
 * its hooks would add (CORS included) are copied here.
 *
 * @example
 * const events = new EventStream(reply, 15_000)
 * events.open()
 * events.send({ content: 'Hello' })
 * events.end()
 */
export class EventStream {
  private pingTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly reply: FastifyReply,
    private readonly pingMs: number
  ) {}

  /** True once the client has gone away or the stream has ended. */
  get closed(): boolean {
    return this.reply.raw.writableEnded || this.reply.raw.destroyed
  }

  /** Sends the headers; `extra` headers are exposed to cross-origin pages too. */
  open(extra: Record<string, string> = {}): void {
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(this.reply.getHeaders())) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    Object.assign(headers, extra)
    const exposed = headers['access-control-expose-headers']
    if (exposed) headers['access-control-expose-headers'] = [exposed, ...Object.keys(extra)].join(', ')
    this.reply.hijack()
    this.reply.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx buffers proxied responses unless told not to, which would hold the stream back.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      vary: 'Origin'
    })
    // Node holds the headers back until the first write; a live stream may have nothing to say for a while.
    this.reply.raw.flushHeaders()
    const streamEnded = this.reply.server.metrics?.streamOpened(this.reply)
    this.reply.raw.once('close', () => {
      clearTimeout(this.pingTimer)
      streamEnded?.()
    })
    this.schedulePing()
  }

  /** One event; `id` becomes its SSE id, which a reconnecting client sends back as Last-Event-ID. */
  send(data: unknown, id?: string): void {
    this.write(`${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
  }

  end(): void {
    clearTimeout(this.pingTimer)
    if (!this.closed) this.reply.raw.end()
  }

  private write(text: string): void {
    if (this.closed) return
    this.reply.raw.write(text)
    this.schedulePing()
  }

  private schedulePing(): void {
    clearTimeout(this.pingTimer)
    this.pingTimer = setTimeout(() => this.write(': ping\n\n'), this.pingMs)
    this.pingTimer.unref()
  }
}
