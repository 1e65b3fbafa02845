import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequestError } from '../../errors.ts'

/**
 * Reads every request body as JSON, whatever Content-Type says. The interface does not
 * require Content-Type on every call, curl's `-d` sends a form type, and a browser can
 * then send a simple request without a preflight. Keys named __proto__ or constructor
 * are refused rather than silently dropped.
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined)
    parseJson(request, body, (error, value) => {
      if (error) return done(new BadRequestError(`The request body is not valid JSON (${error.message})`, { cause: error }), undefined)
      done(null, value)
    })
  })
})
