import { signal } from '@preact/signals'
import type { Recording } from '../../media/voice-recorder.ts'
import type { Outgoing } from './chat.ts'
import type { ConfigModel } from './config.ts'
import type { WidgetModel } from './widget.ts'

/** What the mic button is doing. */
export type VoicePhase = 'idle' | 'starting' | 'recording' | 'sending'

/** What the visitor is told when a voice message did not happen. */
export type VoiceProblem = 'micDenied' | 'micMissing' | 'micFailed' | 'tooShort'

/** Shorter presses are taken as a slip, not a message. */
const MIN_SECONDS = 0.6
/** Recordings stop by themselves here (about 4 MB of WAV). */
export const MAX_SECONDS = 120

/** Push-to-talk state and actions. */
export type VoiceModel = ReturnType<typeof createVoice>

/**
 * The widget's push-to-talk model, created the first time the mic button is drawn: this file
 * is part of the button's chunk, so a chatbot without push-to-talk never loads it.
 *
 * @example
 * const voice = voiceOf(useModel())
 */
export function voiceOf(model: WidgetModel): VoiceModel {
  return model.voice.peek() ?? (model.voice.value = createVoice(model.target, (outgoing) => model.chat.send(outgoing)))
}

/**
 * Push-to-talk: `start` on press, `stop` on release. The recorder and WAV encoder load on the
 * first press, so text-only visitors never download them. The recording is encoded as 16 kHz
 * mono WAV, uploaded, and sent as chatAskType Audio.
 *
 * @example
 * const voice = createVoice(config.target, (outgoing) => chat.send(outgoing))
 * button.onpointerdown = () => voice.start()
 * button.onpointerup = () => voice.stop()
 */
export function createVoice(target: ConfigModel['target'], send: (outgoing: Outgoing) => Promise<void>) {
  const phase = signal<VoicePhase>('idle')
  const seconds = signal(0)
  const problem = signal<VoiceProblem | undefined>(undefined)
  let recording: Recording | undefined
  let released = false
  let ticker: ReturnType<typeof setInterval> | undefined
  let startedAt = 0

  const finish = () => {
    clearInterval(ticker)
    recording = undefined
    phase.value = 'idle'
  }

  async function stop(keep = true): Promise<void> {
    if (phase.value === 'starting') released = true
    if (phase.value !== 'recording' || !recording) return
    const current = recording
    const long = (performance.now() - startedAt) / 1000 >= MIN_SECONDS
    clearInterval(ticker)
    if (!keep || !long) {
      current.cancel()
      if (keep) problem.value = 'tooShort'
      return finish()
    }
    phase.value = 'sending'
    try {
      const { wav, seconds: length } = await current.stop()
      const to = target()
      if (!to) return finish()
      const { uploadFile } = await import('../../api/upload.ts')
      const fileId = await uploadFile(to, wav, 'voice-message.wav', () => undefined)
      finish()
      await send({ text: '', type: 'Audio', fileIds: [fileId], attachments: [{ kind: 'audio', name: 'voice-message.wav', seconds: Math.round(length) }] })
    } catch {
      problem.value = 'micFailed'
      finish()
    }
  }

  return {
    phase,
    seconds,
    problem,
    /** Starts recording; the loader of the recorder and the permission prompt come first. */
    async start(): Promise<void> {
      if (phase.value !== 'idle') return
      phase.value = 'starting'
      problem.value = undefined
      released = false
      try {
        const { startRecording, recorderFailure } = await import('../../media/voice-recorder.ts')
        try {
          recording = await startRecording()
        } catch (error) {
          const reason = recorderFailure(error)
          problem.value = reason === 'denied' ? 'micDenied' : reason === 'missing' ? 'micMissing' : 'micFailed'
          return finish()
        }
      } catch {
        problem.value = 'micFailed'
        return finish()
      }
      phase.value = 'recording'
      startedAt = performance.now()
      seconds.value = 0
      ticker = setInterval(() => {
        seconds.value = Math.floor((performance.now() - startedAt) / 1000)
        if (seconds.value >= MAX_SECONDS) void stop()
      }, 250)
      // Released while the permission prompt was up: nothing was said yet.
      if (released) void stop()
    },
    /** Stops and sends (too short a press is dropped with a hint). */
    stop: () => stop(true),
    /** Stops and throws the recording away. */
    cancel: () => stop(false),
    dispose(): void {
      recording?.cancel()
      finish()
    }
  }
}
