import { sql } from 'kysely'
import type { Db } from './database.ts'
import { now } from './database.ts'
import type { ConversationMode } from './schema.ts'

export type { ConversationMode }

/** Who answers in a session, and which console user holds it. */
export interface SessionMode {
  mode: ConversationMode
  agentUserId: string | null
  agentName: string
  modeAt: string | null
}

/** One stored live event: `payload` is the event's JSON. */
export interface StoredLiveEvent {
  id: number
  chatbotId: string
  sessionId: number
  kind: string
  payload: string
}

/** A live event as the bus reads it back, with the workspace of its chatbot. */
export interface ReadLiveEvent extends StoredLiveEvent {
  workspaceId: string
}

/** A waiting or taken-over conversation, as the console's Live page lists it. */
export interface LiveConversationRow {
  sessionId: number
  mode: ConversationMode
  agentName: string
  modeAt: string | null
  firstQuestion: string
  lastAt: string | null
  visitorName: string
}

/**
 * The mode of a session; `assistant` for a session that does not exist.
 *
 * @example
 * await sessionMode(db, 42) // { mode: 'agent', agentUserId: 'u1', agentName: 'Dana', modeAt: '…' }
 */
export async function sessionMode(db: Db, sessionId: number): Promise<SessionMode> {
  const row = await db.selectFrom('chat_sessions').select(['mode', 'agent_user_id', 'agent_name', 'mode_at']).where('id', '=', sessionId).executeTakeFirst()
  return { mode: row?.mode ?? 'assistant', agentUserId: row?.agent_user_id ?? null, agentName: row?.agent_name ?? '', modeAt: row?.mode_at ?? null }
}

/**
 * Sets who answers in a session; `agent` names the console user for `agent` mode.
 *
 * @example
 * await setSessionMode(db, 42, 'agent', { id: 'u1', name: 'Dana' })
 */
export async function setSessionMode(db: Db, sessionId: number, mode: ConversationMode, agent?: { id: string; name: string }): Promise<void> {
  await db.updateTable('chat_sessions')
    .set({ mode, agent_user_id: agent?.id ?? null, agent_name: agent?.name ?? '', mode_at: now() })
    .where('id', '=', sessionId)
    .execute()
}

/**
 * A chatbot's conversations that wait for a person or that one holds: the waiting ones first,
 * longest waiting first, then the taken-over ones.
 *
 * @example
 * await liveConversations(db, chatbotId) // [{ sessionId: 42, mode: 'waiting', firstQuestion: 'Homes in Austin?', … }]
 */
export async function liveConversations(db: Db, chatbotId: string): Promise<LiveConversationRow[]> {
  const rows = await db.selectFrom('chat_sessions as s')
    .leftJoin('conversations as c', 'c.session_id', 's.id')
    .select((eb) => [
      's.id', 's.mode', 's.agent_name', 's.mode_at', 'c.first_question', 'c.last_at',
      eb.selectFrom('handoffs as h').select('h.name').whereRef('h.session_id', '=', 's.id').orderBy('h.id', 'desc').limit(1).as('visitor_name')
    ])
    .where('s.chatbot_id', '=', chatbotId)
    .where('s.mode', '<>', 'assistant')
    .orderBy(sql`case when s.mode = 'waiting' then 0 else 1 end`)
    .orderBy('s.mode_at')
    .limit(500)
    .execute()
  return rows.map((row) => ({
    sessionId: row.id, mode: row.mode, agentName: row.agent_name, modeAt: row.mode_at,
    firstQuestion: row.first_question ?? '', lastAt: row.last_at ?? null, visitorName: row.visitor_name ?? ''
  }))
}

/** A conversation waiting for a person, in any chatbot of a workspace. */
export interface WaitingConversationRow {
  chatbotId: string
  sessionId: number
  modeAt: string | null
  firstQuestion: string
  visitorName: string
}

/**
 * The conversations of a workspace's chatbots that wait for a person, longest waiting first:
 * what the console's title counts and notifies of.
 *
 * @example
 * await waitingInWorkspace(db, workspaceId) // [{ chatbotId, sessionId: 42, visitorName: 'Jo', … }]
 */
export async function waitingInWorkspace(db: Db, workspaceId: string): Promise<WaitingConversationRow[]> {
  const rows = await db.selectFrom('chat_sessions as s')
    .innerJoin('chatbots as b', 'b.id', 's.chatbot_id')
    .leftJoin('conversations as c', 'c.session_id', 's.id')
    .select((eb) => [
      's.chatbot_id', 's.id', 's.mode_at', 'c.first_question',
      eb.selectFrom('handoffs as h').select('h.name').whereRef('h.session_id', '=', 's.id').orderBy('h.id', 'desc').limit(1).as('visitor_name')
    ])
    .where('b.workspace_id', '=', workspaceId)
    .where('s.mode', '=', 'waiting')
    .orderBy('s.mode_at')
    .limit(500)
    .execute()
  return rows.map((row) => ({
    chatbotId: row.chatbot_id, sessionId: row.id, modeAt: row.mode_at, firstQuestion: row.first_question ?? '', visitorName: row.visitor_name ?? ''
  }))
}

/**
 * Stores a live event and returns its id; every instance's bus hands it on from the table.
 *
 * @example
 * await addLiveEvent(db, { chatbotId, sessionId: 42, kind: 'typing', payload: '{"Type":"typing","On":true}' })
 */
export async function addLiveEvent(db: Db, event: Omit<StoredLiveEvent, 'id'>): Promise<number> {
  const row = await db.insertInto('live_events')
    .values({ chatbot_id: event.chatbotId, session_id: event.sessionId, kind: event.kind, payload: event.payload, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Live events with their chatbot's workspace (the chatbot's primary key: one lookup an event). */
const readEvents = (db: Db) => db.selectFrom('live_events as e').innerJoin('chatbots as b', 'b.id', 'e.chatbot_id')
  .select(['e.id', 'e.chatbot_id as chatbotId', 'b.workspace_id as workspaceId', 'e.session_id as sessionId', 'e.kind', 'e.payload'])

/**
 * Live events stored after `afterId`, oldest first, at most `limit`: what a bus hands on next.
 *
 * @example
 * await liveEventsAfter(db, 120, 500)
 */
export function liveEventsAfter(db: Db, afterId: number, limit: number): Promise<ReadLiveEvent[]> {
  return readEvents(db).where('e.id', '>', afterId).orderBy('e.id').limit(limit).execute()
}

/**
 * One session's live events after `afterId`, oldest first: what a reconnecting stream missed.
 *
 * @example
 * await sessionLiveEventsAfter(db, 42, 120)
 */
export function sessionLiveEventsAfter(db: Db, sessionId: number, afterId: number): Promise<ReadLiveEvent[]> {
  return readEvents(db).where('e.session_id', '=', sessionId).where('e.id', '>', afterId).orderBy('e.id').limit(500).execute()
}

/** The id of the newest live event, 0 when there is none. */
export async function newestLiveEventId(db: Db): Promise<number> {
  const row = await db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst()
  return Number(row?.id ?? 0)
}

/** Drops live events older than `before` (an ISO time): they have been handed on long ago. */
export async function pruneLiveEvents(db: Db, before: string): Promise<void> {
  await db.deleteFrom('live_events').where('created_at', '<', before).execute()
}

/**
 * Notes that the visitor's widget has its live stream open (or had it until now).
 *
 * @example
 * await touchVisitor(db, 42)
 */
export async function touchVisitor(db: Db, sessionId: number): Promise<void> {
  await db.updateTable('chat_sessions').set({ visitor_seen_at: now() }).where('id', '=', sessionId).execute()
}

/**
 * Whom to tell by e-mail that a person answered: the address the visitor gave with Talk to a
 * person, when their widget has not been seen since `seenBefore` and they were not mailed since
 * `mailedBefore`; the mail's time is claimed here, so one answer mails once across instances.
 *
 * @example
 * await claimVisitorMail(db, 42, seenBefore, mailedBefore) // { email: 'jo@example.com', name: 'Jo' } or undefined
 */
export async function claimVisitorMail(db: Db, sessionId: number, seenBefore: string, mailedBefore: string): Promise<{ email: string; name: string } | undefined> {
  const handoff = await db.selectFrom('handoffs').select(['email', 'name']).where('session_id', '=', sessionId).orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (!handoff) return undefined
  const claimed = await db.updateTable('chat_sessions')
    .set({ visitor_mailed_at: now() })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('visitor_seen_at', 'is', null), eb('visitor_seen_at', '<', seenBefore)]))
    .where((eb) => eb.or([eb('visitor_mailed_at', 'is', null), eb('visitor_mailed_at', '<', mailedBefore)]))
    .executeTakeFirst()
  return Number(claimed.numUpdatedRows) ? handoff : undefined
}

/**
 * Whether anyone of the workspace (owner or agent) is signed in to the console: a session that
 * has not expired and was used since `activeSince` (an ISO time).
 *
 * @example
 * await anyoneSignedIn(db, workspaceId, new Date().toISOString(), idleSince)
 */
export async function anyoneSignedIn(db: Db, workspaceId: string, nowIso: string, activeSince: string): Promise<boolean> {
  const row = await db.selectFrom('console_sessions')
    .innerJoin('users', 'users.id', 'console_sessions.user_id')
    .select('console_sessions.user_id')
    .where('users.workspace_id', '=', workspaceId)
    .where('console_sessions.expires_at', '>', nowIso)
    .where('console_sessions.last_seen_at', '>=', activeSince)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
