import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { projectRoot } from '../paths.ts'

const consoleDir = path.join(projectRoot, 'dist/console')

/**
 * The console's pages run only scripts and styles of their own build, never inline ones; the
 * console frames nothing but its own preview page, and the preview page (the real widget,
 * in a sandboxed frame without its own origin, see src/console/preview/main.ts) may be framed
 * by the console alone. The preview's widget reads its pictures from this server.
 */
const CONSOLE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'"
const previewCsp = (origin: string) =>
  `default-src 'self' ${origin}; script-src 'self' ${origin}; style-src 'self' ${origin}; img-src 'self' ${origin} data: blob:; connect-src 'self' ${origin}; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; object-src 'none'`

/**
 * Headers of the console's files. The pages are checked again on every load (a new build
 * names new assets); the assets are named by their content hash and kept for a year. The
 * preview frame has no origin of its own, so the assets it loads are readable from any origin
 * (they hold nothing secret: the same files every visitor of /console/ gets).
 */
function consoleHeaders(origin: string) {
  return (reply: FastifyReply, filePath: string) => {
    const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
    if (name.endsWith('.html')) {
      reply.header('cache-control', 'no-cache')
      if (name === 'preview.html') {
        reply.header('content-security-policy', previewCsp(origin))
        reply.header('x-frame-options', 'SAMEORIGIN')
      } else {
        reply.header('content-security-policy', CONSOLE_CSP)
      }
    } else {
      reply.header('cache-control', 'public, max-age=31536000, immutable')
      reply.header('access-control-allow-origin', '*')
      reply.header('cross-origin-resource-policy', 'cross-origin')
    }
  }
}

/**
 * The owner's console web app, built by vite into dist/console (build/console-config.ts):
 * /console/ (index.html), /console/preview.html and the hashed files under /console/assets/,
 * each sent pre-compressed as the browser accepts. Its API lives under /console/api.
 */
const consoleAppRoutes: FastifyPluginAsync = async (app) => {
  fs.mkdirSync(consoleDir, { recursive: true })
  const origin = new URL(app.config.publicUrl).origin
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: '/console/',
    decorateReply: false,
    preCompressed: true,
    index: ['index.html'],
    setHeaders: consoleHeaders(origin)
  })
  app.get('/console', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/console/'))
}

export default consoleAppRoutes
