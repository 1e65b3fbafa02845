import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../../errors.ts'
import { failure } from '../../schemas/common.ts'
import { describeValidationError } from './validation-message.ts'

/**
 * One place that turns every failure into the envelope: schema errors become 400 with
 * the field and rule, typed errors keep their status, anything unexpected is logged
 * and answered 500 without internals (no stack, no SQL).
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const message = error.validation.slice(0, 3).map(describeValidationError).join('; ')
      return reply.code(400).send(failure(400, message))
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.statusCode, error.message))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, clientErrorMessage(error)))
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send(failure(500, 'Internal server error; the server log has the details'))
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(404, `No route ${request.method} ${request.url.split('?')[0]}`))
  })
})

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
