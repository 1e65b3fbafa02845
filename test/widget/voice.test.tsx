import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { encodeWav } from '../../src/media/wav.ts'
import type * as VoiceRecorder from '../../src/media/voice-recorder.ts'
import { bodyOf, cleanPage, controlledStream, envelope, FakeUpload, mockFetch, mountPanel, widgetConfig } from './helpers.ts'

const recorder = vi.hoisted(() => ({ start: vi.fn(), stopped: 0, cancelled: 0 }))
vi.mock('../../src/media/voice-recorder.ts', async (original) => ({
  ...(await original<typeof VoiceRecorder>()),
  startRecording: recorder.start
}))

let now = 0
beforeEach(() => {
  now = 0
  recorder.stopped = 0
  recorder.cancelled = 0
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  recorder.start.mockReset()
  recorder.start.mockResolvedValue({
    stop: async () => {
      recorder.stopped++
      return { wav: new Blob([encodeWav(new Float32Array(16000 * 2))], { type: 'audio/wav' }), seconds: now / 1000 }
    },
    cancel: () => void recorder.cancelled++
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  cleanPage()
})

/** An open panel of a chatbot that allows push-to-talk, once the button's chunk is there. */
async function voicePanel() {
  vi.stubGlobal('XMLHttpRequest', FakeUpload)
  const fetchMock = mockFetch()
  const panel = mountPanel(widgetConfig({ EnablePushToTalk: true }))
  act(() => panel.api.open())
  return { fetchMock, panel, mic: await panel.ui.findByRole('button', { name: 'Hold to talk' }) }
}

describe('push-to-talk', () => {
  test('hold to record with a timer, release to upload a WAV and send it as chatAskType Audio', async () => {
    const { fetchMock, panel, mic } = await voicePanel()
    fetchMock.mockResolvedValueOnce(envelope({ FileStoreId: '77', PreUploadUrl: 'https://chat.example.test/chat/User/Upload/77?token=t', ExpiresAt: '' }))
    fireEvent.pointerDown(mic, { button: 0, pointerId: 1 })
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording 0:00'))
    expect(mic.getAttribute('aria-pressed')).toBe('true')
    now = 2400
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording 0:02'))

    fireEvent.pointerUp(mic, { pointerId: 1 })
    await waitFor(() => expect(FakeUpload.last?.url).toBe('https://chat.example.test/chat/User/Upload/77?token=t'))
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ fileName: 'voice-message.wav', contentType: 'audio/wav' })
    const uploaded = FakeUpload.last!.body as Blob
    expect(uploaded.type).toBe('audio/wav')
    expect(new TextDecoder().decode(new Uint8Array(await uploaded.arrayBuffer()).slice(0, 4))).toBe('RIFF')

    const stream = controlledStream()
    fetchMock.mockResolvedValueOnce(stream.response())
    act(() => FakeUpload.last!.finish('77'))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(bodyOf(fetchMock.mock.calls[1])).toMatchObject({ content: '', chatAskType: 'Audio', fileIds: [77], stream: true })
    expect(panel.ui.getByRole('log').textContent).toContain('Voice message (0:02)')
    stream.end()
  })

  test('Space held on the focused button records too; Esc cancels without sending', async () => {
    const { fetchMock, panel, mic } = await voicePanel()
    fireEvent.keyDown(mic, { key: ' ' })
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording'))
    now = 3000
    fireEvent.keyDown(mic, { key: 'Escape' })
    await waitFor(() => expect(recorder.cancelled).toBe(1))
    expect(panel.ui.queryByText(/Recording/)).toBeNull()
    expect(panel.ui.getByRole('dialog').hidden).toBe(false) // Esc cancelled the recording, not the chat
    fireEvent.keyUp(mic, { key: ' ' })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(recorder.stopped).toBe(0)
  })

  test('a press too short to hold speech is dropped with a hint', async () => {
    const { fetchMock, panel, mic } = await voicePanel()
    fireEvent.pointerDown(mic, { button: 0, pointerId: 1 })
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording'))
    now = 200
    fireEvent.pointerUp(mic, { pointerId: 1 })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('Keep the button pressed while you speak.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('a denied microphone gets a clear message', async () => {
    recorder.start.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'))
    const { panel, mic } = await voicePanel()
    fireEvent.pointerDown(mic, { button: 0, pointerId: 1 })
    expect((await panel.ui.findByRole('alert')).textContent).toContain('Microphone access is blocked')
    expect(mic.getAttribute('aria-pressed')).toBe('false')
  })

  test('no microphone at all is said so', async () => {
    recorder.start.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'))
    const { panel, mic } = await voicePanel()
    fireEvent.pointerDown(mic, { button: 0, pointerId: 1 })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('No microphone was found.')
  })
})
