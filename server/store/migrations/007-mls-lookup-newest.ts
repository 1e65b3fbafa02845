import { sql, type Kysely } from 'kysely'

/**
 * The assistant's MLS-number lookup (`lower(mls_number) = ?`, newest first) read off one index
 * that holds the order too, so a planner without statistics takes it instead of walking every
 * listing of the chatbot newest first. It replaces (chatbot_id, lower(mls_number)), which it serves as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('listings_mls_lower_newest').on('listings').expression(sql`chatbot_id, lower(mls_number), created_at, id`).execute()
  await db.schema.dropIndex('listings_mls_lower').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('listings_mls_lower').on('listings').expression(sql`chatbot_id, lower(mls_number)`).execute()
  await db.schema.dropIndex('listings_mls_lower_newest').execute()
}
