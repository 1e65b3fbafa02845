import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ErrorEnvelope } from '../../schemas/common.ts'
import { VERSION } from '../../version.ts'

/** Failures any documented route can answer besides its own, each in the envelope. */
const sharedErrorReplies = {
  405: { ...ErrorEnvelope, description: 'The path exists but does not take this method; `Allow` lists the methods it takes' },
  503: { ...ErrorEnvelope, description: 'The service is temporarily unavailable (its database cannot be reached); `Retry-After` says when to try again' },
  507: { ...ErrorEnvelope, description: "The server's storage is full; nothing was stored" }
}
/** For routes with a path parameter: a value longer than any id of the API. */
const uriTooLong = { 414: { ...ErrorEnvelope, description: 'A value in the path is longer than any id of this API' } }

/** Builds the OpenAPI document from the routes' TypeBox schemas and serves it at /openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Porchlight chatbot API',
        version: VERSION,
        description: 'Chatbot settings, messaging and real estate listings. Every JSON reply is an envelope.'
      },
      components: {
        securitySchemes: {
          secretKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
          sessionKey: { type: 'apiKey', in: 'header', name: 'chatrobot-sessionkey' }
        }
      },
      security: [{ secretKey: [] }, { sessionKey: [] }]
    }
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
