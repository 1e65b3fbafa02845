import type { Plugin } from 'vite'
import { ChatbotSettings } from '../server/schemas/chatbot.ts'

/** The import the console's code reads each setting's limits from (src/console/setting-limits.d.ts). */
const MODULE_ID = 'virtual:setting-limits'
const RESOLVED_ID = `\0${MODULE_ID}`
const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum'] as const

/**
 * Each chatbot setting's length and range limits, read from the server's own schema
 * (server/schemas/chatbot.ts): `{ Name: { minLength: 1, maxLength: 100 }, Temperature: { minimum: 0, maximum: 100 }, … }`.
 *
 * @example
 * settingLimits().WelcomeMessage // { maxLength: 5000 }
 */
export function settingLimits(): Record<string, Partial<Record<(typeof LIMIT_KEYWORDS)[number], number>>> {
  return Object.fromEntries(Object.entries(ChatbotSettings.properties).map(([name, schema]) => {
    const keywords: Record<string, unknown> = { ...schema }
    return [name, Object.fromEntries(LIMIT_KEYWORDS.filter((keyword) => typeof keywords[keyword] === 'number').map((keyword) => [keyword, keywords[keyword]]))]
  }))
}

/**
 * Serves `virtual:setting-limits` to the console's build (and the tests): the settings' limits
 * as plain data, so that the console states each rule with the server's own numbers while
 * nothing of server/ goes into a browser bundle.
 *
 * @example
 * { plugins: [settingLimitsModule()] } // then, in src/console: import SETTING_LIMITS from 'virtual:setting-limits'
 */
export function settingLimitsModule(): Plugin {
  return {
    name: 'porchlight:setting-limits',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(settingLimits())}` : undefined)
  }
}
