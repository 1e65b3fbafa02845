/** One constructed sheet per stylesheet text, shared by every widget on the page. */
const sheets = new Map<string, CSSStyleSheet>()

/**
 * Adds a stylesheet to a shadow root once, through constructable stylesheets (no inline
 * styles, so a strict CSP holds): the panel's own, and those of its lazy chunks.
 *
 * @example
 * adoptSheet(host.root, css)
 */
export function adoptSheet(root: ShadowRoot, css: string): void {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}
