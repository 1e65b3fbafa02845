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

/** Registers the `time-zone` string format with fastify's ajv. */
export function addTimeZoneFormat(ajv: Ajv): Ajv {
  return ajv.addFormat('time-zone', { type: 'string', validate: isTimeZone })
}
