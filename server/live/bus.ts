import type { LiveEvent } from '../schemas/live.ts'
import type { Db } from '../store/database.ts'
import { addLiveEvent, liveEventsAfter, newestLiveEventId, pruneLiveEvents, sessionLiveEventsAfter, type StoredLiveEvent } from '../store/live.ts'

/** A live event with where it belongs and its number (the SSE id). */
export interface BusEvent {
  id: number
  chatbotId: string
  sessionId: number
  event: LiveEvent
}

/** Which events a follower wants: one chatbot's, or one session's. */
export type BusFilter = { chatbotId: string } | { sessionId: number }

type Listener = (event: BusEvent) => void

/** Events read from the table at a time. */
const BATCH = 500
/** Live events are kept this long: long enough for any reconnect to replay what it missed. */
const KEEP_MS = 60 * 60 * 1000
/** How often old events are dropped. */
const PRUNE_EVERY_MS = 10 * 60 * 1000

const matches = (filter: BusFilter, event: BusEvent) =>
  'chatbotId' in filter ? event.chatbotId === filter.chatbotId : event.sessionId === filter.sessionId

const parsed = (row: StoredLiveEvent): BusEvent => ({ id: row.id, chatbotId: row.chatbotId, sessionId: row.sessionId, event: JSON.parse(row.payload) as LiveEvent })

/**
 * The live bus: an event is stored in `live_events`, and every instance follows that table
 * while anyone listens on it (every `pollMs`, and at once on the instance that published),
 * so an agent on one instance and a visitor on another see each other without a service of
 * its own; on SQLite one process serves both. A follower that reconnects replays from the
 * table what it missed.
 *
 * @example
 * const bus = new LiveBus(db, 250)
 * const stop = await bus.follow({ sessionId: 42 }, 0, (event) => send(event))
 * await bus.publish({ chatbotId, sessionId: 42, event: { Type: 'typing', SessionID: 42, On: true, AgentName: 'Dana' } })
 */
export class LiveBus {
  private readonly listeners = new Map<Listener, { filter: BusFilter; ended?: () => void }>()
  private seen: number | undefined
  private timer: NodeJS.Timeout | undefined
  private reading: Promise<void> | undefined
  private again = false
  private prunedAt = 0
  private closed = false

  constructor(private readonly db: Db, private readonly pollMs: number) {}

  /** Stores an event and hands it on: at once here, within `pollMs` on other instances. */
  async publish(event: Omit<BusEvent, 'id'>): Promise<number> {
    const id = await addLiveEvent(this.db, { chatbotId: event.chatbotId, sessionId: event.sessionId, kind: event.event.Type, payload: JSON.stringify(event.event) })
    if (this.listeners.size) void this.read()
    return id
  }

  /**
   * Follows the events `filter` names: with `after`, first those stored after that id (a
   * reconnect's replay, for one session), then the new ones, in order and each once.
   * Resolves, once the replay is sent, to the function that stops following; `ended` is
   * called when the bus closes (the server shuts down).
   */
  async follow(filter: BusFilter, after: number | undefined, listener: Listener, ended?: () => void): Promise<() => void> {
    let sent = after ?? 0
    let held: BusEvent[] | undefined = []
    const deliver = (event: BusEvent) => {
      if (event.id <= sent) return
      sent = event.id
      listener(event)
    }
    const live: Listener = (event) => (held ? held.push(event) : deliver(event))
    this.listeners.set(live, { filter, ended })
    if (this.seen === undefined) this.seen = await newestLiveEventId(this.db)
    this.schedule()
    if (after !== undefined && 'sessionId' in filter) {
      for (const row of await sessionLiveEventsAfter(this.db, filter.sessionId, after)) deliver(parsed(row))
    }
    const waiting = held
    held = undefined
    for (const event of waiting) deliver(event)
    return () => this.listeners.delete(live)
  }

  /** Stops following the table and ends every follower (the server is closing). */
  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    for (const { ended } of this.listeners.values()) ended?.()
    this.listeners.clear()
  }

  private schedule(): void {
    if (this.timer || this.closed || !this.listeners.size) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.read()
    }, this.pollMs)
    this.timer.unref()
  }

  /** Reads what is new in the table and hands it on; a read asked for meanwhile runs right after. */
  private read(): Promise<void> {
    if (this.reading) {
      this.again = true
      return this.reading
    }
    this.reading = (async () => {
      do {
        this.again = false
        await this.readOnce().catch(() => undefined)
      } while (this.again)
    })().finally(() => {
      this.reading = undefined
      this.schedule()
    })
    return this.reading
  }

  private async readOnce(): Promise<void> {
    this.seen ??= await newestLiveEventId(this.db)
    for (;;) {
      const rows = await liveEventsAfter(this.db, this.seen, BATCH)
      for (const row of rows) {
        this.seen = row.id
        const event = parsed(row)
        for (const [listener, { filter }] of this.listeners) if (matches(filter, event)) listener(event)
      }
      if (rows.length < BATCH) break
    }
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now()
      await pruneLiveEvents(this.db, new Date(Date.now() - KEEP_MS).toISOString())
    }
  }
}
