import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors.ts'

/** Content types whose body is JSON by name; any other type is still read as JSON when it is. */
const JSON_TYPES = /^application\/(.+\+)?json$/

/**
 * Reads every request body as JSON, whatever Content-Type says. The interface does not
 * require Content-Type on every call, curl's `-d` sends a form type, and a browser can
 * then send a simple request without a preflight. A body that is not JSON is refused with
 * what was sent and what is accepted; keys that could poison prototypes are refused by name
 * rather than silently dropped.
 *
 * @example
 * await app.register(jsonBody)
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') return done(null, undefined)
    let value: unknown
    try {
      value = JSON.parse(body)
    } catch (error) {
      const sentAs = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
      if (sentAs && !JSON_TYPES.test(sentAs) && !/^\s*[[{]/.test(body)) {
        return done(new UnsupportedMediaTypeError(`The request body was sent as ${sentAs} and is not JSON; this API accepts only JSON bodies (Content-Type application/json; text/plain and form types are read as JSON too)`), undefined)
      }
      return done(new BadRequestError(`The request body is not valid JSON (${(error as Error).message})`, { cause: error }), undefined)
    }
    const poisoned = findPoisoningKey(value, 'body')
    if (poisoned) {
      return done(new BadRequestError(`The request body is valid JSON but has a key named ${poisoned.key} (at ${poisoned.path}), which is refused because it could change the prototype of objects on the server; remove or rename it`), undefined)
    }
    done(null, value)
  })
})

/**
 * The first key that could poison a prototype when the value is merged into an object:
 * `__proto__` anywhere, or `constructor` holding an object with a `prototype` key.
 *
 * @example
 * findPoisoningKey(JSON.parse('{"a":{"__proto__":{}}}'), 'body') // { key: '"__proto__"', path: 'body.a.__proto__' }
 */
function findPoisoningKey(value: unknown, path: string): { key: string; path: string } | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`
    if (key === '__proto__') return { key: '"__proto__"', path: innerPath }
    if (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype')) {
      return { key: '"constructor" with a "prototype" inside', path: innerPath }
    }
    const found = findPoisoningKey(inner, innerPath)
    if (found) return found
  }
  return undefined
}
