import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import { Envelope, ok } from '../schemas/common.ts'
import { HealthReply } from '../schemas/health.ts'

/** GET /healthz: answers 200 when the database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', {
    schema: {
      tags: ['Operations'],
      summary: 'Liveness and database check',
      security: [],
      response: { 200: Envelope(HealthReply) }
    }
  }, async (_request, reply) => {
    // Readable from any origin: the widget calls it to tell a domain refusal from a network failure.
    reply.header('access-control-allow-origin', '*')
    await sql`select 1`.execute(app.db)
    return ok({ Status: 'ok', Uptime: Math.round(process.uptime()) })
  })
}

export default healthRoutes
