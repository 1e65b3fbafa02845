import { describe, expect, test } from 'vitest'
import { renderMarkdown } from '../../src/panel/markdown/render-markdown.ts'
import { sanitize } from '../../src/panel/markdown/sanitize.ts'

/** An answer rendered as the widget shows it. */
function shown(markdown: string): HTMLElement {
  const element = document.createElement('div')
  element.append(sanitize(renderMarkdown(markdown)))
  return element
}
/** The longest text between two break opportunities (spaces or `<wbr>`), outside `<pre>`. */
function longestRun(element: HTMLElement): number {
  const copy = element.cloneNode(true) as HTMLElement
  for (const pre of copy.querySelectorAll('pre')) pre.remove()
  for (const wbr of copy.querySelectorAll('wbr')) wbr.replaceWith(' ')
  return Math.max(0, ...copy.textContent!.split(/\s/).map((word) => [...word].length))
}

describe('text with bidi controls is isolated', () => {
  test('an unclosed right-to-left override in a listing\'s address stays inside its own <bdi>', () => {
    const element = shown('1. **[12 Oak St\u202e, Austin](https://example.com/l)** — $425,000 · MLS TX1')
    const isolate = element.querySelector('bdi')!
    expect(isolate.textContent).toBe('12 Oak St\u202e, Austin')
    expect(isolate.parentElement!.tagName).toBe('A')
    expect(element.textContent).toContain('— $425,000 · MLS TX1')
    expect(element.querySelector('li')!.lastChild!.textContent).toBe(' — $425,000 · MLS TX1')
    expect(shown('Homes in Austin').querySelector('bdi')).toBeNull()
  })
})

describe('long runs without spaces get break opportunities', () => {
  test('a 15,000-character word (a base64 blob) is laid out in pieces of 16 and keeps its text', () => {
    const blob = Array.from({ length: 15_000 }, (_, index) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[(index * 7919) % 64]).join('')
    const element = shown(`Here: ${blob} done`)
    expect(longestRun(element)).toBeLessThanOrEqual(16)
    expect(element.textContent).toBe(`Here: ${blob} done`)
  })

  test('links, emphasis and inline code are broken too; a code block scrolls instead', () => {
    const element = shown(`[${'l'.repeat(40)}](https://example.com/a) **${'b'.repeat(40)}** \`${'c'.repeat(40)}\`\n\n\`\`\`\n${'p'.repeat(40)}\n\`\`\``)
    expect(longestRun(element)).toBeLessThanOrEqual(16)
    expect(element.querySelector('pre')!.textContent).toBe(`${'p'.repeat(40)}`)
    expect(element.querySelector('a')!.getAttribute('href')).toBe('https://example.com/a')
  })

  test('a piece never splits an emoji or a letter from its accent; short words are left alone', () => {
    const word = 'é'.normalize('NFD').repeat(20) + '🏠'.repeat(20)
    const element = shown(`${word} small words stay`)
    for (const text of [...element.querySelectorAll('p')].flatMap((p) => [...p.childNodes].filter((node) => node.nodeType === 3))) {
      expect(text.textContent!).not.toMatch(/^[\u0301\udc00-\udfff]/)
    }
    expect(element.textContent).toBe(`${word} small words stay`)
    expect(shown('three small words').querySelector('wbr')).toBeNull()
  })
})
