/**
 * The host page of the browser benches: some text, as a small site's page has; `embed` is a
 * widget's tags.
 *
 * @example
 * hostPage('Porchlight', `<script src="${url}/widget.js" data-chatbot-id="${id}" async></script>`)
 */
export const hostPage = (title: string, embed: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><h1>Harbor &amp; Pine Realty</h1>${'<p>Homes for sale and rent in Austin, Denver and Miami. Ask us anything about a listing.</p>'.repeat(20)}
${embed}</body></html>`
