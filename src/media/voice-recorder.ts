import { VOICE_SAMPLE_RATE, downmix, encodeWav, resample } from './wav.ts'

/** Why recording could not start; each reason has its own message for the visitor. */
export type RecorderFailure = 'denied' | 'missing' | 'failed'

/** A recording in progress. */
export interface Recording {
  /** Stops and encodes what was said as a 16 kHz mono WAV. */
  stop(): Promise<{ wav: Blob; seconds: number }>
  /** Stops and throws the sound away. */
  cancel(): void
}

/**
 * Sorts a getUserMedia or MediaRecorder error into a reason the UI can explain.
 *
 * @example
 * recorderFailure(new DOMException('', 'NotAllowedError')) // 'denied'
 */
export function recorderFailure(error: unknown): RecorderFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing'
  return 'failed'
}

/**
 * Decodes what MediaRecorder made (WebM/Opus, Ogg or MP4 by browser) into 16 kHz mono
 * samples. An OfflineAudioContext at 16 kHz resamples while decoding, with the browser's own
 * filter; the JS resampler is the fallback for browsers that keep the source rate.
 */
async function toVoiceSamples(recorded: Blob): Promise<Float32Array> {
  const context = new OfflineAudioContext(1, 1, VOICE_SAMPLE_RATE)
  const audio = await context.decodeAudioData(await recorded.arrayBuffer())
  const channels = Array.from({ length: audio.numberOfChannels }, (_, index) => audio.getChannelData(index))
  return resample(downmix(channels), audio.sampleRate, VOICE_SAMPLE_RATE)
}

/**
 * Asks for the microphone and starts recording. Rejects with the browser's error when the
 * microphone is denied or missing (see `recorderFailure`).
 *
 * @example
 * const recording = await startRecording()
 * const { wav, seconds } = await recording.stop()
 */
export async function startRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true }
  })
  const release = () => stream.getTracks().forEach((track) => track.stop())
  let recorder: MediaRecorder
  try {
    recorder = new MediaRecorder(stream)
  } catch (error) {
    release()
    throw error
  }
  const chunks: Blob[] = []
  const startedAt = performance.now()
  recorder.ondataavailable = (event) => {
    if (event.data.size) chunks.push(event.data)
  }
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()))
  recorder.start()

  return {
    async stop() {
      const seconds = (performance.now() - startedAt) / 1000
      recorder.stop()
      await stopped
      release()
      const samples = await toVoiceSamples(new Blob(chunks, { type: recorder.mimeType }))
      return { wav: new Blob([encodeWav(samples)], { type: 'audio/wav' }), seconds }
    },
    cancel() {
      if (recorder.state !== 'inactive') recorder.stop()
      release()
    }
  }
}
