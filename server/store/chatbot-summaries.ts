import { chatbotFromRow, type Chatbot } from './chatbots.ts'
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

/** What goes with a chatbot when it is removed. */
export interface ChatbotCounts {
  listings: number
  conversations: number
  messages: number
  files: number
}

/**
 * The owner's read of a workspace's chatbot: the chatbot, and what goes with it when it is
 * removed, in one query (undefined when the chatbot is not the workspace's). Each count comes
 * off something kept: listings from listing_counts; conversations and their messages from the
 * inbox's summary rows (one per session with messages, its message count kept by the
 * database's triggers), never a count over every message; files off the workspace's index.
 * The sessions of page loads go too, unsaid.
 *
 * @example
 * const details = await chatbotDetails(db, chatbotId, workspaceId) // { chatbot, counts: { listings: 24, conversations: 3, messages: 12, files: 0 } }
 */
export async function chatbotDetails(db: Db, id: string, workspaceId: string): Promise<{ chatbot: Chatbot; counts: ChatbotCounts } | undefined> {
  const chatbotId = id.toLowerCase()
  const conversations = db.selectFrom('conversations').where('conversations.chatbot_id', '=', chatbotId)
  const row = await db
    .selectFrom('chatbots')
    .selectAll('chatbots')
    .select((eb) => [
      eb.selectFrom('listing_counts').select('count').where('listing_counts.chatbot_id', '=', chatbotId).where('facet', '=', 'all').where('value', '=', '').as('listings_total'),
      conversations.select((c) => c.fn.countAll().as('total')).as('conversations_total'),
      conversations.select((c) => c.fn.sum('messages').as('total')).as('messages_total'),
      eb.selectFrom('files').select(eb.fn.countAll().as('total')).where('files.workspace_id', '=', workspaceId).where('files.chatbot_id', '=', chatbotId).as('files_total')
    ])
    .where('chatbots.id', '=', chatbotId)
    .where('chatbots.workspace_id', '=', workspaceId)
    .executeTakeFirst()
  if (!row) return undefined
  const { listings_total, conversations_total, messages_total, files_total, ...chatbot } = row
  return {
    chatbot: chatbotFromRow(chatbot),
    counts: { listings: Number(listings_total ?? 0), conversations: Number(conversations_total), messages: Number(messages_total ?? 0), files: Number(files_total) }
  }
}
