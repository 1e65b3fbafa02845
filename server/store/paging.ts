import type { Selectable } from 'kysely'
import type { Db } from './database.ts'
import type { Database } from './schema.ts'

/**
 * A page of a chatbot's rows recorded in a time range, optionally of one session: what
 * ChatContentHistory and LeadList ask of the store.
 *
 * @example
 * const query: RangePage = { chatbotId, from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z', page: 1, pageSize: 100 }
 */
export interface RangePage {
  chatbotId: string
  /** inclusive, ISO time */
  from: string
  /** exclusive, ISO time */
  to: string
  sessionId?: number
  page: number
  pageSize: number
}

/**
 * One page of `table`'s rows that `q` selects, oldest or newest first (ties by id), and how
 * many it selects in all: ChatContentHistory and LeadList read their tables this one way.
 *
 * @example
 * const { rows, total } = await pageInRange(db, 'leads', q, 'desc')
 */
export async function pageInRange<T extends 'messages' | 'leads'>(
  db: Db,
  table: T,
  q: RangePage,
  direction: 'asc' | 'desc'
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const from = db.selectFrom(table as 'messages' | 'leads')
  let query = from
    .where('chatbot_id', '=', q.chatbotId)
    .where('created_at', '>=', q.from)
    .where('created_at', '<', q.to)
  if (q.sessionId !== undefined) query = query.where('session_id', '=', q.sessionId)
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', direction).orderBy('id', direction).limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()
  ])
  return { rows: rows as Selectable<Database[T]>[], total: Number(count.total) }
}
