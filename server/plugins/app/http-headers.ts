import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const VISITOR_HEADERS = 'content-type, chatrobot-sessionkey, authorization'

/**
 * Headers every reply carries, and the CORS preflight for the API. A preflight carries no
 * key and no body, so it cannot know the chatbot: it admits the request, and the real
 * request then gets the origin echoed only when that chatbot allows it.
 */
export default fp(async function httpHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    // Added to what the reply varies on already (the widget's files vary on Accept-Encoding).
    const vary = String(reply.getHeader('vary') ?? '')
    if (!/\borigin\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Origin` : 'Origin')
    // Nothing may frame the server's pages, but the console's own preview (server/routes/console-app.ts).
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY')
    if (!reply.hasHeader('cross-origin-resource-policy')) reply.header('cross-origin-resource-policy', 'same-site')
    // API replies are data, never documents: nothing in them may load or run if opened directly.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    }
  })

  app.options('/chat/*', { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin
    if (origin) reply.header('access-control-allow-origin', origin)
    reply
      .header('access-control-allow-methods', 'POST, PUT, GET')
      .header('access-control-allow-headers', VISITOR_HEADERS)
      .header('access-control-max-age', '600')
      .code(204)
      .send()
  })
})
