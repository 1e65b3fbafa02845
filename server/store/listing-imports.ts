import type { Selectable, Updateable } from 'kysely'
import type { ColumnMapping } from '../listings/import/column-mapping.ts'
import type { Db } from './database.ts'
import type { ListingImportTable } from './schema-feeds.ts'

export type ImportRow = Selectable<ListingImportTable>

/** What the owner asked of an import: the file's name and format, all-or-nothing, the column choices. */
export interface ImportRequest {
  fileName: string
  format: string
  allOrNothing: boolean
  mapping: ColumnMapping
}

/** The states a job is in that can still change. */
export const UNFINISHED = ['queued', 'running']

/**
 * Stores a chatbot's new import, queued while its file arrives.
 *
 * @example
 * const job = await createImport(db, chatbotId, { fileName: 'export.csv', format: 'csv', allOrNothing: true, mapping: {} }, new Date())
 */
export async function createImport(db: Db, chatbotId: string, request: ImportRequest, now: Date): Promise<ImportRow> {
  const at = now.toISOString()
  return db.insertInto('listing_imports').values({
    chatbot_id: chatbotId, file_name: request.fileName, format: request.format, all_or_nothing: request.allOrNothing ? 1 : 0,
    mapping: JSON.stringify(request.mapping), state: 'queued', created_at: at, heartbeat_at: at
  }).returningAll().executeTakeFirstOrThrow()
}

/** Changes a job's row. */
export async function updateImport(db: Db, id: number, changes: Updateable<ListingImportTable>): Promise<void> {
  await db.updateTable('listing_imports').set(changes).where('id', '=', id).execute()
}

/** One import of the chatbot, or undefined. */
export const findImport = (db: Db, chatbotId: string, id: number): Promise<ImportRow | undefined> =>
  db.selectFrom('listing_imports').selectAll().where('chatbot_id', '=', chatbotId).where('id', '=', id).executeTakeFirst()

/** The chatbot's newest imports, newest first. */
export const listImports = (db: Db, chatbotId: string, limit: number): Promise<ImportRow[]> =>
  db.selectFrom('listing_imports').selectAll().where('chatbot_id', '=', chatbotId).orderBy('id', 'desc').limit(limit).execute()

/** Renews the heartbeat of the jobs an instance works on. */
export async function beatImports(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length > 0) await db.updateTable('listing_imports').set({ heartbeat_at: now.toISOString() }).where('id', 'in', ids).execute()
}

/**
 * Marks failed the jobs a stopped server left queued or running: those whose heartbeat is
 * older than `before` (every unfinished one when `before` is undefined: on SQLite one
 * process serves the database, so at its start none is being worked on). Returns how many.
 *
 * @example
 * await failAbandonedImports(db, new Date(), new Date(Date.now() - 120_000))
 */
export async function failAbandonedImports(db: Db, now: Date, before?: Date): Promise<number> {
  let failed = 0
  for (const [allOrNothing, error] of [[1, STOPPED_ALL_OR_NOTHING], [0, STOPPED_IN_BATCHES]] as const) {
    let query = db.updateTable('listing_imports')
      .set({ state: 'failed', error, finished_at: now.toISOString() })
      .where('state', 'in', UNFINISHED).where('all_or_nothing', '=', allOrNothing)
    if (before) query = query.where('heartbeat_at', '<', before.toISOString())
    failed += Number((await query.executeTakeFirst()).numUpdatedRows)
  }
  return failed
}

/** Why a job failed when its server stopped, all-or-nothing or not. */
export const STOPPED_ALL_OR_NOTHING = 'The server stopped during the import: nothing was stored (all or nothing)'
export const STOPPED_IN_BATCHES = 'The server stopped during the import: the batches stored before it stay; import the file again to finish (the listings stored are updated, not added twice)'
