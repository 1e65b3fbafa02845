import type { Db } from './database.ts'
import { countListings } from './listing-counts.ts'
import { startOfMonth } from '../time/zoned.ts'

/** A chatbot as the console's list shows it. */
export interface ChatbotSummary {
  id: string
  name: string
  listings: number
  conversationsThisMonth: number
  createdAt: string
}

/**
 * How many conversations of a chatbot had a message since `since`: the inbox's summary rows
 * (sessions with messages, not page loads: every page load opens a session), counted over
 * their (chatbot, last message) index rather than a month of messages.
 */
async function conversationsSince(db: Db, chatbotId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('chatbot_id', '=', chatbotId)
    .where('last_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/**
 * A workspace's chatbots, oldest first, with their listings and this month's conversations
 * (the month in each chatbot's TimeZone).
 *
 * @example
 * await chatbotSummaries(db, workspaceId, new Date()) // [{ id, name: 'Harbor…', listings: 24, conversationsThisMonth: 3, createdAt }]
 */
export async function chatbotSummaries(db: Db, workspaceId: string, now: Date): Promise<ChatbotSummary[]> {
  const rows = await db
    .selectFrom('chatbots')
    .select(['id', 'name', 'time_zone', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return Promise.all(rows.map(async (row) => ({
    id: row.id,
    name: row.name,
    listings: await countListings(db, row.id, 'all'),
    conversationsThisMonth: await conversationsSince(db, row.id, startOfMonth(now, row.time_zone)),
    createdAt: row.created_at
  })))
}

/**
 * What goes with a chatbot when it is removed, counted in one query. Conversations are the
 * sessions with messages, as the inbox lists them; the sessions of page loads go too, unsaid.
 */
export async function chatbotCounts(db: Db, chatbotId: string) {
  const row = await db
    .selectNoFrom((eb) => {
      const count = (table: 'conversations' | 'messages' | 'files') =>
        eb.selectFrom(table).select(eb.fn.countAll().as('total')).where(`${table}.chatbot_id`, '=', chatbotId)
      return [
        eb.selectFrom('listing_counts').select('count').where('chatbot_id', '=', chatbotId).where('facet', '=', 'all').where('value', '=', '').as('listings'),
        count('conversations').as('conversations'),
        count('messages').as('messages'),
        count('files').as('files')
      ]
    })
    .executeTakeFirstOrThrow()
  return { listings: Number(row.listings ?? 0), conversations: Number(row.conversations), messages: Number(row.messages), files: Number(row.files) }
}
