import Fastify, { type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Config } from './config.ts'
import type { Db } from './store/database.ts'
import errorHandler from './plugins/app/error-handler.ts'
import auth from './plugins/app/auth.ts'
import httpHeaders from './plugins/app/http-headers.ts'
import jsonBody from './plugins/app/json-body.ts'
import openapi from './plugins/external/openapi.ts'
import { addTimeZoneFormat } from './schemas/formats.ts'
import routes from './routes/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
  }
}

export interface AppOptions {
  config: Config
  db: Db
  logger?: FastifyServerOptions['logger']
}

/**
 * Builds the server without listening, so tests and main.ts share the same app.
 *
 * @example
 * const app = await buildApp({ config, db })
 * await app.listen({ port: 0 })
 */
export async function buildApp({ config, db, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    keepAliveTimeout: 10_000,
    trustProxy: process.env.TRUST_PROXY === '1',
    ajv: {
      // Wrong types are errors, not coerced; unknown fields are reported, not dropped;
      // verbose errors carry the schema so messages can quote the rule.
      customOptions: { coerceTypes: false, removeAdditional: false, verbose: true, allErrors: false },
      plugins: [addTimeZoneFormat]
    }
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('db', db)
  app.decorate('config', config)
  await app.register(errorHandler)
  await app.register(httpHeaders)
  await app.register(auth)
  await app.register(jsonBody)
  await app.register(openapi)
  await app.register(routes)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
