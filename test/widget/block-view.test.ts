import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { blockView } from '../../src/panel/markdown/block-view.ts'
import { MAX_RENDERED, renderMarkdown } from '../../src/panel/markdown/render-markdown.ts'
import { sanitize } from '../../src/panel/markdown/sanitize.ts'

/** What a full render of `markdown`, sanitized in one pass, puts in an element. */
function fullRender(markdown: string): string {
  const element = document.createElement('div')
  element.append(sanitize(renderMarkdown(markdown)))
  return element.innerHTML
}

/** A slow page: every reading of the clock is 5 ms after the last, so each block outlasts a slice. */
const slowClock = () => {
  let now = 0
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 5))
}

const ANSWER = [
  '# Homes in Austin',
  'We have **3 homes** near [the lake](https://example.com/lake) and a [listing][mls].',
  '- 12 Oak St, $450,000',
  '- 9 Elm Rd, $520,000',
  '',
  '- 4 Pine Ave, $610,000',
  '> Prices change weekly.',
  '```',
  'MLS 1234',
  '```',
  '| Beds | Price |',
  '| --- | --- |',
  '| 3 | $450,000 |',
  '---',
  'Ask me about any of them.',
  '[mls]: https://example.com/mls'
].join('\n\n')

/** As long an answer as is shown: a few hundred paragraphs. */
const long = (word: string) => Array.from({ length: 400 }, (_, k) => `${word} ${k} about **homes** in [Austin](https://example.com/${k}).`).join('\n\n').slice(0, MAX_RENDERED)

describe('BlockView', () => {
  // A clock that stands still: every show() finishes in one slice, however slow the machine.
  beforeEach(() => void vi.spyOn(performance, 'now').mockReturnValue(0))
  afterEach(() => void vi.restoreAllMocks())

  test('shows what a full render shows after every update of a streamed answer', () => {
    const element = document.createElement('div')
    const view = blockView(element)
    for (let end = 1; end <= ANSWER.length; end += 7) {
      view.show(ANSWER.slice(0, end))
      expect(element.innerHTML, `after ${end} characters`).toBe(fullRender(ANSWER.slice(0, end)))
    }
    view.show(ANSWER)
    expect(element.innerHTML).toBe(fullRender(ANSWER))
  })

  test('keeps the blocks that did not change: the page only redraws the end of a growing answer', () => {
    const element = document.createElement('div')
    const view = blockView(element)
    view.show('First paragraph.\n\nSecond')
    const [first, second] = element.children
    view.show('First paragraph.\n\nSecond, longer')
    expect(element.children[0]).toBe(first)
    expect(element.children[1]).not.toBe(second)
    expect(element.children[1]!.textContent).toBe('Second, longer')
    view.show('Another start.\n\nSecond, longer')
    expect(element.children[0]).not.toBe(first)
    expect(element.children).toHaveLength(2)
  })

  test('a long paragraph shows in parts that keep their mark through the sanitizer, and a stream redraws only the last part', () => {
    const element = document.createElement('div')
    const view = blockView(element)
    const lines = Array.from({ length: 30 }, (_, k) => `Line ${k + 1} of **one** paragraph`)
    view.show(lines.join('\n'))
    expect([...element.children].map((part) => part.hasAttribute('data-more'))).toEqual([true, true, false])
    const [first, second] = element.children
    view.show(`${lines.join('\n')} that goes on`)
    expect(element.children[0]).toBe(first)
    expect(element.children[1]).toBe(second)
    expect(element.children[2]!.textContent).toMatch(/Line 30 of one paragraph that goes on$/)
  })

  test('an ordered list keeps its numbers through the sanitizer, in every part', () => {
    const element = document.createElement('div')
    blockView(element).show(Array.from({ length: 30 }, (_, k) => `${k + 3}. Home ${k + 3}`).join('\n'))
    expect([...element.querySelectorAll('ol')].map((list) => list.getAttribute('start'))).toEqual(['3', '15', '27'])
  })

  test('adds a long answer in slices, each task leaving the page its turn, until all of it shows', async () => {
    const element = document.createElement('div')
    const view = blockView(element)
    slowClock()
    view.show(long('Paragraph'))
    const firstSlice = element.childElementCount
    const whole = fullRender(long('Paragraph'))
    expect(firstSlice).toBeGreaterThan(0)
    expect(firstSlice).toBeLessThan(whole.split('<p>').length - 1)
    // Each slice waits for its own task: a generous bound for a busy machine.
    await vi.waitFor(() => expect(element.innerHTML).toBe(whole), { timeout: 10_000 })
  })

  test('a newer text replaces the slices still waiting for their turn', async () => {
    const element = document.createElement('div')
    const view = blockView(element)
    slowClock()
    view.show(long('Old'))
    expect(element.innerHTML).not.toBe(fullRender(long('Old')))
    view.show('New answer.')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(element.innerHTML).toBe(fullRender('New answer.'))
  })
})
