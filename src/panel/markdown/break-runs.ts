/**
 * Break opportunities in long unbreakable runs. A browser lays out a word longer than its line
 * by searching the word for where to break it, line after line: one 16,000-character word (a
 * base64 blob from a model) held Chromium's main thread for over a second. A `<wbr>` after every
 * 16 characters gives the line breaker short pieces that each fit on a line (sixteen of the
 * widest letter fit on a phone's), and copies as nothing, so a copied blob stays whole.
 */

/** 16 characters (each with its accents, never half an emoji) followed by more of the same run. */
const PIECE = /(?:\S\p{M}*){16}(?=\S)/gu
const LONG_RUN = /\S{17}/

/**
 * Adds a `<wbr>` after every 16 characters of each run without spaces in `root`'s text,
 * outside `<pre>` (which scrolls sideways instead). Linear in the text's length.
 *
 * @example
 * breakLongRuns(sanitize(html)) // <p>aaaaaaaaaaaaaaaa<wbr>aaaa…</p>
 */
export function breakLongRuns<T extends Node>(root: T): T {
  if (!LONG_RUN.test(root.textContent!)) return root
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const long: Text[] = []
  for (let node; (node = walker.nextNode() as Text | null); ) if (LONG_RUN.test(node.data) && !node.parentElement?.closest('pre')) long.push(node)
  for (const node of long) node.replaceWith(...node.data.replace(PIECE, '$&\0').split('\0').flatMap((piece, index) => (index ? [document.createElement('wbr'), piece] : piece)))
  return root
}
