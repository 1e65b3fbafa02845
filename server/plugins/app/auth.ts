import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts'
import { assertOriginAllowed, identifyCaller, presentedKey, type Caller } from '../../policy/callers.ts'
import { requestOrigin } from '../../policy/domains.ts'
import { findChatbot, type Chatbot } from '../../store/chatbots.ts'
import { KEY_PREFIX } from '../../store/keys.ts'
import { findSessionByVisitorKey } from '../../store/sessions.ts'

/**
 * Who may call a route, set in its `config.access`:
 * - `workspace`: management; a workspace secret or session key.
 * - `caller`: a workspace key or a visitor session key (chat, uploads, talk to a human).
 * - `widget`: public, for the chatbot that the body's `serialNumber` names (GetConfig).
 * - absent: public (health, files by token).
 */
export type Access = 'workspace' | 'caller' | 'widget'

/** A widget asking for its chatbot (GetConfig): the chatbot, and the visitor's session when its key was sent. */
export interface WidgetVisit {
  chatbot: Chatbot
  /** the session of the visitor key sent, when it belongs to this chatbot */
  session?: { id: number; key: string }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    caller?: Caller
    widgetVisit?: WidgetVisit
  }
}

/**
 * Domain verification and CORS for a visitor request to `chatbot`: echoes the origin only
 * when the chatbot admits it, and refuses the request with 403 when it does not.
 *
 * @example
 * admitVisitor(request, reply, chatbot, app.config.publicUrl)
 */
export function admitVisitor(request: FastifyRequest, reply: FastifyReply, chatbot: Chatbot, publicUrl: string): void {
  assertOriginAllowed(chatbot, requestOrigin(request.headers), publicUrl)
  if (request.headers.origin) {
    reply.header('access-control-allow-origin', request.headers.origin)
    reply.header('access-control-expose-headers', 'retry-after')
  }
}

/**
 * Admission, in one place for every route: resolves the caller's key before the body is
 * validated (so a caller without a key learns that first), and admits a visitor (its
 * chatbot read once, the origin checked against Domains, CustomDomain and PUBLIC_URL, CORS
 * written). Routes read the result with callerOf, workspaceIdOf and widgetVisitOf.
 */
export default fp(async function auth(app: FastifyInstance) {
  const { db, config } = app
  app.decorateRequest('caller', undefined)
  app.decorateRequest('widgetVisit', undefined)
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access
    if (access !== 'workspace' && access !== 'caller') return
    const caller = await identifyCaller(db, presentedKey(request.headers))
    if (caller.kind === 'visitor') {
      if (access === 'workspace') throw new ForbiddenError('A visitor session key may only chat, upload and load the widget config')
      admitVisitor(request, reply, caller.chatbot, config.publicUrl)
    }
    request.caller = caller
  })
  // GetConfig names its chatbot in the body, so it is admitted once the body is validated.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.access !== 'widget') return
    const { serialNumber } = request.body as { serialNumber: string }
    const chatbot = await findChatbot(db, serialNumber)
    if (!chatbot) throw new NotFoundError(`Chatbot ${serialNumber} was not found`)
    admitVisitor(request, reply, chatbot, config.publicUrl)
    const key = presentedKey(request.headers)
    const session = key?.startsWith(KEY_PREFIX.visitor) ? await findSessionByVisitorKey(db, key) : undefined
    request.widgetVisit = { chatbot, ...(key && session?.chatbotId === chatbot.id && { session: { id: session.id, key } }) }
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

/** The chatbot and resumed session of a request to a `widget` route. */
export function widgetVisitOf(request: FastifyRequest): WidgetVisit {
  if (!request.widgetVisit) throw new UnauthorizedError()
  return request.widgetVisit
}
