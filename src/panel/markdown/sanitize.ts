import DOMPurify from 'dompurify'
import { tameText } from './tame-text.ts'

/** The tags the renderer makes; anything else is dropped with its content kept as text. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'h5', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td']

let hooked = false

/** Links leave the page in a new tab and tell the target nothing about it. */
function hardenLinks(): void {
  if (hooked) return
  hooked = true
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
}

/**
 * Cleans HTML with DOMPurify: the renderer's tags only, `href` limited to http(s), mailto and
 * tel (so `javascript:` and `data:` never survive), every link opening in a new tab with
 * `rel="noopener noreferrer"`; long runs without spaces get break opportunities and bidi controls are isolated (./tame-text.ts).
 * Returns a fragment, so no HTML string is ever assigned to innerHTML by the widget.
 *
 * @example
 * element.replaceChildren(sanitize('<a href="javascript:alert(1)">x</a>')) // <a target="_blank" rel="noopener noreferrer">x</a>
 */
export function sanitize(html: string): DocumentFragment {
  hardenLinks()
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'start'],
    // Not a URL: without this DOMPurify checks a list's start number against ALLOWED_URI_REGEXP and drops it.
    ADD_URI_SAFE_ATTR: ['start'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
    RETURN_DOM_FRAGMENT: true
  })
  return tameText(fragment)
}
