import { act, fireEvent, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { encodeWav } from '../../src/media/wav.ts'
import type * as VoiceRecorder from '../../src/media/voice-recorder.ts'
import { bodyOf, cleanPage, requestOf } from './helpers.ts'
import { realPanel, storedMessages, useWidgetServer } from './real-server.ts'

// The microphone is a stand-in: happy-dom has none (the recording is a WAV of silence); the server is real.
const recorder = vi.hoisted(() => ({ start: vi.fn(), stopped: 0, cancelled: 0 }))
vi.mock('../../src/media/voice-recorder.ts', async (original) => ({
  ...(await original<typeof VoiceRecorder>()),
  startRecording: recorder.start
}))

const backend = useWidgetServer()

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

/**
 * An open panel of a new chatbot of the real server that allows push-to-talk, once the
 * button's chunk is there; `sent` sees its requests. The microphone is the one stand-in
 * (startRecording above): happy-dom has none.
 */
async function voicePanel() {
  const panel = await realPanel(backend, { settings: { EnablePushToTalk: true, WelcomeMessage: '' } })
  const sent = vi.spyOn(globalThis, 'fetch')
  act(() => panel.api.open())
  return { sent, panel, mic: await panel.ui.findByRole('button', { name: 'Hold to talk' }, { timeout: 10_000 }) }
}

describe('push-to-talk', () => {
  test('hold to record with a timer, release to upload a WAV and send it as chatAskType Audio', { timeout: 30_000 }, async () => {
    backend.model.script({ content: ['I heard you.'] })
    const { sent, panel, mic } = await voicePanel()
    fireEvent.pointerDown(mic, { button: 0, pointerId: 1 })
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording 0:00'))
    expect(mic.getAttribute('aria-pressed')).toBe('true')
    now = 2400
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording 0:02'))

    fireEvent.pointerUp(mic, { pointerId: 1 })
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2), { timeout: 20_000 })
    expect(requestOf(sent.mock.calls[0])[0]).toBe(`${backend.url}/chat/User/GetPreUploadUrl`)
    expect(bodyOf(requestOf(sent.mock.calls[0]))).toMatchObject({ fileName: 'voice-message.wav' })
    // The server took the WAV (its PUT answered with the id), then the question went out with it.
    const ask = bodyOf(requestOf(sent.mock.calls[1]))
    expect(ask).toMatchObject({ content: '', chatAskType: 'Audio', fileIds: [expect.any(Number)], stream: true })
    expect(panel.ui.getByRole('log').textContent).toContain('Voice message (0:02)')
    await waitFor(() => expect(panel.ui.getByRole('log').textContent).toContain('I heard you.'), { timeout: 20_000 })
    const [question] = await storedMessages(backend, panel.host.chatbotId)
    expect(question).toMatchObject({ ChatAskType: 'Audio', FileIds: ask.fileIds })
    // The model was given the recording itself, a WAV.
    const audio = JSON.stringify(backend.model.requests.at(-1)).match(/"input_audio":\{"data":"([^"]+)","format":"wav"\}/)
    expect(Buffer.from(audio![1]!, 'base64').subarray(0, 4).toString()).toBe('RIFF')
  })

  test('Space held on the focused button records too; Esc cancels without sending', async () => {
    const { sent, panel, mic } = await voicePanel()
    fireEvent.keyDown(mic, { key: ' ' })
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording'))
    now = 3000
    fireEvent.keyDown(mic, { key: 'Escape' })
    await waitFor(() => expect(recorder.cancelled).toBe(1))
    expect(panel.ui.queryByText(/Recording/)).toBeNull()
    expect(panel.ui.getByRole('dialog').hidden).toBe(false) // Esc cancelled the recording, not the chat
    fireEvent.keyUp(mic, { key: ' ' })
    expect(sent).not.toHaveBeenCalled()
    expect(recorder.stopped).toBe(0)
  })

  test('a press too short to hold speech is dropped with a hint', async () => {
    const { sent, panel, mic } = await voicePanel()
    fireEvent.pointerDown(mic, { button: 0, pointerId: 1 })
    await waitFor(() => expect(panel.ui.getByRole('status').textContent).toContain('Recording'))
    now = 200
    fireEvent.pointerUp(mic, { pointerId: 1 })
    expect((await panel.ui.findByRole('alert')).textContent).toBe('Keep the button pressed while you speak.')
    expect(sent).not.toHaveBeenCalled()
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
