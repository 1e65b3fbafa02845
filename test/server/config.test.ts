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

  it('reads TRUST_PROXY and SEED_DEMO as 0 or 1, the demo on and the proxy off by default', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, seedDemo: true })
    expect(loadConfig({ TRUST_PROXY: '1', SEED_DEMO: '0' })).toMatchObject({ trustProxy: true, seedDemo: false })
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be 1 (behind a reverse proxy: take the client address from X-Forwarded-For) or 0, got "yes"')
    // Before the schema, SEED_DEMO=false quietly seeded the demo.
    expect(() => loadConfig({ SEED_DEMO: 'false' })).toThrow(/SEED_DEMO must be 1 .* or 0, got "false"/)
  })

  it.each([
    [{ PORT: '65536' }, /PORT must be an integer between 0 and 65535/],
    [{ PUBLIC_URL: 'chat.example.com' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL, got "chat.example.com"/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/],
    [{ SMTP_URL: 'mail.example.com:587' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/]
  ])('refuses %j at start, naming the variable and its rule', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
