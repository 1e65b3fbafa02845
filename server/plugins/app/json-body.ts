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
 * rather than silently dropped, and so is nesting deeper than {@link MAX_BODY_DEPTH}.
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
    const unsafe = findUnsafeNesting(value)
    if (unsafe) return done(new BadRequestError(`The request body is valid JSON but has ${unsafe}`), undefined)
    done(null, value)
  })
})

/** Deepest nesting of arrays and objects a body may have; no request of the interface needs more than a few levels. */
export const MAX_BODY_DEPTH = 64

/**
 * What makes a parsed body unsafe to use: nesting deeper than {@link MAX_BODY_DEPTH}, or a key
 * that could poison a prototype when the value is merged into an object (`__proto__` anywhere,
 * or `constructor` holding an object with a `prototype` key). Walks the value with its own
 * stack, so no depth a client sends can overflow the server's.
 *
 * @example
 * findUnsafeNesting(JSON.parse('{"a":{"__proto__":{}}}')) // 'a key named "__proto__" (at body.a.__proto__), …'
 */
export function findUnsafeNesting(body: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: 'body', depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next
    if (typeof value !== 'object' || value === null) continue
    if (depth === MAX_BODY_DEPTH) {
      return `arrays or objects nested deeper than ${MAX_BODY_DEPTH} levels (at ${path}), which is refused; send at most ${MAX_BODY_DEPTH} levels`
    }
    const children: typeof pending = []
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`
      if (key === '__proto__') return poisoningKey('"__proto__"', innerPath)
      if (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype')) {
        return poisoningKey('"constructor" with a "prototype" inside', innerPath)
      }
      children.push({ value: inner, path: innerPath, depth: depth + 1 })
    }
    // the first child on top, so that it is looked into first (one at a time: a long array is too many arguments)
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!)
  }
  return undefined
}

function poisoningKey(key: string, path: string): string {
  return `a key named ${key} (at ${path}), which is refused because it could change the prototype of objects on the server; remove or rename it`
}
