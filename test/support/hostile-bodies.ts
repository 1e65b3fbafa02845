import fc from 'fast-check'

/* Request bodies for the fuzz tests: almost right, or not JSON at all. */

const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: [deep(depth - 1)] })

/** A body that is almost right: one field replaced by something hostile, or the whole thing. */
const hostileValue = fc.oneof(
  fc.jsonValue(),
  fc.string({ maxLength: 50 }),
  fc.constantFrom('x'.repeat(300_000), '\u0000', 'a\u0000b', '__proto__', 'rgb(1,2,3)', '9'.repeat(400), '-1', 'NaN', '2147483648'),
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER),
  fc.double(),
  fc.constant(deep(200)),
  fc.constant(null)
)

/**
 * Hostile variants of the body `valid` makes, with the Content-Type to send them under.
 *
 * @example
 * fc.asyncProperty(bodyArbitrary(() => ({ serialNumber })), async ({ raw, contentType }) => { … })
 */
export function bodyArbitrary(valid: () => Record<string, unknown>) {
  const keys = Object.keys(valid())
  return fc.oneof(
    // one field of a valid body replaced or removed
    fc.record({ key: fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), value: hostileValue, drop: fc.boolean() }).map(({ key, value, drop }) => {
      const body = valid()
      if (drop) delete body[key]
      else body[key] = value
      return { raw: JSON.stringify(body).replace('"extra"', '"__proto__"'), contentType: 'application/json' }
    }),
    // arbitrary JSON text
    fc.jsonValue().map((value) => ({ raw: JSON.stringify(value), contentType: 'application/json' })),
    // not JSON at all, under various content types
    fc.tuple(fc.string({ maxLength: 200 }), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml')).map(([raw, contentType]) => ({ raw, contentType })),
    // deep nesting
    fc.integer({ min: 10, max: 3000 }).map((depth) => ({ raw: '['.repeat(depth) + ']'.repeat(depth), contentType: 'application/json' }))
  )
}

/** Invalid UTF-8 bytes inside an otherwise valid body. */
export const invalidUtf8 = fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) =>
  Buffer.concat([Buffer.from('{"fileName":"'), Buffer.from([0xff, 0xfe, ...bytes]), Buffer.from('"}')])
)
