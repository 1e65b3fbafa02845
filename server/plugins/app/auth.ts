import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { UnauthorizedError } from '../../errors.ts'
import { identifyCaller, requireWorkspace, type Caller } from '../../policy/callers.ts'

/**
 * Who may call a route, set in its `config.access`:
 * - `workspace`: management; a workspace secret or session key.
 * - `caller`: a workspace key or a visitor session key (chat, uploads).
 * - absent: public (GetConfig, health, files by token).
 */
export type Access = 'workspace' | 'caller'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    caller?: Caller
  }
}

/** Checks the key before the body is validated, so a caller without a key learns that first. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('caller', undefined)
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access
    if (access === 'workspace') request.caller = { kind: 'workspace', workspaceId: await requireWorkspace(app.db, request) }
    else if (access === 'caller') request.caller = await identifyCaller(app.db, request)
  })
})

/** The workspace of a request to a `workspace` route. */
export function workspaceIdOf(request: FastifyRequest): string {
  if (!request.caller) throw new UnauthorizedError()
  return request.caller.workspaceId
}

/** The caller of a request to a `caller` route. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError()
  return request.caller
}
