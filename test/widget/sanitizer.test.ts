// @vitest-environment node
/**
 * The sanitizer against XSS payloads, in Chromium: DOMPurify's guarantees hold in real
 * browsers, and an emulated DOM would only test the emulation. Each payload's output is put
 * into a live page; any payload that manages to run calls window.__xss().
 */
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser } from '../support/chromium.ts'

const RAW_HTML = [
  '<script>__xss()</script>',
  '<img src=x onerror=__xss()>',
  '<svg onload=__xss()>',
  '<svg><script>__xss()</script></svg>',
  '<a href="javascript:__xss()">a</a>',
  '<a href="JaVaScRiPt:__xss()">a</a>',
  '<a href="java&#x09;script:__xss()">a</a>',
  '<a href="&#106;avascript:__xss()">a</a>',
  '<a href=" javascript:__xss()">a</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+">a</a>',
  '<a href="vbscript:__xss()">a</a>',
  '<a href="#" onclick="__xss()">a</a>',
  '<iframe src="javascript:__xss()"></iframe>',
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<body onload=__xss()>',
  '<details open ontoggle=__xss()>x</details>',
  '<input autofocus onfocus=__xss()>',
  '<video><source onerror=__xss()></video>',
  '<audio src=x onerror=__xss()></audio>',
  '<math><mi xlink:href="javascript:__xss()">x</mi></math>',
  '<form action="javascript:__xss()"><button>go</button></form>',
  '<object data="javascript:__xss()"></object>',
  '<embed src="javascript:__xss()">',
  '<style>*{background:url("javascript:__xss()")}</style><p>x</p>',
  '<p style="background:url(javascript:__xss())">x</p>',
  '<marquee onstart=__xss()>x</marquee>',
  '<noscript><p title="</noscript><img src=x onerror=__xss()>">',
  '<svg><animate onbegin=__xss() attributeName=x dur=1s>',
  '<template><img src=x onerror=__xss()></template>',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss()">',
  '<base href="javascript:__xss()//"><a href="/x">rel</a>',
  '<link rel=stylesheet href="javascript:__xss()">',
  '<svg></p><style><a id="</style><img src=1 onerror=__xss()>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss()>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss()>',
  '<img src="x` `<script>__xss()</script>"` `>',
  '<a href="https://example.com" target="_self" rel="opener">fine</a>'
]

const MARKDOWN = [
  '[click](javascript:__xss())',
  '[click](JAVASCRIPT:__xss())',
  '[click](data:text/html,<script>__xss()</script>)',
  '![x](javascript:__xss())',
  'https://example.com/"onmouseover="__xss()',
  '[a](https://x.test/" onclick="__xss())',
  '<img src=x onerror=__xss()>',
  '`<script>__xss()</script>`',
  '```\n</code></pre><img src=x onerror=__xss()>\n```',
  '| <img src=x onerror=__xss()> | b |\n|---|---|\n| c | d |',
  '[link](javascript:__x',
  '<img src=x oner',
  '**<svg onload=__xss()>**',
  // Long enough to come in parts: paragraphs and lists of more than 12 lines.
  Array.from({ length: 30 }, (_, k) => `<img src=x onerror=__xss()> [l${k}](javascript:__xss())`).join('\n'),
  Array.from({ length: 30 }, (_, k) => `${k + 1}. <svg onload=__xss()> [l](https://example.com/${k})`).join('\n')
]

let browser: Browser
let page: Page

beforeAll(async () => {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.resolve('test/support/markdown-in-page.ts'), formats: ['iife'], name: 'PorchlightMarkdown' }
    }
  })
  const [result] = Array.isArray(output) ? output : [output]
  const code = 'output' in result! ? result.output[0].code : ''
  browser = await launchBrowser()
  page = await browser.newPage()
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>')
  await page.evaluate(() => {
    const target = window as unknown as { __hits: number; __xss(): void; __settled(out: HTMLElement): Promise<void> }
    target.__hits = 0
    target.__xss = () => void target.__hits++
    // Proof that whatever the output could fire has fired: a broken image and a broken audio
    // source put after it report their errors (network failures, queued behind those of the
    // output), then two frames pass (animations, autofocus, toggles).
    target.__settled = (out) => new Promise<void>((resolve) => {
      const canaries = document.createElement('div')
      canaries.innerHTML = '<img src="x"><audio src="x"></audio>'
      let pending = 2
      const done = () => {
        if (--pending > 0) return
        canaries.remove()
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }
      for (const canary of Array.from(canaries.children)) canary.addEventListener('error', done, { once: true })
      out.after(canaries)
    })
  })
  await page.addScriptTag({ content: code })
}, 60_000)

afterAll(async () => {
  await browser?.close()
})

/** Renders in the page, waits until anything that could fire has fired, and reports what is there. */
async function inspect(input: string, as: 'html' | 'markdown') {
  return page.evaluate(
    async ({ input, as }) => {
      const api = (window as unknown as { PorchlightMarkdown: { sanitize(h: string): DocumentFragment; blockView(element: HTMLElement): { show(m: string): void } } }).PorchlightMarkdown
      const settled = (window as unknown as { __settled(out: HTMLElement): Promise<void> }).__settled
      const out = document.getElementById('out')!
      // Markdown as an answer shows it: rendered and sanitized block by block.
      out.replaceChildren()
      if (as === 'html') out.append(api.sanitize(input))
      else api.blockView(out).show(input)
      await settled(out)
      const elements = Array.from(out.querySelectorAll('*'))
      return {
        hits: (window as unknown as { __hits: number }).__hits,
        tags: [...new Set(elements.map((element) => element.localName))],
        attributes: elements.flatMap((element) => Array.from(element.attributes).map((attribute) => `${element.localName}[${attribute.name}=${attribute.value}]`)),
        links: Array.from(out.querySelectorAll('a')).map((a) => ({ href: a.getAttribute('href'), target: a.target, rel: a.rel }))
      }
    },
    { input, as }
  )
}

const SAFE_TAGS = new Set(['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4', 'h5', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'])

function expectHarmless(result: Awaited<ReturnType<typeof inspect>>) {
  expect(result.hits, 'a payload ran').toBe(0)
  for (const tag of result.tags) expect(SAFE_TAGS.has(tag), `tag <${tag}> survived`).toBe(true)
  for (const attribute of result.attributes) expect(attribute).toMatch(/^(a\[(href|target|rel)=|ol\[start=|(p|ul|ol)\[data-more=\]$)/)
  for (const link of result.links) {
    if (link.href !== null) expect(link.href).toMatch(/^(https?:|mailto:|tel:)/i)
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener noreferrer')
  }
}

describe('sanitizer in Chromium', () => {
  test(`covers at least 30 payloads (${RAW_HTML.length + MARKDOWN.length})`, () => {
    expect(RAW_HTML.length + MARKDOWN.length).toBeGreaterThanOrEqual(30)
  })

  test.each(RAW_HTML)('HTML %s', async (payload) => {
    expectHarmless(await inspect(payload, 'html'))
  })

  test.each(MARKDOWN)('markdown %s', async (payload) => {
    expectHarmless(await inspect(payload, 'markdown'))
  })

  test('a safe link keeps its address and opens in a new tab without opener', async () => {
    const result = await inspect('[listing](https://example.com/homes/12)', 'markdown')
    expect(result.links).toEqual([{ href: 'https://example.com/homes/12', target: '_blank', rel: 'noopener noreferrer' }])
  })

  test('the checks can fail: unsanitized markup would be caught', async () => {
    const raw = await page.evaluate(async () => {
      const out = document.getElementById('out')!
      const before = (window as unknown as { __hits: number }).__hits
      const image = document.createElement('img')
      image.setAttribute('src', 'x')
      image.setAttribute('onerror', '__xss()')
      out.replaceChildren(image)
      await (window as unknown as { __settled(out: HTMLElement): Promise<void> }).__settled(out)
      return (window as unknown as { __hits: number }).__hits - before
    })
    expect(raw).toBe(1)
  })
})
