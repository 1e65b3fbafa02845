import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApiError } from '../../src/api/envelope.ts'
import { getConfig } from '../../src/api/get-config.ts'
import { API, CHATBOT_ID, envelope, widgetConfig } from './helpers.ts'

afterEach(() => vi.unstubAllGlobals())

/** GetConfig fails like a CORS refusal does in a browser: a TypeError, no response. */
function refuseGetConfig(healthAnswers: boolean) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/chat/Chatbot/GetConfig')) throw new TypeError('Failed to fetch')
    if (healthAnswers) return envelope({ Status: 'ok' })
    throw new TypeError('Failed to fetch')
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('getConfig', () => {
  test('returns the config Data', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(widgetConfig({ Name: 'Ada' }))))
    expect((await getConfig({ base: API }, CHATBOT_ID)).Name).toBe('Ada')
  })

  test('an unreadable refusal from a server that is up becomes the 403 "not allowed on this site"', async () => {
    const fetchMock = refuseGetConfig(true)
    const error = await getConfig({ base: API }, CHATBOT_ID).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(403)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${API}/chat/Chatbot/GetConfig`, `${API}/healthz`])
  })

  test('stays a network failure when the server does not answer at all', async () => {
    refuseGetConfig(false)
    const error = await getConfig({ base: API }, CHATBOT_ID).catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(0)
  })
})
