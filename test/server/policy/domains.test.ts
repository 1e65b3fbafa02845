import { describe, expect, it } from 'vitest'
import { isOriginAllowed, requestOrigin } from '../../../server/policy/domains.ts'

const PUBLIC_URL = 'http://127.0.0.1:8787'
const settings = { VerifyDomain: true, Domains: 'example.com, *.shop.test\nwww.brand.test:8443', CustomDomain: 'chat.agency.test' }

/** [case, Origin header, Referer header, expected decision] */
const cases: Array<[string, string | undefined, string | undefined, boolean]> = [
  ['allowed host', 'https://example.com', undefined, true],
  ['allowed host over http', 'http://example.com', undefined, true],
  ['allowed host on another port', 'https://example.com:8080', undefined, true],
  ['www is not the apex', 'https://www.example.com', undefined, false],
  ['wildcard subdomain', 'https://a.shop.test', undefined, true],
  ['wildcard, deeper subdomain', 'https://x.y.shop.test', undefined, true],
  ['wildcard does not admit the apex', 'https://shop.test', undefined, false],
  ['look-alike suffix', 'https://example.com.evil.test', undefined, false],
  ['look-alike prefix', 'https://evilexample.com', undefined, false],
  ['wildcard look-alike', 'https://evilshop.test', undefined, false],
  ['pattern with port, same port', 'https://www.brand.test:8443', undefined, true],
  ['pattern with port, other port', 'https://www.brand.test', undefined, false],
  ['another scheme', 'ftp://example.com', undefined, false],
  ['the literal origin null', 'null', 'https://example.com/page', false],
  ['Referer only, allowed', undefined, 'https://example.com/listings?x=1', true],
  ['Referer only, not allowed', undefined, 'https://evil.test/', false],
  ['no header at all', undefined, undefined, false],
  ['CustomDomain', 'https://chat.agency.test', undefined, true],
  ['the server\'s own origin', PUBLIC_URL, undefined, true],
  ['the server\'s host on another port', 'http://127.0.0.1:9999', undefined, false],
  ['upper-case host', 'https://EXAMPLE.COM', undefined, true],
  ['trailing dot host', 'https://example.com.', undefined, true],
  ['garbage origin', 'not a url', undefined, false]
]

describe('domain verification', () => {
  it.each(cases)('%s → %s', (_name, origin, referer, expected) => {
    const headers = { ...(origin !== undefined && { origin }), ...(referer !== undefined && { referer }) }
    expect(isOriginAllowed(settings, requestOrigin(headers), PUBLIC_URL)).toBe(expected)
  })

  it('admits every origin when VerifyDomain is off', () => {
    expect(isOriginAllowed({ ...settings, VerifyDomain: false }, undefined, PUBLIC_URL)).toBe(true)
    expect(isOriginAllowed({ ...settings, VerifyDomain: false }, 'https://anything.test', PUBLIC_URL)).toBe(true)
  })

  it('makes 0 wrong decisions over all cases', () => {
    const wrong = cases.filter(([, origin, referer, expected]) => {
      const headers = { ...(origin !== undefined && { origin }), ...(referer !== undefined && { referer }) }
      return isOriginAllowed(settings, requestOrigin(headers), PUBLIC_URL) !== expected
    })
    console.log(`domain verification: ${cases.length} origin cases, ${wrong.length} wrong decisions`)
    expect(wrong).toEqual([])
  })
})
