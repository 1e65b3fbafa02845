import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../errors.ts'
import { consoleSessionOf } from '../../plugins/app/console-session.ts'
import { Envelope, errorReplies, ok } from '../../schemas/common.ts'
import { CsrfHeader, RotatedKeys } from '../../schemas/console.ts'
import { rotateWorkspaceKeys } from '../../store/workspaces.ts'

/** The workspace's API keys: rotating them from the console. */
const consoleKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/keys/rotate', {
    schema: {
      operationId: 'ConsoleRotateKeys',
      tags: ['Console'],
      summary: 'Replace the workspace\'s secret and session keys; the new ones are shown only now, the old ones stop working at once',
      headers: CsrfHeader,
      response: { 200: Envelope(RotatedKeys), ...errorReplies }
    }
  }, async (request) => {
    const { workspaceId } = consoleSessionOf(request).user
    const rotated = await rotateWorkspaceKeys(app.db, workspaceId)
    if (!rotated) throw new NotFoundError(`Workspace ${workspaceId} was not found`)
    return ok({ secretKey: rotated.secretKey, sessionKey: rotated.sessionKey })
  })
}

export default consoleKeyRoutes
