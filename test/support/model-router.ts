import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** The tag a chatbot's SystemMessage carries so that its model requests reach its test file's fake model. */
export const routeTag = (route: string) => `[model-route:${route}]`
const TAG = /\[model-route:([\w-]+)\]/

export interface ModelRouter {
  /** the base URL to use as OPENAI_BASE_URL */
  baseUrl: string
  close(): Promise<void>
}

/**
 * An OpenAI-compatible endpoint shared by one server that passes each request on, unchanged
 * and streamed both ways, to the base URL registered (POST /routes { route, baseUrl }) for the
 * route tag in its messages; a request without a registered tag gets 503. A request the
 * server gives up on is given up on upstream too.
 *
 * @example
 * const router = await startModelRouter() // then OPENAI_BASE_URL=router.baseUrl
 */
export async function startModelRouter(): Promise<ModelRouter> {
  const routes = new Map<string, string>()
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (request.url === '/routes') {
      const { route, baseUrl } = JSON.parse(body.toString()) as { route: string; baseUrl: string }
      routes.set(route, baseUrl)
      return void response.writeHead(204).end()
    }
    const target = routes.get(TAG.exec(body.toString())?.[1] ?? '')
    if (!target) return void response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"no test file has this route"}}')
    const upstream = http.request(target + request.url!.replace(/^\/v1/, ''), { method: request.method, headers: { ...request.headers, host: new URL(target).host } }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(response)
      // The fake model broke its answer off: so does the router.
      answer.on('close', () => void (answer.complete || response.destroy()))
    })
    upstream.on('error', () => response.destroy())
    // The server gave up on the answer: so does the router.
    response.on('close', () => void (response.writableFinished || upstream.destroy()))
    upstream.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  }
}
