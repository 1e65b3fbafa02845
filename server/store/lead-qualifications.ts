import type { Db } from './database.ts'
import { now } from './database.ts'
import { MAX_FACT_LENGTH, NO_QUALIFICATION, withFacts, type Intent, type Qualification, type QualificationFacts } from '../leads/qualification.ts'
import type { Selectable } from 'kysely'
import type { LeadQualificationTable } from './schema.ts'
import { writeTransaction } from './write-transaction.ts'

type Row = Pick<Selectable<LeadQualificationTable>, 'intent' | 'budget' | 'timeline' | 'area' | 'pre_approved' | 'listings_asked'>

function parsedCounts(json: string): Record<string, number> {
  try {
    const value = JSON.parse(json) as unknown
    return value && typeof value === 'object' ? (value as Record<string, number>) : {}
  } catch {
    return {}
  }
}

const fromRow = (row: Row): Qualification => ({
  intent: row.intent as Intent | '',
  budget: row.budget === null ? null : Number(row.budget),
  timeline: row.timeline,
  area: row.area,
  preApproved: row.pre_approved === null ? null : Number(row.pre_approved) === 1,
  listingsAsked: parsedCounts(row.listings_asked)
})

const COLUMNS = ['session_id', 'intent', 'budget', 'timeline', 'area', 'pre_approved', 'listings_asked', 'asked_at'] as const

/**
 * The qualifications of these sessions, by session id (sessions without one are absent).
 *
 * @example
 * const bySession = await qualificationsOf(db, leads.map((lead) => lead.session_id))
 */
export async function qualificationsOf(db: Db, sessionIds: number[]): Promise<Map<number, Qualification>> {
  const ids = [...new Set(sessionIds)]
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('lead_qualifications').select(COLUMNS).where('session_id', 'in', ids).execute()
  return new Map(rows.map((row) => [Number(row.session_id), fromRow(row)]))
}

/** One session's qualification (empty when none), and whether the assistant has asked for what was missing. */
export async function qualificationOf(db: Db, sessionId: number): Promise<{ qualification: Qualification; asked: boolean }> {
  const row = await db.selectFrom('lead_qualifications').select(COLUMNS).where('session_id', '=', sessionId).executeTakeFirst()
  return { qualification: row ? fromRow(row) : NO_QUALIFICATION, asked: Boolean(row?.asked_at) }
}

/**
 * Writes `facts` over the session's qualification and counts one more ask of each listing in
 * `listingsNamed`, in one transaction; returns whether anything changed.
 *
 * @example
 * await saveQualification(db, { chatbotId, sessionId }, { intent: 'buy', budget: 500000 }, ['TX0240001'])
 */
export async function saveQualification(db: Db, session: { chatbotId: string; sessionId: number }, facts: QualificationFacts, listingsNamed: string[] = []): Promise<boolean> {
  if (Object.values(facts).every((value) => value === undefined || value === '') && listingsNamed.length === 0) return false
  // A read then a write: on SQLite BEGIN IMMEDIATE, or a write of another connection (an import's thread) in between fails it with SQLITE_BUSY.
  return writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom('lead_qualifications').select(COLUMNS).where('session_id', '=', session.sessionId).executeTakeFirst()
    const before = row ? fromRow(row) : NO_QUALIFICATION
    const after = withFacts(before, facts)
    const listingsAsked = { ...after.listingsAsked }
    for (const mls of new Set(listingsNamed)) listingsAsked[mls] = (listingsAsked[mls] ?? 0) + 1
    const values = columnsOf({ ...after, listingsAsked })
    if (row && JSON.stringify(values) === JSON.stringify(columnsOf(before))) return false
    const written = { ...values, updated_at: now() }
    await trx.insertInto('lead_qualifications').values({ session_id: session.sessionId, chatbot_id: session.chatbotId, ...written })
      .onConflict((conflict) => conflict.column('session_id').doUpdateSet(written)).execute()
    return true
  })
}

/** A qualification as its row's columns (timeline and area cut to MAX_FACT_LENGTH). */
const columnsOf = (known: Qualification) => ({
  intent: known.intent,
  budget: known.budget,
  timeline: known.timeline.slice(0, MAX_FACT_LENGTH),
  area: known.area.slice(0, MAX_FACT_LENGTH),
  pre_approved: known.preApproved === null ? null : Number(known.preApproved),
  listings_asked: JSON.stringify(known.listingsAsked)
})

/**
 * Notes that the assistant asked the session's visitor for what was missing; true only the
 * first time (one conditional write, so two answers at once cannot both ask).
 */
export async function markAskedOnce(db: Db, session: { chatbotId: string; sessionId: number }): Promise<boolean> {
  const at = now()
  await db.insertInto('lead_qualifications').values({ session_id: session.sessionId, chatbot_id: session.chatbotId, updated_at: at })
    .onConflict((conflict) => conflict.column('session_id').doNothing()).execute()
  const result = await db.updateTable('lead_qualifications').set({ asked_at: at })
    .where('session_id', '=', session.sessionId).where('asked_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
