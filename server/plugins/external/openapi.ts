import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ErrorEnvelope } from '../../schemas/common.ts'
import { VERSION } from '../../version.ts'
import { SESSION_COOKIE } from '../app/console-session.ts'
import { namedComponents } from './openapi-components.ts'
import { documentRoute } from './openapi-route.ts'

/** Failures any documented route can answer besides its own, each in the envelope (openapi-route.ts describes each status). */
const sharedErrorReplies = { 405: ErrorEnvelope, 503: ErrorEnvelope, 507: ErrorEnvelope }
/** For routes with a path parameter: a value longer than any id of the API. */
const uriTooLong = { 414: ErrorEnvelope }

/**
 * Builds the OpenAPI 3.1 document from the routes' TypeBox schemas and serves it at
 * /openapi.json. Each route's own schema stays the source; openapi-route.ts adds what every
 * route shares (operationId, security from `config.access`, the statuses any route can
 * answer, response descriptions) and openapi-components.ts turns every schema with a
 * `title` into a named component. `redocly lint` runs on the live document in the suite.
 */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Porchlight chatbot API',
        version: VERSION,
        license: { name: 'MIT', identifier: 'MIT' },
        description: [
          'Chatbot settings, messaging and real estate listings. Every JSON reply is an envelope',
          '(`Data`, `Version`, `Success`, `Code`, `Message`); on failure `Code` is the HTTP status and',
          '`Message` names the field and the rule. ClientAsk with `stream: true` answers',
          'text/event-stream: `data:` lines with chunks, then one final event, then the server ends',
          'the response; clients must not reconnect on their own.'
        ].join(' ')
      },
      tags: [
        { name: 'Chatbots', description: 'Create, configure and remove chatbots' },
        { name: 'Widget', description: 'What the embedded widget reads' },
        { name: 'Real estate listings', description: 'The listings a chatbot answers from' },
        { name: 'Chat', description: 'Messages, answers and handoffs to a person' },
        { name: 'Leads', description: 'Stored conversations and the contacts visitors left' },
        { name: 'Files', description: 'Uploads and public pictures' },
        { name: 'Operations', description: 'Liveness, readiness and metrics' },
        { name: 'Console', description: 'The owner\'s console at /console/: sign-in, chatbots, keys and team. Calls that change something carry x-csrf-token and the console\'s own Origin' }
      ],
      components: {
        securitySchemes: {
          secretKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'the workspace secret key' },
          sessionKey: {
            type: 'apiKey',
            in: 'header',
            name: 'chatrobot-sessionkey',
            description: 'the workspace session key, or (for ClientAsk, TalkToHuman and uploads) a visitor session key from GetConfig'
          },
          consoleSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'the console session cookie that sign-in sets; a requirement naming the role owner is for owners only (an agent gets 403)' }
        }
      },
      security: [{ secretKey: [] }, { sessionKey: [] }]
    },
    transform: documentRoute,
    transformObject: (document) => 'openapiObject' in document
      ? namedComponents({ ...document.openapiObject, servers: [{ url: app.config.publicUrl, description: 'this server' }] })
      : document.swaggerObject
  })
  // Added to every documented route as it is declared (this plugin is registered before the
  // routes); a route's own entry for a status wins. /healthz never touches the database.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return
    const response = (route.schema.response ?? {}) as Record<string, unknown>
    const storage = route.url === '/healthz' ? { 405: sharedErrorReplies[405] } : sharedErrorReplies
    route.schema.response = { ...storage, ...(route.url.includes(':') && uriTooLong), ...response }
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
