import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgres } from '../../../server/store/dialect.ts'
import { LiveBus, type BusEvent } from '../../../server/live/bus.ts'
import { newestLiveEventId } from '../../../server/store/live.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'
import { visitorSession } from '../../support/chat-helpers.ts'

let server: TestServer
let chatbotId: string
let sessionId: number

const typing = (on: boolean) => ({ Type: 'typing' as const, SessionID: sessionId, On: on, AgentName: 'Dana' })

/** A row stored with an id of our choosing, as a transaction that committed late leaves it. */
async function storeWithId(id: number) {
  await server.db.insertInto('live_events')
    .values({ id, chatbot_id: chatbotId, session_id: sessionId, kind: 'typing', payload: JSON.stringify(typing(true)), created_at: new Date().toISOString() })
    .execute()
  // PostgreSQL's sequence does not move for an id given by hand; the server's own inserts never give one.
  if (isPostgres(server.db)) await sql`select setval(pg_get_serial_sequence('live_events', 'id'), (select max(id) from live_events))`.execute(server.db)
}

async function until(check: () => boolean) {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 25))
}

beforeAll(async () => {
  server = await startTestServer()
  chatbotId = await server.newChatbot()
  sessionId = (await visitorSession(server, chatbotId)).sessionId
})
afterAll(() => server.close())

describe('the live bus', () => {
  it('hands each event on once, also one that committed after a newer one, and nothing from before it started', async () => {
    const other = new LiveBus(server.db, 20)
    await other.publish({ chatbotId, sessionId, event: typing(false) })
    const bus = new LiveBus(server.db, 20)
    const heard: BusEvent[] = []
    const stop = await bus.follow({ chatbotId }, undefined, (event) => heard.push(event))
    const newest = await newestLiveEventId(server.db)
    await storeWithId(newest + 10)
    await until(() => heard.length === 1)
    await storeWithId(newest + 5)
    await until(() => heard.length === 2)
    await other.publish({ chatbotId, sessionId, event: typing(false) })
    await until(() => heard.length === 3)
    expect(heard.map((event) => event.id)).toEqual([newest + 10, newest + 5, newest + 11])
    stop()
    bus.close()
    other.close()
  })

  it('replays a session\'s events after the id a reconnect names, then goes on live', async () => {
    const bus = new LiveBus(server.db, 20)
    const first = await bus.publish({ chatbotId, sessionId, event: typing(true) })
    await bus.publish({ chatbotId, sessionId, event: typing(false) })
    const heard: number[] = []
    const stop = await bus.follow({ sessionId }, first - 1, (event) => heard.push(event.id))
    const third = await bus.publish({ chatbotId, sessionId, event: typing(true) })
    await until(() => heard.length === 3)
    expect(heard).toEqual([first, first + 1, third])
    stop()
    bus.close()
  })
})
