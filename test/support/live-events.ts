import { createParser } from 'eventsource-parser'

/** One event of a live stream: its SSE id ('' for none) and its parsed data. */
export interface LiveStreamEvent {
  id: string
  data: Record<string, unknown>
}

/** A live text/event-stream being read: every event so far, and a wait for the next one that matches. */
export interface LiveEventReader {
  status: number
  events: LiveStreamEvent[]
  /** resolves with the first event (seen or to come) that `match` accepts after `from` events */
  next(match: (data: Record<string, unknown>) => boolean, from?: number, timeoutMs?: number): Promise<LiveStreamEvent>
  /** resolves once the server ended the stream */
  ended: Promise<void>
  close(): void
}

/**
 * Opens a live stream (the widget's LiveEvents, or a console stream) and reads it as it comes.
 *
 * @example
 * const live = await openLiveEvents(`${server.url}/chat/Chat/LiveEvents`, { method: 'POST', headers, body })
 * await live.next((event) => event.Type === 'message')
 */
export async function openLiveEvents(url: string, init: RequestInit = {}): Promise<LiveEventReader> {
  const controller = new AbortController()
  const response = await fetch(url, { ...init, signal: controller.signal })
  const events: LiveStreamEvent[] = []
  const waiters = new Set<() => void>()
  const parser = createParser({
    onEvent: (event) => {
      events.push({ id: event.id ?? '', data: JSON.parse(event.data) as Record<string, unknown> })
      for (const wake of waiters) wake()
    }
  })
  const ended = (async () => {
    if (!response.body) return
    const decoder = new TextDecoder()
    try {
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) parser.feed(decoder.decode(bytes, { stream: true }))
    } catch {
      // closed by the test
    }
  })()
  return {
    status: response.status,
    events,
    ended,
    next(match, from = 0, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find((event) => match(event.data))
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(events.map((event) => event.data))}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => controller.abort()
  }
}
