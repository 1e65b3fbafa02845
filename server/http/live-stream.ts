import type { FastifyReply } from 'fastify'
import type { BusFilter, LiveBus } from '../live/bus.ts'
import type { LiveEvent } from '../schemas/live.ts'
import { EventStream } from './event-stream.ts'

/** How a live stream is opened. */
export interface LiveStreamOptions {
  pingMs: number
  bus: Pick<LiveBus, 'follow'>
  filter: BusFilter
  /** the id of the last event the client saw: what came after it is replayed first */
  after?: number
  /** sent first, without an id: where things stand */
  first?: LiveEvent
  /** which events this client gets (all when absent) */
  keep?: (event: LiveEvent) => boolean
  /** called every `aliveMs` while the stream is open, and once when it closes */
  alive?: () => void
  aliveMs?: number
}

/**
 * The id a Last-Event-ID header names, if it is one of the live bus's.
 *
 * @example
 * lastEventId('120') // 120
 */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = String(header ?? '').trim()
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined
}

/**
 * A live text/event-stream: `first`, then the bus's events for `filter` (each with its id as
 * the SSE id), until the client goes away or the server closes. Resolves when it has ended.
 *
 * @example
 * await streamLive(reply, { pingMs: 15_000, bus: app.liveBus, filter: { sessionId: 42 }, first: modeEvent })
 */
export async function streamLive(reply: FastifyReply, options: LiveStreamOptions): Promise<void> {
  const events = new EventStream(reply, options.pingMs)
  events.open()
  if (options.first) events.send(options.first)
  const closed = new Promise<void>((resolve) => {
    reply.raw.once('close', resolve)
    if (events.closed) resolve()
  })
  const unfollow = await options.bus.follow(options.filter, options.after, ({ id, event }) => {
    if (!options.keep || options.keep(event)) events.send(event, String(id))
  }, () => events.end())
  const alive = options.alive
  const timer = alive && setInterval(alive, options.aliveMs ?? 20_000)
  await closed
  unfollow()
  clearInterval(timer)
  alive?.()
}
