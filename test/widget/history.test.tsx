import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test } from 'vitest'
import { HISTORY_CHARS, HISTORY_LIMIT, MESSAGE_CHARS, saveHistory } from '../../src/panel/models/history.ts'
import { CHATBOT_ID, cleanPage, controlledStream, mockFetch, mountPanel, widgetConfig } from './helpers.ts'

afterEach(cleanPage)

const key = `porchlight:${CHATBOT_ID}:history`

async function exchange(settings: Parameters<typeof widgetConfig>[0]) {
  const fetchMock = mockFetch()
  const stream = controlledStream()
  fetchMock.mockResolvedValueOnce(stream.response())
  const panel = mountPanel(widgetConfig(settings))
  act(() => panel.api.open())
  const box = panel.ui.getByRole('textbox', { name: 'Message' })
  fireEvent.input(box, { target: { value: 'Condos in Miami?' } })
  fireEvent.keyDown(box, { key: 'Enter' })
  stream.event({ QuestionID: 1, AnswerID: 2, Answer: 'Two condos.', TotalToken: 5 })
  stream.end()
  await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Two condos.'))
  return panel
}

describe('history', () => {
  test('is kept in localStorage and shown again on the next page load', async () => {
    const panel = await exchange({})
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject([
      { role: 'user', text: 'Condos in Miami?' },
      { role: 'assistant', text: 'Two condos.' }
    ])
    expect(sessionStorage.getItem(key)).toBeNull()
    panel.api.destroy()
    const next = mountPanel(widgetConfig())
    act(() => next.api.open())
    expect(next.ui.getByRole('log').textContent).toBe('Condos in Miami?Two condos.')
  })

  test('with RemoveChatLogOnBrowserClose it lives in sessionStorage only', async () => {
    await exchange({ RemoveChatLogOnBrowserClose: true })
    expect(sessionStorage.getItem(key)).toContain('Two condos.')
    expect(localStorage.getItem(key)).toBeNull()
  })

  test('clearing empties the conversation and its storage, and asks for a new session', async () => {
    const panel = await exchange({})
    fireEvent.click(panel.ui.getByRole('button', { name: 'Clear conversation' }))
    expect(panel.ui.getByRole('log').textContent).toBe('')
    expect(localStorage.getItem(key)).toBeNull()
    expect(panel.reloads).toEqual([true])
    expect(panel.ui.queryByRole('button', { name: 'Clear conversation' })).toBeNull()
  })

  test('a new session from the loader brings that session\'s history', async () => {
    const panel = await exchange({})
    localStorage.removeItem(key)
    act(() => panel.setConfig({ status: 'ready', config: widgetConfig({ SessionID: 8 }) }))
    expect(panel.ui.getByRole('log').textContent).toBe('')
  })

  test(`keeps the newest ${HISTORY_LIMIT} messages, without the page-only image files`, () => {
    const store = { read: () => undefined, write: (_kind: string, _name: string, value: unknown) => (written = value) }
    let written: unknown
    const many = Array.from({ length: HISTORY_LIMIT + 5 }, (_, index) => ({ id: `m${index}`, role: 'user' as const, text: `#${index}` }))
    many.push({ id: 'last', role: 'user', text: 'pic', attachments: [{ kind: 'image', name: 'a.png', file: new Blob(['png']) }] } as never)
    saveHistory(store, 'local', many)
    const kept = written as Array<{ text: string; attachments?: Array<Record<string, unknown>> }>
    expect(kept).toHaveLength(HISTORY_LIMIT)
    expect(kept[0]!.text).toBe('#6')
    expect(kept.at(-1)!.attachments).toEqual([{ kind: 'image', name: 'a.png' }])
  })

  test(`stores at most ${HISTORY_CHARS} characters: a 1 MB answer is cut to ${MESSAGE_CHARS} and older messages make room`, () => {
    const store = { read: () => undefined, write: (_kind: string, _name: string, value: unknown) => (written = value) }
    let written: unknown
    // Twelve long messages, a question and a 1 MB answer: the oldest message no longer fits.
    const old = Array.from({ length: 12 }, (_, k) => ({ id: `old${k}`, role: 'user' as const, text: 'o'.repeat(MESSAGE_CHARS) }))
    saveHistory(store, 'local', [...old, { id: 'q', role: 'user', text: 'Tell me everything' }, { id: 'a', role: 'assistant', text: 'x'.repeat(1_000_000) }])
    const kept = written as Array<{ id: string; text: string }>
    expect(kept.map((message) => message.id)).toEqual([...old.slice(1).map((message) => message.id), 'q', 'a'])
    expect(kept.reduce((sum, message) => sum + message.text.length, 0)).toBeLessThanOrEqual(HISTORY_CHARS)
    expect(kept[1]!.text).toHaveLength(MESSAGE_CHARS)
  })

  test('a stored history too large for the bound is cut when it comes back', () => {
    localStorage.setItem(key, JSON.stringify([{ id: 'a', role: 'assistant', text: 'y'.repeat(1_000_000) }]))
    const panel = mountPanel(widgetConfig())
    act(() => panel.api.open())
    expect(panel.ui.getByRole('log').textContent!.length).toBeLessThanOrEqual(HISTORY_CHARS / 2 + 1)
  })

  test('messages restored without their images say how many there were', () => {
    localStorage.setItem(key, JSON.stringify([{ id: 'm1', role: 'user', text: 'look', attachments: [{ kind: 'image', name: 'a.png' }, { kind: 'image', name: 'b.png' }] }]))
    const panel = mountPanel(widgetConfig())
    act(() => panel.api.open())
    expect(panel.ui.getByRole('log').textContent).toBe('2 image(s)look')
  })
})
