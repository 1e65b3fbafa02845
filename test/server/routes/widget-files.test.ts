import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIST } from '../../support/bundle-files.ts'
import { startTestServer, type TestServer } from '../../support/server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/**
 * The raw bytes and headers of a GET, as the wire carries them (fetch would decompress). The
 * path goes out exactly as written: a URL would resolve `/widget/../x` to `/x` before sending.
 */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: server.config.port, path: pathname, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

const built = (name: string) => fs.readFileSync(path.join(DIST, name))
const hashedChunk = () => fs.readdirSync(DIST).find((name) => /-[\w-]{8}\.js$/.test(name))!

describe('the widget files', () => {
  it('sends widget.js Brotli-compressed to a browser that accepts it, and the same script once decoded', async () => {
    const reply = await get('/widget.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(reply.headers.vary).toMatch(/accept-encoding/i)
    expect(reply.headers.vary).toMatch(/origin/i)
    expect(reply.headers['access-control-allow-origin']).toBe('*')
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(reply.headers['cache-control']).toBe('public, max-age=300')
    expect(brotliDecompressSync(reply.body).equals(built('widget.js'))).toBe(true)
    expect(reply.body.length).toBeLessThan(built('widget.js').length / 2)
  })

  it('sends gzip where Brotli is not accepted, and the plain file where nothing is', async () => {
    const gzipped = await get('/widget/panel.js', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).equals(built('panel.js'))).toBe(true)
    expect(gzipped.body.length).toBeLessThan(built('panel.js').length / 2)
    const plain = await get('/widget/panel.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(built('panel.js'))).toBe(true)
  })

  it('lets browsers keep a chunk named by its content hash for a year, and check the fixed names again', async () => {
    const hashed = await get(`/widget/${hashedChunk()}`, { 'accept-encoding': 'br' })
    expect(hashed.status).toBe(200)
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/widget/core.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=300')
  })

  it('answers a conditional request for an unchanged file with 304 and no body', async () => {
    for (const pathname of ['/widget.js', '/widget/panel.js']) {
      const first = await get(pathname, { 'accept-encoding': 'br' })
      expect(first.headers.etag, pathname).toBeTruthy()
      const again = await get(pathname, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! })
      expect(again.status, pathname).toBe(304)
      expect(again.body.length, pathname).toBe(0)
    }
  })

  it('answers 404 for a file that does not exist and serves nothing outside the bundle', async () => {
    expect((await get('/widget/nothing-here.js')).status).toBe(404)
  })

  it.each(['/widget/../package.json', '/widget/%2e%2e/package.json', '/widget/..%2fpackage.json', '/widget/%2E%2E%2Fpackage.json', '/widget/..%5cpackage.json', '/widget/../../../../etc/passwd'])(
    'refuses %s sent as it is, with an envelope and nothing of the file', async (raw) => {
      const reply = await get(raw)
      expect([403, 404]).toContain(reply.status)
      expect(JSON.parse(reply.body.toString())).toMatchObject({ Success: false, Code: reply.status, Data: null })
    })
})
