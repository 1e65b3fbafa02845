import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import { readDemoInfo } from './seed.ts'
import { projectRoot } from '../paths.ts'

const demoDir = path.join(projectRoot, 'demo')

/**
 * Headers of single demo pages. The strict page shows the widget needs no inline script or
 * style and no eval: everything it runs and styles comes from this origin.
 */
const PAGE_HEADERS: Record<string, Record<string, string>> = {
  'strict-csp.html': {
    'content-security-policy': "default-src 'self'; base-uri 'none'; object-src 'none'; form-action 'self'; frame-ancestors 'none'"
  }
}

const partial = (name: string) => fs.promises.readFile(path.join(demoDir, 'partials', name), 'utf8').then((text) => text.trimEnd())

/**
 * The pages share one header and one footer, kept in demo/partials so each is written once.
 * `{{HEADER:/listings.html}}` marks that navigation link as the current page.
 */
async function withPartials(html: string): Promise<string> {
  const [header, footer] = await Promise.all([partial('header.html'), partial('footer.html')])
  return html
    .replace(/\{\{HEADER(?::([^}]+))?\}\}/, (_tag, current?: string) => (current ? markCurrent(header, current) : header))
    .replace('{{FOOTER}}', footer)
}

/** Marks the navigation link to `href` as the current page (only inside <nav>: the logo links home too). */
function markCurrent(header: string, href: string): string {
  const nav = header.indexOf('<nav')
  return header.slice(0, nav) + header.slice(nav).replace(`href="${href}"`, `href="${href}" aria-current="page"`)
}

/**
 * The Harbor & Pine demo site: its pages (which name the demo chatbot through a
 * {{CHATBOT_ID}} placeholder filled in when served) and their assets.
 */
const demoSiteRoutes: FastifyPluginAsync = async (app) => {
  const demoPage = async (name: string) => {
    const file = path.join(demoDir, name)
    if (!file.startsWith(demoDir + path.sep) || !name.endsWith('.html') || !fs.existsSync(file)) return undefined
    const info = await readDemoInfo(app.config.dataDir)
    const html = await fs.promises.readFile(file, 'utf8')
    return (await withPartials(html)).replaceAll('{{CHATBOT_ID}}', info?.chatbotId ?? '')
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const html = await demoPage('index.html')
    return html === undefined ? reply.callNotFound() : reply.type('text/html; charset=utf-8').send(html)
  })
  app.get<{ Params: { page: string } }>('/:page', { schema: { hide: true } }, async (request, reply) => {
    const html = await demoPage(request.params.page)
    if (html === undefined) return reply.callNotFound()
    return reply.headers(PAGE_HEADERS[request.params.page] ?? {}).type('text/html; charset=utf-8').send(html)
  })
  await app.register(fastifyStatic, { root: path.join(demoDir, 'assets'), prefix: '/assets/', decorateReply: false })
}

export default demoSiteRoutes
