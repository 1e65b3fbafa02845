import { listModels } from '../ai/models.ts'
import type { Config } from '../config.ts'
import { BadRequestError } from '../errors.ts'
import { confirmPendingFiles } from '../files/remote-files.ts'
import type { SettingsPatch } from '../schemas/chatbot.ts'
import type { Db } from '../store/database.ts'
import { findReadyFiles } from '../store/files.ts'

/**
 * The rules of a settings change that its schema cannot state: Model names a ModelList entry,
 * ChatProfilePicture and ChatIcon name images uploaded to the workspace. Edit, the console's
 * PATCH and its preview check a change with this, so all three answer the same 400.
 *
 * @example
 * await assertSettingsUsable(db, config, workspaceId, { Model: 'builtin', ChatIcon: '7' })
 */
export async function assertSettingsUsable(db: Db, config: Config, workspaceId: string, settings: SettingsPatch): Promise<void> {
  if (settings.Model !== undefined && !listModels(config).some((model) => model.Key === settings.Model)) {
    throw new BadRequestError(`Model must be the Key of a ModelList entry: ${listModels(config).map((m) => m.Key).join(', ')}`)
  }
  for (const field of ['ChatProfilePicture', 'ChatIcon'] as const) {
    const fileId = settings[field]
    if (fileId) await assertImageFile(db, config, workspaceId, field, Number(fileId))
  }
}

async function assertImageFile(db: Db, config: Config, workspaceId: string, field: string, fileId: number): Promise<void> {
  // Any of the workspace's own uploads may be a picture (findPendingFiles keeps to the workspace).
  await confirmPendingFiles(db, config, [fileId], workspaceId, () => true)
  const [file] = await findReadyFiles(db, [fileId], workspaceId)
  if (!file || file.kind !== 'image') {
    throw new BadRequestError(`${field} must be the FileStoreId of an image uploaded with GetPreUploadUrl`)
  }
}
