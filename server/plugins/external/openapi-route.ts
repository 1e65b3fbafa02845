import type { FastifySchema, RouteOptions } from 'fastify'
import { ErrorEnvelope } from '../../schemas/common.ts'

type RouteSchema = Omit<FastifySchema, 'response'> & { response?: Record<string, unknown> }

/** What a status means on this server, for responses whose route does not say more. */
const STATUS_MEANINGS: Record<string, string> = {
  200: 'Success; the envelope carries Data',
  400: 'A field breaks a rule; Message names the field and the rule',
  401: 'No key, or a key this server does not know; on the console\'s calls: not signed in, a wrong e-mail address or password',
  403: 'Refused: the page\'s origin is not in the chatbot\'s Domains, the upload URL has expired, or the chatbot does not accept this; on the console\'s calls: a change without the console\'s Origin and x-csrf-token, or an owner-only call by an agent',
  404: 'The chatbot, session, listing or file does not exist in this workspace',
  409: 'The chatbot is not set up for this (for TalkToHuman: no TalkToHumanEmail); on the console\'s calls: the e-mail address already has an account, or the workspace would be left without an owner',
  410: 'The invitation link has expired',
  413: 'The request body is larger than this route accepts',
  415: 'The uploaded file\'s type is not one this message type takes',
  429: 'Too many messages: the rate limit (Retry-After says when to try again) or the monthly MessageLimit; on console sign-in: too many failed attempts for the account or from the address',
  502: 'The AI model could not be reached or answered with an error',
  405: 'The path exists but does not take this method; Allow lists the methods it takes',
  414: 'A value in the path is longer than any id of this API',
  503: 'A service the route needs is unavailable (such as the database); Retry-After says when to try again',
  507: "The server's storage is full; nothing was stored"
}

const KEY_SECURITY: Array<Record<string, string[]>> = [{ secretKey: [] }, { sessionKey: [] }]
/** The console's cookie, with the role a route needs (OpenAPI 3.1 lets a requirement name roles): none for any signed-in user, `owner` for owners only. */
const CONSOLE_SECURITY = {
  member: [{ consoleSession: [] }],
  owner: [{ consoleSession: ['owner'] }]
} satisfies Record<string, Array<Record<string, string[]>>>

/** The keys for routes with `config.access`, the console's cookie (and role) for its routes that are not public, none otherwise. */
function securityOf(route: RouteOptions, url: string): Array<Record<string, string[]>> {
  if (url.startsWith('/console/api/')) {
    const access = route.config?.consoleAccess ?? 'owner'
    return access === 'public' ? [] : CONSOLE_SECURITY[access]
  }
  return route.config?.access ? KEY_SECURITY : []
}

/**
 * The @fastify/swagger `transform` for every route: adds what the routes share instead of
 * repeating it in each of them. A route's own schema wins wherever it says something.
 * - operationId: the last path segment (`/chat/Chatbot/Add` → `Add`), prefixed with the
 *   method for anything but POST (`GET /chat/File/{fileId}` → `GetFile`).
 * - security: the keys for routes with `config.access`, the session cookie for the console's
 *   routes that are not public (with the role `owner` on owner-only ones), none (public) otherwise.
 * - responses: 413 on every route, 401 where a key or a session is needed, a description for each status.
 * - `consumes` without a body schema documents a raw binary body (the upload PUT).
 *
 * @example
 * await app.register(swagger, { openapi, transform: documentRoute })
 */
export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  const original = (schema ?? {}) as RouteSchema
  if (original.hide) return { schema: original, url }
  const security = securityOf(route, url)
  const responses: Record<string, unknown> = { ...original.response, 413: ErrorEnvelope, ...(security.length > 0 && { 401: ErrorEnvelope }) }
  for (const [status, reply] of Object.entries(responses)) {
    responses[status] = { ...(reply as object), 'x-response-description': (reply as { description?: string }).description ?? STATUS_MEANINGS[status] ?? `HTTP ${status}` }
  }
  const documented: RouteSchema = {
    ...original,
    operationId: original.operationId ?? operationIdOf(route.method, url),
    security: original.security ?? security,
    response: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)))
  }
  if (Array.isArray(original.consumes) && !original.body) documented.body = { type: 'string', format: 'binary', description: 'the file\'s raw bytes' }
  return { schema: documented, url }
}

function operationIdOf(method: RouteOptions['method'], url: string): string {
  const name = url.split('/').filter((segment) => segment && !segment.startsWith(':')).at(-1) ?? 'root'
  const verb = (Array.isArray(method) ? method[0] : method) as string
  const pascal = name.charAt(0).toUpperCase() + name.slice(1)
  return verb === 'POST' ? pascal : verb.charAt(0) + verb.slice(1).toLowerCase() + pascal
}
