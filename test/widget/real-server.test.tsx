/**
 * The panel against the real server (its own process, see real-server.ts), for what a
 * hand-written reply could get wrong: the server's own streams, failures and refusals.
 */
import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test } from 'vitest'
import { getConfig } from '../../src/api/get-config.ts'
import { MESSAGE_CHARS } from '../../src/panel/models/history.ts'
import { cleanPage, type MountedPanel } from './helpers.ts'
import { addChatbot, realPanel, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()
afterEach(() => cleanPage())

function ask(panel: MountedPanel, text: string) {
  const box = panel.ui.getByRole('textbox', { name: 'Message' })
  fireEvent.input(box, { target: { value: text } })
  fireEvent.keyDown(box, { key: 'Enter' })
}

const log = (panel: MountedPanel) => panel.ui.getByRole('log').textContent ?? ''
const answers = (panel: MountedPanel) =>
  panel.events.filter((event) => event.event === 'message' && (event.detail as { role: string }).role === 'assistant').map((event) => (event.detail as { text: string }).text)

describe('the panel against the real server', () => {
  test('getConfig returns the config Data of the server\'s chatbot, with a new visitor session', async () => {
    const { chatbotId } = await addChatbot(backend, { Name: 'Ada' })
    const config = await getConfig({ base: backend.url }, chatbotId)
    expect(config).toMatchObject({ SerialNumber: chatbotId, Name: 'Ada', SessionKey: expect.stringMatching(/^plvk_/), SessionID: expect.any(Number) })
  })

  test('the server\'s stream shows as a draft piece by piece, then the whole answer joins the log', { timeout: 30_000 }, async () => {
    let release!: () => void
    const held = new Promise<string>((resolve) => (release = () => resolve(' in Austin.')))
    backend.model.script({ content: ['We have ', '**3 homes**', () => held] })
    const panel = await realPanel(backend)
    act(() => panel.api.open())
    ask(panel, 'Homes in Austin?')
    await waitFor(() => expect(panel.root.querySelector('.draft strong')?.textContent).toBe('3 homes'), { timeout: 20_000 })
    expect(panel.root.querySelector('.draft')?.textContent).toBe('We have 3 homes')
    // Still being written: not in the log yet, so screen readers are not read each piece.
    expect(log(panel)).not.toContain('We have')
    release()
    await waitFor(() => expect(answers(panel)).toEqual(['We have **3 homes** in Austin.']), { timeout: 20_000 })
    expect(log(panel)).toContain('We have 3 homes in Austin.')
    expect(panel.root.querySelector('.draft')).toBeNull()
  })

  test(`an answer of more than ${MESSAGE_CHARS} characters streamed by the server is kept to ${MESSAGE_CHARS}, shown cut`, { timeout: 30_000 }, async () => {
    const piece = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(10)
    const pieces = Array.from({ length: 40 }, (_, index) => `${index}: ${piece}`)
    const whole = pieces.join('')
    expect(whole.length).toBeGreaterThan(MESSAGE_CHARS)
    backend.model.script({ content: pieces })
    const panel = await realPanel(backend)
    act(() => panel.api.open())
    ask(panel, 'Tell me everything')
    await waitFor(() => expect(answers(panel)).toHaveLength(1), { timeout: 20_000 })
    expect(answers(panel)[0]).toBe(whole.slice(0, MESSAGE_CHARS))
    expect(log(panel)).toMatch(/…$/)
  })

  test('a stream the model breaks off ends with the server\'s failure; Retry asks again and gets the answer', { timeout: 30_000 }, async () => {
    const requestsBefore = backend.model.requests.length
    const broken = { content: ['Partial ', 'answer'], breakOff: true }
    backend.model.script(broken, broken, { content: ['Two ', 'rentals.'] })
    const panel = await realPanel(backend)
    act(() => panel.api.open())
    ask(panel, 'Rentals?')
    // The server tries the model twice (its client's one retry), then reports the failure.
    const alert = await waitFor(() => panel.ui.getByRole('alert'), { timeout: 20_000 })
    expect(alert.textContent).toContain('The AI model could not be reached')
    expect(backend.model.requests).toHaveLength(requestsBefore + 2)
    expect(answers(panel)).toEqual([])
    fireEvent.click(panel.ui.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(answers(panel)).toEqual(['Two rentals.']), { timeout: 20_000 })
    expect(panel.ui.queryByRole('alert')).toBeNull()
    expect(log(panel)).not.toContain('Partial')
    expect(backend.model.requests).toHaveLength(requestsBefore + 3)
    expect(backend.model.requests.at(-1)).toMatchObject({ messages: expect.arrayContaining([expect.objectContaining({ role: 'user', content: expect.stringContaining('Rentals?') })]) })
  })

  test('the server\'s 429 shows RateLimitMessage with a countdown from its Retry-After; Retry then sends again', { timeout: 30_000 }, async () => {
    backend.model.script({ content: ['First.'] }, { content: ['Second.'] })
    const panel = await realPanel(backend, { settings: { RateLimitCount: 1, RateLimitTime: 3, RateLimitMessage: 'Slow down, please.' } })
    act(() => panel.api.open())
    ask(panel, 'Hi')
    await waitFor(() => expect(answers(panel)).toEqual(['First.']), { timeout: 20_000 })
    ask(panel, 'Again')
    const alert = await waitFor(() => panel.ui.getByRole('alert'), { timeout: 20_000 })
    expect(alert.textContent).toContain('Slow down, please.')
    expect(alert.textContent).toMatch(/You can send again in [123] s/)
    const retry = panel.ui.getByRole('button', { name: 'Retry' }) as HTMLButtonElement
    expect(retry.disabled).toBe(true)
    await waitFor(() => expect(retry.disabled).toBe(false), { timeout: 10_000 })
    expect(alert.textContent).not.toContain('You can send again')
    fireEvent.click(retry)
    await waitFor(() => expect(answers(panel)).toEqual(['First.', 'Second.']), { timeout: 20_000 })
  })

  test('an expired visitor key: the server answers 401, the panel gets a new session and the message goes out again', { timeout: 30_000 }, async () => {
    backend.model.script({ content: ['Hello ', 'again'] })
    const panel = await realPanel(backend, { config: { SessionKey: 'pv_expired_key', SessionID: 1 } })
    act(() => panel.api.open())
    ask(panel, 'Hello')
    await waitFor(() => expect(answers(panel)).toEqual(['Hello again']), { timeout: 20_000 })
    expect(panel.reloads).toEqual([false])
    expect(log(panel)).toContain('Hello again')
  })
})
