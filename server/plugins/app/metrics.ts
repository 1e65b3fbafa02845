import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { UnauthorizedError } from '../../errors.ts'
import { poolCounts } from '../../store/database.ts'

/** What routes report beyond requests and latency; absent (undefined) when METRICS is off. */
export interface Metrics {
  /**
   * A text/event-stream answer opened (counted as a 200 of its route, since fastify's
   * response hooks do not run for a hijacked reply); call the returned function once it ends.
   */
  streamOpened(reply: FastifyReply): () => void
  /** An answer of `model` took `seconds` from the question to its last word. */
  answered(model: string, seconds: number): void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics | undefined
  }
}

/**
 * Prometheus metrics at GET /metrics when METRICS=1 (with METRICS_TOKEN, only for
 * `Authorization: Bearer <token>`, and a warning at start without it): requests and their latency per route and status, streams
 * open, answer latency per model, the PostgreSQL pool's connections, rate and monthly limit
 * refusals (429) per route, and Node's own process metrics. Each app has its own registry.
 *
 * @example
 * METRICS=1 METRICS_TOKEN=s3cret npm start
 * curl -H 'Authorization: Bearer s3cret' http://127.0.0.1:8787/metrics
 */
export default fp(async function metrics(app: FastifyInstance) {
  if (!app.config.metrics) {
    app.decorate('metrics', undefined)
    return
  }
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'porchlight_' })
  const requests = new Counter({ name: 'porchlight_http_requests_total', help: 'HTTP requests answered, by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] })
  const latency = new Histogram({
    name: 'porchlight_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (for a stream: until its headers), by route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry]
  })
  const refusals = new Counter({ name: 'porchlight_rate_limit_refusals_total', help: 'Messages refused with 429 (rate limit or monthly limit), by route', labelNames: ['route'], registers: [registry] })
  const streams = new Gauge({ name: 'porchlight_streams_open', help: 'Streamed answers (text/event-stream) in progress', registers: [registry] })
  const answers = new Histogram({
    name: 'porchlight_answer_duration_seconds',
    help: 'Time from a question to the last word of its answer, by model',
    labelNames: ['model'],
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    registers: [registry]
  })
  const pool = new Gauge({
    name: 'porchlight_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on SQLite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const counts = poolCounts(app.db)
      if (!counts) return
      for (const [state, value] of Object.entries(counts)) this.set({ state }, value)
    }
  })
  void pool

  const reported: Metrics = {
    streamOpened(reply) {
      countRequest(reply.request, 200, reply.elapsedTime)
      streams.inc()
      let open = true
      return () => {
        if (open) streams.dec()
        open = false
      }
    },
    answered: (model, seconds) => answers.observe({ model }, seconds)
  }
  app.decorate('metrics', reported)

  function countRequest(request: FastifyRequest, status: number, elapsedMs: number) {
    const route = request.routeOptions.url ?? 'unmatched'
    if (route === '/metrics') return
    requests.inc({ method: request.method, route, status })
    latency.observe({ method: request.method, route }, elapsedMs / 1000)
    if (status === 429) refusals.inc({ route })
  }
  app.addHook('onResponse', async (request, reply) => countRequest(request, reply.statusCode, reply.elapsedTime))

  const expected = app.config.metricsToken && Buffer.from(app.config.metricsToken)
  if (!expected) app.log.warn('METRICS=1 without METRICS_TOKEN: anyone who reaches this server can read /metrics; set METRICS_TOKEN')
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      // The scheme is case-insensitive (RFC 9110): "bearer x" is "Bearer x".
      const [, token = ''] = /^bearer +(.*)$/i.exec(request.headers.authorization ?? '') ?? []
      const given = Buffer.from(token)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UnauthorizedError('/metrics needs Authorization: Bearer METRICS_TOKEN')
    }
    return reply.type(registry.contentType).send(await registry.metrics())
  })
})
