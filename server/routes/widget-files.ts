import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { projectRoot } from '../paths.ts'

const widgetDir = path.join(projectRoot, 'dist/widget')

/**
 * The widget bundle, built by vite into dist/widget: /widget.js, the one script a page
 * embeds, and the chunks it loads from /widget/. Any page may load them.
 */
const widgetFileRoutes: FastifyPluginAsync = async (app) => {
  fs.mkdirSync(widgetDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: widgetDir,
    prefix: '/widget/',
    decorateReply: false,
    setHeaders: (res) => {
      res.header('cross-origin-resource-policy', 'cross-origin')
      res.header('access-control-allow-origin', '*')
      res.header('cache-control', 'public, max-age=300')
    }
  })
  app.get('/widget.js', { schema: { hide: true } }, async (_request, reply) => {
    const file = path.join(widgetDir, 'widget.js')
    if (!fs.existsSync(file)) return reply.code(404).type('text/plain').send('widget.js is not built; run npm run build')
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300')
      .send(fs.createReadStream(file))
  })
}

export default widgetFileRoutes
