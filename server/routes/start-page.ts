import type { FastifyPluginAsync } from 'fastify'

/** What / says when the demo site is off: the server runs, and where to go from here. */
const START_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Porchlight is running</title></head>
<body><main>
<h1>Porchlight is running</h1>
<p>This server answers the chat widget and its API; this address has no site of its own.</p>
<ul>
<li>Create a workspace and its keys with the CLI: <code>porchlight create-workspace --name "My agency"</code> in the container (<code>npx porchlight …</code> in a checkout); the owner's console, where installed, is at <a href="/console/">/console/</a>.</li>
<li>Embed the widget on your site: <code>&lt;script src="/widget.js" data-chatbot-id="YOUR-CHATBOT-ID" async&gt;&lt;/script&gt;</code> (with this server's address).</li>
<li>The API, described: <a href="/openapi.json">/openapi.json</a>. Health: <a href="/healthz">/healthz</a>.</li>
<li>To see a demo site with a chatbot here, start the server with <code>SEED_DEMO=1</code>.</li>
</ul>
</main></body></html>
`

/**
 * GET / without the demo site: a page that says the server runs and where to go (the CLI,
 * the console, the embed code, the API description, SEED_DEMO=1 for the demo), rather than a 404.
 */
const startPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(START_PAGE))
}

export default startPageRoutes
