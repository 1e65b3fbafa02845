import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { projectRoot } from '../paths.ts'

const widgetDir = path.join(projectRoot, 'dist/widget')

/** Files the loader and the panel import by a fixed name; every other chunk's name carries its content hash. */
const STABLE_NAMES = new Set(['widget.js', 'core.js', 'panel.js'])

/**
 * Any page may load the widget's files. A file named by its content hash never changes, so
 * browsers keep it for a year without asking again; the fixed names are checked again after
 * five minutes (a conditional request, answered 304 while unchanged), so a new version
 * reaches every page within that time.
 */
function setWidgetHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '')
  reply.header('cross-origin-resource-policy', 'cross-origin')
  reply.header('access-control-allow-origin', '*')
  reply.header('cache-control', STABLE_NAMES.has(name) ? 'public, max-age=300' : 'public, max-age=31536000, immutable')
}

/**
 * The widget bundle, built by vite into dist/widget: /widget.js, the one script a page
 * embeds, and the chunks it loads from /widget/. Each is sent Brotli- or gzip-compressed from
 * the copies the build writes beside it (build/precompress.ts), as the browser accepts, with
 * an ETag and Last-Modified for conditional requests.
 */
const widgetFileRoutes: FastifyPluginAsync = async (app) => {
  fs.mkdirSync(widgetDir, { recursive: true })
  await app.register(fastifyStatic, { root: widgetDir, prefix: '/widget/', preCompressed: true, setHeaders: setWidgetHeaders })
  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) => {
    if (!fs.existsSync(path.join(widgetDir, 'widget.js'))) return reply.code(404).type('text/plain').send('widget.js is not built; run npm run build')
    return reply.sendFile('widget.js')
  })
}

export default widgetFileRoutes
