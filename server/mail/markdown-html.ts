import { Marked, type Tokens } from 'marked'

/** Links a mail may carry: web pages, addresses and phone numbers; `javascript:` and `data:` become text. */
const SAFE_URL = /^(?:https?:|mailto:|tel:)/i

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Text as HTML that shows it literally.
 *
 * @example
 * escapeHtml('<b>"hi"</b>') // '&lt;b&gt;&quot;hi&quot;&lt;/b&gt;'
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

/**
 * The markdown renderer for mails. Chatbot answers are model output and quote visitors, so
 * nothing in them becomes markup marked did not make: raw HTML is shown as text, a link keeps
 * its href only for http(s), mailto and tel, and an image becomes a link (an image would load
 * from a stranger's server when the mail is opened).
 */
const mailMarkdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { href, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens)
      return SAFE_URL.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : label
    },
    image: ({ href, text }: Tokens.Image) => SAFE_URL.test(href) ? `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>` : escapeHtml(text)
  }
})

/**
 * Markdown (a chatbot's answer) as safe HTML for a mail body.
 *
 * @example
 * markdownToHtml('**3 bd** at [12 Oak St](https://x.example/12) <script>x</script>')
 * // '<p><strong>3 bd</strong> at <a href="https://x.example/12">12 Oak St</a> &lt;script&gt;x&lt;/script&gt;</p>\n'
 */
export function markdownToHtml(markdown: string): string {
  return mailMarkdown.parse(markdown) as string
}
