import type { WidgetConfig } from '../shared/bridge.ts'
import { ApiError, postJson, type ApiTarget } from './envelope.ts'

/**
 * "YYYY-MM-DD HH:mm:ss" in the visitor's local time, as GetConfig's clientCurrentTime.
 *
 * @example
 * localTimestamp(new Date(2025, 0, 2, 3, 4, 5)) // '2025-01-02 03:04:05'
 */
export function localTimestamp(now = new Date()): string {
  // The UTC reading of the moment shifted by the local offset is the local wall-clock time.
  return new Date(+now - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * Loads the chatbot's public settings and a visitor session. Sending the stored visitor key
 * resumes that session; the reply's SessionKey is the one to keep either way. The visitor's
 * clock goes along (clientCurrentTime, which also tells their UTC offset); clientTimeZone does
 * not: the server needs no zone (answers go by the chatbot's TimeZone setting), and naming it
 * would set up Intl or Temporal, milliseconds of the host page's main thread on every page load.
 *
 * @example
 * const config = await getConfig({ base: 'https://chat.example.com', key: stored?.key }, chatbotId)
 */
export async function getConfig(target: ApiTarget, chatbotId: string): Promise<WidgetConfig> {
  try {
    return await postJson<WidgetConfig>(target, '/chat/Chatbot/GetConfig', {
      serialNumber: chatbotId,
      clientCurrentTime: localTimestamp()
    })
  } catch (error) {
    // Domain verification refuses a page without a CORS grant, so the 403 reads here as a
    // network failure. When the server's public health check answers, the network is fine
    // and the refusal is what failed.
    if (error instanceof ApiError && error.status === 0 && (await serverAnswers(target.base))) {
      throw new ApiError(403, 'This site is not allowed to use this chatbot')
    }
    throw error
  }
}

/** True when GET /healthz (readable from any origin) answers. */
function serverAnswers(base: string): Promise<boolean> {
  return fetch(`${base}/healthz`).then((response) => response.ok, () => false)
}
