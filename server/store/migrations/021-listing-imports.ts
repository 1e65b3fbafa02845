import type { Kysely } from 'kysely'
import { isPostgres } from '../dialect.ts'

/**
 * Listing imports as jobs the owner can follow: the file received, the rows read and what
 * became of them, the first row errors, and when it started and ended. `heartbeat_at` is
 * renewed while an instance works on the job; a job left queued or running by a server that
 * stopped is marked failed at the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await (isPostgres(db)
    ? db.schema.createTable('listing_imports').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('listing_imports').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('chatbot_id', 'text', (c) => c.notNull().references('chatbots.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('all_or_nothing', 'integer', (c) => c.notNull())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // double precision: a file past 2 GiB, read back as a number on both databases (bigint is a string in node-postgres)
    .addColumn('file_bytes', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes_read', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('stopped', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('listing_imports_chatbot').on('listing_imports').columns(['chatbot_id', 'id']).execute()
  await db.schema.createIndex('listing_imports_state').on('listing_imports').columns(['state']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_imports').execute()
}
