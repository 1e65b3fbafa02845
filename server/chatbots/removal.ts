import type { Config } from '../config.ts'
import { deleteStoredObjects } from '../files/remote-files.ts'
import { deleteStoredFiles } from '../files/storage.ts'
import { deleteChatbot } from '../store/chatbots.ts'
import type { Db } from '../store/database.ts'
import { fileIdsOfChatbot } from '../store/files.ts'

/**
 * Deletes a chatbot with everything of it: its rows (listings, sessions, messages, files go by
 * foreign key) and then its stored files, on disk or in the object store.
 *
 * @example
 * await removeChatbot(db, config, chatbotId, workspaceId)
 */
export async function removeChatbot(db: Db, config: Config, chatbotId: string, workspaceId: string): Promise<void> {
  const fileIds = await fileIdsOfChatbot(db, chatbotId)
  await deleteChatbot(db, chatbotId, workspaceId)
  await deleteStoredFiles(config.dataDir, fileIds)
  await deleteStoredObjects(config, fileIds)
}
