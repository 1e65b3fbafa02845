/**
 * Text of an answer made safe to lay out, in one walk over its text nodes:
 *
 * - Long runs without spaces get break opportunities. A browser lays out a word longer than its
 *   line by searching the word for where to break it, line after line: one 16,000-character
 *   word (a base64 blob from a model) held Chromium's main thread for over a second. A `<wbr>`
 *   after every 16 characters gives the line breaker short pieces that each fit on a line
 *   (sixteen of the widest letter fit on a phone's), and copies as nothing.
 * - Text with explicit bidi controls (from listing data, say) is isolated in a `<bdi>`: an
 *   unclosed right-to-left override cannot reverse the rest of the line.
 */

/** 16 characters (each with its accents, never half an emoji) followed by more of the same run. */
const PIECE = /(?:\S\p{M}*){16}(?=\S)/gu
const LONG_RUN = /\S{17}/
/** Embeddings, overrides and isolates, opened or closed. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/
const UNTAME = new RegExp(`${LONG_RUN.source}|${BIDI_CONTROL.source}`)

/**
 * Adds a `<wbr>` after every 16 characters of each run without spaces in `root`'s text,
 * outside `<pre>` (which scrolls sideways instead), and puts each text with bidi controls in
 * a `<bdi>` of its own. Linear in the text's length.
 *
 * @example
 * tameText(sanitize(html)) // <p>aaaaaaaaaaaaaaaa<wbr>aaaa…</p>
 */
export function tameText<T extends Node>(root: T): T {
  if (!UNTAME.test(root.textContent!)) return root
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const untamed: Text[] = []
  for (let node; (node = walker.nextNode() as Text | null); ) if (UNTAME.test(node.data)) untamed.push(node)
  for (const node of untamed) {
    if (BIDI_CONTROL.test(node.data)) {
      const isolate = document.createElement('bdi')
      node.replaceWith(isolate)
      isolate.append(node)
    }
    if (LONG_RUN.test(node.data) && !node.parentElement?.closest('pre')) {
      node.replaceWith(...node.data.replace(PIECE, '$&\0').split('\0').flatMap((piece, index) => (index ? [document.createElement('wbr'), piece] : piece)))
    }
  }
  return root
}
