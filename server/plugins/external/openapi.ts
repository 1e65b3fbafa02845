import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { VERSION } from '../../version.ts'

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
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
})
