import { describe, expect, test } from 'vitest'
import { downmix, encodeWav, resample, VOICE_SAMPLE_RATE } from '../../src/media/wav.ts'

/** Reads a WAV file back the way a server would. */
function parseWav(buffer: ArrayBuffer) {
  const view = new DataView(buffer)
  const text = (at: number, length: number) => String.fromCharCode(...new Uint8Array(buffer, at, length))
  const dataBytes = view.getUint32(40, true)
  return {
    riff: text(0, 4),
    riffSize: view.getUint32(4, true),
    wave: text(8, 4),
    fmt: text(12, 4),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: text(36, 4),
    dataBytes,
    samples: Array.from({ length: dataBytes / 2 }, (_, index) => view.getInt16(44 + index * 2, true))
  }
}

const zeroCrossings = (samples: Float32Array) => samples.reduce((count, value, index) => (index && Math.sign(value) !== Math.sign(samples[index - 1]!) ? count + 1 : count), 0)

describe('WAV encoder', () => {
  test('writes a 16 kHz mono 16-bit PCM header and the samples', () => {
    const wav = parseWav(encodeWav(new Float32Array([0, 1, -1, 0.5, -0.5, 2, -3])))
    expect(wav).toMatchObject({
      riff: 'RIFF',
      riffSize: 36 + 14,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 16000,
      byteRate: 32000,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataBytes: 14
    })
    // Full scale both ways, halves, and out-of-range values clipped rather than wrapped.
    expect(wav.samples).toEqual([0, 32767, -32768, 16383, -16384, 32767, -32768])
    expect(encodeWav(new Float32Array(3)).byteLength).toBe(44 + 6)
  })

  test('a second of 48 kHz speech-band audio becomes a second at 16 kHz, same pitch', () => {
    const source = Float32Array.from({ length: 48000 }, (_, i) => 0.8 * Math.sin((2 * Math.PI * 440 * i) / 48000))
    const voice = resample(source, 48000, VOICE_SAMPLE_RATE)
    expect(voice).toHaveLength(16000)
    expect(Math.abs(zeroCrossings(voice) - 880)).toBeLessThanOrEqual(2)
    const wav = parseWav(encodeWav(voice))
    expect(wav.sampleRate).toBe(16000)
    expect(wav.samples).toHaveLength(16000)
    expect(Math.max(...wav.samples)).toBeGreaterThan(0.75 * 32767)
  })

  test('upsampling interpolates, and equal rates pass through', () => {
    expect(Array.from(resample(new Float32Array([0, 1]), 8000, 16000))).toEqual([0, 0.5, 1, 1])
    const same = new Float32Array([0.1])
    expect(resample(same, 16000, 16000)).toBe(same)
  })

  test('stereo is averaged to mono', () => {
    expect(Array.from(downmix([new Float32Array([1, 0.5]), new Float32Array([0, -0.5])]))).toEqual([0.5, 0])
  })
})
