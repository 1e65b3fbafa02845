/**
 * A small markdown renderer for answers: paragraphs, line breaks, headings, lists (nested by
 * indent), block quotes, rules, fenced and inline code, tables, bold, italic, strikethrough,
 * links and bare URLs. Everything from the source is HTML-escaped first and only the tags
 * made here are added, so half-written input (a stream cut anywhere) is still plain, safe
 * markup; DOMPurify then checks the result anyway. Images become links, never <img>: an image
 * URL in model output could carry conversation data to a stranger's server.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/** Only these schemes become links; the check runs on escaped text, which leaves them intact. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:)/i

const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/
const FENCE = /^\s*(`{3,}|~{3,})/
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const RULE = /^\s*([-*_])(?:\s*\1){2,}\s*$/
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/

function emphasis(html: string): string {
  return html
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/__(?=\S)([\s\S]*?\S)__(?!\w)/g, '<strong>$1</strong>')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*]*?[^\s*])?\*(?!\w)/g, (whole, before: string, rest: string | undefined) =>
      rest === undefined ? whole : `${before}<em>${rest}</em>`
    )
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>')
}

function inline(text: string): string {
  const kept: string[] = []
  const keep = (html: string) => `\uE000${kept.push(html) - 1}\uE000`
  let html = text.replace(/\uE000/g, '')
  // Code first, so nothing inside it is read as markdown.
  html = html.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_whole, _ticks: string, code: string) => keep(`<code>${escapeHtml(code.trim())}</code>`))
  html = escapeHtml(html)
  html = html.replace(/!?\[([^\]]*)\]\(\s*(\S+?)(?:\s+&quot;[^)]*?&quot;)?\s*\)/g, (_whole, label: string, url: string) => {
    const text = emphasis(label || url)
    return SAFE_URL.test(url) ? keep(`<a href="${url}">${text}</a>`) : text
  })
  html = html.replace(/\bhttps?:\/\/(?:(?!&(?:quot|#39|lt|gt);)[^\s\uE000])+/g, (url) => {
    // Sentence punctuation after a URL is not part of it; a closing parenthesis is only when it has an opening one.
    let end = url.replace(/(?:[.,;:!?*_~]|&amp;)+$/, '')
    if (end.endsWith(')') && !end.includes('(')) end = end.slice(0, -1)
    return keep(`<a href="${end}">${end}</a>`) + url.slice(end.length)
  })
  html = emphasis(html)
  return html.replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => kept[Number(index)] ?? '')
}
function tableRow(line: string, cell: 'th' | 'td'): string {
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|')
  return `<tr>${cells.map((content) => `<${cell}>${inline(content.trim())}</${cell}>`).join('')}</tr>`
}

function list(lines: string[], start: number): [string, number] {
  const first = LIST_ITEM.exec(lines[start]!)!
  const indent = first[1]!.length
  const ordered = /\d/.test(first[2]!)
  const items: string[][] = []
  let i = start
  for (; i < lines.length; i++) {
    const line = lines[i]!
    const item = LIST_ITEM.exec(line)
    if (item && item[1]!.length <= indent) {
      if (/\d/.test(item[2]!) !== ordered) break
      items.push([item[3]!])
    } else if (line.trim() && (/^\s/.test(line) || !blockStarts(line))) {
      items[items.length - 1]!.push(line.slice(Math.min(indent + 2, line.search(/\S/))))
    } else if (!line.trim() && LIST_ITEM.test(lines[i + 1] ?? '')) {
      continue // a blank line between items keeps the list going
    } else break
  }
  const startAt = ordered ? Number.parseInt(first[2]!, 10) : 1
  const tag = ordered ? 'ol' : 'ul'
  const body = items.map((item) => `<li>${blocks(item, true)}</li>`).join('')
  return [`<${tag}${startAt !== 1 ? ` start="${startAt}"` : ''}>${body}</${tag}>`, i]
}

function blockStarts(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || LIST_ITEM.test(line) || /^\s*>/.test(line)
}

function blocks(lines: string[], tight = false): string {
  const out: string[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    const fence = FENCE.exec(line)
    if (fence) {
      const close = lines.findIndex((other, index) => index > i && other.trim().startsWith(fence[1]!))
      const end = close < 0 ? lines.length : close
      out.push(`<pre><code>${escapeHtml(lines.slice(i + 1, end).join('\n'))}</code></pre>`)
      i = end + 1
    } else if (!line.trim()) {
      i++
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line)!
      const level = Math.min(hashes!.length + 2, 5)
      out.push(`<h${level}>${inline(text!)}</h${level}>`)
      i++
    } else if (RULE.test(line)) {
      out.push('<hr>')
      i++
    } else if (LIST_ITEM.test(line)) {
      const [html, next] = list(lines, i)
      out.push(html)
      i = next
    } else if (/^\s*>/.test(line)) {
      const quoted: string[] = []
      for (; i < lines.length && /^\s*>/.test(lines[i]!); i++) quoted.push(lines[i]!.replace(/^\s*>\s?/, ''))
      out.push(`<blockquote>${blocks(quoted)}</blockquote>`)
    } else if (line.includes('|') && TABLE_DIVIDER.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
      const rows = [`<thead>${tableRow(line, 'th')}</thead><tbody>`]
      for (i += 2; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim(); i++) rows.push(tableRow(lines[i]!, 'td'))
      out.push(`<table>${rows.join('')}</tbody></table>`)
    } else {
      const paragraph: string[] = []
      for (; i < lines.length && lines[i]!.trim() && (paragraph.length === 0 || !blockStarts(lines[i]!)); i++) paragraph.push(lines[i]!.trim())
      const html = paragraph.map(inline).join('<br>')
      // Inside list items text stays bare, as in a tight list.
      out.push(tight ? html : `<p>${html}</p>`)
    }
  }
  return out.join('')
}

/**
 * Markdown to HTML made only of the tags above. Pass the result through `sanitize()` before
 * it reaches the page.
 *
 * @example
 * renderMarkdown('**3 homes** in [Austin](https://example.com/austin)')
 * // '<p><strong>3 homes</strong> in <a href="https://example.com/austin">Austin</a></p>'
 */
export function renderMarkdown(source: string): string {
  return blocks(source.replace(/\r\n?/g, '\n').split('\n'))
}

/**
 * Closes what a half-streamed answer has opened, so raw markup never flashes by while it is
 * written: a link at the end shows only its label until its URL is complete, and an unclosed
 * `**` or backtick on the last line is closed (or dropped while nothing follows it yet).
 * Inline markup never spans lines here, so the last line is all that can be open.
 *
 * @example
 * settleStream('I found **5 homes in [Austin](https://ex') // 'I found **5 homes in Austin**'
 */
export function settleStream(source: string): string {
  // Inside an open code fence everything is shown as it is.
  if ((source.match(/^\s*(`{3,}|~{3,})/gm)?.length ?? 0) % 2) return source
  const open = (text: string, marker: RegExp) => (text.slice(text.lastIndexOf('\n') + 1).match(marker)?.length ?? 0) % 2 === 1
  let text = source
    .replace(/!?\[([^\]\n]*)(?:\](?:\([^)\s]*)?)?$/, '$1')
    // A marker cut in half (a lone * of an opening **) and a list item's bare number wait for their text.
    .replace(/(^|\s)[*_~`]+$/, '$1')
    .trimEnd()
    .replace(/\n\s*(?:[-*+]|\d{1,9}[.)]?)$/, '')
  if (open(text, /`/g)) return text + '`'
  if (open(text, /\*\*/g)) {
    // A closing ** may be half there; without it, close what is open, if anything still is.
    text = text.replace(/\*+$/, '').trimEnd()
    if (open(text, /\*\*/g)) text += '**'
  }
  return text
}
