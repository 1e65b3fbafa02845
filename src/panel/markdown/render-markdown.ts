/**
 * A small markdown renderer for answers: paragraphs, line breaks, headings, lists (nested by
 * indent), block quotes, rules, fenced and inline code, tables, bold, italic, strikethrough,
 * links (inline, reference-style, autolinks), bare URLs and e-mail addresses. Everything from
 * the source is HTML-escaped and only the tags made here are added, so half-written input (a
 * stream cut anywhere) is still plain, safe markup; DOMPurify then checks the result anyway.
 * Images become links, never <img>: an image URL in model output could carry conversation
 * data to a stranger's server.
 *
 * The work is linear in the answer's length: block patterns are anchored to one line and
 * cannot backtrack over it, inline markup is read in one pass (./inline.ts), quotes and lists
 * nest at most MAX_DEPTH levels (deeper markers are text), and answers longer than
 * MAX_RENDERED characters are cut.
 */
import { escapeHtml, inline as inlineWith, normalizeLabel, type References } from './inline.ts'

/** Deeper quotes and lists are shown as their text: a thousand levels would only push the text off-screen. */
export const MAX_DEPTH = 8
/** Characters of an answer rendered; the rest is cut (with an ellipsis). */
export const MAX_RENDERED = 16_000

const LIST_ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])[ \t]+(.*)$/
const FENCE = /^[ \t]*(`{3,}|~{3,})/
const HEADING = /^(#{1,6})[ \t]+(.*)$/
const RULE = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/
const QUOTE = /^[ \t]*>/
const DEFINITION = /^ {0,3}\[([^\]]{1,200})\]:[ \t]*(\S+)(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/

interface Context {
  references: References
  depth: number
}

/** A heading's text without its closing hashes. */
function headingText(text: string): string {
  let end = text.length
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--
  let hashes = end
  while (hashes > 0 && text[hashes - 1] === '#') hashes--
  if (hashes < end && (hashes === 0 || text[hashes - 1] === ' ' || text[hashes - 1] === '\t')) end = hashes
  return text.slice(0, end).trim()
}

const isTableDivider = (line: string | undefined) => line !== undefined && line.includes('-') && /^[ \t|:-]+$/.test(line)

function tableRow(line: string, cell: 'th' | 'td', context: Context): string {
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|')
  return `<tr>${cells.map((content) => `<${cell}>${inlineWith(content.trim(), context.references)}</${cell}>`).join('')}</tr>`
}

function list(lines: string[], start: number, context: Context): [string[], number] {
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
    } else if (line.trim() && (/^\s/.test(line) || !blockStarts(line, context))) {
      items[items.length - 1]!.push(line.slice(Math.min(indent + 2, line.search(/\S/))))
    } else if (!line.trim() && LIST_ITEM.test(lines[i + 1] ?? '')) {
      continue // a blank line between items keeps the list going
    } else break
  }
  const startAt = ordered ? Number.parseInt(first[2]!, 10) : 1
  const tag = ordered ? 'ol' : 'ul'
  const inner = { ...context, depth: context.depth + 1 }
  const lis = items.map((item) => `<li>${blocks(item, inner, true).join('')}</li>`)
  const html = inParts(lis, (part, more, at) => `<${tag}${ordered && startAt + at !== 1 ? ` start="${startAt + at}"` : ''}${more}>${part.join('')}</${tag}>`)
  return [html, i]
}

/**
 * Lines of a paragraph, and items of a list, in one element: a longer one becomes several,
 * each but the last marked `data-more` (the stylesheet takes away the gap after it), so a
 * view can draw a long answer a part at a time and keep the parts a stream did not change.
 */
const PART_SIZE = 12

/** `items` in elements of PART_SIZE items, each made by `wrap` with its attribute `more` and the index of its first item. */
function inParts(items: string[], wrap: (part: string[], more: string, at: number) => string): string[] {
  const html: string[] = []
  for (let at = 0; at < items.length; at += PART_SIZE) html.push(wrap(items.slice(at, at + PART_SIZE), at + PART_SIZE < items.length ? ' data-more' : '', at))
  return html
}

const nests = (context: Context) => context.depth < MAX_DEPTH

function blockStarts(line: string, context: Context): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || (nests(context) && (LIST_ITEM.test(line) || QUOTE.test(line)))
}

/** A fence's end, or -1 when the fence is only backticks with nothing after it: then it is text. */
function fenceEnd(lines: string[], start: number, marker: string): number {
  let close = start + 1
  while (close < lines.length && !lines[close]!.trim().startsWith(marker)) close++
  const content = lines.slice(start + 1, close)
  return content.some((line) => line.trim()) ? close : -1
}

/** The HTML of each block of `lines`: one element each (bare text inside a tight list item). */
function blocks(lines: string[], context: Context, tight = false): string[] {
  const out: string[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    const fence = FENCE.exec(line)
    const fenceClose = fence ? fenceEnd(lines, i, fence[1]!) : -1
    if (fence && fenceClose >= 0) {
      out.push(`<pre><code>${escapeHtml(lines.slice(i + 1, fenceClose).join('\n'))}</code></pre>`)
      i = fenceClose + 1
    } else if (!line.trim() || DEFINITION.test(line)) {
      i++
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line)!
      const level = Math.min(hashes!.length + 2, 5)
      out.push(`<h${level}>${inlineWith(headingText(text!), context.references)}</h${level}>`)
      i++
    } else if (RULE.test(line)) {
      out.push('<hr>')
      i++
    } else if (nests(context) && LIST_ITEM.test(line)) {
      const [html, next] = list(lines, i, context)
      out.push(...html)
      i = next
    } else if (nests(context) && QUOTE.test(line)) {
      const quoted: string[] = []
      for (; i < lines.length && QUOTE.test(lines[i]!); i++) quoted.push(lines[i]!.replace(/^[ \t]*>[ \t]?/, ''))
      out.push(`<blockquote>${blocks(quoted, { ...context, depth: context.depth + 1 }).join('')}</blockquote>`)
    } else if (line.includes('|') && isTableDivider(lines[i + 1])) {
      const rows = [`<thead>${tableRow(line, 'th', context)}</thead><tbody>`]
      for (i += 2; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim(); i++) rows.push(tableRow(lines[i]!, 'td', context))
      out.push(`<table>${rows.join('')}</tbody></table>`)
    } else {
      const paragraph: string[] = []
      for (; i < lines.length && lines[i]!.trim() && (paragraph.length === 0 || !blockStarts(lines[i]!, context)); i++) paragraph.push(lines[i]!.trim())
      const html = paragraph.map((text) => inlineWith(text, context.references))
      // Inside list items text stays bare, as in a tight list.
      if (tight) out.push(html.join('<br>'))
      else out.push(...inParts(html, (part, more) => `<p${more}>${part.join('<br>')}</p>`))
    }
  }
  return out
}

/** Reference-style link definitions (`[label]: url "title"`), the first of each label winning. */
function definitions(lines: string[]): References {
  const references: References = new Map()
  for (const line of lines) {
    const match = line.includes(']:') ? DEFINITION.exec(line) : null
    const label = match && normalizeLabel(match[1]!)
    if (label && !references.has(label)) references.set(label, match[2]!.replace(/^<(.*)>$/, '$1'))
  }
  return references
}

/**
 * Markdown to HTML made only of the tags above. Pass the result through `sanitize()` before
 * it reaches the page.
 *
 * @example
 * renderMarkdown('**3 homes** in [Austin](https://example.com/austin)')
 * // '<p><strong>3 homes</strong> in <a href="https://example.com/austin">Austin</a></p>'
 */
export const renderMarkdown = (source: string): string => renderBlocks(source).join('')

/**
 * renderMarkdown's HTML block by block: each a single element (paragraph, heading, list,
 * quote, table, code block or rule), so a view can keep the blocks it already shows.
 *
 * @example
 * renderBlocks('# Homes\n\nThree in **Austin**') // ['<h3>Homes</h3>', '<p>Three in <strong>Austin</strong></p>']
 */
export function renderBlocks(source: string): string[] {
  const text = source.length > MAX_RENDERED ? `${source.slice(0, MAX_RENDERED)}…` : source
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  return blocks(lines, { references: definitions(lines), depth: 0 })
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
  if ((source.match(/^[ \t]*(?:`{3,}|~{3,})/gm)?.length ?? 0) % 2) return source
  const cut = source.lastIndexOf('\n') + 1
  let last = source.slice(cut)
  // A link at the end shows its label only (the line's last "[" starts it).
  const bracket = last.lastIndexOf('[')
  if (bracket >= 0) {
    const from = last[bracket - 1] === '!' ? bracket - 1 : bracket
    const link = /^\[([^\]]*)(?:\](?:\([^)\s]*)?)?$/.exec(last.slice(bracket))
    if (link) last = last.slice(0, from) + link[1]
  }
  // A marker cut in half (a lone * of an opening **) waits for its text.
  const marks = trailing(last, '*_~`')
  if (marks < last.length && (marks === 0 || /\s/.test(last[marks - 1]!))) last = last.slice(0, marks)
  let text = (source.slice(0, cut) + last).trimEnd()
  // A list item's bare number or bullet waits for its text too.
  const lineStart = text.lastIndexOf('\n')
  if (lineStart >= 0 && /^[ \t]*(?:[-*+]|\d{1,9}[.)]?)$/.test(text.slice(lineStart + 1))) text = text.slice(0, lineStart)
  const open = (marker: string) => occurrences(text.slice(text.lastIndexOf('\n') + 1), marker) % 2 === 1
  if (open('`')) return text + '`'
  if (open('**')) {
    // A closing ** may be half there; without it, close what is open, if anything still is.
    text = text.slice(0, trailing(text, '*')).trimEnd()
    if (open('**')) text += '**'
  }
  return text
}

/** How often `marker` occurs in `text`, without overlaps. */
function occurrences(text: string, marker: string): number {
  let count = 0
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) count++
  return count
}

/** Where the run of `chars` that ends `text` starts. */
function trailing(text: string, chars: string): number {
  let end = text.length
  while (end > 0 && chars.includes(text[end - 1]!)) end--
  return end
}
