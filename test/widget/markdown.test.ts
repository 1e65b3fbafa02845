import { describe, expect, test } from 'vitest'
import { renderMarkdown, settleStream } from '../../src/panel/markdown/render-markdown.ts'

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

  test('raw HTML is shown as text', () => {
    expect(renderMarkdown('<b onmouseover="x()">hi</b>')).toBe('<p>&lt;b onmouseover=&quot;x()&quot;&gt;hi&lt;/b&gt;</p>')
  })

  test('every prefix of a streamed answer renders to markup made only of the renderer\'s tags', () => {
    const answer = 'Here are **2 homes**:\n\n1. [12 Oak St](https://example.com/12) — `$450k`\n2. 9 Elm _Ave_\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode <x>\n```\nBye'
    const tag = /<\/?([a-z0-9]+)/g
    const allowed = new Set(['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'h5', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'])
    for (let end = 0; end <= answer.length; end++) {
      const html = renderMarkdown(answer.slice(0, end))
      for (const [, name] of html.matchAll(tag)) expect(allowed.has(name!), `${name} in ${html}`).toBe(true)
      expect(html).not.toMatch(/<x>/)
    }
  })
})

describe('a half-streamed answer', () => {
  test.each([
    ['I found **5', 'I found **5**'],
    ['I found **', 'I found'],
    ['I found **5 homes**. See [12 Oak', 'I found **5 homes**. See 12 Oak'],
    ['1. **[5157 Lakeview Rd,', '1. **5157 Lakeview Rd,**'],
    ['1. **[5157 Lakeview Rd](https://example.com/li', '1. **5157 Lakeview Rd**'],
    ['Price: `$450', 'Price: `$450`'],
    ['**Done** [Oak](https://example.com/oak) ', '**Done** [Oak](https://example.com/oak)'],
    ['```\ncode **', '```\ncode **']
  ])('%j is shown as %j', (partial, settled) => {
    expect(settleStream(partial)).toBe(settled)
  })

  test('every prefix of a streamed answer shows no markup characters the finished answer does not show', () => {
    const answer = 'I found **2 homes**:\n\n1. **[12 Oak St](https://example.com/12)** — `$450k`\n2. **[9 Elm Ave](https://example.com/9)** — $380k'
    const visible = (markdown: string) => renderMarkdown(markdown).replace(/<[^>]+>/g, '')
    const final = visible(answer)
    for (let end = 1; end <= answer.length; end++) {
      const shown = visible(settleStream(answer.slice(0, end)))
      expect(final.startsWith(shown.replace(/\s+$/, '')), `${answer.slice(0, end)} → ${shown}`).toBe(true)
    }
  })
})
