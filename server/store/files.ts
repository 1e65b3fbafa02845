import type { Selectable } from 'kysely'
import type { Db } from './database.ts'
import { now } from './database.ts'
import { hashKey } from './keys.ts'
import type { FileTable } from './schema.ts'

export type FileRow = Selectable<FileTable>
export type FileKind = 'image' | 'audio' | 'video'

export interface PendingUpload {
  workspaceId: string
  chatbotId: string | null
  visitorSessionId: number | null
  fileName: string
  token: string
  expiresAt: Date
  allowedKinds: FileKind[]
}

/** Records an upload that may happen until `expiresAt`; returns the file id. */
export async function createPendingFile(db: Db, upload: PendingUpload): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      workspace_id: upload.workspaceId,
      chatbot_id: upload.chatbotId,
      visitor_session_id: upload.visitorSessionId,
      file_name: upload.fileName,
      upload_token_hash: hashKey(upload.token),
      upload_expires_at: upload.expiresAt.toISOString(),
      allowed_kinds: upload.allowedKinds.join(','),
      created_at: now()
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The pending upload this id and token open, if the token is right. Expiry is the caller's check. */
export async function findPendingUpload(db: Db, id: number, token: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('upload_token_hash', '=', hashKey(token))
    .where('status', '=', 'pending')
    .executeTakeFirst()
}

/** Marks an upload complete with what the bytes turned out to be; the token stops working. */
export async function markFileReady(
  db: Db,
  id: number,
  facts: { kind: FileKind; mime: string; size: number; animated: boolean }
): Promise<void> {
  await db
    .updateTable('files')
    .set({ status: 'ready', kind: facts.kind, mime: facts.mime, size: facts.size, animated: Number(facts.animated), upload_token_hash: '' })
    .where('id', '=', id)
    .execute()
}

/** Uploaded files by id, limited to one workspace. */
export async function findReadyFiles(db: Db, ids: number[], workspaceId: string): Promise<FileRow[]> {
  if (ids.length === 0) return []
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', 'in', ids)
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', 'ready')
    .execute()
}

/** Uploads of one workspace that were reserved but not yet received or checked. */
export async function findPendingFiles(db: Db, ids: number[], workspaceId: string): Promise<FileRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('files').selectAll().where('id', 'in', ids).where('workspace_id', '=', workspaceId).where('status', '=', 'pending').execute()
}

/** A file that some chatbot shows as its picture or icon: the only files served without a key. */
export async function findPublicFile(db: Db, id: number): Promise<FileRow | undefined> {
  const idText = String(id)
  return db
    .selectFrom('files')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'ready')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chatbots')
          .select('chatbots.id')
          .whereRef('chatbots.workspace_id', '=', 'files.workspace_id')
          .where((eb) => eb.or([eb('chat_profile_picture', '=', idText), eb('chat_icon', '=', idText)]))
      )
    )
    .executeTakeFirst()
}

/** Ids of a chatbot's files, read before the chatbot is removed so their bytes can be deleted too. */
export async function fileIdsOfChatbot(db: Db, chatbotId: string): Promise<number[]> {
  const rows = await db.selectFrom('files').select('id').where('chatbot_id', '=', chatbotId).execute()
  return rows.map((row) => row.id)
}

/** Ids of uploads whose URL expired before `before` and that never became a file: nothing refers to them. */
export async function expiredPendingFileIds(db: Db, before: Date): Promise<number[]> {
  const rows = await db.selectFrom('files').select('id').where('status', '=', 'pending').where('upload_expires_at', '<', before.toISOString()).execute()
  return rows.map((row) => row.id)
}

/** Ids of files whose upload URL expired between `from` and `to`, whatever became of them. */
export async function fileIdsExpiredBetween(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await db.selectFrom('files').select('id').where('upload_expires_at', '>=', from.toISOString()).where('upload_expires_at', '<', to.toISOString()).execute()
  return rows.map((row) => row.id)
}

/** Removes rows of uploads that never became files. */
export async function deletePendingFiles(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('files').where('id', 'in', ids).where('status', '=', 'pending').execute()
}
