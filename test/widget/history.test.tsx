import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test } from 'vitest'
import type { WidgetConfig } from '../../src/shared/bridge.ts'
import { HISTORY_CHARS, HISTORY_LIMIT, MESSAGE_CHARS, saveHistory } from '../../src/panel/models/history.ts'
import { CHATBOT_ID, cleanPage, mountPanel, widgetConfig, type MountedPanel } from './helpers.ts'
import { realPanel, remount, serverCall, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()
afterEach(cleanPage)

const keyOf = (chatbotId: string) => `porchlight:${chatbotId}:history`
const key = keyOf(CHATBOT_ID)

/** A question and the server's answer on a new chatbot with `settings` (as Edit takes them). */
async function exchange(settings: Record<string, unknown>) {
  backend.model.script({ content: ['Two ', 'condos.'] })
  const panel = await realPanel(backend, { settings: { WelcomeMessage: '', ...settings } })
  act(() => panel.api.open())
  const box = panel.ui.getByRole('textbox', { name: 'Message' })
  fireEvent.input(box, { target: { value: 'Condos in Miami?' } })
  fireEvent.keyDown(box, { key: 'Enter' })
  await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Two condos.'), { timeout: 20_000 })
  return { panel, key: keyOf(panel.host.chatbotId) }
}

/** The config the panel was mounted with. */
const configOf = (panel: MountedPanel) => (panel.host.config() as { config: WidgetConfig }).config

describe('history', () => {
  test('is kept in localStorage and shown again on the next page load', { timeout: 30_000 }, async () => {
    const { panel, key } = await exchange({})
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject([
      { role: 'user', text: 'Condos in Miami?' },
      { role: 'assistant', text: 'Two condos.' }
    ])
    expect(sessionStorage.getItem(key)).toBeNull()
    panel.api.destroy()
    const next = remount(backend, panel)
    act(() => next.api.open())
    expect(next.ui.getByRole('log').textContent).toBe('Condos in Miami?Two condos.')
  })

  test('with RemoveChatLogOnBrowserClose it lives in sessionStorage only', { timeout: 30_000 }, async () => {
    const { key } = await exchange({ RemoveChatLogOnBrowserClose: true })
    expect(sessionStorage.getItem(key)).toContain('Two condos.')
    expect(localStorage.getItem(key)).toBeNull()
  })

  test('clearing empties the conversation and its storage, and asks for a new session', { timeout: 30_000 }, async () => {
    const { panel, key } = await exchange({})
    const session = configOf(panel).SessionID
    fireEvent.click(panel.ui.getByRole('button', { name: 'Clear conversation' }))
    expect(panel.ui.getByRole('log').textContent).toBe('')
    expect(localStorage.getItem(key)).toBeNull()
    expect(panel.reloads).toEqual([true])
    expect(panel.ui.queryByRole('button', { name: 'Clear conversation' })).toBeNull()
    // The server's GetConfig gave the new session, and the conversation stays empty in it.
    await waitFor(() => expect(configOf(panel).SessionID).not.toBe(session), { timeout: 20_000 })
    expect(panel.ui.getByRole('log').textContent).toBe('')
  })

  test('a new session from the loader brings that session\'s history', { timeout: 30_000 }, async () => {
    const { panel, key } = await exchange({})
    localStorage.removeItem(key)
    // GetConfig without the visitor's key: the server starts a new session.
    const fresh = await serverCall<WidgetConfig>(backend, '/chat/Chatbot/GetConfig', { serialNumber: panel.host.chatbotId })
    expect(fresh.SessionID).not.toBe(configOf(panel).SessionID)
    act(() => panel.setConfig({ status: 'ready', config: fresh }))
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
