import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MAX_RENDERED } from '../../src/panel/markdown/render-markdown.ts'
import { MESSAGE_CHARS } from '../../src/panel/models/history.ts'
import { bodyOf, cleanPage, controlledStream, mockFetch, mountPanel, widgetConfig } from './helpers.ts'
import { heldPieces, realPanel, serverCall, useWidgetServer } from './real-server.ts'

const backend = useWidgetServer()
afterEach(() => {
  cleanPage()
  vi.restoreAllMocks()
})

async function ask(panel: ReturnType<typeof mountPanel>, text: string) {
  const box = panel.ui.getByRole('textbox', { name: 'Message' })
  fireEvent.input(box, { target: { value: text } })
  fireEvent.keyDown(box, { key: 'Enter' })
}

describe('streaming answers', () => {
  // real-server.test.tsx shows the server's own stream as a draft; this hand-written one stays for
  // what the server does not send at a moment a test can choose: a `: ping` comment between pieces.
  test('text appears chunk by chunk, then the finished answer joins the log', async () => {
    const fetchMock = mockFetch()
    const stream = controlledStream()
    fetchMock.mockResolvedValueOnce(stream.response())
    const panel = mountPanel(widgetConfig())
    act(() => panel.api.open())
    await ask(panel, 'Homes in Austin?')

    const request = bodyOf(fetchMock.mock.calls[0])
    expect(fetchMock.mock.calls[0]![0]).toBe('https://chat.example.test/chat/Chat/ClientAsk')
    expect(request).toMatchObject({ sessionID: 7, content: 'Homes in Austin?', chatAskType: 'Text', stream: true })
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('chatrobot-sessionkey')).toBe('pv_visitor_key')

    const log = panel.ui.getByRole('log')
    expect(log.textContent).toContain('Homes in Austin?')
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Typing'))

    stream.event({ content: 'We have ' })
    await waitFor(() => expect(panel.root.querySelector('.draft')?.textContent).toBe('We have'))
    stream.raw(': ping\n\n')
    stream.event({ content: '**3 homes**' })
    await waitFor(() => expect(panel.root.querySelector('.draft strong')?.textContent).toBe('3 homes'))
    // Still being written: not in the log yet, so screen readers are not read each piece.
    expect(log.textContent).not.toContain('We have')

    stream.event({ QuestionID: 1, AnswerID: 2, Answer: 'We have **3 homes** in Austin.', TotalToken: 40 })
    stream.end()
    await waitFor(() => expect(log.textContent).toContain('We have 3 homes in Austin.'))
    expect(panel.root.querySelector('.draft')).toBeNull()
    expect(panel.events).toContainEqual({ event: 'message', detail: { chatbotId: expect.any(String), role: 'assistant', text: 'We have **3 homes** in Austin.' } })
  })

  /**
   * An open panel streaming an answer, its conversation 300 px high with `content.height` px of
   * content. happy-dom does no layout, so the test says when the content grew (`grow`), and
   * scrollTop stops at the end as a browser's does. The answer is the server's, its pieces let
   * out by the test; one more piece than a test sends keeps the answer a draft until held.end():
   * with none left over, the last piece ended the answer, and on a busy machine the draft had
   * joined the log before the wait for its text looked.
   */
  async function scrollingPanel() {
    const held = heldPieces(3)
    backend.model.script({ content: held.pieces })
    const resized: Array<() => void> = []
    vi.stubGlobal('ResizeObserver', class { constructor(callback: () => void) { resized.push(callback) } observe() {} disconnect() {} })
    const panel = await realPanel(backend)
    act(() => panel.api.open())
    const scroller = panel.root.querySelector<HTMLElement>('.scroll')!
    const content = { height: 1000 }
    let top = 0
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, get: () => content.height })
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, get: () => 300 })
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, get: () => top, set: (value: number) => (top = Math.max(0, Math.min(value, content.height - 300))) })
    const streamed = async (text: string) => {
      held.send(text)
      await waitFor(() => expect(panel.root.querySelector('.draft')?.textContent).toContain(text.trim()), { timeout: 20_000 })
    }
    return { panel, held, scroller, content, streamed, grow: () => resized.forEach((callback) => callback()) }
  }

  test('new text scrolls into view only while the reader is at the bottom', { timeout: 30_000 }, async () => {
    const { panel, held, scroller, content, streamed, grow } = await scrollingPanel()
    await ask(panel, 'Long answer please')
    grow()
    expect(scroller.scrollTop).toBe(700) // sending brings the reader to the end

    content.height = 1200
    await streamed('First part. ')
    grow()
    expect(scroller.scrollTop).toBe(900) // at the bottom: follows the text

    scroller.scrollTop = 100 // the reader scrolls up to reread
    fireEvent.scroll(scroller)
    content.height = 1500
    await streamed('Second part.')
    grow()
    expect(scroller.scrollTop).toBe(100) // left where the reader is
    held.end()
  })

  test('text that grows before the scroll of the last follow arrives is still followed', { timeout: 30_000 }, async () => {
    const { panel, held, scroller, content, streamed, grow } = await scrollingPanel()
    await ask(panel, 'Long answer please')
    grow()
    await streamed('First part. ')
    content.height = 1600 // laid out before the follow's scroll event comes
    fireEvent.scroll(scroller)
    grow()
    expect(scroller.scrollTop).toBe(1300) // still at the end
    scroller.scrollTop = 200 // the reader scrolls up
    fireEvent.scroll(scroller)
    content.height = 1900
    grow()
    expect(scroller.scrollTop).toBe(200)
    held.end()
  })

  // real-server.test.tsx proves the cut on the server's own stream; this hand-written stream stays
  // because the frame check needs the pieces past the cut to arrive at a moment the test chooses.
  test(`an answer longer than ${MESSAGE_CHARS} characters is kept that long, marked as cut, and more of it renders nothing again`, async () => {
    const stream = controlledStream()
    mockFetch().mockResolvedValueOnce(stream.response())
    const panel = mountPanel(widgetConfig())
    act(() => panel.api.open())
    await ask(panel, 'Tell me everything')
    const line = 'Lorem **ipsum** dolor sit amet.\n'
    stream.event({ content: line.repeat(Math.ceil(MAX_RENDERED / line.length) + 1) })
    // 16,000 characters of markdown take happy-dom a while on a busy machine: a generous bound.
    await waitFor(() => expect(panel.root.querySelector('.draft .md')?.textContent).toMatch(/…$/), { timeout: 10_000 })
    // A draft that changes asks for a frame to draw in (BlockView.showSoon); one past the bound does not change.
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    for (let piece = 0; piece < 30; piece++) stream.event({ content: line.repeat(200) })
    // The widget has read every piece, and the task that read the last one has ended.
    await waitFor(() => expect(stream.drained()).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(panel.root.querySelector('.draft .md')?.textContent).toMatch(/…$/)
    expect(frames).not.toHaveBeenCalled()
    stream.event({ QuestionID: 1, AnswerID: 2, Answer: line.repeat(10_000), TotalToken: 40 })
    stream.end()
    await waitFor(() => expect(panel.root.querySelector('.draft')).toBeNull())
    const message = panel.events.find((event) => event.event === 'message' && (event.detail as { role: string }).role === 'assistant')
    expect((message!.detail as { text: string }).text).toBe(line.repeat(10_000).slice(0, MESSAGE_CHARS))
  })

  test('the stop button ends the answer, at the server too, and keeps what arrived, marked stopped', { timeout: 30_000 }, async () => {
    const abortedBefore = backend.model.aborted
    const held = heldPieces(1)
    backend.model.script({ content: ['Half an ans', ...held.pieces] })
    const panel = await realPanel(backend)
    act(() => panel.api.open())
    await ask(panel, 'Tell me everything')
    await waitFor(() => expect(panel.root.querySelector('.draft')?.textContent).toBe('Half an ans'), { timeout: 20_000 })
    fireEvent.click(panel.ui.getByRole('button', { name: 'Stop the answer' }))
    await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Half an ansStopped.'), { timeout: 20_000 })
    expect(panel.ui.getByRole('button', { name: 'Send' })).toBeTruthy()
    // StopAnswer reached the server, which cut the model's answer off.
    await waitFor(() => expect(backend.model.aborted).toBe(abortedBefore + 1), { timeout: 20_000 })
    held.end()
  })

  test('403 says chat is not available on this site and disables the box', { timeout: 30_000 }, async () => {
    const panel = await realPanel(backend)
    // The owner limits the chatbot to other domains while the visitor's page is open.
    await serverCall(backend, '/chat/Chatbot/Edit', { serialNumber: panel.host.chatbotId, VerifyDomain: true, Domains: 'homes.example' }, backend.key)
    act(() => panel.api.open())
    await ask(panel, 'Hi')
    expect((await panel.ui.findByRole('alert', undefined, { timeout: 20_000 })).textContent).toBe('Chat is not available on this site.')
    expect((panel.ui.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true)
  })

  test('a 403 from GetConfig shows the same notice', () => {
    const panel = mountPanel({ status: 'failed', reason: 'forbidden', message: 'not allowed' })
    act(() => panel.api.open())
    expect(panel.ui.getByRole('alert').textContent).toBe('Chat is not available on this site.')
  })

  test('offline: a notice while offline; a message written then waits, marked, and is sent when back online', { timeout: 30_000 }, async () => {
    const requestsBefore = backend.model.requests.length
    backend.model.script({ content: ['Yes!'] })
    const online = { value: true }
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online.value })
    const panel = await realPanel(backend)
    const sent = vi.spyOn(window, 'fetch')
    act(() => panel.api.open())
    // The offline queue comes with the live chunk, which the panel imports as it mounts.
    await act(() => import('../../src/panel/live/attach.ts').then(() => new Promise((resolve) => setTimeout(resolve, 0))))
    online.value = false
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(panel.ui.getByRole('status').textContent).toContain('You are offline')
    // Written offline: shown at once, marked as waiting, not sent.
    await ask(panel, 'Still there?')
    expect(panel.ui.getByRole('log').textContent).toContain('Still there?You are offline.')
    expect(sent).not.toHaveBeenCalled()

    online.value = true
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('Yes!'), { timeout: 20_000 })
    expect(panel.ui.queryByText(/You are offline/)).toBeNull()
    // Asked once, when back online.
    expect(backend.model.requests).toHaveLength(requestsBefore + 1)
    expect(JSON.stringify(backend.model.requests.at(-1))).toContain('Still there?')
    Reflect.deleteProperty(navigator, 'onLine')
  })
})
