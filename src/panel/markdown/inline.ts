/**
 * Inline markdown (code, emphasis, links, autolinks, e-mail addresses, entities and the few
 * HTML tags models write) in one left-to-right pass. No pattern here can backtrack over the
 * text: every regex is sticky at one position and each part of the text is scanned a bounded
 * number of times, so the work grows linearly with the text's length, whatever it holds.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
/** Text to HTML text. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

/** Only these schemes become links. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:)/i

/** The named references models write; others are numeric or shown as written. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,4}));/iy
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^\s<>]*)>/iy
const AUTOMAIL = /<([\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})>/y
const TAG = /<(\/?)(b|strong|i|em|s|del|strike)\s*>|<br\s*\/?>/iy
const BARE_URL = /https?:\/\/[^\s<>]+/iy
const MAIL_DOMAIN = /[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/y
const LOCAL_CHAR = /[\w.+-]/
const LINK_TITLE = /\s+(?:"[^"[\]]*"|'[^'[\]]*')\s*\)/y
const PUNCT = /[\p{P}\p{S}]/u
const SPACE = /\s/
/** The tag each delimiter (a run of * _ ~ or an HTML tag's name) makes; a triple run makes two. */
const EMPHASIS: Record<string, string> = {
  '*': 'em', _: 'em', '**': 'strong', __: 'strong', '***': 'strong><em', ___: 'strong><em', '~~': 'del',
  b: 'strong', strong: 'strong', i: 'em', em: 'em', s: 'del', del: 'del', strike: 'del'
}

/** Reference-style link definitions: lower-cased label to URL. */
export type References = Map<string, string>

/** A link's target decoded from its markdown text, and whether it may become a link. */
function target(url: string): string | undefined {
  const decoded = decodeEntities(url)
  return SAFE_URL.test(decoded) ? decoded : undefined
}

/**
 * Decodes character references (`&amp;`, `&#39;`, `&#x1F600;` and common named ones).
 *
 * @example
 * decodeEntities('Tom &amp; Jerry') // 'Tom & Jerry'
 */
export function decodeEntities(text: string): string {
  return text.replace(/&[^;]{2,8};/g, (entity) => {
    const match = sticky(ENTITY, entity, 0)
    return (match && entityText(match)) ?? entity
  })
}

function entityText(match: RegExpExecArray): string | undefined {
  if (match[3]) return NAMED[match[3].toLowerCase()]
  const code = match[1] ? Number(match[1]) : Number.parseInt(match[2]!, 16)
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD'
}

/** Per backtick-run length, the start of each run, so a code span's closer is found without rescanning. */
function backtickRuns(text: string): Map<number, number[]> {
  const runs = new Map<number, number[]>()
  for (let i = 0; i < text.length; ) {
    if (text[i] !== '`') {
      i++
      continue
    }
    const start = i
    while (text[i] === '`') i++
    const length = i - start
    const list = runs.get(length) ?? runs.set(length, []).get(length)!
    list.push(start)
  }
  return runs
}

interface Opener {
  kind: string
  index: number
}

/**
 * One line (or table cell, or link label) of markdown to HTML made only of the renderer's
 * tags, every piece of source text escaped.
 *
 * @example
 * inline('**3 homes** at <https://example.com>', new Map())
 * // '<strong>3 homes</strong> at <a href="https://example.com">https://example.com</a>'
 */
export function inline(text: string, references: References, inLink = false): string {
  const out: string[] = []
  const stack: Opener[] = []
  const open = new Map<string, number>()
  const runs = backtickRuns(text)
  const cursor = new Map<number, number>()
  let plain = ''
  const flush = () => {
    if (plain) out.push(escapeHtml(plain))
    plain = ''
  }
  const emit = (html: string) => {
    flush()
    out.push(html)
  }
  const link = (href: string, label: string) => (inLink ? label : `<a href="${escapeHtml(href)}">${label}</a>`)

  /** A delimiter that may open or close; unmatched ones stay as they were written (`literal`). */
  const delimiter = (kind: string, literal: string, canOpen: boolean, canClose: boolean) => {
    if (canClose && (open.get(kind) ?? 0) > 0) {
      // Openers above the match were never closed: they stay literal, and nesting stays sound.
      for (let top = stack.pop(); top; top = stack.pop()) {
        open.set(top.kind, open.get(top.kind)! - 1)
        if (top.kind === kind) {
          out[top.index] = `<${EMPHASIS[kind]}>`
          break
        }
      }
      emit(`</${EMPHASIS[kind]!.split('><').reverse().join('></')}>`)
    } else if (canOpen) {
      flush()
      stack.push({ kind, index: out.length })
      open.set(kind, (open.get(kind) ?? 0) + 1)
      out.push(literal)
    } else plain += literal
  }

  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (c === '\\' && i + 1 < text.length && PUNCT.test(text[i + 1]!)) {
      plain += text[i + 1]
      i += 2
    } else if (c === '`') {
      let end = i
      while (text[end] === '`') end++
      const length = end - i
      const starts = runs.get(length)!
      let next = cursor.get(length) ?? 0
      while (next < starts.length && starts[next]! <= i) next++
      cursor.set(length, next)
      const close = starts[next]
      if (close === undefined) {
        plain += text.slice(i, end)
        i = end
      } else {
        emit(`<code>${escapeHtml(text.slice(end, close).trim())}</code>`)
        i = close + length
      }
    } else if (c === '*' || c === '_' || c === '~') {
      let end = i
      while (text[end] === c) end++
      const run = text.slice(i, end)
      const before = text[i - 1] ?? ' '
      const after = text[end] ?? ' '
      const left = !SPACE.test(after) && (!PUNCT.test(after) || SPACE.test(before) || PUNCT.test(before))
      const right = !SPACE.test(before) && (!PUNCT.test(before) || SPACE.test(after) || PUNCT.test(after))
      const known = c === '~' ? run.length === 2 : run.length <= 3
      if (!known) plain += run
      else if (c === '_') delimiter(run, run, left && (!right || PUNCT.test(before)), right && (!left || PUNCT.test(after)))
      else delimiter(run, run, left, right)
      i = end
    } else if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      const start = c === '!' ? i + 1 : i
      const parsed = inLink ? undefined : linkAt(text, start, references)
      if (parsed) {
        const [href, label, end] = parsed
        const html = inline(label || href, references, true)
        // Images become links, never <img>: an image URL could carry the conversation away.
        emit(href ? link(href, html) : html)
        i = end
      } else {
        plain += text.slice(i, start + 1)
        i = start + 1
      }
    } else if (c === '<') {
      const matched = sticky(AUTOLINK, text, i) ?? sticky(AUTOMAIL, text, i)
      const tag = matched ? undefined : sticky(TAG, text, i)
      if (matched) {
        const url = decodeEntities(matched[1]!)
        const href = matched[0].includes('@') && !/^mailto:/i.test(url) ? `mailto:${url}` : url
        emit(SAFE_URL.test(href) ? link(href, escapeHtml(url)) : escapeHtml(matched[0]))
        i += matched[0].length
      } else if (tag) {
        if (!tag[2]) emit('<br>')
        else {
          const kind = tag[2].toLowerCase()
          // Unmatched tags from a model are noise: they disappear rather than show as text.
          delimiter(kind, '', !tag[1], Boolean(tag[1]))
        }
        i += tag[0].length
      } else {
        plain += c
        i++
      }
    } else if (c === '&') {
      const entity = sticky(ENTITY, text, i)
      const decoded = entity && entityText(entity)
      plain += decoded ?? c
      i += decoded ? entity[0].length : 1
    } else if ((c === 'h' || c === 'H') && !/\w/.test(text[i - 1] ?? ' ') && sticky(BARE_URL, text, i)) {
      const whole = BARE_URL.lastIndex - i
      const url = trimUrl(text.slice(i, i + whole))
      emit(inLink ? escapeHtml(url) : link(decodeEntities(url), escapeHtml(decodeEntities(url))))
      i += url.length
    } else if (c === '@' && !inLink) {
      // Keep the text behind short, so looking back over it stays cheap however many @ follow.
      if (plain.length > 256) {
        out.push(escapeHtml(plain.slice(0, -64)))
        plain = plain.slice(-64)
      }
      let local = plain.length
      while (local > 0 && plain.length - local < 64 && LOCAL_CHAR.test(plain[local - 1]!)) local--
      const domain = local < plain.length ? sticky(MAIL_DOMAIN, text, i + 1) : undefined
      if (domain) {
        const address = plain.slice(local) + '@' + domain[0]
        plain = plain.slice(0, local)
        emit(link(`mailto:${address}`, escapeHtml(address)))
        i += 1 + domain[0].length
      } else {
        plain += c
        i++
      }
    } else {
      // Ordinary text: copy up to the next character that may mean something.
      let end = i + 1
      while (end < text.length && !/[\\`*_~[!<&hH@]/.test(text[end]!)) end++
      plain += text.slice(i, end)
      i = end
    }
  }
  flush()
  return out.join('')
}

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | undefined {
  pattern.lastIndex = at
  return pattern.exec(text) ?? undefined
}

/** Sentence punctuation after a bare URL is not part of it; a closing parenthesis only when it opened one. */
function trimUrl(url: string): string {
  let end = url.length
  let balance = 0
  for (const ch of url) balance += ch === '(' ? 1 : ch === ')' ? -1 : 0
  for (;;) {
    const last = url[end - 1]
    if (last && '.,;:!?*_~\'"'.includes(last)) end--
    else if (last === ')' && balance < 0) {
      end--
      balance++
    } else break
  }
  return url.slice(0, end)
}

/**
 * A link at `start` (a `[`): `[label](url "title")` with balanced parentheses in the URL,
 * `[label][ref]`, `[label][]` or `[label]` with a definition. Returns the URL (empty when not
 * a safe one), the label and where the link ends. The label may not hold `[` or `]`, and
 * the URL stops at `[`, so no two attempts scan the same text.
 */
function linkAt(text: string, start: number, references: References): [string, string, number] | undefined {
  let close = start + 1
  while (close < text.length && text[close] !== ']' && text[close] !== '[') close++
  if (text[close] !== ']') return undefined
  const label = text.slice(start + 1, close)
  if (text[close + 1] === '(') {
    let i = close + 2
    while (text[i] === ' ') i++
    let depth = 0
    const from = i
    for (; i < text.length; i++) {
      const ch = text[i]!
      if (ch === '(') depth++
      else if (ch === ')') {
        if (depth === 0) break
        depth--
      } else if (SPACE.test(ch) || ch === '[') break
    }
    const url = text.slice(from, i).replace(/^<(.*)>$/, '$1')
    if (text[i] === ')') return [target(url) ?? '', label, i + 1]
    const title = sticky(LINK_TITLE, text, i)
    return title ? [target(url) ?? '', label, i + title[0].length] : undefined
  }
  let ref = label
  let end = close + 1
  if (text[close + 1] === '[') {
    let refEnd = close + 2
    while (refEnd < text.length && text[refEnd] !== ']' && text[refEnd] !== '[') refEnd++
    if (text[refEnd] === ']') {
      ref = text.slice(close + 2, refEnd) || label
      end = refEnd + 1
    }
  }
  const url = references.get(normalizeLabel(ref))
  return url === undefined ? undefined : [target(url) ?? '', label, end]
}

/** How reference labels compare: case and runs of spaces do not matter. */
export const normalizeLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase()
