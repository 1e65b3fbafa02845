import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Kysely } from 'kysely'
import { ServiceUnavailableError } from '../errors.ts'
import { Envelope, ErrorEnvelope, ok } from '../schemas/common.ts'
import { HealthReply } from '../schemas/health.ts'
import { DATABASE_RETRY_SECONDS, knownFault } from '../store/faults.ts'
import { pendingMigrations } from '../store/migrate.ts'

/**
 * GET /healthz is liveness: 200 while the process serves requests, whatever the database
 * does (restarting the process would not bring PostgreSQL back). GET /readyz is readiness:
 * 200 only when the database answers and every migration is applied, 503 otherwise, so a
 * load balancer sends visitors elsewhere meanwhile.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', {
    schema: {
      tags: ['Operations'],
      summary: 'Liveness: the process serves requests (the database is not checked)',
      security: [],
      response: { 200: Envelope(HealthReply) }
    }
  }, async (_request, reply) => {
    // Readable from any origin: the widget calls it to tell a domain refusal from a network failure.
    reply.header('access-control-allow-origin', '*')
    return ok({ Status: 'ok', Uptime: Math.round(process.uptime()) })
  })

  app.get('/readyz', {
    schema: {
      tags: ['Operations'],
      summary: 'Readiness: the database answers and all migrations are applied',
      security: [],
      response: { 200: Envelope(Type.Object({ Status: Type.String() })), 503: ErrorEnvelope }
    }
  }, async () => {
    let pending: string[]
    try {
      pending = await pendingMigrations(app.db as Kysely<unknown>)
    } catch (error) {
      // Whatever the failure, a database that does not answer this query is not ready.
      throw knownFault(error) ?? new ServiceUnavailableError('Not ready: the database did not answer; the server log has the details', DATABASE_RETRY_SECONDS, { cause: error })
    }
    if (pending.length > 0) {
      throw new ServiceUnavailableError(`Not ready: the database still lacks migration ${pending.join(', ')}; it is applied when an instance of this version starts`, DATABASE_RETRY_SECONDS)
    }
    return ok({ Status: 'ready' })
  })
}

export default healthRoutes
