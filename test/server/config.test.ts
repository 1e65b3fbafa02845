import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config.ts'

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8787 and derives the public URL from the port', () => {
    const config = loadConfig({ PORT: '9000' })
    expect(config.host).toBe('127.0.0.1')
    expect(config.publicUrl).toBe('http://127.0.0.1:9000')
    expect(config.openaiModels).toEqual([])
  })

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be an integer/)
  })

  it('reads the ffmpeg path and the stream ping interval', () => {
    expect(loadConfig({})).toMatchObject({ ffmpegPath: 'ffmpeg', ssePingMs: 15_000 })
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg', SSE_PING_SECONDS: '5' })).toMatchObject({ ffmpegPath: '/opt/ffmpeg/bin/ffmpeg', ssePingMs: 5000 })
    expect(() => loadConfig({ SSE_PING_SECONDS: '0' })).toThrow(/SSE_PING_SECONDS must be a positive number of seconds/)
  })
})
