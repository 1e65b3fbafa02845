import type { Browser } from 'playwright-core'

export { ANIMATED_GIF } from './fixtures.ts'

/**
 * A PNG "photo" of a house: one of the demo site's drawings, rendered by Chromium at 1600x1200
 * so the upload has real size (and a progress bar to show).
 *
 * @example
 * await input.setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: await housePhoto(browser, url) })
 */
export async function housePhoto(browser: Browser, siteUrl: string, picture = 5): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1200 } })
  const page = await context.newPage()
  await page.goto(`${siteUrl}/assets/homes/home-${picture}.svg`)
  const png = await page.locator('svg').screenshot()
  await context.close()
  return png
}

/**
 * Three seconds of something like a voice (a 150 Hz buzz with harmonics, rising and falling
 * four times a second), as 48 kHz mono 16-bit WAV for Chromium's fake microphone. Speech-like
 * on purpose: the widget asks for noise suppression, which would flatten a steady tone.
 */
export function voiceLikeWav(seconds = 3, rate = 48_000): Buffer {
  const samples = seconds * rate
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) {
    const t = i / rate
    const pitch = 150 + 30 * Math.sin(2 * Math.PI * 0.7 * t)
    const voice = [1, 0.6, 0.4, 0.25].reduce((sum, gain, h) => sum + gain * Math.sin(2 * Math.PI * pitch * (h + 1) * t), 0)
    const syllables = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t)
    wav.writeInt16LE(Math.round(voice * syllables * 0.35 * 32767 / 2.25), 44 + i * 2)
  }
  return wav
}

/** The format, length and loudness of a 16-bit PCM WAV file, read from its header and samples. */
export function describeWav(bytes: Buffer) {
  const channels = bytes.readUInt16LE(22)
  const rate = bytes.readUInt32LE(24)
  const bits = bytes.readUInt16LE(34)
  const dataAt = bytes.indexOf('data', 12) + 8
  const count = Math.floor((bytes.length - dataAt) / 2)
  let squares = 0
  for (let i = 0; i < count; i++) squares += (bytes.readInt16LE(dataAt + i * 2) / 32768) ** 2
  return {
    riff: bytes.toString('ascii', 0, 4) + bytes.toString('ascii', 8, 12),
    channels,
    rate,
    bits,
    seconds: count / channels / rate,
    /** Root mean square of the samples, 0 (silence) to 1. */
    loudness: Math.sqrt(squares / Math.max(1, count))
  }
}
