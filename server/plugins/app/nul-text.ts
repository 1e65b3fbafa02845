import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { BadRequestError } from '../../errors.ts'

/**
 * Refuses a JSON body with U+0000 in any string (a value or a key) with a 400 naming the
 * field. PostgreSQL's text cannot hold the character, and no setting, listing or message
 * needs it; refusing it on both databases keeps their answers the same and stores nothing.
 *
 * @example
 * await app.register(nulText)
 */
export default fp(async function nulText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const path = findNulText(request.body)
    if (path) throw new BadRequestError(`${path} contains U+0000 (the NUL character), which text cannot hold; remove it`)
  })
})

/**
 * Where the first string holding U+0000 is in a parsed JSON value, as a path such as
 * `body.Name` or `body.Keys[2]`; undefined when there is none. Walks with its own stack, so a
 * deeply nested body cannot exhaust the call stack.
 *
 * @example
 * findNulText({ Name: 'a\u0000b' }) // 'body.Name'
 */
export function findNulText(body: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value: body, path: 'body' }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value)
      for (const [key, inner] of entries.reverse()) {
        const innerPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`
        if (key.includes('\u0000')) return `${path}'s key ${JSON.stringify(key)}`
        pending.push({ value: inner, path: innerPath })
      }
    }
  }
  return undefined
}
