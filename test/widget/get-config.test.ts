import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../src/api/envelope.ts'
import { getConfig, localTimestamp } from '../../src/api/get-config.ts'
import { freePort } from '../support/ports.ts'
import { API, CHATBOT_ID, envelope } from './helpers.ts'

afterEach(() => vi.unstubAllGlobals())

// The config Data of a real server: real-server.test.tsx.
describe('getConfig', () => {
  test('an unreadable refusal from a server that is up becomes the 403 "not allowed on this site"', async () => {
    // Hand-written: a CORS refusal (a TypeError, no response) is the browser's doing, and
    // happy-dom hands the server's readable 403 through; only /healthz answering is as the server does.
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/chat/Chatbot/GetConfig')) throw new TypeError('Failed to fetch')
      return envelope({ Status: 'ok' })
    })
    vi.stubGlobal('fetch', fetchMock)
    const error = await getConfig({ base: API }, CHATBOT_ID).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(403)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}/chat/Chatbot/GetConfig`, `${API}/healthz`])
  })

  test('stays a network failure when the server does not answer at all', async () => {
    // A port nothing listens on: both GetConfig and /healthz are refused by the network itself.
    const error = await getConfig({ base: `http://127.0.0.1:${await freePort()}` }, CHATBOT_ID).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(0)
  })
})

describe('localTimestamp', () => {
  const zone = process.env.TZ
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  /** The same reading, field by field. */
  const fieldByField = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ` +
    `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}:${String(d.getSeconds()).padStart(2, '0')}`

  test.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'Australia/Lord_Howe'])(
    'reads the visitor\'s wall clock in %s, across the year and its clock changes',
    (name) => {
      process.env.TZ = name
      expect(localTimestamp(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05')
      // Every 97 minutes through 2025, so each daylight-saving change is crossed at odd minutes.
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 97 * 60_000 + 13_000) {
        expect(localTimestamp(new Date(t))).toBe(fieldByField(new Date(t)))
      }
    }
  )
})
