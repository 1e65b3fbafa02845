import type { Db } from './database.ts'
import { now } from './database.ts'
import { hashKey, newHexId, newKey } from './keys.ts'

export interface NewWorkspace {
  workspaceId: string
  secretKey: string
  sessionKey: string
}

/** Creates a workspace with fresh keys; the keys are returned here once and stored only hashed. */
export async function createWorkspace(db: Db, name: string): Promise<NewWorkspace> {
  const created = { workspaceId: newHexId(), secretKey: newKey('secret'), sessionKey: newKey('session') }
  await db
    .insertInto('workspaces')
    .values({
      id: created.workspaceId,
      name,
      secret_key_hash: hashKey(created.secretKey),
      session_key_hash: hashKey(created.sessionKey),
      created_at: now()
    })
    .execute()
  return created
}

/** Replaces both keys of a workspace; the old ones stop working at once. Null when there is no such workspace. */
export async function rotateWorkspaceKeys(db: Db, workspaceId: string): Promise<NewWorkspace | null> {
  const rotated = { workspaceId, secretKey: newKey('secret'), sessionKey: newKey('session') }
  const result = await db
    .updateTable('workspaces')
    .set({ secret_key_hash: hashKey(rotated.secretKey), session_key_hash: hashKey(rotated.sessionKey) })
    .where('id', '=', workspaceId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? rotated : null
}

/** The workspace whose secret or session key is `key`, if any. */
export async function findWorkspaceByKey(db: Db, key: string): Promise<{ id: string } | undefined> {
  const hash = hashKey(key)
  return db
    .selectFrom('workspaces')
    .select('id')
    .where((eb) => eb.or([eb('secret_key_hash', '=', hash), eb('session_key_hash', '=', hash)]))
    .executeTakeFirst()
}

/** The workspace with this id, if any. */
export async function findWorkspace(db: Db, id: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('workspaces').select(['id', 'name']).where('id', '=', id).executeTakeFirst()
}

export async function listWorkspaces(db: Db) {
  return db.selectFrom('workspaces').select(['id', 'name', 'created_at']).orderBy('created_at').execute()
}
