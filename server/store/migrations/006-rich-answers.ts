import type { Kysely } from 'kysely'

/**
 * Answers that outlive their connection, the listings they name, and visitors' ratings.
 * - answer_state: `writing` while a model writes it (its content is the progress so far),
 *   `stopping` when Stop was called on another instance, `stopped` once Stop ended it,
 *   `done` otherwise (also every message from before this migration).
 * - listing_keys: the keys of the listings an answer names, as a JSON array ('' for none).
 * - feedback: 1 thumbs up, -1 thumbs down, 0 none; feedback_comment and feedback_at with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (column: string, type: 'text' | 'integer', fallback: string | number) =>
    db.schema.alterTable('messages').addColumn(column, type, (c) => c.notNull().defaultTo(fallback)).execute()
  await add('answer_state', 'text', 'done')
  await add('listing_keys', 'text', '')
  await add('feedback', 'integer', 0)
  await add('feedback_comment', 'text', '')
  await db.schema.alterTable('messages').addColumn('feedback_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['feedback_at', 'feedback_comment', 'feedback', 'listing_keys', 'answer_state']) {
    await db.schema.alterTable('messages').dropColumn(column).execute()
  }
}
