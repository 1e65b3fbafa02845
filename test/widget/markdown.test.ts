import { describe, expect, test } from 'vitest'
import { MAX_DEPTH, MAX_RENDERED, renderBlocks, renderMarkdown, settleStream } from '../../src/panel/markdown/render-markdown.ts'

describe('markdown renderer', () => {
  test.each([
    ['**3 homes** in [Austin](https://example.com/austin)', '<p><strong>3 homes</strong> in <a href="https://example.com/austin">Austin</a></p>'],
    ['*one* _two_ `a<b>` ~~old~~', '<p><em>one</em> <em>two</em> <code>a&lt;b&gt;</code> <del>old</del></p>'],
    ['line one\nline two\n\nnext paragraph', '<p>line one<br>line two</p><p>next paragraph</p>'],
    ['# Big\n### Small', '<h3>Big</h3><h5>Small</h5>'],
    ['- a\n- b\n  - nested\n- c', '<ul><li>a</li><li>b<ul><li>nested</li></ul></li><li>c</li></ul>'],
    ['3. three\n4. four', '<ol start="3"><li>three</li><li>four</li></ol>'],
    ['```\nconst x = "<y>"\n```', '<pre><code>const x = &quot;&lt;y&gt;&quot;</code></pre>'],
    ['> quoted\n\n---', '<blockquote><p>quoted</p></blockquote><hr>'],
    ['| City | Price |\n|---|---:|\n| Austin | $500k |', '<table><thead><tr><th>City</th><th>Price</th></tr></thead><tbody><tr><td>Austin</td><td>$500k</td></tr></tbody></table>'],
    ['See https://example.com/a?b=1&c=2.', '<p>See <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.</p>'],
    ['(https://example.com/x)', '<p>(<a href="https://example.com/x">https://example.com/x</a>)</p>'],
    ['mail [us](mailto:a@b.co) or [call](tel:+15551234)', '<p>mail <a href="mailto:a@b.co">us</a> or <a href="tel:+15551234">call</a></p>']
  ])('%j', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  test('images become links, so model output cannot make the browser fetch a URL', () => {
    expect(renderMarkdown('![house](https://tracker.test/p.png?chat=secret)')).toBe('<p><a href="https://tracker.test/p.png?chat=secret">house</a></p>')
  })

  test('links with other schemes stay text', () => {
    expect(renderMarkdown('[x](javascript:alert(1)) [y](data:text/html,hi) [z](vbscript:x)')).not.toContain('href')
  })

  test('raw HTML is shown as text; a closing tag with nothing to close is dropped', () => {
    expect(renderMarkdown('<b onmouseover="x()">hi</b>')).toBe('<p>&lt;b onmouseover=&quot;x()&quot;&gt;hi</p>')
    expect(renderMarkdown('<img src=x onerror=alert(1)> <script>x</script>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;x&lt;/script&gt;</p>')
  })

  test.each([
    ['a link whose URL holds parentheses', '[Paris](https://en.wikipedia.org/wiki/Paris_(France)) ok', '<p><a href="https://en.wikipedia.org/wiki/Paris_(France)">Paris</a> ok</p>'],
    ['a bare URL with parentheses', 'see https://x.test/a_(b) now', '<p>see <a href="https://x.test/a_(b)">https://x.test/a_(b)</a> now</p>'],
    ['HTML entities', 'Tom &amp; Jerry &lt;3 &#8364;5 &#xa9; &bogus;', '<p>Tom &amp; Jerry &lt;3 €5 © &amp;bogus;</p>'],
    ['<br> and <b> from models', 'one<br>two <b>bold</b> <i>it</i><br/>three', '<p>one<br>two <strong>bold</strong> <em>it</em><br>three</p>'],
    ['an unclosed <b>', 'a <b>b', '<p>a b</p>'],
    ['<https://…> autolinks', 'go to <https://example.com/a>.', '<p>go to <a href="https://example.com/a">https://example.com/a</a>.</p>'],
    ['e-mail addresses', 'write to jane.doe+x@example.co.uk or <bob@example.com>', '<p>write to <a href="mailto:jane.doe+x@example.co.uk">jane.doe+x@example.co.uk</a> or <a href="mailto:bob@example.com">bob@example.com</a></p>'],
    ['reference-style links', 'See [the listing][1] and [Austin].\n\n[1]: https://example.com/1 "One"\n[austin]: <https://example.com/austin>', '<p>See <a href="https://example.com/1">the listing</a> and <a href="https://example.com/austin">Austin</a>.</p>'],
    ['an all-backtick answer', '``````', '<p>``````</p>'],
    ['backticks around nothing', '`` ` ``', '<p><code>`</code></p>'],
    ['emphasis that does not close', '**a *b c', '<p>**a *b c</p>'],
    ['strong and em nested', '***both*** and **bold _em_**', '<p><strong><em>both</em></strong> and <strong>bold <em>em</em></strong></p>'],
    ['intra-word underscores', 'snake_case_name', '<p>snake_case_name</p>'],
    ['escaped markers', '\\*not em\\*', '<p>*not em*</p>']
  ])('%s', (_name, source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  test('quotes and lists nest at most MAX_DEPTH levels; deeper markers are text', () => {
    const quotes = renderMarkdown(`${'>'.repeat(2000)} deep`)
    expect(quotes.match(/<blockquote>/g)).toHaveLength(MAX_DEPTH)
    const nested = Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level)}- item ${level}`).join('\n')
    expect(renderMarkdown(nested).match(/<ul>/g)!.length).toBeLessThanOrEqual(MAX_DEPTH + 1)
  })

  test('a long paragraph or list comes in parts of 12 lines or items, all but the last marked to join the next, the numbering going on', () => {
    const lines = Array.from({ length: 30 }, (_, k) => `line ${k + 1}`)
    const paragraph = renderBlocks(lines.join('\n'))
    expect(paragraph).toHaveLength(3)
    expect(paragraph[0]).toBe(`<p data-more>${lines.slice(0, 12).join('<br>')}</p>`)
    expect(paragraph[2]).toBe(`<p>${lines.slice(24).join('<br>')}</p>`)
    const ordered = renderBlocks(lines.map((line, k) => `${k + 3}. ${line}`).join('\n'))
    expect(ordered.map((part) => /^<ol( start="\d+")?( data-more)?>/.exec(part)![0])).toEqual(['<ol start="3" data-more>', '<ol start="15" data-more>', '<ol start="27">'])
    expect(ordered.join('').match(/<li>/g)).toHaveLength(30)
    const bullets = renderBlocks(lines.map((line) => `- ${line}`).join('\n'))
    expect(bullets.map((part) => part.slice(0, 3))).toEqual(['<ul', '<ul', '<ul'])
    expect(bullets.join('').match(/<li>/g)).toHaveLength(30)
  })

  test('a very long answer is cut, with an ellipsis', () => {
    const html = renderMarkdown('word '.repeat(MAX_RENDERED))
    expect(html.length).toBeLessThan(MAX_RENDERED + 100)
    expect(html).toMatch(/…<\/p>$/)
  })
})

/** The fastest of five runs of `work`, in milliseconds. */
function cost(work: () => void): number {
  let best = Infinity
  for (let run = 0; run < 5; run++) {
    const start = performance.now()
    work()
    best = Math.min(best, performance.now() - start)
  }
  return best
}

/** Quadratic work shows as about 32; linear as about 1. */
const LINEAR_LIMIT = 8

/**
 * Rendering one input 32 times as long against rendering the short one 32 times: the same
 * characters in all, so about the same work (ratio near 1) when the work is linear, 32 times
 * as much when it is quadratic. Both sides allocate alike, so the machine's load and garbage
 * collection touch both. A measurement over the limit is taken twice more and the lowest
 * kept: a busy machine can spoil one (each side takes well under a millisecond), while
 * quadratic work is over the limit every time.
 */
function growth(render: (text: string) => unknown, make: (n: number) => string): number {
  const small = make((MAX_RENDERED - 1000) / 32)
  const large = make(MAX_RENDERED - 1000)
  const smalls = () => {
    for (let k = 0; k < 32; k++) render(small)
  }
  // Warm up the JIT on both, a few times: on a busy machine its optimizing compiler comes late.
  for (let warm = 0; warm < 5; warm++) {
    smalls()
    render(large)
  }
  let ratio = Infinity
  for (let attempt = 0; attempt < 3 && ratio >= LINEAR_LIMIT; attempt++) {
    ratio = Math.min(ratio, cost(() => render(large)) / Math.max(cost(smalls), 0.05))
  }
  return ratio
}

describe('rendering work grows linearly with hostile answers', () => {
  const adversaries: Record<string, (n: number) => string> = {
    'a backtick run after a letter': (n) => `x${'`'.repeat(n)}`,
    'backtick runs of growing length': (n) => Array.from({ length: Math.sqrt(n) | 0 }, (_, k) => `${'`'.repeat(k + 1)}a`).join(''),
    'alternating backticks and text': (n) => 'a`b``'.repeat(n / 5),
    'one huge word': (n) => 'x'.repeat(n),
    'unclosed emphasis': (n) => '*a **b _c '.repeat(n / 10),
    'opening brackets': (n) => '[a](b [c]('.repeat(n / 10),
    'parentheses in a URL': (n) => `[a](https://x.test/${'('.repeat(n)}`,
    'at signs': (n) => 'a@b@c.'.repeat(n / 6),
    'entities': (n) => '&amp;&#1;&x'.repeat(n / 11),
    'angle brackets': (n) => '<b<i<https://'.repeat(n / 13),
    'deep quotes': (n) => '>'.repeat(n),
    'deep lists': (n) => Array.from({ length: Math.sqrt(n) | 0 }, (_, level) => `${' '.repeat(level)}- a`).join('\n'),
    'many blank lines': (n) => '\n'.repeat(n) + 'x',
    'hashes and spaces in a heading': (n) => `# ${' #'.repeat(n / 2)}x`,
    'table dividers': (n) => `a|b\n${' '.repeat(n)}-x`
  }
  test.each(Object.entries(adversaries))('%s', (_name, make) => {
    const ratio = growth(renderMarkdown, make)
    expect(ratio, `one 32× longer input took ${ratio.toFixed(1)}× the time of 32 short ones`).toBeLessThan(LINEAR_LIMIT)
  })

  test.each(Object.entries(adversaries))('while streaming: %s', (_name, make) => {
    const ratio = growth(settleStream, make)
    expect(ratio, `one 32× longer input took ${ratio.toFixed(1)}× the time of 32 short ones`).toBeLessThan(LINEAR_LIMIT)
  })
})
