import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../errors.ts'
import { failure } from '../../schemas/common.ts'
import { knownFault } from '../../store/faults.ts'
import { RouteMethods } from './route-methods.ts'
import { describeValidationError } from './validation-message.ts'

/**
 * One place that turns every failure into the envelope: schema errors become 400 with
 * the field and rule, typed errors keep their status, a database that cannot be reached
 * 503 with Retry-After, a full disk 507, anything unexpected is logged and answered 500
 * without internals (no stack, no SQL). Unknown paths get 404, a known path with another
 * method 405 with `Allow`.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  const routeMethods = new RouteMethods()
  app.addHook('onRoute', (route) => routeMethods.add(route.url, route.method))

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const message = error.validation.slice(0, 3).map(describeValidationError).join('; ')
      return reply.code(400).send(failure(400, message))
    }
    const known = error instanceof HttpError ? error : knownFault(error)
    if (known) {
      if (known.statusCode >= 500) request.log.warn({ err: error }, known.message)
      return reply.code(known.statusCode).headers(known.headers).send(failure(known.statusCode, known.message))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, clientErrorMessage(error)))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(failure(500, 'Internal server error; the server log has the details'))
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    const allowed = routeMethods.allowed(path)
    // A route of this method that found nothing (the demo site's /:page) is a 404 as well.
    if (allowed.length === 0 || allowed.includes(request.method)) return reply.code(404).send(failure(404, `No route ${request.method} ${path}`))
    reply.header('allow', allowed.join(', '))
    return reply.code(405).send(failure(405, `${path} does not take ${request.method}; it takes ${allowed.join(', ')}`))
  })
})

/** The longest path parameter the router takes (Fastify's maxParamLength); a longer one is 414. */
export const MAX_PARAM_LENGTH = 100

/**
 * Fastify's router errors, raised before any route or hook runs: a path parameter longer
 * than the router takes (414) and a path with a malformed %-escape (400). Passed to
 * Fastify's `frameworkErrors` option.
 *
 * @example
 * Fastify({ routerOptions: { maxParamLength: MAX_PARAM_LENGTH }, frameworkErrors: routerErrorReply })
 */
export function routerErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.raw.url?.split('?')[0] ?? ''
  const shown = path.length > 120 ? `${path.slice(0, 120)}…` : path
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(failure(414, `The path ${shown} is too long: a value in it is longer than the ${MAX_PARAM_LENGTH} characters any id of this API has`))
    return
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send(failure(400, `The path ${shown} has a malformed %-escape: each % must start a valid UTF-8 escape such as %20 or %C3%A9`))
    return
  }
  void reply.code(error.statusCode ?? 400).send(failure(error.statusCode ?? 400, error.message))
}

/** Fastify's own 4xx errors, reworded where their text would puzzle an API user. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than this endpoint accepts'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object'
    default:
      return error.message
  }
}
