/**
 * WAV encoding for voice messages: 16 kHz, mono, 16-bit PCM, the format speech models take.
 */

/** The sample rate voice messages are sent at. */
export const VOICE_SAMPLE_RATE = 16000

/**
 * Averages the channels into one.
 *
 * @example
 * downmix([left, right]) // Float32Array of (l + r) / 2
 */
export function downmix(channels: Float32Array[]): Float32Array {
  const [first] = channels
  if (!first || channels.length === 1) return first ?? new Float32Array(0)
  const mono = new Float32Array(first.length)
  for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i]! += (channel[i] ?? 0) / channels.length
  return mono
}

/**
 * Resamples by averaging each output sample's window of input samples when going down
 * (a box filter, which keeps most aliasing out of speech), or by linear interpolation when
 * going up. Only used when the browser could not decode straight to 16 kHz.
 *
 * @example
 * resample(samplesAt48k, 48000, 16000).length === Math.round(samplesAt48k.length / 3)
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return input
  const ratio = fromRate / toRate
  const output = new Float32Array(Math.round(input.length / ratio))
  for (let i = 0; i < output.length; i++) {
    const start = i * ratio
    if (ratio > 1) {
      const from = Math.floor(start)
      const to = Math.min(input.length, Math.max(from + 1, Math.floor(start + ratio)))
      let sum = 0
      for (let j = from; j < to; j++) sum += input[j]!
      output[i] = sum / (to - from)
    } else {
      const index = Math.floor(start)
      const next = input[Math.min(index + 1, input.length - 1)]!
      output[i] = input[index]! + (next - input[index]!) * (start - index)
    }
  }
  return output
}

/**
 * Encodes samples in -1..1 as a 16-bit PCM mono WAV file (44-byte header, little-endian).
 *
 * @example
 * const blob = new Blob([encodeWav(samples)], { type: 'audio/wav' })
 */
export function encodeWav(samples: Float32Array, sampleRate = VOICE_SAMPLE_RATE): ArrayBuffer {
  const dataBytes = samples.length * 2
  const view = new DataView(new ArrayBuffer(44 + dataBytes))
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i))
  }
  text(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true) // size of the fmt chunk
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // bytes per second
  view.setUint16(32, 2, true) // bytes per frame
  view.setUint16(34, 16, true) // bits per sample
  text(36, 'data')
  view.setUint32(40, dataBytes, true)
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i] || 0))
    view.setInt16(44 + i * 2, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true)
  }
  return view.buffer
}
