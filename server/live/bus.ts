import type { LiveEvent } from '../schemas/live.ts'
import type { Db } from '../store/database.ts'
import { addLiveEvent, liveEventsAfter, newestLiveEventId, pruneLiveEvents, sessionLiveEventsAfter, type ReadLiveEvent } from '../store/live.ts'

/** A live event with where it belongs and its number (the SSE id). */
export interface BusEvent {
  id: number
  chatbotId: string
  /** the chatbot's workspace, as the table says when the event is read */
  workspaceId: string
  sessionId: number
  event: LiveEvent
}

/** Which events a follower wants: one chatbot's, a workspace's (its chatbots', those added later too), or one session's. */
export type BusFilter = { chatbotId: string } | { workspaceId: string } | { sessionId: number }

type Listener = (event: BusEvent) => void

/** Events read from the table at a time. */
const BATCH = 500
/**
 * How many ids back each read looks again: on PostgreSQL an event can commit after one with a
 * higher id (two transactions at once), so it shows up late; ids handed on already are skipped.
 */
const LATE_IDS = 100
/** Live events are kept this long: long enough for any reconnect to replay what it missed. */
const KEEP_MS = 60 * 60 * 1000
/** How often old events are dropped. */
const PRUNE_EVERY_MS = 10 * 60 * 1000

const matches = (filter: BusFilter, event: BusEvent) =>
  'chatbotId' in filter ? event.chatbotId === filter.chatbotId
    : 'workspaceId' in filter ? event.workspaceId === filter.workspaceId
      : event.sessionId === filter.sessionId

const parsed = (row: ReadLiveEvent): BusEvent => ({ id: row.id, chatbotId: row.chatbotId, workspaceId: row.workspaceId, sessionId: row.sessionId, event: JSON.parse(row.payload) as LiveEvent })

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
  /** the newest id when this bus started: nothing up to it is handed on as new */
  private floor = 0
  /** ids handed on within the last LATE_IDS, so a second look does not hand them on again */
  private readonly handed = new Set<number>()
  private timer: NodeJS.Timeout | undefined
  private reading: Promise<void> | undefined
  private again = false
  private prunedAt = 0
  private closed = false

  constructor(private readonly db: Db, private readonly pollMs: number) {}

  /** Stores an event and hands it on: at once here, within `pollMs` on other instances. */
  async publish(event: Omit<BusEvent, 'id' | 'workspaceId'>): Promise<number> {
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
    const replayed = new Set<number>()
    let held: BusEvent[] | undefined = []
    const live: Listener = (event) => (held ? held.push(event) : listener(event))
    // Nobody listened, so nobody read: what was stored meanwhile is no news to the first new follower.
    if (!this.listeners.size) {
      this.seen = undefined
      this.handed.clear()
    }
    this.listeners.set(live, { filter, ended })
    await this.start()
    this.schedule()
    if (after !== undefined && 'sessionId' in filter) {
      for (const row of await sessionLiveEventsAfter(this.db, filter.sessionId, after)) {
        replayed.add(row.id)
        listener(parsed(row))
      }
    }
    const waiting = held
    held = undefined
    for (const event of waiting) if (!replayed.has(event.id)) listener(event)
    return () => this.listeners.delete(live)
  }

  /** Stops following the table and ends every follower (the server is closing). */
  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    for (const { ended } of this.listeners.values()) ended?.()
    this.listeners.clear()
  }

  /** Starts from the newest event stored: what came before is no news here. */
  private async start(): Promise<void> {
    if (this.seen !== undefined) return
    const newest = await newestLiveEventId(this.db)
    if (this.seen !== undefined) return
    this.seen = this.floor = newest
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
    await this.start()
    const seen = this.seen ?? 0
    for (let from = Math.max(seen - LATE_IDS, this.floor); ; ) {
      const rows = await liveEventsAfter(this.db, from, BATCH)
      for (const row of rows) {
        from = row.id
        if (this.handed.has(row.id)) continue
        this.handed.add(row.id)
        this.seen = Math.max(this.seen ?? 0, row.id)
        const event = parsed(row)
        for (const [listener, { filter }] of this.listeners) if (matches(filter, event)) listener(event)
      }
      if (rows.length < BATCH) break
    }
    const oldest = (this.seen ?? 0) - LATE_IDS
    for (const id of this.handed) if (id <= oldest) this.handed.delete(id)
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = Date.now()
      await pruneLiveEvents(this.db, new Date(Date.now() - KEEP_MS).toISOString())
    }
  }
}
