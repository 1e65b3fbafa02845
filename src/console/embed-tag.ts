/** The optional attributes of the embed tag (src/loader/embed-options.ts reads them). */
export interface EmbedChoices {
  /** data-api-base: the API at another address than the script's (a proxy, a custom domain). */
  apiBase?: string
  /** data-data-layer: also push the widget's events to Google Tag Manager's dataLayer. */
  dataLayer?: boolean
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The script tag a site pastes before </body>.
 *
 * @example
 * embedTag('https://chat.example.com', '0123…', { dataLayer: true })
 * // '<script src="https://chat.example.com/widget.js" data-chatbot-id="0123…" data-data-layer="true" async></script>'
 */
export function embedTag(publicUrl: string, chatbotId: string, choices: EmbedChoices = {}): string {
  const parts = [`src="${attribute(publicUrl)}/widget.js"`, `data-chatbot-id="${chatbotId}"`]
  if (choices.apiBase) parts.push(`data-api-base="${attribute(choices.apiBase)}"`)
  if (choices.dataLayer) parts.push('data-data-layer="true"')
  return `<script ${parts.join(' ')} async></script>`
}
