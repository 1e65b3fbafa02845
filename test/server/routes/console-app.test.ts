/**
 * The console's files at /console/: the pages under a CSP that allows no inline script or
 * style, the preview page frameable by the console alone, the hashed assets cached for good
 * and readable by the preview frame (which has no origin of its own).
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server.ts'

const CONSOLE_DIST = path.resolve('dist/console')

let server: TestServer
beforeAll(async () => {
  if (!fs.existsSync(path.join(CONSOLE_DIST, 'index.html'))) throw new Error('dist/console is missing: run `npx vite build` first (npm test does)')
  server = await startTestServer()
})
afterAll(() => server?.close())

const get = (pathname: string) => fetch(server.url + pathname, { redirect: 'manual' })

describe('the console web app', () => {
  it('serves the console at /console/ under a CSP with no inline script or style, framing only itself', async () => {
    const reply = await get('/console/')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^text\/html/)
    expect(reply.headers.get('cache-control')).toBe('no-cache')
    const csp = reply.headers.get('content-security-policy')!
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("style-src 'self';")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(reply.headers.get('x-frame-options')).toBe('DENY')
    const html = await reply.text()
    expect(html).toMatch(/<script type="module" crossorigin src="\/console\/assets\/index-[\w-]+\.js"><\/script>/)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=/)
  })

  it('sends /console to /console/', async () => {
    const reply = await get('/console')
    expect(reply.status).toBe(302)
    expect(reply.headers.get('location')).toBe('/console/')
  })

  it('lets only the console frame the preview page', async () => {
    const reply = await get('/console/preview.html')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })

  it('keeps the hashed assets for a year, readable from the preview frame', async () => {
    const asset = fs.readdirSync(path.join(CONSOLE_DIST, 'assets')).find((name) => /^preview-[\w-]+\.js$/.test(name))!
    const reply = await get(`/console/assets/${asset}`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('answers 404 for a file that is not there', async () => {
    expect((await get('/console/assets/missing-12345678.js')).status).toBe(404)
  })
})
