import { sql, type Kysely } from 'kysely'

/**
 * A lead keeps what it came with: the visitor's message (the chat message the contact was found
 * in, or the Talk to a human form's) and the key of the listing the conversation was about, so
 * LeadList, the console and the lead push read them from the lead itself. Leads recorded before
 * get their message back from the stored messages and handoffs; their listing stays unknown ('').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('message', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('leads').addColumn('listing_key', 'text', (c) => c.notNull().defaultTo('')).execute()
  await sql`UPDATE leads SET message = COALESCE((SELECT content FROM messages WHERE messages.id = leads.source_message_id), '')
    WHERE source_message_id IS NOT NULL`.execute(db)
  await sql`UPDATE leads SET message = COALESCE((SELECT message FROM handoffs WHERE handoffs.session_id = leads.session_id ORDER BY handoffs.id DESC LIMIT 1), '')
    WHERE source = 'talk_to_human'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('listing_key').execute()
  await db.schema.alterTable('leads').dropColumn('message').execute()
}
