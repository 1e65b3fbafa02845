import type { Ajv } from 'ajv'

/** True for names Intl knows as IANA time zones, such as Europe/Berlin or UTC. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_+\-/0-9]{1,64}$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** True for a language name such as English, Português or 中文 (Traditional): letters of any script, spaces, parentheses, hyphens. */
export function isLanguageName(name: string): boolean {
  return /^[\p{L} ()-]*$/u.test(name)
}

/**
 * Registers the `time-zone` and `language-name` string formats with fastify's ajv. They are
 * formats rather than patterns because their rules (IANA names, Unicode letters) have no
 * regular expression that every OpenAPI tool reads alike.
 */
export function addTimeZoneFormat(ajv: Ajv): Ajv {
  return ajv
    .addFormat('time-zone', { type: 'string', validate: isTimeZone })
    .addFormat('language-name', { type: 'string', validate: isLanguageName })
}
